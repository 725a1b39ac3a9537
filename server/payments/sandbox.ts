/**
 * The sandbox payment provider (PAYMENT_PROVIDER=sandbox, the default): a stand-in for a
 * real gateway, so online payment works offline, in development and in tests.
 *
 *   checkoutUrl(checkout)      → /sandbox/pagos/{referencia}: the gateway page this same server
 *                                serves (server/sandbox/paymentGateway.ts), where the customer picks
 *                                the outcome (approve, reject, leave pending) as PSE, card or Nequi.
 *   parseNotification(request) → reads the notification the gateway sends to
 *                                POST /api/pagos/notificacion/sandbox, exactly as a real provider's
 *                                webhook would arrive:
 *                                  X-Pasarela-Firma: sha256=<hex HMAC-SHA256 of the raw body>
 *                                  { referencia, estado: PENDIENTE|APROBADO|RECHAZADO, metodo, monto, fecha }
 *                                (monto: the attempt's pesos, as a real provider reports what it charged)
 *                                The signature is checked in constant time (timingSafeEqual) before
 *                                the body is even parsed; anything else is null (the route answers 401).
 *
 * The HMAC secret is PAYMENT_SANDBOX_SECRET when configured, else random per process: the
 * gateway that signs lives in the same process as the route that verifies, so nobody else
 * can forge an approval. The sandbox moves no money and never asks for card data; it must
 * not be configured where real customers pay.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { paymentStateSchema } from '../../machines/schemas';
import type { PaymentCheckout, PaymentNotification, PaymentProvider } from './port';

export const SANDBOX_PROVIDER_NAME = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'X-Pasarela-Firma';
export const SANDBOX_GATEWAY_PREFIX = '/sandbox/pagos/';
/** The secret must resist guessing: at least this many characters when configured. */
export const SANDBOX_SECRET_MIN_LENGTH = 16;

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/;

/** The body of a sandbox notification (POST /api/pagos/notificacion/sandbox). */
export const sandboxNotificationSchema = z.object({
  referencia: z.string().check(z.minLength(1), z.maxLength(64)),
  estado: paymentStateSchema,
  /** PSE, TARJETA, NEQUI, or '' when the customer left it pending without choosing. */
  metodo: z.string().check(z.maxLength(20)),
  /** Pesos (COP) charged: the attempt's monto. */
  monto: z.int().check(z.gte(0)),
  /** When the gateway decided (ISO 8601); informative. */
  fecha: z.string().check(z.maxLength(40)),
});
export type SandboxNotification = z.infer<typeof sandboxNotificationSchema>;

export const sandboxCheckoutPath = (referencia: string): string => `${SANDBOX_GATEWAY_PREFIX}${encodeURIComponent(referencia)}`;

export interface SandboxProvider extends PaymentProvider {
  /** The X-Pasarela-Firma value of a raw body. */
  sign(body: string): string;
  /** A notification request as the gateway delivers it (body signed with this process's secret). */
  notificationRequest(notification: SandboxNotification): Request;
}

export interface SandboxOptions {
  /** HMAC-SHA256 key of the notifications; random per process when absent. */
  secret?: string;
}

export function createSandboxProvider(options: SandboxOptions = {}): SandboxProvider {
  if (options.secret !== undefined && options.secret.length < SANDBOX_SECRET_MIN_LENGTH) {
    throw new Error(`PAYMENT_SANDBOX_SECRET debe tener al menos ${SANDBOX_SECRET_MIN_LENGTH} caracteres`);
  }
  const key = options.secret !== undefined ? Buffer.from(options.secret, 'utf8') : randomBytes(32);
  const digest = (body: string) => createHmac('sha256', key).update(body, 'utf8').digest();
  const sign = (body: string) => `sha256=${digest(body).toString('hex')}`;

  return {
    name: SANDBOX_PROVIDER_NAME,
    sign,

    async checkoutUrl(checkout: PaymentCheckout): Promise<string> {
      return sandboxCheckoutPath(checkout.referencia);
    },

    async parseNotification(request: Request): Promise<PaymentNotification | null> {
      const match = SIGNATURE_PATTERN.exec(request.headers.get(SANDBOX_SIGNATURE_HEADER)?.trim().toLowerCase() ?? '');
      if (!match) return null;
      let body: string;
      try {
        body = await request.text();
      } catch {
        return null;
      }
      // Both sides are 32 bytes (the pattern fixes the hex length), as timingSafeEqual needs.
      if (!timingSafeEqual(Buffer.from(match[1]!, 'hex'), digest(body))) return null;
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return null;
      }
      const parsed = sandboxNotificationSchema.safeParse(json);
      if (!parsed.success) return null;
      return {
        referencia: parsed.data.referencia,
        estado: parsed.data.estado,
        metodo: parsed.data.metodo,
        monto: parsed.data.monto,
      };
    },

    notificationRequest(notification: SandboxNotification): Request {
      const body = JSON.stringify(notification);
      return new Request(`http://sandbox.invalid/api/pagos/notificacion/${SANDBOX_PROVIDER_NAME}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sign(body) },
        body,
      });
    },
  };
}
