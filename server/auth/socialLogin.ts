/**
 * Social login: verifies a provider's OpenID Connect ID token and says who it names
 * (issuer + subject), for POST /api/auth_resources/login_redes_sociales and registration.
 *
 * Why: the spec's call sends only an email, and anyone who knows a customer's email would
 * get that customer's token. The SPA sends the provider's ID token instead; it is accepted
 * only when all of this holds (jose jwtVerify), else verify() answers null, never throws:
 *   - signature by one of the provider's keys (its JWKS), algorithm RS256 or ES256 only
 *     ('none' and HS* are refused, so a public key can never be used as an HMAC secret);
 *   - iss is the provider's issuer, aud is our client id (azp too when aud lists several);
 *   - exp, nbf and iat against the injected clock, CLOCK_TOLERANCE_SECONDS of skew, and
 *     issued at most MAX_TOKEN_AGE_SECONDS ago;
 *   - sub present; nonce equal to the request's (a token with a nonce needs the request's).
 * The email, names and the account key come from the token, never from the request body.
 *
 * Providers: google and facebook use the real provider when their client id is configured
 * (GOOGLE_CLIENT_ID, FACEBOOK_CLIENT_ID: socialFromEnv), else the sandbox identity provider
 * (server/sandbox/identityProvider.ts), unless the sandbox is off (SOCIAL_SANDBOX=off): then
 * the provider is unavailable. Real providers' keys are fetched from their JWKS URL and
 * cached by jose (createRemoteJWKSet); nothing is fetched until the first login.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { PROVIDERS, type Provider, type SocialProvider } from '../../machines/schemas';
import type { RouteModule } from '../context';
import { createSandboxIdp, sandboxPaths, type SandboxIdp, type SandboxIdpOptions } from '../sandbox/identityProvider';
import type { IdentityVerifier, VerifiedIdentity } from './identityProvider';

export const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256'] as const;
export const CLOCK_TOLERANCE_SECONDS = 30;
/** Tokens are sent right after sign-in; registration may reuse the token a while later. */
export const MAX_TOKEN_AGE_SECONDS = 30 * 60;
export const PROVIDER_SCOPE = 'openid email profile';

interface ProviderEndpoints {
  /** The first is the canonical one (the account key); Google also writes it without https://. */
  issuers: readonly string[];
  jwksUrl: string;
  authorizationUrl: string;
}

export const REAL_PROVIDERS: Readonly<Record<Provider, ProviderEndpoints>> = {
  google: {
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  },
  facebook: {
    issuers: ['https://www.facebook.com'],
    jwksUrl: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
  },
};

export interface RealProviderOptions {
  /** Our client id (app id) at the provider: the audience its tokens must name. */
  clientId: string;
  /** Another JWKS URL (a proxy or mirror). */
  jwksUrl?: string;
  /** Fixed verification keys instead of fetching them (offline tests). */
  keys?: JSONWebKeySet;
}

export interface SocialLoginOptions {
  google?: RealProviderOptions;
  facebook?: RealProviderOptions;
  /** The sandbox for every provider without a client id. Default on; false: those providers are unavailable. */
  sandbox?: boolean | SandboxIdpOptions;
  /** Default CLOCK_TOLERANCE_SECONDS (at most 60). */
  clockToleranceSeconds?: number;
  /** Default MAX_TOKEN_AGE_SECONDS. */
  maxTokenAgeSeconds?: number;
}

/** The verifier plus what the providers call needs: where the SPA sends the customer to sign in. */
export interface SocialVerifier extends IdentityVerifier {
  providers(): readonly SocialProvider[];
}

export const hasProviderList = (verifier: IdentityVerifier): verifier is SocialVerifier =>
  typeof (verifier as Partial<SocialVerifier>).providers === 'function';

export interface SocialLogin {
  verifier: IdentityVerifier;
  /** Sandbox identity provider pages (consent, JWKS) when enabled; nothing otherwise. */
  routes: RouteModule;
  /** The sandbox identity provider, when some provider uses it. */
  sandbox?: SandboxIdp;
}

interface ProviderConfig {
  proveedor: Provider;
  clientId: string;
  issuers: readonly string[];
  keys: JWTVerifyGetKey;
  authorizationUrl: string;
}

/** Synchronous (node:crypto key generation) so createApp stays synchronous. */
export function createSocialLogin(options: SocialLoginOptions, clock: () => Date): SocialLogin {
  const clockTolerance = Math.min(Math.max(options.clockToleranceSeconds ?? CLOCK_TOLERANCE_SECONDS, 0), 60);
  const maxTokenAge = options.maxTokenAgeSeconds ?? MAX_TOKEN_AGE_SECONDS;

  const realOnes = PROVIDERS.filter((p) => options[p]?.clientId);
  const sandboxed = options.sandbox === false ? [] : PROVIDERS.filter((p) => !realOnes.includes(p));
  const sandbox =
    sandboxed.length > 0
      ? createSandboxIdp(sandboxed, typeof options.sandbox === 'object' ? options.sandbox : {}, clock)
      : undefined;

  const configs = new Map<Provider, ProviderConfig>();
  for (const proveedor of realOnes) {
    const given = options[proveedor]!;
    const real = REAL_PROVIDERS[proveedor];
    configs.set(proveedor, {
      proveedor,
      clientId: given.clientId,
      issuers: real.issuers,
      keys: given.keys ? createLocalJWKSet(given.keys) : createRemoteJWKSet(new URL(given.jwksUrl ?? real.jwksUrl)),
      authorizationUrl: real.authorizationUrl,
    });
  }
  if (sandbox) {
    for (const proveedor of sandbox.providers) {
      configs.set(proveedor, {
        proveedor,
        clientId: sandbox.clientId,
        issuers: [sandbox.issuer(proveedor)],
        keys: createLocalJWKSet(sandbox.jwks(proveedor)),
        authorizationUrl: sandboxPaths(proveedor).authorize,
      });
    }
  }

  const list: SocialProvider[] = PROVIDERS.filter((p) => configs.has(p)).map((p) => ({
    proveedor: p,
    url_autorizacion: configs.get(p)!.authorizationUrl,
    client_id: configs.get(p)!.clientId,
    alcance: PROVIDER_SCOPE,
  }));

  const verifier: SocialVerifier = {
    providers: () => list.map((p) => ({ ...p })),
    async verify(proveedor, idToken, nonce) {
      const config = configs.get(proveedor);
      if (!config || typeof idToken !== 'string' || idToken.length > 8192) return null;
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, config.keys, {
          algorithms: [...ID_TOKEN_ALGORITHMS],
          issuer: [...config.issuers],
          audience: config.clientId,
          currentDate: clock(),
          clockTolerance,
          maxTokenAge,
          requiredClaims: ['iss', 'aud', 'sub', 'iat', 'exp'],
        }));
      } catch {
        // Forged, expired, wrong issuer/audience/algorithm, malformed, or the provider's keys unreachable.
        return null;
      }
      return toIdentity(config, payload, nonce || undefined);
    },
  };

  return { verifier, routes: sandbox?.routes ?? (() => []), ...(sandbox ? { sandbox } : {}) };
}

// eslint-disable-next-line no-control-regex -- a claim with control characters is refused
const CONTROL = /[\u0000-\u001f\u007f]/;
const claimText = (value: unknown, max: number) =>
  typeof value === 'string' && !CONTROL.test(value) ? value.trim().slice(0, max) : '';

/** The identity of verified claims, or null when sub, azp or nonce do not hold. */
function toIdentity(config: ProviderConfig, payload: JWTPayload, nonce: string | undefined): VerifiedIdentity | null {
  const subject = payload.sub;
  if (typeof subject !== 'string' || subject === '' || subject.length > 255 || CONTROL.test(subject)) return null;
  // Several audiences: OpenID Connect requires azp, and it must be us.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) return null;
  // The nonce ties the token to the sign-in the SPA started; a token minted for another one is refused.
  if (nonce !== undefined ? payload.nonce !== nonce : payload.nonce !== undefined) return null;

  // Only what the provider vouches for: an email it marks unverified is not used.
  const email = payload.email_verified === false ? '' : claimText(payload.email, 120).toLowerCase();
  let nombres = claimText(payload.given_name, 60);
  let apellidos = claimText(payload.family_name, 60);
  if (!nombres && !apellidos) {
    const [first = '', ...rest] = claimText(payload.name, 121).split(/\s+/);
    nombres = first.slice(0, 60);
    apellidos = rest.join(' ').slice(0, 60);
  }
  return {
    proveedor: config.proveedor,
    // Canonical issuer, so Google's two spellings key the same account.
    issuer: config.issuers[0]!,
    subject,
    email,
    nombres,
    apellidos,
  };
}

// ─── Configuration from the environment (server/main.ts) ───────────────────

type Env = Record<string, string | undefined>;

const OFF = new Set(['off', '0', 'false', 'no', 'none', 'disabled']);

/**
 *   GOOGLE_CLIENT_ID                 Google's client id: Google signs in for real (else the sandbox)
 *   FACEBOOK_CLIENT_ID               Facebook's app id: Facebook signs in for real (else the sandbox)
 *   SOCIAL_SANDBOX                   'off': no sandbox; providers without a client id are unavailable.
 *                                    Off by default when NODE_ENV=production ('on' turns it on there)
 *   SOCIAL_SANDBOX_CLIENT_ID         client_id the sandbox accepts (default 'pollos-storefront-sandbox')
 *   SOCIAL_SANDBOX_REDIRECT_ORIGINS  origins besides this site whose /callback the sandbox may return to
 *                                    (spaces or commas), e.g. http://localhost:5173
 *   SOCIAL_SANDBOX_SIGNING_KEY       the sandbox's P-256 private key (PKCS#8 PEM; '\n' escapes allowed),
 *                                    shared by every replica so that one verifies the ID tokens another
 *                                    signed. Default: a fresh key per process; required with
 *                                    NODE_ENV=production when the sandbox is on
 */
export function socialFromEnv(env: Env): SocialLoginOptions {
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const options: SocialLoginOptions = {};
  const google = text('GOOGLE_CLIENT_ID');
  const facebook = text('FACEBOOK_CLIENT_ID');
  if (google) options.google = { clientId: google };
  if (facebook) options.facebook = { clientId: facebook };

  // A deployment (NODE_ENV=production) must not let anyone sign in as the demo customer: the
  // sandbox is off there unless asked for by name.
  const sandbox = text('SOCIAL_SANDBOX')?.toLowerCase() ?? '';
  if (OFF.has(sandbox) || (env.NODE_ENV === 'production' && sandbox !== 'on')) {
    options.sandbox = false;
    return options;
  }
  const origins = (env.SOCIAL_SANDBOX_REDIRECT_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin.replace(/\/$/, '')) {
      throw new Error(`SOCIAL_SANDBOX_REDIRECT_ORIGINS inválido: ${origin} (se espera un origen como http://localhost:5173)`);
    }
  }
  const clientId = text('SOCIAL_SANDBOX_CLIENT_ID');
  const sandboxed = PROVIDERS.filter((p) => !options[p]);
  const signingKey = sandboxSigningKeyFromEnv(env.SOCIAL_SANDBOX_SIGNING_KEY);
  // Without a configured key each process signs with its own: a token signed by one replica would fail on another.
  if (!signingKey && sandboxed.length > 0 && env.NODE_ENV === 'production') {
    throw new Error(
      'SOCIAL_SANDBOX_SIGNING_KEY no configurado: con NODE_ENV=production y SOCIAL_SANDBOX=on todas las réplicas deben firmar con la misma llave P-256 (PEM PKCS#8; ver docs/operations.md)',
    );
  }
  options.sandbox = {
    ...(clientId ? { clientId } : {}),
    ...(origins.length ? { redirectOrigins: origins } : {}),
    ...(signingKey ? { signingKeys: Object.fromEntries(sandboxed.map((p) => [p, signingKey])) } : {}),
  };
  return options;
}

/** SOCIAL_SANDBOX_SIGNING_KEY as a private key (undefined when unset); a value that is not a P-256 private key stops the start. */
function sandboxSigningKeyFromEnv(value: string | undefined): KeyObject | undefined {
  const pem = value?.trim().replace(/\\n/g, '\n');
  if (!pem) return undefined;
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error('SOCIAL_SANDBOX_SIGNING_KEY inválido: se espera una llave privada EC P-256 en PEM (PKCS#8)');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('SOCIAL_SANDBOX_SIGNING_KEY inválido: la llave debe ser EC P-256');
  }
  return key;
}
