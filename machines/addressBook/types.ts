import type { SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../rules/accountForms';
import type { AddressChoice, AddressFormValues } from '../rules/addressBook';
import type { AddressBody, Confirmation, SavedAddress } from '../schemas';
import type { addressBookMachine } from './machine';

export interface AddressBookInput {
  /** The customer's cedula ({document} of the calls). */
  document: string;
  /** The location's city: new addresses are of it, and only its addresses can take an order. */
  city: string | null;
}

export interface AddressBookContext extends AddressBookInput {
  addresses: SavedAddress[] | null;
  /** Why the list could not be read (docs/product.md#errores message). */
  error: string | null;
  /** The address the order will use: a saved one of the city, or a typed one; null until the list is read. */
  choice: AddressChoice | null;
  /** The address the dialog edits (null: a new one), the one the delete dialog asks about, or the one made default. */
  target: SavedAddress | null;
  /** What the dialog sent last (to validate). */
  values: AddressFormValues | null;
  /** Above the dialog's form (role=alert). */
  formError: string | null;
  fieldErrors: FieldErrors;
  /** How many times the dialog was refused (the view moves the focus on each). */
  refusals: number;
}

export type AddressBookEvent =
  | { type: 'addressBook.retryRequested' }
  | { type: 'addressBook.addRequested' }
  | { type: 'addressBook.editRequested'; id: number }
  | { type: 'addressBook.formSubmitted'; values: AddressFormValues }
  | { type: 'addressBook.fieldEdited'; field: string }
  | { type: 'addressBook.formDismissed' }
  | { type: 'addressBook.deleteRequested'; id: number }
  | { type: 'addressBook.deleteConfirmed' }
  | { type: 'addressBook.deleteDismissed' }
  | { type: 'addressBook.defaultRequested'; id: number }
  | { type: 'addressBook.addressChosen'; id: number }
  | { type: 'addressBook.typedAddressChosen' };

/** The calls' inputs (src/features/addresses/addressBook.ts implements them with src/api). */
export interface SaveAddressInput {
  document: string;
  /** null: POST (a new address); otherwise PUT of this id. */
  id: number | null;
  body: AddressBody;
}
export interface DeleteAddressInput {
  document: string;
  id: number;
}
export type { AddressBody, Confirmation, SavedAddress };

export type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>;
