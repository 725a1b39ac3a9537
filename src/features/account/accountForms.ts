import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { TERMS_ACCEPTED } from '../../../machines/constants';
import {
  selectFieldErrors,
  selectFormBusy,
  selectFormError,
  selectFormResult,
  selectLastResult,
  selectProviderLink,
  selectRefusals,
  type FormInput,
} from '../../../machines/form';
import type { FieldErrors, FormKind } from '../../../machines/rules/accountForms';
import type { Account, Confirmation } from '../../../machines/schemas';
import { providerSignIn } from '../../storage/providerSignIn';
import { providedForm } from '../../app/accountEffects';
import { useResource } from '../../app/apiResource';
import { useActorView } from '../../app/useActorView';

/**
 * The account forms (registro, recuperar-contrasena, mi-cuenta, calificar-pedido), each a form
 * machine (machines/form): the views read busy / errors / result through its selectors and send
 * the values the form hook (src/app/useForm.ts) holds; the rules are the shared zod schemas
 * (machines/rules/accountForms.ts), the calls and what follows a success are src/app/accountEffects.ts.
 */

export type { FieldErrors };

export interface FormHandle<R> {
  busy: boolean;
  /** Above the form (role=alert). */
  formError: string | null;
  fieldErrors: FieldErrors;
  /** The API's answer once it succeeded. */
  result: R | null;
  /** The API's last success, kept after a later refusal. */
  saved: R | null;
  /** Counts the refusals: the form moves the focus to the first marked field on each. */
  refusals: number;
  submit: (values: unknown) => void;
  /** Forget one field's error as the customer edits it. */
  clearFieldError: (field: string) => void;
}

/** What an account form's view reads and sends; link and dropLink are /registro's pending provider account and its 'No vincular'. */
const FORM_VIEW = {
  busy: selectFormBusy,
  formError: selectFormError,
  fieldErrors: selectFieldErrors,
  result: selectFormResult<unknown>,
  saved: selectLastResult<unknown>,
  refusals: selectRefusals,
  link: selectProviderLink,
};
const FORM_EVENTS = {
  submit: (values: unknown) => ({ type: 'form.submitted', values }) as const,
  clearFieldError: (field: string) => ({ type: 'form.fieldEdited', field }) as const,
  dropLink: () => ({ type: 'form.providerLinkDropped' }) as const,
};

export function useAccountFormMachine<R>(kind: FormKind, input: Omit<FormInput, 'kind'> = {}) {
  const actor = useActorRef(providedForm, { input: { kind, ...input } });
  const view = useActorView(actor, FORM_VIEW, FORM_EVENTS);
  return view as typeof view & FormHandle<R>;
}

// ─── /registro ──────────────────────────────────────────────────────────────

export interface RegistrationValues {
  nombres: string;
  apellidos: string;
  cedula: string;
  email: string;
  telefono2: string;
  password: string;
  password_confirmacion: string;
  aceptaterminos: boolean;
}

/**
 * Registration; with a pending provider link (read once, when the form machine starts) the machine
 * links the account to it, until 'No vincular' drops it. Success signs in (session.registered).
 */
export function useRegistrationForm() {
  // The form machine reads its input once, when it starts: the link kept when the provider answered.
  const form = useAccountFormMachine('registration', { providerLink: providerSignIn.link() });
  // form.link prefills email and names; form.dropLink registers without linking (e.g. the provider's confirmation expired).
  return {
    ...form,
    submit: (values: RegistrationValues) =>
      form.submit({ ...values, aceptaterminos: values.aceptaterminos ? TERMS_ACCEPTED : '' }),
  };
}

// ─── /recuperar-contrasena ──────────────────────────────────────────────────

export function usePasswordRecoveryForm() {
  const form = useAccountFormMachine<Confirmation>('passwordRecovery');
  return { ...form, submit: (email: string) => form.submit({ email }) };
}

export function usePasswordResetForm(token: string) {
  const form = useAccountFormMachine<Confirmation>('passwordReset');
  return { ...form, submit: (values: { password: string; password_confirmacion: string }) => form.submit({ token, ...values }) };
}

// ─── /mi-cuenta ─────────────────────────────────────────────────────────────

export type AccountLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; account: Account };

/** The signed-in customer's data (GET mi_cuenta), and saving it (PUT): the session's user follows. */
export function useAccountForm() {
  const resource = useResource<Account>('account');
  const form = useAccountFormMachine<Account>('accountUpdate');
  // After a save the page shows what the API kept.
  const account = form.saved ?? resource.data;
  const load: AccountLoad =
    resource.status === 'failed'
      ? { status: 'failed', message: resource.error }
      : account
        ? { status: 'loaded', account }
        : { status: 'loading' };
  return { ...form, load, retry: resource.reload };
}

/** Changing the password ends every session of the customer (server): a notice, then logout. */
export function usePasswordChangeForm() {
  return useAccountFormMachine<Confirmation>('passwordChange');
}

/** Formats fecha_registro (ISO date or date-time) as '12 de marzo de 2025'; '' when unreadable. */
export function useMemberSince(fechaRegistro: string | undefined): string {
  return useMemo(() => {
    if (!fechaRegistro) return '';
    const date = new Date(fechaRegistro.length === 10 ? `${fechaRegistro}T12:00:00-05:00` : fechaRegistro);
    if (Number.isNaN(date.getTime())) return '';
    return new Intl.DateTimeFormat('es-CO', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Bogota',
    }).format(date);
  }, [fechaRegistro]);
}
