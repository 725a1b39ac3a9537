import type { SnapshotFrom } from 'xstate';
import type { FieldErrors, FormKind } from '../rules/accountForms';
import type { ProviderLink } from '../session/types';
import type { formMachine } from './machine';

export interface FormContext {
  kind: FormKind;
  /** What the customer sent last (to validate). */
  values: unknown;
  /** Above the form (role=alert). */
  formError: string | null;
  fieldErrors: FieldErrors;
  /** The API's last success (kept after a later refusal: /mi-cuenta shows what the API kept). */
  result: unknown;
  /** How many times the form was refused (the view moves the focus on each). */
  refusals: number;
  /**
   * /registro only: the provider account this registration links (an unknown Google or Facebook
   * account, session's `rememberProviderLink`), or null. Its proveedor, id_token and nonce go with
   * the values; 'No vincular' drops it.
   */
  providerLink: ProviderLink | null;
}

export interface FormInput {
  kind: FormKind;
  /** The pending provider link src kept for /registro (sessionStorage); null or absent: none. */
  providerLink?: ProviderLink | null;
}

export type FormEvent =
  | { type: 'form.submitted'; values: unknown }
  | { type: 'form.fieldEdited'; field: string }
  /** /registro 'No vincular': register without linking the provider account. */
  | { type: 'form.providerLinkDropped' };

export type FormSnapshot = SnapshotFrom<typeof formMachine>;
