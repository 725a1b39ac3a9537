import { useState } from 'react';
import { selectIsEmpty } from '../../machines/cart';
import { orderDayOf, selectAddress, selectCity, selectDeliveryDate, selectDeliveryTime, selectIsBusy } from '../../machines/location';
import { messages } from '../../machines/messages';
import { addressFromInput } from '../../machines/rules/address';
import { bogotaMinutesOfDay, deliveryDays, deliveryTimes, DELIVERY_OPENING_MINUTES } from '../../machines/rules/deliverySlots';
import { selectUser } from '../../machines/session';
import { formatDay } from '../app/format';
import { useCart, useCartEvents, useLocationEvents, useLocationState, useSession } from '../app/hooks';
import { AddressForm, type AddressFormValues } from '../ui';
import * as styles from './pages.css';

/** /confirmar-ubicacion: delivery address and slot, then on to confirm the order. */
export default function ConfirmLocationPage() {
  const city = useLocationState(selectCity) ?? '';
  const address = useLocationState(selectAddress);
  const savedDate = useLocationState(selectDeliveryDate);
  const savedTime = useLocationState(selectDeliveryTime);
  const busy = useLocationState(selectIsBusy);
  const user = useSession(selectUser);
  const cartIsEmpty = useCart(selectIsEmpty);
  const location = useLocationEvents();
  const cart = useCartEvents();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof AddressFormValues, string>>>({});

  const now = Date.now();
  const today = orderDayOf(now);
  const minutes = bogotaMinutesOfDay(now);
  const days = deliveryDays(today, minutes);
  const dateOptions = days.map((d) => ({ value: d, label: formatDay(d) }));
  // Every slot of a full day; a slot already past today is refused on submit.
  const timeOptions = deliveryTimes('', today, DELIVERY_OPENING_MINUTES).map((t) => ({ value: t, label: t }));

  const submit = (values: AddressFormValues) => {
    const t = messages.checkoutPages;
    const errors: typeof fieldErrors = {};
    if (!values.recogeEnTienda && values.direccion === '') errors.direccion = t.addressRequired;
    if (!days.includes(values.fechaEntrega)) errors.fechaEntrega = t.dateRequired;
    else if (!deliveryTimes(values.fechaEntrega, today, minutes).includes(values.horaEntrega)) errors.horaEntrega = t.timeRequired;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    location.confirmAddress({
      address: addressFromInput({ ciudad: city, direccion: values.direccion, complemento: [values.barrio, values.complemento].filter(Boolean).join(', ') }),
      deliveryDate: values.fechaEntrega,
      deliveryTime: values.horaEntrega,
      pickup: values.recogeEnTienda,
    });
    // With a slot chosen, 'Continuar al Pago' now leads to confirma-pedido (spec §4).
    if (!cartIsEmpty) cart.checkout();
  };

  return (
    <div className={styles.narrow}>
      <AddressForm
        cities={city ? [city] : []}
        cityReadOnly
        defaultValues={{
          ciudad: city,
          direccion: address?.segmentoCompleto ?? user?.direccion ?? '',
          fechaEntrega: savedDate ?? days[0],
          horaEntrega: savedTime ?? undefined,
          recogeEnTienda: false,
        }}
        dateOptions={dateOptions}
        timeOptions={timeOptions}
        pickupAvailable={false}
        onSubmit={submit}
        busy={busy}
        fieldErrors={fieldErrors}
      />
    </div>
  );
}
