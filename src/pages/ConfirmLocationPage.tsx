import { useEffect, useState } from 'react';
import { selectIsEmpty } from '../../machines/cart';
import { selectAddressError, selectDeliveryAddress, selectCity, selectIsBusy, selectSlotError, selectSlotForm } from '../../machines/location';
import { addressFromInput } from '../../machines/rules/address';
import { selectDocument, selectUser } from '../../machines/session';
import { useAddressBook } from '../app/addressBook';
import { formatDay } from '../app/format';
import { useCart, useCartEvents, useLocationEvents, useLocationState, useSession } from '../app/hooks';
import { AddressForm, type AddressFormValues } from '../ui/AddressForm';
import { AddressBookDialogs, SavedAddressList } from './AddressBook';
import * as styles from './pages.css';
import { PickupOrDelivery } from './pickup/PickupOrDelivery';

/**
 * /confirmar-ubicacion: delivery address and slot, then on to confirm the order.
 * The slot is the location machine's (rules/deliverySlots.ts): the days and
 * hours still possible now, the first of them by default; the page shows them.
 */
export default function ConfirmLocationPage() {
  // Another customer or another city: another address book (its choice is of the city).
  const document = useSession(selectDocument);
  const city = useLocationState(selectCity) ?? '';
  return <ConfirmLocation key={`${document}|${city}`} document={document} city={city} />;
}

function ConfirmLocation({ document, city }: { document: string; city: string }) {
  const address = useLocationState(selectDeliveryAddress);
  const slot = useLocationState(selectSlotForm);
  const slotError = useLocationState(selectSlotError);
  const addressError = useLocationState(selectAddressError);
  const busy = useLocationState(selectIsBusy);
  const user = useSession(selectUser);
  const cartIsEmpty = useCart(selectIsEmpty);
  const location = useLocationEvents();
  const cart = useCartEvents();
  const book = useAddressBook({ document, city: city || null });
  // The 'keep it in Mis Direcciones' box of a typed address (a form value, sent with the confirmation).
  const [saveTyped, setSaveTyped] = useState(false);

  // The offer is computed at this instant: a page opened later offers later hours.
  useEffect(() => location.openSlotForm(), [location]);

  const submit = (values: AddressFormValues) => {
    // The chosen saved address, or the one typed; whether there is one is the location's rule (hasDeliveryAddress).
    const typed = addressFromInput({ ciudad: city, direccion: values.direccion, complemento: values.complemento, barrio: values.barrio });
    const accepted = location.confirmAddress({
      address: values.recogeEnTienda ? typed : (book.chosenAddress ?? typed),
      deliveryDate: values.fechaEntrega,
      deliveryTime: values.horaEntrega,
      pickup: values.recogeEnTienda,
      saveAddress: saveTyped && book.chosenAddress === null,
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
            defaultValues={{ ciudad: city, direccion: address?.segmentoCompleto ?? user?.direccion ?? '', barrio: address?.barrio ?? '', recogeEnTienda: false }}
            dateOptions={slot.days.map((d) => ({ value: d, label: formatDay(d) }))}
            timeOptions={slot.times.map((t) => ({ value: t, label: t }))}
            slot={{ date: slot.day ?? '', time: slot.time ?? '', onDateChange: location.chooseSlotDay, onTimeChange: location.chooseSlotTime }}
            pickupAvailable={false}
            onSubmit={submit}
            busy={busy}
            fieldErrors={{ direccion: addressError ?? undefined, ...(slotError ? { [slotError.field]: slotError.message } : {}) }}
            addressSlot={<SavedAddressList book={book} saveTyped={{ checked: saveTyped, onChange: setSaveTyped }} />}
            hideAddressFields={book.chosenAddress !== null}
          />
        }
      />
      <AddressBookDialogs book={book} />
    </div>
  );
}
