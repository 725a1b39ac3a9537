/**
 * PostgreSQL text cannot hold U+0000: a NUL that reaches a query is a database error
 * (a 500) instead of a validation answer. This check refuses it at the door with
 * 400 'Hubo algún problema, al procesar su solicitud', wherever it comes from:
 *   - the URL (path or query) with %00;
 *   - a JSON body with a NUL character or an unescaped \u0000 escape;
 *   - a form body with %00 or a NUL character.
 * Bodies are read only under /api/, after the body limit (Hono keeps the text for the handler).
 */
import type { Context } from 'hono';
import { messages } from '../../machines/messages';
import { sendError } from '../http';
import type { RequestCheck } from './gate';

/** \u0000 preceded by an even number of backslashes (so not an escaped backslash followed by 'u0000'). */
const JSON_NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

const isTextBody = (type: string) =>
  type.startsWith('application/json') ||
  type.endsWith('+json') ||
  type.startsWith('application/x-www-form-urlencoded') ||
  type.startsWith('multipart/form-data') ||
  type.startsWith('text/');

const refuse = (c: Context) => sendError(c, 400, messages.http.badRequest);

export const nulCheck: RequestCheck = async (c) => {
  const url = c.req.url;
  const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  if (pathAndQuery.includes('\u0000') || /%00/i.test(pathAndQuery)) return refuse(c);
  // GET and HEAD have no body. Nor is raw.body looked at: that would make @hono/node-server build a full
  // Request, where c.req.text() reads the socket directly (and a request without a body reads as '').
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || !c.req.path.startsWith('/api/')) return undefined;
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!isTextBody(type)) return undefined;
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return refuse(c);
  }
  const urlEncoded = type.startsWith('application/x-www-form-urlencoded');
  if (text.includes('\u0000') || (urlEncoded ? /%00/i.test(text) : JSON_NUL_ESCAPE.test(text))) return refuse(c);
  return undefined;
};
