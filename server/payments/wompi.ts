/**
 * The Wompi payment provider (PAYMENT_PROVIDER=wompi; Bancolombia's gateway for Colombia), from
 * its public documentation: https://docs.wompi.co/docs/colombia/widget-checkout-web/ (Web Checkout)
 * and https://docs.wompi.co/docs/colombia/eventos/ (events).
 *
 *   checkoutUrl(checkout)      → the hosted Web Checkout, a GET of PAYMENT_WOMPI_CHECKOUT_URL
 *                                (default https://checkout.wompi.co/p/) with public-key, currency=COP,
 *                                amount-in-cents (pesos × 100), reference (our referencia),
 *                                redirect-url (the site's origin + /resultado-enviar/{pedido}),
 *                                expiration-time (the order's payment deadline, so Wompi starts no
 *                                payment for an order that has expired here), customer-data:email, and
 *                                signature:integrity = SHA-256 hex of
 *                                  <reference><amount-in-cents><currency><expiration-time><integrity secret>
 *                                (the documented order), which Wompi checks: the amount cannot be edited.
 *   parseNotification(request) → an event POSTed to /api/pagos/notificacion/wompi. Genuine when
 *                                SHA-256 of the values of signature.properties (paths into data, in
 *                                their order), then timestamp, then the events secret, equals
 *                                signature.checksum (and the X-Event-Checksum header when sent),
 *                                compared in constant time. Then transaction.updated is read:
 *                                status APPROVED → APROBADO; DECLINED, VOIDED, ERROR → RECHAZADO;
 *                                PENDING → PENDIENTE; payment_method_type CARD → TARJETA, PSE, NEQUI
 *                                (others: '' for now); monto = amount_in_cents / 100 (a fraction of a
 *                                peso never equals an attempt's monto, so such an approval is refused).
 *                                Other genuine events (nequi_token.updated…) are acknowledged and
 *                                ignored. Anything not genuine is null: the route answers 401.
 *
 * Replays: a genuine event sent again (Wompi retries until it gets a 200: after 30 min, 3 h and
 * 24 h, with the same timestamp) changes nothing, because an attempt's APROBADO or RECHAZADO is
 * final (server/services/payments.ts). No freshness window is applied to `timestamp` for that
 * reason: it would refuse Wompi's own last retry and protect nothing the idempotency does not.
 * Wompi signs transaction.id, status and amount_in_cents, not the reference, so a leaked genuine
 * event could be re-pointed at another order. The notification therefore carries transaction.id
 * (transaccion), and the service (server/services/payments.ts) binds it to the attempt it settles
 * (payments.transaccion, unique per provider): an event whose id already settled another
 * reference, or about an attempt settled by another id, is refused with 409 and logged; the
 * amount check keeps a copied approval from paying an order of another amount. What remains: a
 * re-pointed copy that arrives before the genuine event is applied to an unsettled order of the
 * same amount, and the genuine one is then the 409 (logged as such, so the shop can refund);
 * only asking Wompi (GET /v1/transactions/{id}) would tell them apart.
 *
 * Keys (Wompi's dashboard, Desarrolladores > Secretos para integración técnica): the public key
 * pub_test_… (Sandbox, no real money) or pub_prod_… (Producción), the integrity secret and the
 * events secret of the same environment. Events name their environment ("test" / "prod"): one
 * of the other environment is refused, as its secret is not ours.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import type { PaymentMethod, PaymentState } from '../../machines/schemas';
import type { Logger } from '../context';
import { NOTIFICATION_IGNORED, type PaymentCheckout, type PaymentNotification, type PaymentProvider } from './port';

export const WOMPI_PROVIDER_NAME = 'wompi';
export const WOMPI_CURRENCY = 'COP';
export const DEFAULT_WOMPI_CHECKOUT_URL = 'https://checkout.wompi.co/p/';
/** Wompi sends the event's checksum here too (and in signature.checksum). */
export const WOMPI_CHECKSUM_HEADER = 'X-Event-Checksum';
/** The event about a transaction's status; the only one that concerns an order. */
export const WOMPI_TRANSACTION_EVENT = 'transaction.updated';
export const CENTS_PER_PESO = 100;

/** The key prefixes of each Wompi environment, and the name its events carry. */
export const WOMPI_ENVIRONMENTS = {
  test: { publicKeyPrefix: 'pub_test_', eventsName: 'test', label: 'Sandbox' },
  prod: { publicKeyPrefix: 'pub_prod_', eventsName: 'prod', label: 'Producción' },
} as const;
export type WompiEnvironment = keyof typeof WOMPI_ENVIRONMENTS;

/** The environment a public key belongs to, by its prefix; null for anything else. */
export function wompiEnvironmentOf(publicKey: string): WompiEnvironment | null {
  const { publicKeyPrefix: test } = WOMPI_ENVIRONMENTS.test;
  const { publicKeyPrefix: prod } = WOMPI_ENVIRONMENTS.prod;
  if (publicKey.length > test.length && publicKey.startsWith(test)) return 'test';
  if (publicKey.length > prod.length && publicKey.startsWith(prod)) return 'prod';
  return null;
}

/** Wompi's transaction statuses (transaction.status) as our payment states. */
export const WOMPI_STATUS: Readonly<Record<string, PaymentState>> = {
  APPROVED: 'APROBADO',
  DECLINED: 'RECHAZADO',
  VOIDED: 'RECHAZADO',
  ERROR: 'RECHAZADO',
  PENDING: 'PENDIENTE',
};

/** Wompi's payment_method_type as our payment methods (machines/schemas/payment.ts). */
export const WOMPI_METHOD: Readonly<Record<string, PaymentMethod>> = {
  CARD: 'TARJETA',
  PSE: 'PSE',
  NEQUI: 'NEQUI',
};

export const pesosToCents = (pesos: number): number => pesos * CENTS_PER_PESO;
export const centsToPesos = (cents: number): number => cents / CENTS_PER_PESO;

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export interface IntegrityInput {
  reference: string;
  amountInCents: number;
  currency: string;
  /** ISO 8601 UTC, exactly as sent in expiration-time; signed only when present. */
  expirationTime?: string;
}

/** signature:integrity of a checkout: SHA-256 hex of <reference><amountInCents><currency>[<expirationTime>]<secret>. */
export function integritySignature(input: IntegrityInput, integritySecret: string): string {
  return sha256Hex(`${input.reference}${input.amountInCents}${input.currency}${input.expirationTime ?? ''}${integritySecret}`);
}

/** An event as Wompi sends it; `data` stays whole, since signature.properties may point anywhere in it. */
export const wompiEventSchema = z.object({
  event: z.string().check(z.maxLength(100)),
  data: z.record(z.string(), z.unknown()),
  /** "test" (Sandbox) or "prod". */
  environment: z.optional(z.string().check(z.maxLength(20))),
  signature: z.object({
    properties: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.minLength(1), z.maxLength(20)),
    checksum: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)),
  }),
  /** Unix seconds of the event; signed. */
  timestamp: z.int().check(z.gte(0)),
  sent_at: z.optional(z.string().check(z.maxLength(40))),
});
export type WompiEvent = z.infer<typeof wompiEventSchema>;

/** data.transaction of a transaction.updated event: what we read of it. */
export const wompiTransactionSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  reference: z.string().check(z.minLength(1), z.maxLength(64)),
  status: z.string().check(z.maxLength(40)),
  amount_in_cents: z.int().check(z.gte(0)),
  currency: z.string().check(z.maxLength(10)),
  payment_method_type: z.nullish(z.string().check(z.maxLength(40))),
});

/** The value at a dotted path of `data` ("transaction.id"), as the checksum concatenates it; undefined when absent or not a scalar. */
function propertyValue(data: Record<string, unknown>, path: string): string | undefined {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A guess can only make a genuine checksum fail, never a forged one pass.
  if (value === null) return '';
  return undefined;
}

/** The checksum an event should carry: SHA-256 hex of its properties' values, its timestamp and the secret; null when a property is missing. */
export function eventChecksum(event: Pick<WompiEvent, 'data' | 'signature' | 'timestamp'>, eventsSecret: string): string | null {
  let text = '';
  for (const path of event.signature.properties) {
    const value = propertyValue(event.data, path);
    if (value === undefined) return null;
    text += value;
  }
  return sha256Hex(`${text}${event.timestamp}${eventsSecret}`);
}

/** Two 64-digit hex checksums, in constant time and whatever their case. */
function sameChecksum(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex, 'hex'));
}

export interface WompiKeys {
  /** PAYMENT_WOMPI_PUBLIC_KEY: pub_test_… or pub_prod_…. */
  publicKey: string;
  /** PAYMENT_WOMPI_INTEGRITY_SECRET. */
  integritySecret: string;
  /** PAYMENT_WOMPI_EVENTS_SECRET. */
  eventsSecret: string;
  /** PAYMENT_WOMPI_CHECKOUT_URL; default DEFAULT_WOMPI_CHECKOUT_URL. */
  checkoutUrl?: string;
}

export interface WompiOptions extends WompiKeys {
  /** The site's public origin (PUBLIC_ORIGIN), for the absolute redirect-url. */
  siteOrigin: () => string;
  logger: Logger;
}

export interface WompiProvider extends PaymentProvider {
  readonly environment: WompiEnvironment;
}

export function createWompiProvider(options: WompiOptions): WompiProvider {
  const environment = wompiEnvironmentOf(options.publicKey);
  if (!environment)
    throw new Error(
      `PAYMENT_WOMPI_PUBLIC_KEY inválida: debe empezar por ${WOMPI_ENVIRONMENTS.test.publicKeyPrefix} o ${WOMPI_ENVIRONMENTS.prod.publicKeyPrefix}`,
    );
  if (!options.integritySecret) throw new Error('PAYMENT_WOMPI_INTEGRITY_SECRET no configurado');
  if (!options.eventsSecret) throw new Error('PAYMENT_WOMPI_EVENTS_SECRET no configurado');
  const checkoutBase = new URL(options.checkoutUrl ?? DEFAULT_WOMPI_CHECKOUT_URL);
  if (checkoutBase.protocol !== 'https:')
    throw new Error(`PAYMENT_WOMPI_CHECKOUT_URL inválida: ${checkoutBase.href} (se espera https)`);
  const expectedEnvironment = WOMPI_ENVIRONMENTS[environment].eventsName;
  const refuse = (why: string): null => {
    options.logger.warn?.(`[pagos] evento de Wompi rechazado: ${why}`);
    return null;
  };

  return {
    name: WOMPI_PROVIDER_NAME,
    environment,

    async checkoutUrl(checkout: PaymentCheckout): Promise<string> {
      const amountInCents = pesosToCents(checkout.monto);
      const expirationTime = checkout.expiresAt.toISOString();
      const url = new URL(checkoutBase);
      url.search = new URLSearchParams({
        'public-key': options.publicKey,
        currency: WOMPI_CURRENCY,
        'amount-in-cents': String(amountInCents),
        reference: checkout.referencia,
        'signature:integrity': integritySignature(
          { reference: checkout.referencia, amountInCents, currency: WOMPI_CURRENCY, expirationTime },
          options.integritySecret,
        ),
        'redirect-url': new URL(checkout.returnPath, options.siteOrigin()).href,
        'expiration-time': expirationTime,
        ...(checkout.email ? { 'customer-data:email': checkout.email } : {}),
      }).toString();
      return url.href;
    },

    async parseNotification(request: Request): Promise<PaymentNotification | typeof NOTIFICATION_IGNORED | null> {
      let json: unknown;
      try {
        json = JSON.parse(await request.text());
      } catch {
        return refuse('el cuerpo no es JSON');
      }
      const parsed = wompiEventSchema.safeParse(json);
      if (!parsed.success) return refuse('no tiene la forma de un evento');
      const event = parsed.data;
      const expected = eventChecksum(event, options.eventsSecret);
      if (expected === null) return refuse(`falta una de las propiedades firmadas (${event.signature.properties.join(', ')})`);
      if (!sameChecksum(expected, event.signature.checksum)) return refuse('checksum inválido');
      const header = request.headers.get(WOMPI_CHECKSUM_HEADER);
      if (header !== null && !sameChecksum(expected, header.trim()))
        return refuse(`la cabecera ${WOMPI_CHECKSUM_HEADER} no coincide`);
      if (event.environment !== undefined && event.environment !== expectedEnvironment) {
        return refuse(`es del ambiente ${event.environment} y las llaves son de ${expectedEnvironment}`);
      }
      if (event.event !== WOMPI_TRANSACTION_EVENT) return NOTIFICATION_IGNORED;

      const transaction = wompiTransactionSchema.safeParse(event.data.transaction);
      if (!transaction.success) return refuse('data.transaction incompleta');
      const { id, reference, status, amount_in_cents, currency, payment_method_type } = transaction.data;
      // Every checkout we build is in COP: another currency is not an amount in pesos.
      if (currency !== WOMPI_CURRENCY) return refuse(`moneda ${currency} en la referencia ${reference}`);
      const estado = Object.hasOwn(WOMPI_STATUS, status) ? WOMPI_STATUS[status] : undefined;
      if (!estado) {
        options.logger.warn?.(`[pagos] evento de Wompi con estado desconocido ${status} (referencia ${reference}): se ignora`);
        return NOTIFICATION_IGNORED;
      }
      const method = payment_method_type ?? '';
      return {
        referencia: reference,
        estado,
        metodo: Object.hasOwn(WOMPI_METHOD, method) ? WOMPI_METHOD[method]! : '',
        monto: centsToPesos(amount_in_cents),
        // Signed, unlike the reference: the service binds it to the attempt it settles.
        transaccion: id,
      };
    },
  };
}
