import type { ZodMiniType } from 'zod/mini';
import { messages } from '../messages';
import {
  accountUpdateBodySchema,
  passwordChangeBodySchema,
  passwordRecoveryBodySchema,
  passwordResetBodySchema,
  ratingParamsSchema,
  registrationBodySchema,
} from '../schemas';
import { accountPages } from '../screenTexts/accountPages';
import { ratingTexts } from '../screenTexts/rating';
import { orderPages } from '../screenTexts/orderPages';

/**
 * The account forms' rules (registro, recuperar-contrasena, mi-cuenta, calificar-pedido): each form
 * is checked with the shared zod schema the server applies too; a broken rule shows its Spanish
 * message under its field and nothing is sent; the API's refusals come back the same way (422 by
 * field, anything else above the form). The form machine (machines/form) asks these rules.
 */

export type FormKind = 'registration' | 'passwordRecovery' | 'passwordReset' | 'accountUpdate' | 'passwordChange' | 'rating';
export type FieldErrors = Partial<Record<string, string>>;

interface FormRules {
  schema: ZodMiniType<unknown>;
  /** The fields the form shows: their messages go under them, the others above the form. */
  fields: readonly string[];
  /** A 409 without the API's own words gets the form's. */
  conflictMessage?: string;
}

export const FORM_RULES: Record<FormKind, FormRules> = {
  registration: {
    schema: registrationBodySchema as ZodMiniType<unknown>,
    fields: ['nombres', 'apellidos', 'cedula', 'email', 'telefono2', 'password', 'password_confirmacion', 'aceptaterminos'],
    conflictMessage: accountPages.accountExists,
  },
  passwordRecovery: { schema: passwordRecoveryBodySchema as ZodMiniType<unknown>, fields: ['email'] },
  passwordReset: { schema: passwordResetBodySchema as ZodMiniType<unknown>, fields: ['password', 'password_confirmacion'] },
  accountUpdate: {
    schema: accountUpdateBodySchema as ZodMiniType<unknown>,
    fields: ['nombres', 'apellidos', 'telefono2', 'direccion'],
  },
  passwordChange: {
    schema: passwordChangeBodySchema as ZodMiniType<unknown>,
    fields: ['actual', 'password', 'password_confirmacion'],
  },
  rating: { schema: ratingParamsSchema as ZodMiniType<unknown>, fields: ['rating', 'reason', 'observation'] },
};

/** The first message of each field a schema refused. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field !== '' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export interface FormRefusal {
  /** Above the form (role=alert); null when the fields say it all. */
  formError: string | null;
  fieldErrors: FieldErrors;
}

export type FormCheck = { ok: true; body: unknown } | ({ ok: false } & FormRefusal);

/** calificar-pedido's own words for a refused field (docs/product.md#llamadas: 'Hubo un error enviando la PQR' for the rest). */
const RATING_FIELD_TEXTS: Record<string, string> = {
  rating: orderPages.ratingRequired,
  reason: orderPages.reasonRequired,
  observation: ratingTexts.failed,
};

/** Checks a form's values with its schema: the body to send, or what to show. */
export function checkForm(kind: FormKind, values: unknown): FormCheck {
  const rules = FORM_RULES[kind];
  const parsed = rules.schema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const all = fieldErrorsOf(parsed.error.issues);
  if (kind === 'rating') {
    const fieldErrors: FieldErrors = {};
    for (const field of Object.keys(all)) if (RATING_FIELD_TEXTS[field]) fieldErrors[field] = RATING_FIELD_TEXTS[field];
    return { ok: false, formError: null, fieldErrors };
  }
  const fieldErrors: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(all)) {
    if (message === undefined) continue;
    if (rules.fields.includes(field)) fieldErrors[field] = message;
    else elsewhere.push(message);
  }
  return { ok: false, formError: elsewhere.length > 0 ? elsewhere.join(' ') : accountPages.checkFields, fieldErrors };
}

/** What an API failure carries (src/api/http.ts ApiRequestError: `info` from rules/httpErrors). */
interface FailureLike {
  message?: unknown;
  info?: { kind?: string; errors?: Record<string, string[]> };
}

/**
 * An API refusal as the form shows it: 422 messages under the fields the form has, the others
 * (e.g. an expired provider confirmation) and every other failure above it. A rating that fails
 * says 'Hubo un error enviando la PQR' whatever the API answered.
 */
export function refusalOf(kind: FormKind, error: unknown): FormRefusal {
  if (kind === 'rating') return { formError: ratingTexts.failed, fieldErrors: {} };
  const failure = (typeof error === 'object' && error !== null ? error : {}) as FailureLike;
  const message = typeof failure.message === 'string' && failure.message !== '' ? failure.message : messages.http.other;
  if (!failure.info) return { formError: message, fieldErrors: {} };
  const { fields, conflictMessage } = FORM_RULES[kind];
  const fieldErrors: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [field, list] of Object.entries(failure.info.errors ?? {})) {
    if (!list[0]) continue;
    if (fields.includes(field)) fieldErrors[field] = list[0];
    else elsewhere.push(list[0]);
  }
  const shown =
    failure.info.kind === 'conflict' && conflictMessage && message === messages.http.other ? conflictMessage : message;
  const formError = elsewhere.length > 0 ? elsewhere.join(' ') : Object.keys(fieldErrors).length > 0 ? null : shown;
  return { formError, fieldErrors };
}
