/**
 * Which payment provider the API uses (createApp → ctx.payments), chosen by configuration:
 *
 *   PAYMENT_PROVIDER         provider name; default 'sandbox' (the only one built in)
 *   PAYMENT_SANDBOX_SECRET   HMAC-SHA256 key of the sandbox's notifications (at least 16 characters);
 *                            default: random per process, which is all a single process needs.
 *                            Set it when several API processes share the traffic, so that one
 *                            process verifies what the gateway of another signed; required with
 *                            NODE_ENV=production when the provider is the sandbox.
 *
 * paymentsFromEnv(process.env) reads them (server/main.ts); an unknown provider or a short
 * secret stops the start with a clear error rather than taking payments wrongly.
 *
 * The sandbox (server/payments/sandbox.ts) answers url_pago /sandbox/pagos/{referencia}, a
 * checkout page this server serves (server/sandbox/paymentGateway.ts), and verifies the
 * HMAC-signed notifications that page sends. It moves no money: never use it where real
 * customers pay.
 *
 * Plugging in a real provider (Wompi, PayU, Mercado Pago...):
 *   1. Implement PaymentProvider (server/payments/port.ts) in server/payments/{name}.ts:
 *      - name: the provider's name; it is stored with every attempt and is the {proveedor}
 *        of its webhook, POST /api/pagos/notificacion/{name} (configure that URL in the
 *        provider's dashboard, on the public https origin of the API).
 *      - checkoutUrl(checkout): the provider's hosted checkout for our referencia, the amount
 *        in pesos (monto; Wompi wants centavos: monto × 100), descripcion, email, and the redirect
 *        URL = the shop's public origin + checkout.returnPath (/resultado-enviar/{pedido}).
 *        Some build it locally (Wompi: checkout.wompi.co/p/?public-key=…&reference=…&amount-in-cents=…
 *        &signature:integrity=SHA-256(reference+amount+currency+integrity secret)); others create it
 *        with an API call (Mercado Pago: a preference with external_reference = referencia).
 *      - parseNotification(request): verify the provider's signature on its webhook (Wompi:
 *        SHA-256 of the listed properties + timestamp + events secret; PayU: the MD5/SHA sign
 *        of the confirmation; Mercado Pago: x-signature HMAC), compared in constant time, then
 *        map its status to APROBADO / RECHAZADO / PENDIENTE and its method to PSE / TARJETA /
 *        NEQUI, and report the amount it charged as monto (whole pesos: Wompi's amount_in_cents
 *        / 100); an approval whose monto is not the attempt's is refused (422, nothing changes).
 *        Return null for anything not genuine (the route answers 401). Providers that
 *        only send an id (Mercado Pago) are asked for the payment with our credentials here.
 *   2. Register it below in PAYMENT_PROVIDERS by name, reading its keys (public key, secrets,
 *      site origin) from PaymentOptions, which paymentsFromEnv fills from PAYMENT_* variables.
 * The SPA goes to url_pago with a full page change, which the CSP does not restrict. Nothing else changes: orders, reintentar, estado and the state machine in
 * server/services/payments.ts work through the port. Card data never reaches the API.
 */
import type { RouteModule } from '../context';
import { sandboxGatewayRoutes } from '../sandbox/paymentGateway';
import type { PaymentProvider } from './port';
import { createSandboxProvider, SANDBOX_PROVIDER_NAME, SANDBOX_SECRET_MIN_LENGTH } from './sandbox';

export interface PaymentOptions {
  /** PAYMENT_PROVIDER: a name of PAYMENT_PROVIDERS; default 'sandbox'. */
  provider?: string;
  /** PAYMENT_SANDBOX_SECRET: the sandbox's notification key; random per process when absent. */
  sandboxSecret?: string;
}

export interface Payments {
  provider: PaymentProvider;
  /** The sandbox gateway's pages when the sandbox provider is configured; nothing otherwise. */
  routes: RouteModule;
}

type PaymentsFactory = (options: PaymentOptions) => Payments;

/** The providers by name. A real provider adds its factory here (see the header). */
export const PAYMENT_PROVIDERS: Readonly<Record<string, PaymentsFactory>> = {
  [SANDBOX_PROVIDER_NAME]: (options) => {
    const provider = createSandboxProvider(options.sandboxSecret === undefined ? {} : { secret: options.sandboxSecret });
    return { provider, routes: sandboxGatewayRoutes(provider) };
  },
};

export const DEFAULT_PAYMENT_PROVIDER = SANDBOX_PROVIDER_NAME;

export function createPayments(options: PaymentOptions): Payments {
  const name = (options.provider ?? DEFAULT_PAYMENT_PROVIDER).trim().toLowerCase();
  const factory = Object.hasOwn(PAYMENT_PROVIDERS, name) ? PAYMENT_PROVIDERS[name] : undefined;
  if (!factory) throw new Error(`PAYMENT_PROVIDER desconocido: ${name} (disponibles: ${Object.keys(PAYMENT_PROVIDERS).join(', ')})`);
  return factory(options);
}

type Env = Record<string, string | undefined>;

/** The payment options from the environment (see the header); throws on a wrong setting. */
export function paymentsFromEnv(env: Env): PaymentOptions {
  const named = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  // The sandbox approves any payment at a click: a deployment must choose it by name, never by default.
  if (!named && env.NODE_ENV === 'production') {
    throw new Error('PAYMENT_PROVIDER no configurado: en producción (NODE_ENV=production) hay que nombrar el proveedor de pagos (la pasarela de pruebas solo con PAYMENT_PROVIDER=sandbox)');
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
  return { provider, ...(secret ? { sandboxSecret: secret } : {}) };
}
