/** Helpers of the order, coupon and account tests (on top of helpers.ts). */
import { count, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { identityTexts } from '../../machines/screenTexts/identity';
import { errorPageTexts } from '../../machines/screenTexts/errorPage';
import { pageTexts } from '../../machines/screenTexts/pages';
import { subscriptionTexts } from '../../machines/screenTexts/subscriptions';
import { ratingTexts } from '../../machines/screenTexts/rating';
import { paymentTexts } from '../../machines/screenTexts/payment';
import { adminTexts } from '../../machines/screenTexts/admin';
import { accountTexts } from '../../machines/screenTexts/account';
import { orderFieldTexts } from '../../machines/screenTexts/orderFields';
import { promotionTexts } from '../../machines/screenTexts/promotions';
import { metaTexts } from '../../machines/screenTexts/meta';
import { productTexts } from '../../machines/screenTexts/products';
import { formTexts } from '../../machines/screenTexts/forms';
import { dataLockTexts } from '../../machines/screenTexts/dataLock';
import { orderResultSchema, type Order, type OrderLine } from '../../machines/schemas';
import { startSession } from '../../server/auth/sessions';
import { signToken } from '../../server/auth/token';
import { orders, payments, users } from '../../server/db/schema';
import { secretKey } from '../../server/auth/token';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../server/seed/users';
import { ORDER_PATH, TEST_JWT_SECRET, validOrder, type TestServer } from './helpers';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every fixed text of the catalogue, in every group. */
const catalogue = new Set(
  strings({
    messages,
    identityTexts,
    errorPageTexts,
    pageTexts,
    subscriptionTexts,
    ratingTexts,
    paymentTexts,
    adminTexts,
    accountTexts,
    orderFieldTexts,
    promotionTexts,
    metaTexts,
    productTexts,
    formTexts,
    dataLockTexts,
    orderMessages,
  }),
);
/** Texts the catalogue builds from a value. */
const builtTexts = [/^El monto mínimo para aplicar cupones de valor es \$\u00a0[\d.]+\.$/];

export const isCatalogueText = (text: string) => catalogue.has(text) || builtTexts.some((re) => re.test(text));

export interface ErrorBody {
  isError: true;
  message: string;
  errors?: Record<string, string[]>;
  [extra: string]: unknown;
}

/** An API error: status, UTF-8 JSON, isError, a Spanish message from the catalogue (and that one when given). */
export async function expectError(res: Response, status: number, message?: string): Promise<ErrorBody> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8$/i);
  const body = (await res.json()) as ErrorBody;
  expect(body.isError).toBe(true);
  if (message !== undefined) expect(body.message).toBe(message);
  expect(isCatalogueText(body.message), `mensaje fuera del catálogo: ${body.message}`).toBe(true);
  for (const list of Object.values(body.errors ?? {})) {
    expect(list.length).toBeGreaterThan(0);
    for (const text of list) expect(text).toMatch(/[a-záéíóúñ]{3}/i);
  }
  return body;
}

/** A bearer header for a seeded user, signed at the server's current (fake) time; admin as the database says unless overridden. */
export async function tokenFor(
  server: TestServer,
  who: { username: string } = DEMO_CUSTOMER,
  admin?: boolean,
): Promise<Record<string, string>> {
  const [user] = await server.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, who.username.toLowerCase()));
  if (!user) throw new Error(`no such user ${who.username}`);
  const { sessionId } = await startSession(server.database.db, user.id, server.clock.now);
  const token = await signToken(
    {
      userId: user.id,
      cedula: user.cedula,
      admin: admin ?? user.eAdministrador === 'X',
      tokenVersion: user.tokenVersion,
      sessionId,
    },
    secretKey(TEST_JWT_SECRET),
    server.clock.now,
  );
  return { Authorization: `Bearer ${token}` };
}

export const customerAuth = (server: TestServer) => tokenFor(server, DEMO_CUSTOMER);
export const adminAuth = (server: TestServer) => tokenFor(server, DEMO_ADMIN);

export async function userIdOf(server: TestServer, who: { username: string }): Promise<number> {
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, who.username));
  return user!.id;
}

export const CUSTOMER_DOCUMENT = '1020304050';
export const ADMIN_DOCUMENT = '79123456';

/** A line with only code and quantity meaningful (the server prices it). */
export function line(codigo_producto: string, cantidad = 1): OrderLine {
  return {
    codigo_producto,
    cantidad,
    precio: 1,
    porcentaje_iva: 0,
    valor_iva: 0,
    porcentaje_descuento: 0,
    valor_descuento: 0,
    descuento: '',
    clase_condicion: '',
    total: 1,
  };
}

export function sendOrder(
  server: TestServer,
  auth: Record<string, string>,
  order: unknown = validOrder(),
  key?: string,
): Promise<Response> {
  return server.postJson(ORDER_PATH, order, key === undefined ? auth : { ...auth, 'Idempotency-Key': key });
}

/** Sends an order that must succeed; returns its number. */
export async function placeOrder(
  server: TestServer,
  auth: Record<string, string>,
  overrides: Partial<Order> = {},
): Promise<number> {
  const res = await sendOrder(server, auth, validOrder(overrides));
  expect(res.status, await res.clone().text()).toBe(200);
  return orderResultSchema.parse(await res.json()).pedido!;
}

export async function orderCount(server: TestServer): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(orders);
  return row!.n;
}

export const MINUTE = 60_000;

export type PaymentRow = typeof payments.$inferSelect;

/** The order's latest payment attempt (the one its url_pago points at). */
export async function latestPayment(server: TestServer, pedido: number): Promise<PaymentRow> {
  const [row] = await server.database.db
    .select()
    .from(payments)
    .where(eq(payments.pedido, pedido))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row) throw new Error(`order ${pedido} has no payment attempt`);
  return row;
}

/** The customer's choice on the sandbox gateway page: POST /sandbox/pagos/{referencia} with the form the page sends. */
export function submitGateway(server: TestServer, referencia: string, form: Record<string, string>): Promise<Response> {
  return server.request(`/sandbox/pagos/${referencia}`, { method: 'POST', body: new URLSearchParams(form) });
}

/**
 * Pays (or rejects, or leaves pending) the order's latest attempt through the sandbox gateway,
 * as the customer would; the gateway answers 303 back to /resultado-enviar/{pedido}.
 */
export async function payOrder(
  server: TestServer,
  pedido: number,
  resultado: 'aprobado' | 'rechazado' | 'pendiente' = 'aprobado',
  metodo: 'PSE' | 'TARJETA' | 'NEQUI' = 'PSE',
): Promise<Response> {
  const { referencia } = await latestPayment(server, pedido);
  const res = await submitGateway(server, referencia, { resultado, metodo });
  expect(res.status, await res.clone().text()).toBe(303);
  expect(res.headers.get('location')).toBe(`/resultado-enviar/${pedido}`);
  return res;
}

/** Sends an order that must succeed and pays it at once (the kitchen's timeline starts with the payment). */
export async function placePaidOrder(
  server: TestServer,
  auth: Record<string, string>,
  overrides: Partial<Order> = {},
): Promise<number> {
  const pedido = await placeOrder(server, auth, overrides);
  await payOrder(server, pedido);
  return pedido;
}
