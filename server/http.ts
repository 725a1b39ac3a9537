/**
 * HTTP helpers shared by every route: UTF-8 JSON answers, the API error body of
 * docs/product.md#errores ({ isError, message, errors? }), JSON body reading and zod validation.
 */
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { es } from 'zod/locales';
import type { ApiError } from '../machines/schemas';
import { messages } from '../machines/messages';

// Spanish messages for every zod issue the API reports.
z.config(es());

export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';

/** A JSON answer with an explicit UTF-8 charset. */
export function sendJson(c: Context, body: unknown, status = 200): Response {
  return c.body(JSON.stringify(body), status as 200, { 'Content-Type': JSON_CONTENT_TYPE });
}

/** An already serialized JSON answer (catalogue cache). */
export function sendJsonText(c: Context, json: string, status = 200): Response {
  return c.body(json, status as 200, { 'Content-Type': JSON_CONTENT_TYPE });
}

export type FieldErrors = Record<string, string[]>;

/** Thrown by handlers and helpers; app.onError turns it into the API error body. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export function errorBody(message: string, errors?: FieldErrors): ApiError {
  return errors ? { isError: true, message, errors } : { isError: true, message };
}

export function sendError(c: Context, status: number, message: string, errors?: FieldErrors): Response {
  return sendJson(c, errorBody(message, errors), status);
}

/** zod issues → { 'a.b': ['mensaje'] }; issues at the root are keyed by `rootKey`. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], rootKey = 'body'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || rootKey;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Validates with safeParse; a failure is a 422 with the validation message and the Spanish field errors. */
export function validate<S extends z.ZodMiniType>(schema: S, data: unknown, rootKey = 'body'): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiFailure(422, messages.http.validation, issuesToErrors(result.error.issues, rootKey));
  }
  return result.data as z.infer<S>;
}

function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const type = value.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** Reads a JSON body: wrong content type or malformed JSON is a 400. */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new ApiFailure(400, messages.http.badRequest);
  }
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiFailure(400, messages.http.badRequest);
  }
}

/** Reads and validates a JSON body. */
export async function parseJsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readJsonBody(c));
}
