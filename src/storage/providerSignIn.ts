import * as z from 'zod/mini';
import { providerSchema, type Provider, type SocialProvider } from '../../machines/schemas';
import type { ProviderLink } from '../../machines/session';

/**
 * Social sign-in in the browser (OpenID Connect, implicit flow with an ID token):
 * what must survive the trip to the provider and back lives in sessionStorage
 * (this tab only), read back through a schema.
 *   - the attempt: a random `state` (checked by /callback against the answer, so
 *     nobody can push their own ID token into our session) and `nonce` (checked by
 *     the server inside the ID token), used once;
 *   - the pending link: an unknown provider account's verified email and names,
 *     with its ID token and nonce, that /registro uses to prefill and link.
 */

const ATTEMPT_KEY = 'ingreso-proveedor';
const LINK_KEY = 'vinculo-proveedor';

const attemptSchema = z.object({ proveedor: providerSchema, state: z.string(), nonce: z.string() });
export type ProviderAttempt = z.infer<typeof attemptSchema>;

const linkSchema = z.object({
  proveedor: providerSchema,
  id_token: z.string(),
  nonce: z.optional(z.string()),
  email: z.string(),
  nombres: z.string(),
  apellidos: z.string(),
});

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

function readJson<T>(key: string, schema: z.ZodMiniType<T>): T | null {
  const raw = store()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** 32 random bytes, base64url. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const providerSignIn = {
  /** A new attempt: its state and nonce are kept for /callback. */
  begin(proveedor: Provider): ProviderAttempt {
    const attempt = { proveedor, state: randomToken(), nonce: randomToken() };
    store()?.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
    return attempt;
  },
  /** The attempt /callback answers, removed as it is read (a state is good once). */
  take(): ProviderAttempt | null {
    const attempt = readJson(ATTEMPT_KEY, attemptSchema);
    store()?.removeItem(ATTEMPT_KEY);
    return attempt;
  },

  rememberLink(link: ProviderLink): void {
    store()?.setItem(LINK_KEY, JSON.stringify(link));
  },
  link(): ProviderLink | null {
    return readJson(LINK_KEY, linkSchema);
  },
  forgetLink(): void {
    store()?.removeItem(LINK_KEY);
  },
};

/**
 * The provider's authorization request. The URL comes from the API: only this site
 * (the sandbox provider) or an https address is followed; null otherwise.
 */
export function authorizationUrl(
  provider: SocialProvider,
  attempt: ProviderAttempt,
  origin: string,
  callbackPath: string,
): string | null {
  let url: URL;
  try {
    url = new URL(provider.url_autorizacion, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin && url.protocol !== 'https:') return null;
  url.searchParams.set('client_id', provider.client_id);
  // A provider on this site (the server's sandbox) returns to the site-relative path; any other needs the full address.
  url.searchParams.set('redirect_uri', url.origin === origin ? callbackPath : `${origin}${callbackPath}`);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', provider.alcance);
  url.searchParams.set('state', attempt.state);
  url.searchParams.set('nonce', attempt.nonce);
  return url.href;
}

/** What the provider put in /callback's fragment (#id_token=…&state=… or #error=…&state=…). */
export interface ProviderAnswer {
  idToken: string | null;
  state: string | null;
  error: string | null;
}

export function readProviderAnswer(hash: string): ProviderAnswer {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return { idToken: params.get('id_token'), state: params.get('state'), error: params.get('error') };
}

export type ProviderReturn =
  { kind: 'signedIn'; proveedor: Provider; idToken: string; nonce: string } | { kind: 'cancelled' } | { kind: 'invalid' };

/**
 * What /callback received, against the attempt this tab started: an ID token is
 * accepted only with the very state that was sent (else someone else's token could
 * be slipped into this session). The customer refusing consent is 'cancelled'.
 */
export function checkProviderAnswer(answer: ProviderAnswer, attempt: ProviderAttempt | null): ProviderReturn {
  if (attempt === null || answer.state !== attempt.state) return { kind: 'invalid' };
  if (answer.error !== null) return answer.error === 'access_denied' ? { kind: 'cancelled' } : { kind: 'invalid' };
  if (!answer.idToken) return { kind: 'invalid' };
  return { kind: 'signedIn', proveedor: attempt.proveedor, idToken: answer.idToken, nonce: attempt.nonce };
}
