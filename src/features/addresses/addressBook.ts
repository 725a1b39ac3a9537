import { useActorRef } from '@xstate/react';
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
  selectChoosableIds,
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
import { useActorView, type ViewEquality } from '../../app/useActorView';

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

const addressBookView = {
  addresses: selectAddresses,
  error: selectAddressBookError,
  choice: selectAddressChoice,
  chosenAddress: selectChosenAddress,
  form: selectAddressForm,
  toDelete: selectAddressToDelete,
  deleting: selectIsDeletingAddress,
  defaulting: selectDefaultingAddress,
  changing: selectIsChangingAddresses,
  // Whether each address can take the order is the machine's guard (isAddressOfCity).
  choosableIds: selectChoosableIds,
};
// Built afresh from the snapshot: the same ids are the same answer.
const addressBookEquality: ViewEquality<typeof addressBookView> = {
  choosableIds: (a, b) => a.length === b.length && a.every((id, i) => id === b[i]),
};
const addressBookEvents = {
  retry: () => ({ type: 'addressBook.retryRequested' }) as const,
  add: () => ({ type: 'addressBook.addRequested' }) as const,
  edit: (id: number) => ({ type: 'addressBook.editRequested', id }) as const,
  submit: (values: AddressFormValues) => ({ type: 'addressBook.formSubmitted', values }) as const,
  fieldEdited: (field: string) => ({ type: 'addressBook.fieldEdited', field }) as const,
  dismissForm: () => ({ type: 'addressBook.formDismissed' }) as const,
  askDelete: (id: number) => ({ type: 'addressBook.deleteRequested', id }) as const,
  confirmDelete: () => ({ type: 'addressBook.deleteConfirmed' }) as const,
  keep: () => ({ type: 'addressBook.deleteDismissed' }) as const,
  makeDefault: (id: number) => ({ type: 'addressBook.defaultRequested', id }) as const,
  choose: (id: number) => ({ type: 'addressBook.addressChosen', id }) as const,
  chooseTyped: () => ({ type: 'addressBook.typedAddressChosen' }) as const,
};

/** The customer's saved addresses in `city`. Key the component by document and city: another one gets a new machine. */
export function useAddressBook(input: { document: string; city: string | null }) {
  const actor = useActorRef(providedAddressBook, { input });
  const view = useActorView(actor, addressBookView, addressBookEvents, addressBookEquality);
  return useMemo(() => ({ ...view, isChoosable: (address: SavedAddress) => view.choosableIds.includes(address.id) }), [view]);
}

export type AddressBookHandle = ReturnType<typeof useAddressBook>;
