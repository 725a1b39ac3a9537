/** The 429 answer of every limit: the docs/product.md#errores body (or a more precise Spanish message), Retry-After in whole seconds, never cached. */
import type { Context } from 'hono';
import { messages } from '../../machines/messages';
import { sendError } from '../http';

export function tooMany(c: Context, retryAfterSeconds: number, message: string = messages.http.tooManyRequests): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  return sendError(c, 429, message);
}
