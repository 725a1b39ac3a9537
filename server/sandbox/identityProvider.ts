/**
 * Sandbox identity provider for 'google' and 'facebook' (development and tests): a small
 * OpenID Connect provider, implicit flow with response_type=id_token, so that sign-in with a
 * provider and /callback work offline with real, signed ID tokens.
 *
 *   GET  /sandbox/idp/{proveedor}/.well-known/openid-configuration   discovery document (JSON)
 *   GET  /sandbox/idp/{proveedor}/jwks.json                          the public signing key (JWKS)
 *   GET  /sandbox/idp/{proveedor}/autorizar?client_id&redirect_uri&response_type=id_token&scope=openid…&state&nonce
 *        → 200 consent page: continue as the demo customer, as another person (nombres,
 *          apellidos, correo) or cancel; 400 page when the request is not acceptable
 *          (unknown client_id, redirect_uri not allowed, no nonce…), without redirecting.
 *   POST /sandbox/idp/{proveedor}/autorizar (form) → 303 to redirect_uri#id_token=…&state=…,
 *        or redirect_uri#error=access_denied&state=… on cancel; 400 page on bad input.
 *   A provider the sandbox does not serve (a real one is configured, or the sandbox is off): 404.
 *
 * Why it looks like this:
 *   - Social login keys accounts on issuer + subject of a verified ID token, never on an email,
 *     so the sandbox signs tokens like a real provider and the API verifies them the same way
 *     (server/auth/socialLogin.ts). The demo customer's identities (SANDBOX_DEMO_LINKS) are
 *     linked by the seed; "otra persona" gets a subject derived from the email, so a new
 *     person lands on registro and typing a customer's email never yields their account.
 *   - One ES256 key pair per provider, generated synchronously per process (createApp is
 *     synchronous). Tokens live 10 minutes, so nothing needs persisting; but several server
 *     processes behind a balancer would each sign with their own key: run the sandbox on one.
 *   - The issuer is a fixed name per provider (SANDBOX_ISSUERS), not this server's URL, so the
 *     seeded links hold wherever the server runs.
 *   - The pages use no script and bring their own Content-Security-Policy: the inline
 *     stylesheet by its hash, form-action limited to this origin and the redirect target's,
 *     no framing (a consent page must not be clickjacked).
 *   - The paths are outside /api, so the API's body limit, rate limits and maintenance gate do
 *     not apply (signing in while the shop is in maintenance is the API's business): the POST
 *     carries its own small body limit.
 */
import { escapeHtml, sandboxCsp, sandboxDocument } from './page';
import { createHash, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SignJWT, type JSONWebKeySet, type JWK } from 'jose';
import { messages } from '../../machines/messages';
import { emailSchema, PROVIDERS, type Provider } from '../../machines/schemas';
import type { RouteModule } from '../context';
import { sendError, sendJson } from '../http';
import { DEMO_CUSTOMER, seedUsers } from '../seed/users';
import { identityTexts } from '../../machines/screenTexts/identity';

export const SANDBOX_IDP_BASE_PATH = '/sandbox/idp';
export const SANDBOX_CLIENT_ID = 'pollos-storefront-sandbox';
export const SANDBOX_SIGNING_ALGORITHM = 'ES256';
/** Lifetime of a sandbox ID token. */
export const SANDBOX_TOKEN_TTL_SECONDS = 600;
/** The one site-relative redirect_uri accepted (the SPA's /callback route). */
export const SANDBOX_RELATIVE_REDIRECT = '/callback';

/** iss of the sandbox's ID tokens, one per provider: with sub, the key of a linked account. */
export const SANDBOX_ISSUERS: Readonly<Record<Provider, string>> = {
  google: 'https://sandbox-idp.pollos-la-brasa.local/google',
  facebook: 'https://sandbox-idp.pollos-la-brasa.local/facebook',
};

/** Subject of the demo customer at both sandbox providers. */
export const SANDBOX_DEMO_SUBJECT = 'sandbox-cliente-demo';

const demoUser = seedUsers.find((u) => u.username === DEMO_CUSTOMER.username)!;

/**
 * The sandbox identities of the demo customer (Laura Gómez, cliente@pollosbrasa.co). The seed
 * inserts one social_identities row per entry, with the demo customer's user id, so "Continuar
 * como Laura" signs her in.
 */
export const SANDBOX_DEMO_LINKS: readonly { proveedor: Provider; issuer: string; subject: string; email: string }[] =
  PROVIDERS.map((proveedor) => ({
    proveedor,
    issuer: SANDBOX_ISSUERS[proveedor],
    subject: SANDBOX_DEMO_SUBJECT,
    email: demoUser.email,
  }));

export const sandboxPaths = (proveedor: string) => {
  const base = `${SANDBOX_IDP_BASE_PATH}/${proveedor}`;
  return { discovery: `${base}/.well-known/openid-configuration`, jwks: `${base}/jwks.json`, authorize: `${base}/autorizar` };
};
const ROUTES = sandboxPaths(':proveedor');

/** The subject "otra persona" gets: stable for the same provider and email, never the demo customer's. */
export function sandboxSubject(proveedor: Provider, email: string): string {
  return `sbx-${createHash('sha256').update(`${proveedor}\n${email.trim().toLowerCase()}`).digest('hex').slice(0, 32)}`;
}

// ─── Texts (only these pages show them, so they stay out of the SPA's catalogue) ───

const PROVIDER_NAMES: Readonly<Record<Provider, string>> = { google: 'Google', facebook: 'Facebook' };

export const sandboxTexts = {
  pageTitle: (provider: string) => `Inicia sesión con ${provider} (pruebas)`,
  badge: 'Entorno de pruebas',
  notice: (provider: string) =>
    `Este proveedor simula ${provider} para desarrollo y pruebas. Aquí no se pide contraseña y nada de lo que escribas sale de este servidor.`,
  heading: (provider: string) => `Inicia sesión con ${provider}`,
  intro: (shop: string) => `${shop} quiere confirmar quién eres. Elige con qué cuenta quieres seguir:`,
  continueAs: (name: string) => `Continuar como ${name}`,
  demoHint: 'Cliente de demostración con cuenta en la tienda.',
  otherPerson: 'Usar otra persona',
  otherHint: 'Una persona sin cuenta en la tienda: al volver te llevamos al registro con estos datos.',
  names: 'Nombres',
  surnames: 'Apellidos',
  email: 'Correo electrónico',
  continue: 'Continuar',
  cancel: 'Cancelar',
  sharedData: 'Se compartirán tu nombre y tu correo electrónico con la tienda.',
  errorTitle: 'No se puede iniciar sesión',
  errorBack: 'Vuelve a la tienda e inténtalo de nuevo.',
  errors: {
    unknownProvider: 'Este proveedor no está disponible en el entorno de pruebas.',
    clientId: 'La aplicación que pide el inicio de sesión no está registrada (client_id).',
    redirectUri: 'La dirección de regreso (redirect_uri) no está permitida.',
    responseType: 'Solo se admite response_type=id_token.',
    scope: 'El alcance (scope) debe incluir openid.',
    nonce: 'Falta el parámetro nonce o no es válido.',
    state: 'El parámetro state no es válido.',
    action: 'Elige una de las opciones.',
    tooLarge: 'La solicitud es demasiado grande.',
    namesRequired: identityTexts.namesRequired,
    surnamesRequired: identityTexts.surnamesRequired,
    nameTooLong: identityTexts.nameTooLong,
    emailInvalid: identityTexts.emailInvalid,
  },
} as const;

// ─── Keys and tokens ───────────────────────────────────────────────────────

interface SigningKey {
  privateKey: KeyObject;
  publicJwk: JWK;
}

/** The given P-256 private key, or a fresh pair; kid = RFC 7638 thumbprint of the public key. */
function signingKey(given?: KeyObject): SigningKey {
  const privateKey = given ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  if (
    privateKey.type !== 'private' ||
    privateKey.asymmetricKeyType !== 'ec' ||
    privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1'
  ) {
    throw new Error('sandbox: la llave de firma debe ser una llave privada EC P-256');
  }
  const { crv, kty, x, y } = createPublicKey(privateKey).export({ format: 'jwk' });
  const kid = createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
  return { privateKey, publicJwk: { kty, crv, x, y, kid, alg: SANDBOX_SIGNING_ALGORITHM, use: 'sig' } };
}

export interface SandboxPerson {
  subject: string;
  email: string;
  nombres: string;
  apellidos: string;
}

export interface SandboxIdpOptions {
  /** client_id the sandbox accepts (and the tokens' aud). Default 'pollos-storefront-sandbox'. */
  clientId?: string;
  /** Origins besides this site whose /callback may be a redirect_uri (e.g. 'http://localhost:5173'). Default: none. */
  redirectOrigins?: readonly string[];
  /**
   * P-256 private keys to sign with instead of fresh ones (tests that forge claims; several
   * processes that must agree). Default: a new key pair per provider and process.
   */
  signingKeys?: Partial<Record<Provider, KeyObject>>;
}

export interface SandboxIdp {
  readonly clientId: string;
  /** The providers it serves. */
  readonly providers: readonly Provider[];
  issuer(proveedor: Provider): string;
  /** Public keys only. */
  jwks(proveedor: Provider): JSONWebKeySet;
  /** An ID token as the consent page issues it (tests use it directly too). */
  signIdToken(proveedor: Provider, person: SandboxPerson, nonce: string | undefined, audience?: string): Promise<string>;
  routes: RouteModule;
}

const DEMO_PERSON: SandboxPerson = {
  subject: SANDBOX_DEMO_SUBJECT,
  email: demoUser.email,
  nombres: demoUser.nombres,
  apellidos: demoUser.apellidos,
};

export function createSandboxIdp(providers: readonly Provider[], options: SandboxIdpOptions, clock: () => Date): SandboxIdp {
  const clientId = options.clientId ?? SANDBOX_CLIENT_ID;
  const keys = new Map(providers.map((p) => [p, signingKey(options.signingKeys?.[p])] as const));
  const allowedRedirects = new Set([
    SANDBOX_RELATIVE_REDIRECT,
    ...(options.redirectOrigins ?? []).map((o) => `${new URL(o).origin}${SANDBOX_RELATIVE_REDIRECT}`),
  ]);
  const served = (value: string): Provider | undefined => (keys.has(value as Provider) ? (value as Provider) : undefined);

  const keyOf = (proveedor: Provider): SigningKey => {
    const key = keys.get(proveedor);
    if (!key) throw new Error(`sandbox: ${proveedor} no está en el entorno de pruebas`);
    return key;
  };

  const signIdToken: SandboxIdp['signIdToken'] = (proveedor, person, nonce, audience = clientId) => {
    const key = keyOf(proveedor);
    const iat = Math.floor(clock().getTime() / 1000);
    return new SignJWT({
      email: person.email,
      email_verified: true,
      given_name: person.nombres,
      family_name: person.apellidos,
      name: `${person.nombres} ${person.apellidos}`,
      ...(nonce !== undefined ? { nonce } : {}),
    })
      .setProtectedHeader({ alg: SANDBOX_SIGNING_ALGORITHM, kid: key.publicJwk.kid!, typ: 'JWT' })
      .setIssuer(SANDBOX_ISSUERS[proveedor])
      .setAudience(audience)
      .setSubject(person.subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + SANDBOX_TOKEN_TTL_SECONDS)
      .sign(key.privateKey);
  };

  const routes: RouteModule = (app) => {
    app.get(ROUTES.discovery, (c) => {
      const proveedor = served(c.req.param('proveedor') ?? '');
      if (!proveedor) return sendError(c, 404, messages.http.notFound);
      const origin = new URL(c.req.url).origin;
      const paths = sandboxPaths(proveedor);
      c.header('Cache-Control', 'public, max-age=300');
      return sendJson(c, {
        issuer: SANDBOX_ISSUERS[proveedor],
        authorization_endpoint: `${origin}${paths.authorize}`,
        jwks_uri: `${origin}${paths.jwks}`,
        response_types_supported: ['id_token'],
        response_modes_supported: ['fragment'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: [SANDBOX_SIGNING_ALGORITHM],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: [
          'iss',
          'aud',
          'sub',
          'iat',
          'exp',
          'nonce',
          'email',
          'email_verified',
          'given_name',
          'family_name',
          'name',
        ],
      });
    });

    app.get(ROUTES.jwks, (c) => {
      const proveedor = served(c.req.param('proveedor') ?? '');
      if (!proveedor) return sendError(c, 404, messages.http.notFound);
      c.header('Cache-Control', 'public, max-age=300');
      return sendJson(c, { keys: [keyOf(proveedor).publicJwk] });
    });

    app.get(ROUTES.authorize, (c) => {
      const proveedor = served(c.req.param('proveedor') ?? '');
      if (!proveedor) return errorPage(c, 404, sandboxTexts.errors.unknownProvider);
      const request = readAuthRequest(c.req.query(), clientId, allowedRedirects);
      if (typeof request === 'string') return errorPage(c, 400, request);
      return consentPage(c, proveedor, request);
    });

    app.post(
      ROUTES.authorize,
      bodyLimit({
        maxSize: 16 * 1024,
        // The unread rest of the body leaves the connection unusable (see server/app.ts).
        onError: (c) => {
          c.header('Connection', 'close');
          return errorPage(c, 413, sandboxTexts.errors.tooLarge);
        },
      }),
      async (c) => {
        const proveedor = served(c.req.param('proveedor') ?? '');
        if (!proveedor) return errorPage(c, 404, sandboxTexts.errors.unknownProvider);
        const form = await readForm(c);
        const request = readAuthRequest(form, clientId, allowedRedirects);
        if (typeof request === 'string') return errorPage(c, 400, request);

        const back = (fragment: Record<string, string>) => {
          const params = new URLSearchParams(fragment);
          if (request.state !== undefined) params.set('state', request.state);
          c.header('Cache-Control', 'no-store');
          return c.redirect(`${request.redirectUri}#${params.toString()}`, 303);
        };
        switch (form.accion) {
          case 'cancelar':
            return back({ error: 'access_denied' });
          case 'demo':
            return back({ id_token: await signIdToken(proveedor, DEMO_PERSON, request.nonce) });
          case 'otra': {
            const person = readPerson(proveedor, form);
            if ('errors' in person) return consentPage(c, proveedor, request, { values: form, errors: person.errors }, 400);
            return back({ id_token: await signIdToken(proveedor, person, request.nonce) });
          }
          default:
            return consentPage(c, proveedor, request, { values: form, errors: { accion: sandboxTexts.errors.action } }, 400);
        }
      },
    );
    return [ROUTES.discovery, ROUTES.jwks, ROUTES.authorize];
  };

  return {
    clientId,
    providers: [...keys.keys()],
    issuer: (proveedor) => SANDBOX_ISSUERS[proveedor],
    jwks: (proveedor) => ({ keys: [{ ...keyOf(proveedor).publicJwk }] }),
    signIdToken,
    routes,
  };
}

// ─── Request reading ───────────────────────────────────────────────────────

interface AuthRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  nonce: string;
  state?: string;
}

type Params = Record<string, string | undefined>;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** The authorization request, or the text of why it cannot be served (checked before anything is redirected). */
function readAuthRequest(params: Params, clientId: string, allowedRedirects: ReadonlySet<string>): AuthRequest | string {
  const { client_id, redirect_uri, response_type, scope = '', state, nonce } = params;
  if (client_id !== clientId) return sandboxTexts.errors.clientId;
  if (redirect_uri === undefined || !allowedRedirects.has(redirect_uri)) return sandboxTexts.errors.redirectUri;
  if (response_type !== 'id_token') return sandboxTexts.errors.responseType;
  if (scope.length > 200 || !scope.split(' ').includes('openid')) return sandboxTexts.errors.scope;
  // The implicit flow requires a nonce: it ties the token to the browser that asked for it.
  if (nonce === undefined || nonce.length > 200 || !VISIBLE_ASCII.test(nonce)) return sandboxTexts.errors.nonce;
  if (state !== undefined && (state.length > 500 || !VISIBLE_ASCII.test(state))) return sandboxTexts.errors.state;
  return { clientId, redirectUri: redirect_uri, scope, nonce, ...(state !== undefined ? { state } : {}) };
}

/** Form fields as strings (repeated fields: the first); anything that is not a form reads as empty. */
async function readForm(c: Context): Promise<Params> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return {};
  }
  const out: Params = {};
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[name] = first;
  }
  return out;
}

type FieldErrors = Partial<Record<'nombres' | 'apellidos' | 'correo' | 'accion', string>>;

// eslint-disable-next-line no-control-regex -- a field with control characters is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

function readPerson(proveedor: Provider, form: Params): SandboxPerson | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = (value: string | undefined, required: string) => {
    const text = (value ?? '').trim();
    if (text === '' || CONTROL.test(text)) return required;
    return text.length > 60 ? sandboxTexts.errors.nameTooLong : undefined;
  };
  const nombresError = name(form.nombres, sandboxTexts.errors.namesRequired);
  const apellidosError = name(form.apellidos, sandboxTexts.errors.surnamesRequired);
  if (nombresError) errors.nombres = nombresError;
  if (apellidosError) errors.apellidos = apellidosError;
  const email = emailSchema.safeParse(form.correo ?? '');
  if (!email.success) errors.correo = sandboxTexts.errors.emailInvalid;
  if (Object.keys(errors).length > 0 || !email.success) return { errors };
  return {
    subject: sandboxSubject(proveedor, email.data),
    email: email.data,
    nombres: form.nombres!.trim(),
    apellidos: form.apellidos!.trim(),
  };
}

// ─── Pages ─────────────────────────────────────────────────────────────────

const STYLES = `
:root{color-scheme:light;--accent:#1a73e8;--ink:#1f2328;--muted:#5b6470;--line:#d8dde3;--bg:#f4f6f8;--warn:#fff4d6;--warn-ink:#6b4e00;--error:#b3261e}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,sans-serif;padding:24px 12px}
main{width:100%;max-width:440px;background:#fff;border:1px solid var(--line);border-radius:16px;padding:28px 28px 20px;box-shadow:0 6px 24px rgba(15,23,42,.08)}
main.facebook{--accent:#1877f2}
.badge{display:inline-block;background:var(--warn);color:var(--warn-ink);border-radius:999px;padding:2px 10px;font-size:13px;font-weight:600}
h1{font-size:22px;margin:12px 0 4px}
p{margin:8px 0}
.muted{color:var(--muted);font-size:14px}
.notice{background:var(--warn);color:var(--warn-ink);border-radius:10px;padding:10px 12px;font-size:14px}
form{margin:14px 0 0}
button{font:inherit;cursor:pointer;border-radius:10px;padding:11px 14px;width:100%;text-align:left}
.primary{background:var(--accent);color:#fff;border:1px solid var(--accent);font-weight:600}
.primary small{display:block;font-weight:400;opacity:.9;font-size:13px}
.secondary{background:#fff;color:var(--ink);border:1px solid var(--line);text-align:center}
button:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
details{margin-top:14px;border:1px solid var(--line);border-radius:10px;padding:10px 14px}
summary{cursor:pointer;font-weight:600}
label{display:block;margin-top:10px;font-size:14px;font-weight:600}
input{display:block;width:100%;margin-top:4px;font:inherit;padding:9px 10px;border:1px solid var(--line);border-radius:8px}
input[aria-invalid=true]{border-color:var(--error)}
.field-error{color:var(--error);font-size:13px;margin:4px 0 0}
.actions{margin-top:14px}
.error{color:var(--error)}
`;

/** This page's own policy: no script at all, the inline stylesheet by hash, forms only to here (and the redirect's origin). */
function pageHeaders(c: Context, redirectUri?: string): void {
  let formAction = "'self'";
  if (redirectUri && redirectUri !== SANDBOX_RELATIVE_REDIRECT) formAction += ` ${new URL(redirectUri).origin}`;
  c.header('Content-Security-Policy', sandboxCsp(STYLES, formAction));
  c.header('Cache-Control', 'no-store');
  // The page's URL carries state and nonce.
  c.header('Referrer-Policy', 'no-referrer');
}

function layout(title: string, className: string, body: string): string {
  return sandboxDocument({ title, styles: STYLES, body: `<main class="${className}">\n${body}\n</main>` });
}

function hiddenFields(request: AuthRequest): string {
  const fields: [string, string | undefined][] = [
    ['client_id', request.clientId],
    ['redirect_uri', request.redirectUri],
    ['response_type', 'id_token'],
    ['scope', request.scope],
    ['nonce', request.nonce],
    ['state', request.state],
  ];
  return fields
    .filter((f): f is [string, string] => f[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
}

function consentPage(
  c: Context,
  proveedor: Provider,
  request: AuthRequest,
  retry: { values: Params; errors: FieldErrors } = { values: {}, errors: {} },
  status: 200 | 400 = 200,
): Response {
  const t = sandboxTexts;
  const provider = PROVIDER_NAMES[proveedor];
  const hidden = hiddenFields(request);
  const { values, errors } = retry;
  const input = (name: 'nombres' | 'apellidos' | 'correo', label: string, type: string, autocomplete: string) => {
    const error = errors[name];
    return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" maxlength="${name === 'correo' ? 120 : 60}" required value="${escapeHtml(values[name] ?? '')}"${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
  };
  const otherOpen = errors.nombres || errors.apellidos || errors.correo ? ' open' : '';
  const body = `<span class="badge">${escapeHtml(t.badge)}</span>
<h1>${escapeHtml(t.heading(provider))}</h1>
<p>${escapeHtml(t.intro(messages.ui.brandName))}</p>
<p class="notice">${escapeHtml(t.notice(provider))}</p>
${errors.accion ? `<p class="error" role="alert">${escapeHtml(errors.accion)}</p>` : ''}
<form method="post">${hidden}<input type="hidden" name="accion" value="demo">
<button class="primary" type="submit">${escapeHtml(t.continueAs(`${DEMO_PERSON.nombres} ${DEMO_PERSON.apellidos}`))}<small>${escapeHtml(DEMO_PERSON.email)} · ${escapeHtml(t.demoHint)}</small></button>
</form>
<details${otherOpen}>
<summary>${escapeHtml(t.otherPerson)}</summary>
<p class="muted">${escapeHtml(t.otherHint)}</p>
<form method="post">${hidden}<input type="hidden" name="accion" value="otra">
${input('nombres', t.names, 'text', 'given-name')}
${input('apellidos', t.surnames, 'text', 'family-name')}
${input('correo', t.email, 'email', 'email')}
<div class="actions"><button class="primary" type="submit">${escapeHtml(t.continue)}</button></div>
</form>
</details>
<form method="post">${hidden}<input type="hidden" name="accion" value="cancelar">
<button class="secondary" type="submit">${escapeHtml(t.cancel)}</button>
</form>
<p class="muted">${escapeHtml(t.sharedData)}</p>`;
  pageHeaders(c, request.redirectUri);
  return c.html(layout(t.pageTitle(provider), proveedor, body), status);
}

function errorPage(c: Context, status: 400 | 404 | 413, reason: string): Response {
  const t = sandboxTexts;
  const body = `<span class="badge">${escapeHtml(t.badge)}</span>
<h1>${escapeHtml(t.errorTitle)}</h1>
<p class="error">${escapeHtml(reason)}</p>
<p class="muted">${escapeHtml(t.errorBack)}</p>`;
  pageHeaders(c);
  return c.html(layout(t.errorTitle, '', body), status);
}
