import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  addressBookMachine,
  selectAddressBookError,
  selectAddressChoice,
  selectAddresses,
  selectAddressForm,
  selectAddressToDelete,
  selectChosenAddress,
  selectDefaultingAddress,
  selectIsChangingAddresses,
  selectIsDeletingAddress,
  type AddressBookSnapshot,
  type SavedAddress,
} from '../../../machines/addressBook';
import { errorMessageOf } from '../../../machines/rules/errorMessage';
import { typedAddressBody, type AddressFormValues } from '../../../machines/rules/addressBook';
import type { Address } from '../../../machines/schemas/salesPoint';
import { identityTexts } from '../../../machines/screenTexts/identity';
import { addressBookTexts } from '../../../machines/screenTexts/addressBook';
import { selectDocument, selectToken } from '../../../machines/session';
import { api } from '../../api/endpoints';
import { notify } from '../../app/notifications';
import { clientRefs } from '../../app/storefront';

/**
 * Mis Direcciones (machines/addressBook) for /confirmar-ubicacion: its calls (src/api, the
 * customer's token read when each call starts) and the hook the list reads it with. The rules
 * (what the dialog accepts, which address can take the order) live in machines/.
 */

const token = () => selectToken(clientRefs().session.getSnapshot());

export const providedAddressBook = addressBookMachine.provide({
  actors: {
    loadAddresses: fromPromise(({ input, signal }) => api.addresses(input.document, { signal, token: token() })),
    saveAddress: fromPromise(({ input, signal }) =>
      input.id === null
        ? api.addAddress(input.document, input.body, { signal, token: token() })
        : api.updateAddress(input.document, input.id, input.body, { signal, token: token() }),
    ),
    deleteAddress: fromPromise(({ input, signal }) => api.deleteAddress(input.document, input.id, { signal, token: token() })),
  },
  actions: { notify: (_, params) => notify(params) },
});

/**
 * The location's saveDeliveryAddress (src/app/effects.ts): the typed address of an accepted
 * confirmation, kept in Mis Direcciones when the customer asked to. Not tied to the page: the
 * customer may be on the way to /confirma-pedido already; the outcome is a notice.
 */
export async function saveTypedAddress(address: Address): Promise<void> {
  const session = clientRefs().session.getSnapshot();
  try {
    await api.addAddress(selectDocument(session), typedAddressBody(address), { token: selectToken(session) });
    notify({ level: 'success', message: identityTexts.addressSaved });
  } catch (error) {
    notify({ level: 'error', message: errorMessageOf(error, addressBookTexts.changeFailed) });
  }
}

/** The customer's saved addresses in `city`. Key the component by document and city: another one gets a new machine. */
export function useAddressBook(input: { document: string; city: string | null }) {
  const actor = useActorRef(providedAddressBook, { input });
  const addresses = useSelector(actor, selectAddresses);
  const error = useSelector(actor, selectAddressBookError);
  const choice = useSelector(actor, selectAddressChoice);
  const chosenAddress = useSelector(actor, selectChosenAddress);
  const form = useSelector(actor, selectAddressForm);
  const toDelete = useSelector(actor, selectAddressToDelete);
  const deleting = useSelector(actor, selectIsDeletingAddress);
  const defaulting = useSelector(actor, selectDefaultingAddress);
  const changing = useSelector(actor, selectIsChangingAddresses);
  // Whether each address can take the order is the machine's guard (isAddressOfCity).
  const snapshot = useSelector(actor, (s: AddressBookSnapshot) => s);
  return useMemo(
    () => ({
      addresses,
      error,
      choice,
      chosenAddress,
      form,
      toDelete,
      deleting,
      defaulting,
      changing,
      isChoosable: (address: SavedAddress) => snapshot.can({ type: 'addressBook.addressChosen', id: address.id }),
      retry: () => actor.send({ type: 'addressBook.retryRequested' }),
      add: () => actor.send({ type: 'addressBook.addRequested' }),
      edit: (id: number) => actor.send({ type: 'addressBook.editRequested', id }),
      submit: (values: AddressFormValues) => actor.send({ type: 'addressBook.formSubmitted', values }),
      fieldEdited: (field: string) => actor.send({ type: 'addressBook.fieldEdited', field }),
      dismissForm: () => actor.send({ type: 'addressBook.formDismissed' }),
      askDelete: (id: number) => actor.send({ type: 'addressBook.deleteRequested', id }),
      confirmDelete: () => actor.send({ type: 'addressBook.deleteConfirmed' }),
      keep: () => actor.send({ type: 'addressBook.deleteDismissed' }),
      makeDefault: (id: number) => actor.send({ type: 'addressBook.defaultRequested', id }),
      choose: (id: number) => actor.send({ type: 'addressBook.addressChosen', id }),
      chooseTyped: () => actor.send({ type: 'addressBook.typedAddressChosen' }),
    }),
    [actor, snapshot, addresses, error, choice, chosenAddress, form, toDelete, deleting, defaulting, changing],
  );
}

export type AddressBookHandle = ReturnType<typeof useAddressBook>;
