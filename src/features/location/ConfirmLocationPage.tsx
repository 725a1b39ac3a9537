import { useEffect } from 'react';
import {
  selectAddressError,
  selectCity,
  selectDeliveryAddress,
  selectIsBusy,
  selectSlotError,
  selectSlotForm,
  selectStoreError,
} from '../../../machines/location';
import { addressFromInput, prefilledAddress } from '../../../machines/rules/address';
import { selectDocument, selectUser } from '../../../machines/session';
import { useAddressBook } from '../addresses/addressBook';
import { formatDay } from '../../app/format';
import { useLocationEvents, useLocationState, useSession } from '../../app/hooks';
import { AddressForm, type AddressFormValues } from '../addresses/AddressForm';
import { AddressBookDialogs, SavedAddressList } from '../addresses/AddressBook';
import * as styles from '../../pages/pages.css';
import { PickupOrDelivery } from './PickupOrDelivery';

/**
 * /confirmar-ubicacion: delivery address and slot, then on to confirm the order.
 * The slot is the location machine's (rules/deliverySlots.ts): the days and
 * hours still possible now (at the delivering store's hours), the first of them
 * by default; the page shows them. 'Continuar' is the location's to decide: a
 * delivery confirmed at the generic sales point waits while it finds the city's
 * store (resolvingStore: the button is busy), and once it accepts the
 * confirmation, with products in the cart, it asks the cart to go on to pay.
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
  const storeError = useLocationState(selectStoreError);
  const busy = useLocationState(selectIsBusy);
  const user = useSession(selectUser);
  const location = useLocationEvents();
  const book = useAddressBook({ document, city: city || null });

  // The offer is computed at this instant: a page opened later offers later hours.
  useEffect(() => location.openSlotForm(), [location]);

  const submit = (values: AddressFormValues) => {
    // The chosen saved address, or the one typed; whether there is one is the location's rule (hasDeliveryAddress).
    const typed = addressFromInput({
      ciudad: city,
      direccion: values.direccion,
      complemento: values.complemento,
      barrio: values.barrio,
    });
    location.confirmAddress({
      address: book.chosenAddress ?? typed,
      deliveryDate: values.fechaEntrega,
      deliveryTime: values.horaEntrega,
      pickup: false,
      // The 'keep it in Mis Direcciones' box of a typed address.
      saveAddress: values.saveTyped && book.chosenAddress === null,
      // With a slot chosen, 'Continuar al Pago' leads to confirma-pedido (docs/product.md#estados-y-transiciones) once the location accepts it;
      // a refusal, or a store that could not be found, keeps the customer here with the location's message.
      continueToPayment: true,
    });
  };

  return (
    <div className={styles.narrow}>
      {/* Domicilio or Recoger en tienda (machines/storeChoice): the address form is the delivery branch. */}
      <PickupOrDelivery
        delivery={
          <AddressForm
            cities={city ? [city] : []}
            cityReadOnly
            defaultValues={{ ciudad: city, ...prefilledAddress(city, address, user?.direccion) }}
            dateOptions={slot.days.map((d) => ({ value: d, label: formatDay(d) }))}
            timeOptions={slot.times.map((t) => ({ value: t, label: t }))}
            slot={{
              date: slot.day ?? '',
              time: slot.time ?? '',
              onDateChange: location.chooseSlotDay,
              onTimeChange: location.chooseSlotTime,
            }}
            onSubmit={submit}
            busy={busy}
            error={storeError}
            fieldErrors={{ direccion: addressError ?? undefined, ...(slotError ? { [slotError.field]: slotError.message } : {}) }}
            addressSlot={(saveTyped) => <SavedAddressList book={book} saveTyped={saveTyped} />}
            hideAddressFields={book.chosenAddress !== null}
          />
        }
      />
      <AddressBookDialogs book={book} />
    </div>
  );
}
