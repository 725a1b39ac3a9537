import type { FieldErrors } from '../rules/accountForms';
import type { ProviderLink } from '../session/types';
import type { FormSnapshot } from './types';

export const selectFormBusy = (s: FormSnapshot): boolean => s.hasTag('busy');
export const selectFormError = (s: FormSnapshot): string | null => s.context.formError;
export const selectFieldErrors = (s: FormSnapshot): FieldErrors => s.context.fieldErrors;
/** The API's answer while the form stands submitted. */
export const selectFormResult = <R>(s: FormSnapshot): R | null => (s.matches('submitted') ? (s.context.result as R) : null);
/** The API's last success, whatever happened since. */
export const selectLastResult = <R>(s: FormSnapshot): R | null => s.context.result as R | null;
export const selectRefusals = (s: FormSnapshot): number => s.context.refusals;
/** /registro: the provider account this registration links (prefills email and names), or null. */
export const selectProviderLink = (s: FormSnapshot): ProviderLink | null => s.context.providerLink;
