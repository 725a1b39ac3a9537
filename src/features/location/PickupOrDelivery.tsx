import type { ReactNode } from 'react';
import { formTexts } from '../../../machines/screenTexts/forms';
import { useStoreChoice } from './storeChoice';
import { Icon, type IconName } from '../../ui/Icon';
import * as modeStyles from '../addresses/AddressForm.css';
import { PickupForm } from './PickupForm';
import * as styles from './pickup.css';

/**
 * /confirmar-ubicacion: 'Domicilio' (the address form, `delivery`) or 'Recoger en tienda' (the
 * city's stores). The choice is the storeChoice machine's (src/features/location/storeChoice.ts).
 */
export function PickupOrDelivery({ delivery }: { delivery: ReactNode }) {
  const choice = useStoreChoice();
  const t = formTexts;
  const modes: Array<{ value: 'delivery' | 'pickup'; label: string; icon: IconName; choose: () => void }> = [
    { value: 'delivery', label: t.homeDelivery, icon: 'moto', choose: choice.chooseDelivery },
    { value: 'pickup', label: t.pickUp, icon: 'store', choose: choice.choosePickup },
  ];
  return (
    <div className={styles.stack}>
      <div className={styles.switchCard}>
        <fieldset className={styles.listFieldset}>
          <legend className={modeStyles.legend}>{t.deliveryMode}</legend>
          <div className={modeStyles.modes}>
            {modes.map((mode) => (
              <label key={mode.value} className={modeStyles.mode}>
                <input
                  type="radio"
                  name="modo-entrega"
                  className={modeStyles.radio}
                  checked={choice.mode === mode.value}
                  onChange={mode.choose}
                />
                <Icon name={mode.icon} size={30} />
                {mode.label}
                <span className={modeStyles.check} aria-hidden="true">
                  <Icon name="check" size={14} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {choice.mode === 'delivery' ? delivery : <PickupForm choice={choice} />}
    </div>
  );
}
