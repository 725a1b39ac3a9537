/**
 * Writes the demo customer's history (server/seed/demoHistory.ts) as the API itself would have
 * stored it, at instants relative to the seed's `now`:
 *   - addresses as the address dialog builds them (machines/rules/addressBook.ts addressBodyOf),
 *     checked with the API's schema;
 *   - each order as the storefront builds it (machines/rules/orderDraft.ts buildOrder, lines priced
 *     by machines/rules/pricing.ts at the order's sales point) and stored by the order call's own
 *     placement (server/services/orderPlacement.ts placeOrder: server prices, validation, slot and
 *     store rules, first payment attempt) with the clock at the moment it was placed;
 *   - each payment approved through the provider-notification state machine
 *     (server/services/payments.ts applyPaymentNotification) a minute later;
 *   - the kitchen's steps up to the seed recorded by server/services/orderStatus.ts recordStatuses;
 *   - the rating and the subscription as their calls store them, once their rules allow it.
 * Everything runs in the caller's transaction (placement's own transactions become savepoints),
 * so a history is written whole or not at all.
 */
import { eq, sql } from 'drizzle-orm';
import { addressBodyOf } from '../../machines/rules/addressBook';
import { addDays, bogotaDayOf, slotOffer } from '../../machines/rules/deliverySlots';
import { buildOrder } from '../../machines/rules/orderDraft';
import { pickupAddressOf } from '../../machines/rules/pickupStore';
import { priceLine, type PricedLine } from '../../machines/rules/pricing';
import { addressBodySchema, ratingParamsSchema, type Address, type OrderResult } from '../../machines/schemas';
import type { Logger, ServerContext } from '../context';
import type { Db } from '../db/client';
import { addresses, favourites, orderRatings, orders, payments, subscriptions, users } from '../db/schema';
import { createMemoryNotifier } from '../events/notifier';
import { createSandboxProvider } from '../payments/sandbox';
import { CatalogueService } from '../services/catalogue';
import { placeOrder } from '../services/orderPlacement';
import { currentStatus, ORDER_STATUS, recordStatuses } from '../services/orderStatus';
import { applyPaymentNotification, PAYMENT_STATE } from '../services/payments';
import type { DemoHistory, DemoOrder, DemoPlacement } from './demoHistory';

const MINUTE_MS = 60_000;
/** The customer pays on the gateway's page a minute after placing the order. */
const PAID_AFTER_MS = MINUTE_MS;
/** An order is rated, and then subscribed to, half an hour after it arrived. */
const RATED_AFTER_DELIVERY_MS = 30 * MINUTE_MS;
/** Saved addresses and favourites were added in the evening of their day (Bogotá). */
const ACCOUNT_CHANGES_AT = '20:00';
/** Days between one favourite and the next older one. */
const FAVOURITES_DAYS_APART = 7;

/**
 * Where the kitchen's clock of an order held 'en preparación' is parked. The sandbox kitchen
 * (server/services/orderStatus.ts) moves a paid order on by itself, counted from orders.pagado_en
 * (en camino 20 min, entregado 45 min after it), and recorded steps do not stop it: a demo order
 * placed at the seed would read 'entregado' to anyone opening the store an hour later, and there
 * would be nothing left to track. With pagado_en parked here, far beyond any clock, the schedule
 * adds no step: the order stays at the 'en preparación' its history records, however long after
 * the seed the store is opened, until the administrator moves it on (POST /api/pedidos/
 * guardar_estado). It is still paid: estadopago APROBADO, the approved attempt dated a minute
 * after the order. pagado_en appears in no answer of the API.
 */
export const HELD_KITCHEN_CLOCK = new Date('9999-12-31T00:00:00.000Z');

/** An instant at a Bogotá day and time (UTC−5 all year, as machines/rules/deliverySlots.ts). */
const bogotaInstant = (day: string, time: string): Date => new Date(`${day}T${time}:00-05:00`);

function placedAt(placement: DemoPlacement, now: Date): Date {
  if ('minutesAgo' in placement) return new Date(now.getTime() - placement.minutesAgo * MINUTE_MS);
  return bogotaInstant(addDays(bogotaDayOf(now.getTime()), -placement.daysAgo), placement.at);
}

const daysBefore = (now: Date, days: number, time = ACCOUNT_CHANGES_AT): Date =>
  bogotaInstant(addDays(bogotaDayOf(now.getTime()), -days), time);

/** What order placement and payment approval use of a server (the rate limits, which the seed is not subject to, stay off). */
type PlacementContext = Pick<ServerContext, 'db' | 'catalogue' | 'clock' | 'logger' | 'notifier' | 'payments'>;

/**
 * A server context on the seed's database handle and clock for placeOrder and applyPaymentNotification.
 * They read nothing else of it (mail, identity, streams, passwords): the demo history's test in
 * tests/server/seed.test.ts fails if that changes. Their notices go to a notifier nobody listens to.
 */
function seedingContext(db: Db, clock: () => Date): ServerContext {
  const logger: Logger = { error: (...args: unknown[]) => console.error('[semilla]', ...args) };
  const parts: PlacementContext = {
    db,
    catalogue: new CatalogueService(db),
    clock,
    logger,
    notifier: createMemoryNotifier(logger),
    payments: createSandboxProvider(),
  };
  return parts as ServerContext;
}

interface Customer {
  id: number;
  cedula: string;
}

async function writeAddresses(db: Db, history: DemoHistory, customer: Customer, now: Date): Promise<Map<string, Address>> {
  if (history.addresses.filter((a) => a.predeterminada).length !== 1)
    throw new Error('semilla: exactamente una dirección predeterminada');
  const byAlias = new Map<string, Address>();
  for (const saved of history.addresses) {
    const body = addressBodySchema.parse(addressBodyOf(saved, history.city));
    const at = daysBefore(now, saved.daysAgo);
    await db.insert(addresses).values({
      userId: customer.id,
      alias: body.alias,
      ciudad: body.ciudad,
      departamento: body.departamento,
      nomenclatura: body.nomenclatura,
      segmentoDireccion1: body.segmentoDireccion1,
      segmentoDireccion2: body.segmentoDireccion2,
      segmentoDireccion3: body.segmentoDireccion3,
      complemento: body.complemento,
      segmentoCompleto: body.segmentoCompleto,
      barrio: body.barrio,
      predeterminada: saved.predeterminada,
      createdAt: at,
      updatedAt: at,
    });
    const { alias: _alias, predeterminada: _default, ...address } = body;
    byAlias.set(saved.alias, address);
  }
  return byAlias;
}

/** Places one order at its instant and pays it a minute later; answers its number. */
async function placeAndPay(
  ctx: ServerContext,
  clock: { now: Date },
  seededAt: Date,
  history: DemoHistory,
  order: DemoOrder,
  customer: Customer,
  saved: Map<string, Address>,
): Promise<number> {
  const store = await ctx.catalogue.salesPoint(order.pdv);
  if (!store) throw new Error(`semilla: el punto de venta ${order.pdv} no existe`);
  const menu = await ctx.catalogue.pricedProducts(store.Vkbur, store.Konda);
  const lines: PricedLine[] = order.lines.map((line, i) => {
    const product = menu.byCode.get(line.codigo);
    if (!product) throw new Error(`semilla: ${line.codigo} no se vende en ${order.pdv}`);
    return priceLine(product, line.cantidad, i + 1);
  });
  const address = order.pickup ? pickupAddressOf(store) : saved.get(order.addressAlias ?? '');
  if (!address) throw new Error(`semilla: no hay dirección guardada '${order.addressAlias}'`);

  clock.now = placedAt(order.placed, seededAt);
  // The slot the checkout offers first at that moment (machines/rules/deliverySlots.ts).
  const slot = slotOffer(clock.now.getTime());
  const draft = buildOrder({
    lines,
    salesPoint: store,
    document: customer.cedula,
    address,
    city: order.pickup ? store.city1 : history.city,
    deliveryDate: slot.day ?? '',
    deliveryTime: slot.time ?? '',
    pickup: order.pickup,
    recipient: { ...history.recipient, observacion: order.observacion },
    coupons: [],
  });
  const answer = JSON.parse(await placeOrder(ctx, { userId: customer.id, cedula: customer.cedula }, draft, null)) as OrderResult;
  const pedido = answer.pedido!;

  clock.now = new Date(clock.now.getTime() + PAID_AFTER_MS);
  const [attempt] = await ctx.db.select().from(payments).where(eq(payments.pedido, pedido));
  const outcome = await applyPaymentNotification(ctx, {
    referencia: attempt!.referencia,
    estado: PAYMENT_STATE.approved,
    metodo: order.metodo,
    monto: attempt!.monto,
  });
  if (outcome !== 'applied') throw new Error(`semilla: el pago del pedido ${pedido} no se aplicó (${outcome})`);
  return pedido;
}

/**
 * Writes the history for its customer in `db` (call it inside a transaction). False when the
 * customer does not exist. Throws when the data breaks a rule of the API (a product not sold at
 * the store, an order that did not reach its outcome by `now`).
 */
export async function writeDemoHistory(db: Db, history: DemoHistory, now: Date): Promise<boolean> {
  const [customer] = await db
    .select({ id: users.id, cedula: users.cedula })
    .from(users)
    .where(eq(sql`lower(${users.email})`, history.customer.toLowerCase()))
    .limit(1);
  if (!customer) return false;
  // The account predates everything it holds.
  await db
    .update(users)
    .set({ createdAt: daysBefore(now, history.accountDaysAgo, '09:00') })
    .where(eq(users.id, customer.id));

  const saved = await writeAddresses(db, history, customer, now);
  await db.insert(favourites).values(
    history.favourites.map((codigoProducto, i) => ({
      userId: customer.id,
      codigoProducto,
      createdAt: daysBefore(now, 2 + i * FAVOURITES_DAYS_APART),
    })),
  );

  const clock = { now };
  const ctx = seedingContext(db, () => clock.now);
  const placed: { order: DemoOrder; pedido: number }[] = [];
  for (const order of history.orders)
    placed.push({ order, pedido: await placeAndPay(ctx, clock, now, history, order, customer, saved) });

  // The kitchen's steps up to the seed, recorded as a read of the orders at `now` records them.
  const rows = await db.select().from(orders).where(eq(orders.userId, customer.id));
  const timelines = await recordStatuses(db, rows, now);
  for (const { order, pedido } of placed) {
    const steps = timelines.get(pedido)!;
    const reached = currentStatus(steps);
    if (reached !== order.outcome) throw new Error(`semilla: el pedido ${pedido} está '${reached}', no '${order.outcome}'`);
    if (order.outcome === ORDER_STATUS.preparing) {
      await db.update(orders).set({ pagadoEn: HELD_KITCHEN_CLOCK }).where(eq(orders.pedido, pedido));
      continue;
    }
    const row = rows.find((r) => r.pedido === pedido)!;
    const arrived = steps[steps.length - 1]!.fecha;
    const afterwards = new Date(arrived.getTime() + RATED_AFTER_DELIVERY_MS);
    if (order.rating) {
      // What the rating call takes (its own params schema), stored as it stores it.
      const rating = ratingParamsSchema.parse({
        orderNumber: String(pedido),
        pdv: row.pdv,
        rating: String(order.rating.calificacion),
        reason: order.rating.motivo,
        observation: order.rating.observacion,
      });
      await db.insert(orderRatings).values({
        pedido,
        userId: customer.id,
        pdv: row.pdv,
        calificacion: rating.rating,
        motivo: rating.reason,
        observacion: rating.observation,
        createdAt: afterwards,
      });
    }
    if (order.subscription) {
      const [paid] = await db
        .select({ estado: orders.estado, estadopago: orders.estadoPago })
        .from(orders)
        .where(eq(orders.pedido, pedido));
      // The subscription call's own conditions: a paid order that stands.
      if (paid!.estado === ORDER_STATUS.cancelled || paid!.estadopago !== PAYMENT_STATE.approved)
        throw new Error(`semilla: el pedido ${pedido} no admite suscripción`);
      await db.insert(subscriptions).values({
        pedido,
        userId: customer.id,
        frecuencia: order.subscription.frecuencia,
        createdAt: afterwards,
        updatedAt: afterwards,
      });
    }
  }
  return true;
}
