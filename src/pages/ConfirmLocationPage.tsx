import { useEffect, useState } from 'react';
import { selectIsEmpty } from '../../machines/cart';
import { selectAddress, selectCity, selectIsBusy, selectSlotError, selectSlotForm } from '../../machines/location';
import { messages } from '../../machines/messages';
import { addressFromInput } from '../../machines/rules/address';
import { selectUser } from '../../machines/session';
import { formatDay } from '../app/format';
import { useCart, useCartEvents, useLocationEvents, useLocationState, useSession } from '../app/hooks';
import { AddressForm, type AddressFormValues } from '../ui';
import * as styles from './pages.css';
import { PickupOrDelivery } from './pickup/PickupOrDelivery';

/**
 * /confirmar-ubicacion: delivery address and slot, then on to confirm the order.
 * The slot is the location machine's (rules/deliverySlots.ts): the days and
 * hours still possible now, the first of them by default; the page shows them.
 */
export default function ConfirmLocationPage() {
  const city = useLocationState(selectCity) ?? '';
  const address = useLocationState(selectAddress);
  const slot = useLocationState(selectSlotForm);
  const slotError = useLocationState(selectSlotError);
  const busy = useLocationState(selectIsBusy);
  const user = useSession(selectUser);
  const cartIsEmpty = useCart(selectIsEmpty);
  const location = useLocationEvents();
  const cart = useCartEvents();
  const [addressError, setAddressError] = useState<string | undefined>();

  // The offer is computed at this instant: a page opened later offers later hours.
  useEffect(() => location.openSlotForm(), [location]);

  const submit = (values: AddressFormValues) => {
    const missingAddress = !values.recogeEnTienda && values.direccion === '';
    setAddressError(missingAddress ? messages.checkoutPages.addressRequired : undefined);
    if (missingAddress) return;
    const accepted = location.confirmAddress({
      address: addressFromInput({ ciudad: city, direccion: values.direccion, complemento: [values.barrio, values.complemento].filter(Boolean).join(', ') }),
      deliveryDate: values.fechaEntrega,
      deliveryTime: values.horaEntrega,
      pickup: values.recogeEnTienda,
    });
    // With a slot chosen, 'Continuar al Pago' now leads to confirma-pedido (spec §4).
    if (accepted && !cartIsEmpty) cart.checkout();
  };

  return (
    <div className={styles.narrow}>
      {/* Domicilio or Recoger en tienda (machines/storeChoice): the address form is the delivery branch. */}
      <PickupOrDelivery
        delivery={
          <AddressForm
            cities={city ? [city] : []}
            cityReadOnly
            defaultValues={{ ciudad: city, direccion: address?.segmentoCompleto ?? user?.direccion ?? '', recogeEnTienda: false }}
            dateOptions={slot.days.map((d) => ({ value: d, label: formatDay(d) }))}
            timeOptions={slot.times.map((t) => ({ value: t, label: t }))}
            slot={{ date: slot.day ?? '', time: slot.time ?? '', onDateChange: location.chooseSlotDay, onTimeChange: location.chooseSlotTime }}
            pickupAvailable={false}
            onSubmit={submit}
            busy={busy}
            fieldErrors={{ direccion: addressError, ...(slotError ? { [slotError.field]: slotError.message } : {}) }}
          />
        }
      />
    </div>
  );
}
