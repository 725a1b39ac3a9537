/**
 * Whether a request reached us over HTTPS, for the Secure attribute of the session cookies:
 * TLS on the socket, or X-Forwarded-Proto https from the TLS-terminating proxy (Caddy sets it).
 * The same rule as HSTS (server/middleware/securityHeaders.ts). The header is honoured without
 * TRUST_PROXY too: it can only ADD Secure, and a client that forges it only stops its own
 * browser from sending its own cookie over plain HTTP.
 */
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { encrypted?: boolean } };
}

export function isHttpsRequest(c: Context): boolean {
  if ((c.env as NodeBindings | undefined)?.incoming?.socket?.encrypted === true) return true;
  const forwarded = c.req.header('x-forwarded-proto');
  if (forwarded && forwarded.split(',')[0]!.trim().toLowerCase() === 'https') return true;
  return c.req.url.startsWith('https:');
}
