import type { FieldErrors } from '../rules/accountForms';
import {
  deliveryAddressOf,
  formValuesOf,
  isAddressInCity,
  type AddressChoice,
  type AddressFormValues,
} from '../rules/addressBook';
import type { Address } from '../schemas/salesPoint';
import type { AddressBookSnapshot, SavedAddress } from './types';

export const selectAddresses = (s: AddressBookSnapshot): SavedAddress[] | null => s.context.addresses;
export const selectAddressBookError = (s: AddressBookSnapshot): string | null => (s.matches('failed') ? s.context.error : null);
export const selectIsLoadingAddresses = (s: AddressBookSnapshot): boolean => s.matches('loading');
/** A change is on its way (the buttons wait; a second click sends nothing). */
export const selectIsChangingAddresses = (s: AddressBookSnapshot): boolean => s.matches('ready') && s.hasTag('busy');
/** The address dialog: open while editing and while saving; `address` null for a new one. */
export const selectAddressForm = (
  s: AddressBookSnapshot,
): {
  address: SavedAddress | null;
  initial: AddressFormValues;
  busy: boolean;
  formError: string | null;
  fieldErrors: FieldErrors;
  refusals: number;
} | null =>
  s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' })
    ? {
        address: s.context.target,
        initial: formValuesOf(s.context.target),
        busy: s.matches({ ready: 'saving' }),
        formError: s.context.formError,
        fieldErrors: s.context.fieldErrors,
        refusals: s.context.refusals,
      }
    : null;
/** The address the delete dialog asks about (open while asking and while deleting), or null. */
export const selectAddressToDelete = (s: AddressBookSnapshot): SavedAddress | null =>
  s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' }) ? s.context.target : null;
export const selectIsDeletingAddress = (s: AddressBookSnapshot): boolean => s.matches({ ready: 'deleting' });
/** The address being made the default, or null. */
export const selectDefaultingAddress = (s: AddressBookSnapshot): number | null =>
  s.matches({ ready: 'settingDefault' }) ? (s.context.target?.id ?? null) : null;
export const selectAddressChoice = (s: AddressBookSnapshot): AddressChoice | null => s.context.choice;
/** Whether an address can take the order: of the location's city (the machine's isAddressOfCity). */
export const selectIsChoosable = (s: AddressBookSnapshot, address: SavedAddress): boolean =>
  s.can({ type: 'addressBook.addressChosen', id: address.id });
/** The saved addresses that can take the order now (the list shows the others disabled). */
export const selectChoosableIds = (s: AddressBookSnapshot): number[] =>
  (s.context.addresses ?? []).filter((address) => selectIsChoosable(s, address)).map((address) => address.id);
/** The chosen saved address as the location keeps it; null while a typed one (or none) is chosen. */
export const selectChosenAddress = (s: AddressBookSnapshot): Address | null => {
  const chosen = s.context.addresses?.find((a) => a.id === s.context.choice);
  return chosen && isAddressInCity(chosen, s.context.city) ? deliveryAddressOf(chosen) : null;
};
