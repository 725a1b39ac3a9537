import { RATE_LIMIT_HTTP_DEFAULT_RETRY_AFTER_SECONDS } from '../constants';
import { messages } from '../messages';

export type HttpErrorKind =
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'methodNotAllowed'
  | 'validation'
  | 'conflict'
  | 'rateLimited'
  | 'server'
  | 'noResponse'
  | 'network'
  | 'other';

export interface HttpErrorInfo {
  kind: HttpErrorKind;
  status: number | null;
  message: string;
  /** 422 and 409: field → messages. */
  errors?: Record<string, string[]>;
  /** 429 only: seconds to wait before retrying. */
  retryAfterSeconds?: number;
}

export interface HttpErrorInput {
  status?: number | null;
  body?: unknown;
  /** Retry-After header: delay in seconds or an HTTP date. */
  retryAfter?: string | null;
  /** The request never reached the network (offline, DNS, CORS). */
  network?: boolean;
  /** Clock for an HTTP-date Retry-After, in ms since the epoch; defaults to Date.now(). */
  now?: number;
}

function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

function bodyErrors(body: unknown): Record<string, string[]> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors)) {
    const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    if (list.length > 0) result[field] = list;
  }
  return result;
}

const DELTA_SECONDS = /^\d+$/;
/** An HTTP date names its day or month ('Sat, 14 Jun 2025 12:00:12 GMT'); bare numbers like '-5' are not dates. */
const HAS_LETTERS = /[a-z]/i;

/** Seconds to wait from a Retry-After header (delta-seconds or HTTP date); the docs/product.md#errores default when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now: number = Date.now()): number {
  const value = header?.trim() ?? '';
  if (DELTA_SECONDS.test(value)) return Number(value);
  if (HAS_LETTERS.test(value)) {
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  return RATE_LIMIT_HTTP_DEFAULT_RETRY_AFTER_SECONDS;
}

/** docs/product.md#errores by status: the one place that turns a failed call into a Spanish message. */
export function describeHttpError(input: HttpErrorInput): HttpErrorInfo {
  const status = typeof input.status === 'number' && input.status > 0 ? input.status : null;
  if (input.network) return { kind: 'network', status, message: messages.http.network };
  if (status === null) return { kind: 'noResponse', status: null, message: messages.http.noResponse };
  switch (status) {
    case 400:
      return { kind: 'badRequest', status, message: bodyMessage(input.body) ?? messages.http.badRequest };
    // docs/product.md#errores gives 401 one fixed text, but a 401 is also the login's answer to a wrong password, and the API says
    // so in its own words ('Usuario o contraseña incorrectos.'): like 400, its message wins when it
    // sends one. This API's other 401s carry the docs/product.md#errores text itself (server/auth/requireUser.ts).
    case 401:
      return { kind: 'unauthorized', status, message: bodyMessage(input.body) ?? messages.http.unauthorized };
    case 403:
      return { kind: 'forbidden', status, message: messages.http.forbidden };
    case 404:
      return { kind: 'notFound', status, message: messages.http.notFound };
    case 405:
      return { kind: 'methodNotAllowed', status, message: messages.http.methodNotAllowed };
    case 422: {
      const info: HttpErrorInfo = { kind: 'validation', status, message: bodyMessage(input.body) ?? messages.http.validation };
      const errors = bodyErrors(input.body);
      if (errors) info.errors = errors;
      return info;
    }
    // Not in docs/product.md#errores: the API's own Spanish answer when the input clashes with stored data (an email already registered).
    case 409: {
      const info: HttpErrorInfo = { kind: 'conflict', status, message: bodyMessage(input.body) ?? messages.http.other };
      const errors = bodyErrors(input.body);
      if (errors) info.errors = errors;
      return info;
    }
    case 429:
      return {
        kind: 'rateLimited',
        status,
        message: messages.http.tooManyRequests,
        retryAfterSeconds: retryAfterSeconds(input.retryAfter, input.now),
      };
  }
  if (status >= 500) return { kind: 'server', status, message: messages.http.serverError };
  return { kind: 'other', status, message: messages.http.other };
}
