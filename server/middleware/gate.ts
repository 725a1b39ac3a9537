/**
 * The API gate: one middleware on /api and /principal that runs the request checks in
 * order (rate limits, NUL guard, maintenance) and answers with the first refusal. A check
 * returns a Response to refuse, or undefined to let the request through; none of them
 * needs to see the answer, so one registration replaces one middleware per check.
 */
import type { Context, MiddlewareHandler } from 'hono';

export type RequestCheck = (c: Context) => Response | undefined | Promise<Response | undefined>;

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/principal/');

export function apiGate(checks: readonly (RequestCheck | false | undefined)[]): MiddlewareHandler {
  const active = checks.filter((check): check is RequestCheck => typeof check === 'function');
  return async (c, next) => {
    if (!isApiPath(c.req.path)) return next();
    for (const check of active) {
      const refusal = await check(c);
      if (refusal) return refusal;
    }
    return next();
  };
}
