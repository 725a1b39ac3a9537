/**
 * Middleware configuration from the environment (server/main.ts):
 *
 *   RATE_LIMIT        'off' (or 0/false/no) disables the rate limits; a number sets the API requests
 *                     per client IP per minute (default 300)
 *   RATE_LIMIT_LOGIN  login attempts per client IP + username per minute (default 10)
 *   RATE_LIMIT_LOGIN_ACCOUNT  failed logins per account per 15 minutes from unknown devices, from any address
 *                     (default 10); also the current-password checks of cambiar_contrasena per account. Each known
 *                     device (device cookie) has loginFailuresPerDevice of its own (RATE_LIMIT_DEFAULTS, 10)
 *   TRUST_PROXY       '1'/'true': count requests by the last X-Forwarded-For address (behind a proxy;
 *                     loopback peers are not counted, so a proxy on the same host needs it; a forwarded
 *                     127.0.0.1 is counted like any address)
 *   CSP_CONNECT_SRC   extra origins for the CSP connect-src, separated by spaces or commas; the origins
 *                     of VITE_API_BASE_URL and VITE_STATUS_BASE_URL, when absolute, are added too
 *   MAINTENANCE_CACHE_MS  how long the maintenance preference is cached (default 2000)
 */
import { RATE_LIMIT_DEFAULTS, type RateLimitOptions } from './rateLimit';
import { originOf, type SecurityHeadersOptions } from './securityHeaders';
import { MAINTENANCE_CACHE_MS, type MaintenanceOptions } from './maintenance';

type Env = Record<string, string | undefined>;

const OFF = new Set(['off', '0', 'false', 'no', 'none', 'disabled']);
const ON = new Set(['1', 'true', 'yes', 'on']);

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value.trim());
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} inválido: ${value} (se espera un entero positivo u 'off')`);
  return n;
}

/** The rate-limit options, or false when RATE_LIMIT is off. */
export function rateLimitFromEnv(env: Env): RateLimitOptions | false {
  const setting = env.RATE_LIMIT?.trim().toLowerCase();
  if (setting && OFF.has(setting)) return false;
  return {
    apiPerWindow: positiveInt('RATE_LIMIT', setting === 'on' ? undefined : setting, RATE_LIMIT_DEFAULTS.apiPerWindow),
    loginPerWindow: positiveInt('RATE_LIMIT_LOGIN', env.RATE_LIMIT_LOGIN, RATE_LIMIT_DEFAULTS.loginPerWindow),
    windowMs: 60_000,
    loginFailuresPerAccount: positiveInt(
      'RATE_LIMIT_LOGIN_ACCOUNT',
      env.RATE_LIMIT_LOGIN_ACCOUNT,
      RATE_LIMIT_DEFAULTS.loginFailuresPerAccount,
    ),
    loginFailureWindowMs: RATE_LIMIT_DEFAULTS.loginFailureWindowMs,
    trustProxy: ON.has(env.TRUST_PROXY?.trim().toLowerCase() ?? ''),
  };
}

export function securityFromEnv(env: Env): SecurityHeadersOptions {
  const extra = (env.CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of extra) {
    if (!/^(https?|wss?):\/\/[^\s;'"]+$/i.test(origin)) throw new Error(`CSP_CONNECT_SRC inválido: ${origin}`);
  }
  const configured = [originOf(env.VITE_API_BASE_URL), originOf(env.VITE_STATUS_BASE_URL)].filter((o): o is string => o !== null);
  return { connectSrc: [...new Set([...configured, ...extra])] };
}

export function maintenanceFromEnv(env: Env): MaintenanceOptions {
  const value = env.MAINTENANCE_CACHE_MS;
  if (value === undefined || value.trim() === '') return { cacheMs: MAINTENANCE_CACHE_MS };
  const n = Number(value.trim());
  if (!Number.isInteger(n) || n < 0) throw new Error(`MAINTENANCE_CACHE_MS inválido: ${value}`);
  return { cacheMs: n };
}
