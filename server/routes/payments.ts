/**
 * Online payment (tipo_pago PAGOONLINE; server/services/payments.ts has the rules):
 *   GET  /api/pagos/estado/{pedido}          (bearer, owner) → PaymentStatus: estadopago, metodo, total_a_pagar,
 *                                            url_pago (the latest attempt's page while the order can be paid)
 *   POST /api/pagos/reintentar/{pedido}      (bearer, owner) → PaymentStatus with a new attempt's url_pago, when
 *                                            the last was rejected or is still pending; 422 already paid or cancelled
 *   POST /api/pagos/notificacion/{proveedor} (no token: the provider's signature, checked by its
 *                                            parseNotification) → { isError: false }; 401 not genuine,
 *                                            404 unknown provider or referencia, 422 an approval whose
 *                                            monto is not the attempt's, 409 a transaction id bound to
 *                                            another attempt (or another one on this attempt); Wompi's events arrive at
 *                                            /api/pagos/notificacion/wompi (server/payments/wompi.ts)
 * /resultado-enviar/{pedido} asks estado after the provider sent the customer back; another
 * customer's order is a 404, as everywhere (server/services/access.ts).
 */
import * as z from 'zod/mini';
import { orderNumberParamsSchema, paymentStatusSchema } from '../../machines/schemas';
import { requireUser } from '../auth/requireUser';
import type { RouteModule } from '../context';
import { sendJson, validate } from '../http';
import { registerOperations } from '../openapi';
import { SANDBOX_PROVIDER_NAME, SANDBOX_SIGNATURE_HEADER, sandboxNotificationSchema } from '../payments/sandbox';
import { WOMPI_CHECKSUM_HEADER, WOMPI_PROVIDER_NAME, wompiEventSchema } from '../payments/wompi';
import { paymentStatus, receiveNotification, retryPayment } from '../services/payments';
import { paymentTexts } from '../../machines/screenTexts/payment';

export const PAYMENT_STATUS_PATH = '/api/pagos/estado/:pedido';
export const PAYMENT_RETRY_PATH = '/api/pagos/reintentar/:pedido';
export const PAYMENT_NOTIFICATION_PATH = '/api/pagos/notificacion/:proveedor';

const NO_STORE = 'private, no-store';

export const providerParamsSchema = z.object({
  proveedor: z.string().check(z.regex(/^[a-z0-9_-]{1,40}$/, paymentTexts.providerUnknown)),
});

export const notificationAnswerSchema = z.object({ isError: z.literal(false) });

export const paymentRoutes: RouteModule = (app, ctx) => {
  app.get(PAYMENT_STATUS_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const { pedido } = validate(orderNumberParamsSchema, c.req.param(), 'params');
    c.header('Cache-Control', NO_STORE);
    return sendJson(c, await paymentStatus(ctx, claims.userId, pedido));
  });

  app.post(PAYMENT_RETRY_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const { pedido } = validate(orderNumberParamsSchema, c.req.param(), 'params');
    c.header('Cache-Control', NO_STORE);
    return sendJson(c, await retryPayment(ctx, claims.userId, pedido));
  });

  app.post(PAYMENT_NOTIFICATION_PATH, async (c) => {
    const { proveedor } = validate(providerParamsSchema, c.req.param(), 'params');
    // A fresh Request with the body Hono keeps (the NUL check may have read the stream already);
    // every header stays, as providers sign with theirs.
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    const request = new Request(c.req.url, { method: 'POST', headers, body: await c.req.text() });
    await receiveNotification(ctx, proveedor, request);
    c.header('Cache-Control', 'no-store');
    return sendJson(c, { isError: false });
  });

  return [PAYMENT_STATUS_PATH, PAYMENT_RETRY_PATH, PAYMENT_NOTIFICATION_PATH];
};

const orderNumberExample = { pedido: '100001' };

registerOperations(
  {
    method: 'get',
    path: PAYMENT_STATUS_PATH,
    operationId: 'paymentStatus',
    tag: 'pagos',
    summary: 'Estado del pago en línea de un pedido propio (resultado-enviar)',
    description:
      'estadopago PENDIENTE, APROBADO o RECHAZADO; metodo (PSE, TARJETA, NEQUI) cuando el proveedor lo informa; url_pago: la página del último intento mientras el pedido se puede pagar (pendiente o rechazado y no cancelado), si no null. Pedido de otro cliente: 404.',
    auth: 'user',
    params: orderNumberParamsSchema,
    paramsExample: orderNumberExample,
    response: { name: 'PaymentStatus', schema: paymentStatusSchema, description: 'El pago del pedido.', cacheControl: NO_STORE },
    errors: [401, 404, 422],
  },
  {
    method: 'post',
    path: PAYMENT_RETRY_PATH,
    operationId: 'retryPayment',
    tag: 'pagos',
    summary: 'Nuevo intento de pago de un pedido propio',
    description:
      'Cuando el último intento fue rechazado o sigue pendiente: abre uno nuevo (otra referencia) y responde su url_pago; estadopago vuelve a PENDIENTE. Pedido ya pagado o cancelado: 422.',
    auth: 'user',
    params: orderNumberParamsSchema,
    paramsExample: orderNumberExample,
    response: {
      name: 'PaymentStatus',
      schema: paymentStatusSchema,
      description: 'El pago con la página del nuevo intento.',
      cacheControl: NO_STORE,
    },
    errors: [401, 404, 422],
  },
  {
    method: 'post',
    path: PAYMENT_NOTIFICATION_PATH,
    operationId: 'paymentNotification',
    tag: 'pagos',
    summary: 'Notificación (webhook) del proveedor de pagos',
    description: `Sin token: la autentica la firma del proveedor {proveedor} (el configurado en PAYMENT_PROVIDER). La pasarela de pruebas (${SANDBOX_PROVIDER_NAME}) firma el cuerpo crudo con HMAC-SHA256 en la cabecera ${SANDBOX_SIGNATURE_HEADER}: sha256=<hex>. Wompi (${WOMPI_PROVIDER_NAME}) envía sus eventos (transaction.updated) con signature.checksum = SHA-256 de los valores de signature.properties (leídos de data, en su orden), timestamp y el secreto de eventos, también en la cabecera ${WOMPI_CHECKSUM_HEADER}; amount_in_cents se divide entre 100; APPROVED aprueba, DECLINED, VOIDED y ERROR rechazan, PENDING deja pendiente; otros eventos auténticos se aceptan sin cambios. Firma inválida: 401 sin cambios; referencia desconocida: 404; una aprobación cuyo monto (pesos cobrados) no es el del intento: 422 '${paymentTexts.amountMismatch}' sin cambios; el id de la transacción (Wompi: transaction.id) queda ligado al intento que liquida: un evento cuya transacción ya liquidó otra referencia, o sobre un intento que liquidó otra transacción, es 409 '${paymentTexts.transactionConflict}' sin cambios. Idempotente: repetir una notificación no cambia nada; un pago aprobado no vuelve atrás; un pedido cancelado no cambia.`,
    params: providerParamsSchema,
    paramsExample: { proveedor: SANDBOX_PROVIDER_NAME },
    headers: [
      {
        name: SANDBOX_SIGNATURE_HEADER,
        required: false,
        description:
          'Pasarela de pruebas: sha256= y el HMAC-SHA256 (hex) del cuerpo con el secreto PAYMENT_SANDBOX_SECRET. Otros proveedores usan su propia firma.',
        schema: z.string().check(z.regex(/^sha256=[0-9a-f]{64}$/)),
        example: `sha256=${'0'.repeat(64)}`,
      },
      {
        name: WOMPI_CHECKSUM_HEADER,
        required: false,
        description: 'Wompi: el mismo checksum de signature.checksum (SHA-256 en hex); si llega, debe coincidir.',
        schema: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)),
        example: '0'.repeat(64),
      },
    ],
    body: {
      name: 'PaymentNotification',
      // The sandbox's notification, or a Wompi event (server/payments/wompi.ts).
      schema: z.union([sandboxNotificationSchema, wompiEventSchema]),
      example: {
        referencia: '6f1c2d3e4f0b7f8a4e3c1d4b7a9a550f',
        estado: 'APROBADO',
        metodo: 'PSE',
        monto: 64_220,
        fecha: '2026-03-02T15:04:00.000Z',
      },
    },
    response: {
      name: 'PaymentNotificationAnswer',
      schema: notificationAnswerSchema,
      description: 'Recibida.',
      cacheControl: 'no-store',
    },
    errors: [401, 404, 409, 413, 422],
  },
);
