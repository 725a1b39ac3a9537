/**
 * Security headers on every answer (API, SPA shell, static files, errors):
 *   Content-Security-Policy   the SPA's policy: only its own scripts, styles, images (and data:
 *                             images), fonts and API/status origins; no plugins, no <base>, no framing.
 *                             Inline <style> elements are allowed (style-src-elem): Radix's dialogs
 *                             (react-remove-scroll) inject one with the scroll-bar width when they open.
 *                             Inline style="" attributes stay refused (style-src 'self'); React's style
 *                             props go through the CSSOM, which CSP does not govern.
 *   X-Content-Type-Options    nosniff
 *   Referrer-Policy           strict-origin-when-cross-origin
 *   Permissions-Policy        no camera, microphone, geolocation, payment or USB
 *   X-Frame-Options           DENY (frame-ancestors for old browsers)
 *   Cross-Origin-Opener-Policy   same-origin: a page of another site that opens this one (or that
 *                             this one opens) gets no window handle on it; every flow here (social
 *                             login, the payment gateway) is a full-page redirect, never a popup
 *   Cross-Origin-Resource-Policy same-origin: another site cannot load these answers as images,
 *                             scripts or frames (CORS fetches of the API from a configured origin
 *                             are not governed by it)
 *   Origin-Agent-Cluster      ?1: the page gets a process/agent cluster keyed by its origin
 *   Strict-Transport-Security only over HTTPS: TLS on the socket, or X-Forwarded-Proto https
 * A header a route already set is kept.
 */
import type { Context, MiddlewareHandler } from 'hono';

export interface SecurityHeadersOptions {
  /** Extra origins the SPA calls (API and status hosts when they are not this server). */
  connectSrc?: readonly string[];
  /** HSTS max-age in seconds (default one year); 0 never sends it. */
  hstsMaxAge?: number;
}

export const HSTS_MAX_AGE = 31_536_000;

/** The Content-Security-Policy value. */
export function contentSecurityPolicy(options: SecurityHeadersOptions = {}): string {
  const connect = ["'self'", ...new Set(options.connectSrc ?? [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Cross-origin isolation headers (without COEP: it would need every cross-origin resource to opt in). */
export const CROSS_ORIGIN_HEADERS: readonly [string, string][] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
];

/**
 * The origin of a configured base URL ('https://api.example.co/v1/' → 'https://api.example.co'),
 * or null when it is relative ('/') or not http(s).
 */
export function originOf(baseUrl: string | undefined): string | null {
  if (!baseUrl) return null;
  try {
    const url = new URL(baseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

interface NodeBindings {
  incoming?: { headers?: Record<string, string | string[] | undefined>; socket?: { encrypted?: boolean } };
}

function isHttps(c: Context): boolean {
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  if (incoming?.socket?.encrypted === true) return true;
  // Under @hono/node-server, read Node's own header object: c.req.header() would make it build a Headers.
  const raw = incoming?.headers ? incoming.headers['x-forwarded-proto'] : c.req.header('x-forwarded-proto');
  const forwarded = Array.isArray(raw) ? raw[0] : raw;
  if (forwarded && forwarded.split(',')[0]!.trim().toLowerCase() === 'https') return true;
  return c.req.url.startsWith('https:');
}

export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler {
  const fixed: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Frame-Options', 'DENY'],
    ...CROSS_ORIGIN_HEADERS,
  ];
  const maxAge = options.hstsMaxAge ?? HSTS_MAX_AGE;
  const hsts = `max-age=${maxAge}; includeSubDomains`;
  return async (c, next) => {
    await next();
    const https = maxAge > 0 && isHttps(c);
    const apply = (headers: Headers) => {
      for (const [name, value] of fixed) if (!headers.has(name)) headers.set(name, value);
      if (https && !headers.has('Strict-Transport-Security')) headers.set('Strict-Transport-Security', hsts);
    };
    try {
      apply(c.res.headers);
    } catch {
      // Immutable headers (a Response made elsewhere): copy it.
      const copy = new Response(c.res.body, c.res);
      apply(copy.headers);
      c.res = copy;
    }
  };
}
