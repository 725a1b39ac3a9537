import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  selectCities,
  selectCity,
  selectCityError,
  selectIsBusy,
  selectIsLoadingCities,
  selectLocationDialogMode,
} from '../../../machines/location';
import { messages } from '../../../machines/messages';
import { selectIsChoosingCity, type ShellActorRef } from '../../../machines/shell';
import { useLocationEvents, useLocationState } from '../../app/hooks';
import { useActorView } from '../../app/useActorView';
import Modal from '../../ui/Modal';
import { Button } from '../../ui/Button';
import { CityPicker } from './CityPicker';
import { FormAlert } from '../../ui/FormAlert';
import * as styles from './LocationDialog.css';

/** What the dialog reads of the shell (machines/shell): which step it is at; and the one step it takes. */
const shellView = { choosing: selectIsChoosingCity };
const shellEvents = { chooseCity: () => ({ type: 'shell.cityChoiceOpened' }) as const };

/**
 * The city and address dialog of docs/product.md#pantallas-y-rutas: what it offers depends on session and
 * cart (the location's selectors); its step and its closing are the shell's, the city choice the location's.
 */
export default function LocationDialog({
  shell,
  open,
  onOpenChange,
}: {
  shell: ShellActorRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [, navigate] = useLocation();
  const mode = useLocationState(selectLocationDialogMode);
  const city = useLocationState(selectCity);
  const cities = useLocationState(selectCities);
  const error = useLocationState(selectCityError);
  const busy = useLocationState(selectIsBusy);
  const loadingCities = useLocationState(selectIsLoadingCities);
  const events = useLocationEvents();
  // Entering the city step asks the location for the cities (the shell's requestCities).
  const { choosing, chooseCity } = useActorView(shell, shellView, shellEvents);
  // DOM glue: the filter box's own text; it only narrows the list shown, the choice is the location's.
  const [typed, setTyped] = useState('');

  const m = messages.location;
  // docs/product.md#pantallas-y-rutas 'Elegir Ciudad': the offered cities are listed at once; typing filters them.
  const cityForm = (
    <CityPicker
      label={m.cityLabel}
      submitLabel={m.chooseCity}
      cities={cities}
      loading={loadingCities}
      current={city}
      typed={typed}
      onTypedChange={setTyped}
      onChoose={events.chooseCity}
      onRetry={events.requestCities}
      error={error}
      busy={busy && !loadingCities}
    />
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={m.dialogTitle} description={city ? m.cityTooltip(city) : undefined}>
      {mode === 'lockedByCart' ? (
        <FormAlert>{m.cannotChangeWithCart}</FormAlert>
      ) : choosing ? (
        cityForm
      ) : mode === 'anonymous' ? (
        <div className={styles.actions}>
          <Button onClick={chooseCity}>{m.chooseAnotherCity}</Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onClick={chooseCity}>{m.chooseCity}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              onOpenChange(false);
              navigate('/confirmar-ubicacion');
            }}
          >
            {m.changeAddress}
          </Button>
        </div>
      )}
    </Modal>
  );
}
