/**
 * Which payment provider the API uses (createApp → ctx.payments), chosen by configuration:
 *
 *   PAYMENT_PROVIDER               provider name: 'sandbox' (the default outside production) or 'wompi'
 *   PAYMENT_SANDBOX_SECRET         HMAC-SHA256 key of the sandbox's notifications (at least 16 characters);
 *                                  default: random per process, which is all a single process needs.
 *                                  Set it when several API processes share the traffic, so that one
 *                                  process verifies what the gateway of another signed; required with
 *                                  NODE_ENV=production when the provider is the sandbox.
 *   PAYMENT_WOMPI_PUBLIC_KEY       with 'wompi': the public key, pub_test_… (Sandbox) or pub_prod_… (Producción)
 *   PAYMENT_WOMPI_INTEGRITY_SECRET with 'wompi': signs each checkout URL (signature:integrity)
 *   PAYMENT_WOMPI_EVENTS_SECRET    with 'wompi': verifies the events' checksum
 *   PAYMENT_WOMPI_CHECKOUT_URL     with 'wompi': the Web Checkout, default https://checkout.wompi.co/p/
 *
 * paymentsFromEnv(process.env) reads them (server/main.ts); an unknown provider, a short
 * secret or a missing or mismatched Wompi key stops the start with a clear error rather than
 * taking payments wrongly.
 *
 * The sandbox (server/payments/sandbox.ts) answers url_pago /sandbox/pagos/{referencia}, a
 * checkout page this server serves (server/sandbox/paymentGateway.ts), and verifies the
 * HMAC-signed notifications that page sends. It moves no money: never use it where real
 * customers pay. Wompi (server/payments/wompi.ts) answers its hosted Web Checkout and verifies
 * the events Wompi POSTs to /api/pagos/notificacion/wompi (register that URL, on the public
 * https origin, in Wompi's dashboard for the keys' environment).
 *
 * Plugging in another provider (PayU, Mercado Pago...):
 *   1. Implement PaymentProvider (server/payments/port.ts) in server/payments/{name}.ts:
 *      - name: the provider's name; it is stored with every attempt and is the {proveedor}
 *        of its webhook, POST /api/pagos/notificacion/{name}.
 *      - checkoutUrl(checkout): the provider's hosted checkout for our referencia, the amount
 *        in pesos (monto), descripcion, email, the redirect URL = the site's origin
 *        (PaymentsEnvironment.siteOrigin) + checkout.returnPath, and the deadline expiresAt.
 *        Some build it locally (Wompi, signed); others create it with an API call
 *        (Mercado Pago: a preference with external_reference = referencia).
 *      - parseNotification(request): verify the provider's signature on its webhook, compared
 *        in constant time, then map its status to APROBADO / RECHAZADO / PENDIENTE and its
 *        method to PSE / TARJETA / NEQUI, and report the amount it charged as monto (whole
 *        pesos); an approval whose monto is not the attempt's is refused (422, nothing changes).
 *        Return null for anything not genuine (the route answers 401), NOTIFICATION_IGNORED for
 *        a genuine event about no payment (200). Providers that only send an id (Mercado Pago)
 *        are asked for the payment with our credentials here.
 *   2. Register it below in PAYMENT_PROVIDERS by name, reading its keys from PaymentOptions,
 *      which paymentsFromEnv fills from PAYMENT_* variables.
 * The SPA goes to url_pago with a full page change (https only, src/features/checkout/paymentPage.ts), which the
 * CSP does not restrict. Nothing else changes: orders, reintentar, estado and the state machine in
 * server/services/payments.ts work through the port. Card data never reaches the API.
 */
import { sandboxGatewayRoutes } from '../sandbox/paymentGateway';
import type { Logger, RouteModule } from '../context';
import type { PaymentProvider } from './port';
import { createSandboxProvider, SANDBOX_PROVIDER_NAME, SANDBOX_SECRET_MIN_LENGTH } from './sandbox';
import { createWompiProvider, WOMPI_ENVIRONMENTS, WOMPI_PROVIDER_NAME, wompiEnvironmentOf, type WompiKeys } from './wompi';

export interface PaymentOptions {
  /** PAYMENT_PROVIDER: a name of PAYMENT_PROVIDERS; default 'sandbox'. */
  provider?: string;
  /** PAYMENT_SANDBOX_SECRET: the sandbox's notification key; random per process when absent. */
  sandboxSecret?: string;
  /** PAYMENT_WOMPI_*: required with provider 'wompi'. */
  wompi?: WompiKeys;
}

/** What a provider needs of the running app (createApp gives it). */
export interface PaymentsEnvironment {
  /** The site's public origin (PUBLIC_ORIGIN), for the absolute URLs the provider sends the customer back to. */
  siteOrigin: () => string;
  logger: Logger;
}

export interface Payments {
  provider: PaymentProvider;
  /** The sandbox gateway's pages when the sandbox provider is configured; nothing otherwise. */
  routes: RouteModule;
}

type PaymentsFactory = (options: PaymentOptions, environment: PaymentsEnvironment) => Payments;

/** The providers by name. A real provider adds its factory here (see the header). */
export const PAYMENT_PROVIDERS: Readonly<Record<string, PaymentsFactory>> = {
  [SANDBOX_PROVIDER_NAME]: (options) => {
    const provider = createSandboxProvider(options.sandboxSecret === undefined ? {} : { secret: options.sandboxSecret });
    return { provider, routes: sandboxGatewayRoutes(provider) };
  },
  [WOMPI_PROVIDER_NAME]: (options, environment) => {
    if (!options.wompi)
      throw new Error(
        'PAYMENT_PROVIDER=wompi sin llaves: configure PAYMENT_WOMPI_PUBLIC_KEY, PAYMENT_WOMPI_INTEGRITY_SECRET y PAYMENT_WOMPI_EVENTS_SECRET',
      );
    // Wompi's own page collects everything: no routes of ours besides the notification.
    return { provider: createWompiProvider({ ...options.wompi, ...environment }), routes: () => [] };
  },
};

export const DEFAULT_PAYMENT_PROVIDER = SANDBOX_PROVIDER_NAME;

/** Without an environment (tests of the sandbox): a local origin and no log. */
const DEFAULT_ENVIRONMENT: PaymentsEnvironment = { siteOrigin: () => 'http://localhost:3000', logger: { error: () => {} } };

export function createPayments(options: PaymentOptions, environment: PaymentsEnvironment = DEFAULT_ENVIRONMENT): Payments {
  const name = (options.provider ?? DEFAULT_PAYMENT_PROVIDER).trim().toLowerCase();
  const factory = Object.hasOwn(PAYMENT_PROVIDERS, name) ? PAYMENT_PROVIDERS[name] : undefined;
  if (!factory)
    throw new Error(`PAYMENT_PROVIDER desconocido: ${name} (disponibles: ${Object.keys(PAYMENT_PROVIDERS).join(', ')})`);
  return factory(options, environment);
}

type Env = Record<string, string | undefined>;

/** The payment options from the environment (see the header); throws on a wrong setting. */
export function paymentsFromEnv(env: Env): PaymentOptions {
  const named = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  // The sandbox approves any payment at a click: a deployment must choose it by name, never by default.
  if (!named && env.NODE_ENV === 'production') {
    throw new Error(
      'PAYMENT_PROVIDER no configurado: en producción (NODE_ENV=production) hay que nombrar el proveedor de pagos (la pasarela de pruebas solo con PAYMENT_PROVIDER=sandbox)',
    );
  }
  const provider = named || DEFAULT_PAYMENT_PROVIDER;
  if (!Object.hasOwn(PAYMENT_PROVIDERS, provider)) {
    throw new Error(`PAYMENT_PROVIDER inválido: ${provider} (disponibles: ${Object.keys(PAYMENT_PROVIDERS).join(', ')})`);
  }
  const secret = env.PAYMENT_SANDBOX_SECRET;
  if (secret !== undefined && secret !== '' && secret.length < SANDBOX_SECRET_MIN_LENGTH) {
    throw new Error(`PAYMENT_SANDBOX_SECRET inválido: se esperan al menos ${SANDBOX_SECRET_MIN_LENGTH} caracteres`);
  }
  // A per-process secret in a deployment: a notification signed by one replica fails on another.
  if (provider === SANDBOX_PROVIDER_NAME && !secret && env.NODE_ENV === 'production') {
    throw new Error(
      `PAYMENT_SANDBOX_SECRET no configurado: con NODE_ENV=production y PAYMENT_PROVIDER=sandbox todas las réplicas deben compartir la llave de las notificaciones (al menos ${SANDBOX_SECRET_MIN_LENGTH} caracteres)`,
    );
  }
  return {
    provider,
    ...(secret ? { sandboxSecret: secret } : {}),
    ...(provider === WOMPI_PROVIDER_NAME ? { wompi: wompiKeysFromEnv(env) } : {}),
  };
}

/** The first word of Wompi's secrets names their environment (test_integrity_…, prod_events_…). */
const SECRET_ENVIRONMENT = /^(test|prod)_/;

/** PAYMENT_WOMPI_* (see the header): all three keys, of one environment. */
function wompiKeysFromEnv(env: Env): WompiKeys {
  const publicKey = env.PAYMENT_WOMPI_PUBLIC_KEY?.trim() ?? '';
  const integritySecret = env.PAYMENT_WOMPI_INTEGRITY_SECRET?.trim() ?? '';
  const eventsSecret = env.PAYMENT_WOMPI_EVENTS_SECRET?.trim() ?? '';
  const checkoutUrl = env.PAYMENT_WOMPI_CHECKOUT_URL?.trim() ?? '';
  const missing = [
    ['PAYMENT_WOMPI_PUBLIC_KEY', publicKey],
    ['PAYMENT_WOMPI_INTEGRITY_SECRET', integritySecret],
    ['PAYMENT_WOMPI_EVENTS_SECRET', eventsSecret],
  ].filter(([, value]) => value === '');
  if (missing.length > 0)
    throw new Error(
      `${missing.map(([name]) => name).join(', ')} no configurado: PAYMENT_PROVIDER=wompi necesita las tres llaves del panel de Wompi`,
    );
  const environment = wompiEnvironmentOf(publicKey);
  if (!environment) {
    throw new Error(
      `PAYMENT_WOMPI_PUBLIC_KEY inválida: debe empezar por ${WOMPI_ENVIRONMENTS.test.publicKeyPrefix} (Sandbox) o ${WOMPI_ENVIRONMENTS.prod.publicKeyPrefix} (Producción)`,
    );
  }
  // Keys of two environments: every checkout or every event would fail; say so at start instead.
  for (const [name, secret] of [
    ['PAYMENT_WOMPI_INTEGRITY_SECRET', integritySecret],
    ['PAYMENT_WOMPI_EVENTS_SECRET', eventsSecret],
  ] as const) {
    const secretEnvironment = SECRET_ENVIRONMENT.exec(secret)?.[1];
    if (secretEnvironment && secretEnvironment !== environment) {
      throw new Error(
        `${name} es de ${WOMPI_ENVIRONMENTS[secretEnvironment as keyof typeof WOMPI_ENVIRONMENTS].label} y la llave pública de ${WOMPI_ENVIRONMENTS[environment].label}: use las llaves de un mismo ambiente`,
      );
    }
  }
  if (checkoutUrl !== '') {
    let url: URL | undefined;
    try {
      url = new URL(checkoutUrl);
    } catch {
      url = undefined;
    }
    // The storefront follows only https payment pages (src/features/checkout/paymentPage.ts).
    if (url?.protocol !== 'https:')
      throw new Error(`PAYMENT_WOMPI_CHECKOUT_URL inválida: ${checkoutUrl} (se espera una URL https)`);
  }
  return { publicKey, integritySecret, eventsSecret, ...(checkoutUrl ? { checkoutUrl } : {}) };
}
