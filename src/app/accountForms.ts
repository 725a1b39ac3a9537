import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { TERMS_ACCEPTED } from '../../machines/constants';
import { messages } from '../../machines/messages';
import {
  accountUpdateBodySchema,
  passwordChangeBodySchema,
  passwordRecoveryBodySchema,
  passwordResetBodySchema,
  registrationBodySchema,
  type Account,
  type Confirmation,
  type SessionAnswer,
} from '../../machines/schemas';
import { selectToken } from '../../machines/session';
import { api } from '../api/endpoints';
import { ApiRequestError } from '../api/http';
import { providerSignIn } from '../storage/providerSignIn';
import { useSession, useSessionEvents } from './hooks';
import { notify } from './notifications';
import { accountPages } from '../../machines/screenTexts/accountPages';
import { moreMessages } from '../../machines/screenTexts/moreMessages';

/**
 * The account forms' calls (registro, recuperar-contrasena, mi-cuenta). Every rule
 * is the shared zod schema the server applies too: a broken rule shows its Spanish
 * message under its field and nothing is sent; the API's refusals come back the
 * same way (422 by field, anything else above the form).
 */

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field a schema refused. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field !== '' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

interface Failure {
  formError: string | null;
  fieldErrors: FieldErrors;
}

/**
 * An API failure as the form shows it: 422 messages under the fields the form has,
 * the others (e.g. an expired provider confirmation) and every other failure above it.
 */
function failureOf(error: unknown, fields: readonly string[], conflictMessage?: string): Failure {
  if (error instanceof ApiRequestError) {
    const fieldErrors: FieldErrors = {};
    const elsewhere: string[] = [];
    for (const [field, list] of Object.entries(error.info.errors ?? {})) {
      if (!list[0]) continue;
      if (fields.includes(field)) fieldErrors[field] = list[0];
      else elsewhere.push(list[0]);
    }
    // A 409 without the API's own words (a backend that answers none) gets the form's.
    const message = error.info.kind === 'conflict' && conflictMessage && error.message === messages.http.other ? conflictMessage : error.message;
    const formError = elsewhere.length > 0 ? elsewhere.join(' ') : Object.keys(fieldErrors).length > 0 ? null : message;
    return { formError, fieldErrors };
  }
  return { formError: error instanceof Error && error.message !== '' ? error.message : messages.http.other, fieldErrors: {} };
}

export interface FormState<R> {
  busy: boolean;
  /** Above the form (role=alert). */
  formError: string | null;
  fieldErrors: FieldErrors;
  /** The API's answer once it succeeded. */
  result: R | null;
}

/** Validate with the schema, send, keep busy / errors / result; a request in flight is aborted on unmount. */
function useSchemaForm<T, R>(
  schema: ZodMiniType<T>,
  send: (body: T, signal: AbortSignal) => Promise<R>,
  options: { onDone?: (result: R) => void; conflictMessage?: string; fields?: readonly string[] } = {},
) {
  const [state, setState] = useState<FormState<R>>({ busy: false, formError: null, fieldErrors: {}, result: null });
  const controller = useRef<AbortController | null>(null);
  /** Attach to the <form>: after a refusal the first marked field gets the focus (or the message is scrolled to). */
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else form?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
  }, [refusals]);
  const latest = useRef({ send, options });
  latest.current = { send, options };
  useEffect(() => () => controller.current?.abort(), []);

  const submit = useCallback(
    async (values: unknown) => {
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        const { fields = [] } = latest.current.options;
        const all = fieldErrorsOf(parsed.error.issues);
        const fieldErrors: FieldErrors = {};
        const elsewhere: string[] = [];
        for (const [field, message] of Object.entries(all)) {
          if (message === undefined) continue;
          if (fields.includes(field)) fieldErrors[field] = message;
          else elsewhere.push(message);
        }
        const formError = elsewhere.length > 0 ? elsewhere.join(' ') : accountPages.checkFields;
        setState((s) => ({ ...s, formError, fieldErrors }));
        setRefusals((n) => n + 1);
        return;
      }
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState((s) => ({ ...s, busy: true, formError: null, fieldErrors: {} }));
      try {
        const result = await latest.current.send(parsed.data, own.signal);
        if (own.signal.aborted) return;
        setState({ busy: false, formError: null, fieldErrors: {}, result });
        latest.current.options.onDone?.(result);
      } catch (error) {
        if (own.signal.aborted) return;
        const { fields = [], conflictMessage } = latest.current.options;
        setState({ busy: false, result: null, ...failureOf(error, fields, conflictMessage) });
        setRefusals((n) => n + 1);
      }
    },
    [schema],
  );
  /** Forget one field's error as the customer edits it. */
  const clearFieldError = useCallback((field: string) => {
    setState((s) => (s.fieldErrors[field] === undefined ? s : { ...s, fieldErrors: { ...s.fieldErrors, [field]: undefined } }));
  }, []);
  return { ...state, submit, clearFieldError, formRef };
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

/** Registration; with a pending provider link the account is linked to it. Success signs in (session.registered). */
export function useRegistrationForm() {
  const session = useSessionEvents();
  const [link, setLink] = useState(() => providerSignIn.link());
  const form = useSchemaForm(registrationBodySchema, (body, signal) => api.register(body, { signal }), {
    conflictMessage: accountPages.accountExists,
    fields: ['nombres', 'apellidos', 'cedula', 'email', 'telefono2', 'password', 'password_confirmacion', 'aceptaterminos'],
    onDone: (answer: SessionAnswer) => {
      providerSignIn.forgetLink();
      session.registered(answer);
    },
  });
  return {
    ...form,
    /** The provider account this registration links (prefills email and names), or null. */
    link,
    /** Register without linking (e.g. the provider's confirmation expired). */
    dropLink: () => {
      providerSignIn.forgetLink();
      setLink(null);
    },
    submit: (values: RegistrationValues) =>
      form.submit({
        ...values,
        aceptaterminos: values.aceptaterminos ? TERMS_ACCEPTED : '',
        ...(link ? { proveedor: link.proveedor, id_token: link.id_token, ...(link.nonce ? { nonce: link.nonce } : {}) } : {}),
      }),
  };
}

// ─── /recuperar-contrasena ──────────────────────────────────────────────────

export function usePasswordRecoveryForm() {
  const form = useSchemaForm(passwordRecoveryBodySchema, (body, signal) => api.recoverPassword(body, { signal }), { fields: ['email'] });
  return { ...form, submit: (email: string) => form.submit({ email }) };
}

export function usePasswordResetForm(token: string) {
  const form = useSchemaForm(passwordResetBodySchema, (body, signal) => api.resetPassword(body, { signal }), {
    fields: ['password', 'password_confirmacion'],
  });
  return {
    ...form,
    submit: (values: { password: string; password_confirmacion: string }) => form.submit({ token, ...values }),
  };
}

// ─── /mi-cuenta ─────────────────────────────────────────────────────────────

export type AccountLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; account: Account };

/** The signed-in customer's data (GET mi_cuenta), and saving it (PUT): the session's user follows. */
export function useAccountForm() {
  const token = useSession(selectToken);
  const session = useSessionEvents();
  const [load, setLoad] = useState<AccountLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The token is read when a load starts: a refreshed token does not need the data again.
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const signedIn = token !== null;

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api
      .account({ signal: controller.signal, token: tokenRef.current })
      .then((account) => setLoad({ status: 'loaded', account }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: error instanceof Error ? error.message : accountPages.loadFailed });
      });
    return () => controller.abort();
  }, [attempt, signedIn]);

  const form = useSchemaForm(accountUpdateBodySchema, (body, signal) => api.updateAccount(body, { signal, token: tokenRef.current }), {
    fields: ['nombres', 'apellidos', 'telefono2', 'direccion'],
    onDone: (account: Account) => {
      setLoad({ status: 'loaded', account });
      session.accountUpdated({ nombres: account.nombres, apellidos: account.apellidos, telefono2: account.telefono2, direccion: account.direccion });
      notify({ level: 'success', message: moreMessages.identity.accountSaved });
    },
  });
  return { load, retry: () => setAttempt((n) => n + 1), ...form };
}

/** Changing the password ends every session of the customer (server): a notice, then logout. */
export function usePasswordChangeForm() {
  const token = useSession(selectToken);
  const session = useSessionEvents();
  const tokenRef = useRef(token);
  tokenRef.current = token;
  return useSchemaForm(passwordChangeBodySchema, (body, signal) => api.changePassword(body, { signal, token: tokenRef.current }), {
    fields: ['actual', 'password', 'password_confirmacion'],
    onDone: (_: Confirmation) => {
      notify({ level: 'success', message: accountPages.passwordChangedSignIn, modal: true });
      session.logOut();
    },
  });
}

/** Formats fecha_registro (ISO date or date-time) as '12 de marzo de 2025'; '' when unreadable. */
export function useMemberSince(fechaRegistro: string | undefined): string {
  return useMemo(() => {
    if (!fechaRegistro) return '';
    const date = new Date(fechaRegistro.length === 10 ? `${fechaRegistro}T12:00:00-05:00` : fechaRegistro);
    if (Number.isNaN(date.getTime())) return '';
    return new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Bogota' }).format(date);
  }, [fechaRegistro]);
}
