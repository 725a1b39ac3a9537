/**
 * Subscriptions that reorder (server/services/subscriptionScheduler.ts), on the fake clock: the
 * repeat order is placed once per subscription and delivery day, the day before delivery, at
 * today's server prices and without coupon, left awaiting payment with a mail to the customer;
 * pausing, resuming and skipping the next delivery; what happens when a repeat cannot be placed.
 */
import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionAnswerSchema, subscriptionListSchema } from '../../machines/schemas';
import { subscriptionTexts } from '../../machines/screenTexts/subscriptions';
import { orderMessages } from '../../machines/screenTexts/order';
import { SUBSCRIPTION_SCHEDULER_INTERVAL_MS } from '../../machines/constants';
import type { Mail } from '../../server/mail/mailer';
import { orderLines, orders, products, salesPointProducts, subscriptionRuns, subscriptions } from '../../server/db/schema';
import { RUN_STATE } from '../../server/services/subscriptionScheduler';
import { createTestServer, START, type TestServer } from './helpers';
import { customerAuth, CUSTOMER_DOCUMENT, expectError, line, MINUTE, placePaidOrder } from './accountHelpers';

let server: TestServer;
const mails: Mail[] = [];
beforeAll(async () => {
  server = await createTestServer({
    deps: { mailer: { send: async (mail) => void mails.push(mail) }, publicOrigin: 'https://pedidos.example.co' },
  });
});
afterAll(async () => server?.close());
beforeEach(async () => {
  mails.length = 0;
  // Each test starts with no subscriptions and no repeats (orders stay; they are told apart by number).
  await server.database.db.delete(subscriptionRuns);
  await server.database.db.delete(subscriptions);
});
afterEach(() => {
  server.clock.now = new Date(START);
});

const HOUR = 60 * MINUTE;
/** An instant in Bogotá (UTC−5). */
const bogota = (day: string, time: string) => new Date(`${day}T${time}:00-05:00`);

async function subscribe(
  frequency: number,
  lines = [line('T100', 2)],
): Promise<{ pedido: number; auth: Record<string, string> }> {
  const auth = await customerAuth(server);
  // The contract's example order: delivery 2026-03-03 at 12:30, placed at START (2026-03-02 10:00 in Bogotá).
  const pedido = await placePaidOrder(server, auth, { detalles_pedido: lines });
  const res = await server.request(`/api/usuarios/suscripciones/${CUSTOMER_DOCUMENT}/${pedido}/${frequency}/N`, {
    method: 'POST',
    headers: auth,
  });
  expect(res.status).toBe(200);
  return { pedido, auth };
}

const change = (pedido: number, what: string, auth: Record<string, string>, document = CUSTOMER_DOCUMENT) =>
  server.request(`/api/usuarios/suscripciones/${document}/${pedido}/${what}`, { method: 'POST', headers: auth });

async function repeatsOf(pedido: number) {
  const runs = await server.database.db
    .select()
    .from(subscriptionRuns)
    .where(eq(subscriptionRuns.suscripcion, pedido))
    .orderBy(asc(subscriptionRuns.fecha));
  return runs;
}

async function orderRow(pedido: number) {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.pedido, pedido));
  return row!;
}

describe('a subscription places its next order on schedule', () => {
  it('places the repeat the day before its delivery, at the subscribed time, at server prices, without coupon, awaiting payment, and mails the payment link', async () => {
    const { pedido } = await subscribe(7);
    // Next delivery of the series 2026-03-03 + 7 days: 2026-03-10. Two days before, nothing is due.
    server.clock.now = bogota('2026-03-08', '23:59');
    expect(await server.app.placeDueRepeats()).toEqual([]);
    server.clock.now = bogota('2026-03-09', '00:05');
    const [outcome] = await server.app.placeDueRepeats();
    expect(outcome).toMatchObject({ suscripcion: pedido, fecha: '2026-03-10', estado: RUN_STATE.placed });
    const repeat = await orderRow(outcome!.pedido!);
    const original = await orderRow(pedido);
    expect(repeat).toMatchObject({
      userId: original.userId,
      fechaEntrega: '2026-03-10',
      horaEntrega: '12:30',
      direccion: original.direccion,
      estadoPago: 'PENDIENTE',
      nroCupon: '',
      cuponesValor: 0,
      estado: 'recibido',
      total: original.total,
    });
    const lines = await server.database.db.select().from(orderLines).where(eq(orderLines.pedido, repeat.pedido));
    expect(lines.map((l) => [l.codigoProducto, l.cantidad])).toEqual([['T100', 2]]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(subscriptionTexts.repeatPlacedSubject(repeat.pedido));
    // A whole address a mail client opens (finding 10): the sandbox's path at PUBLIC_ORIGIN.
    expect(mails[0]!.text).toMatch(/\nhttps:\/\/pedidos\.example\.co\/sandbox\/pagos\/[A-Za-z0-9_-]+\n/);
    // People read days in words, never as 2026-03-10 (finding 8).
    expect(mails[0]!.text).toContain('para el martes 10 de marzo a las 12:30');
    expect(mails[0]!.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('places each repeat exactly once, however many ticks and servers look at it', async () => {
    const { pedido } = await subscribe(7);
    server.clock.now = bogota('2026-03-09', '08:00');
    // Two replicas ticking at the same moment, then a later tick of each.
    const first = await Promise.all([server.app.placeDueRepeats(), server.app.placeDueRepeats()]);
    expect(first.flat()).toHaveLength(1);
    server.clock.advance(SUBSCRIPTION_SCHEDULER_INTERVAL_MS);
    expect(await server.app.placeDueRepeats()).toEqual([]);
    expect((await repeatsOf(pedido)).map((r) => [r.fecha, r.estado])).toEqual([['2026-03-10', RUN_STATE.placed]]);
  });

  it('every 7 days over three weeks of 15-minute ticks: three repeats, on the series days, one mail each', async () => {
    const { pedido } = await subscribe(7);
    const until = bogota('2026-03-24', '23:59').getTime();
    for (
      server.clock.now = bogota('2026-03-02', '11:00');
      server.clock.now.getTime() <= until;
      server.clock.advance(4 * SUBSCRIPTION_SCHEDULER_INTERVAL_MS)
    ) {
      await server.app.placeDueRepeats();
    }
    const runs = await repeatsOf(pedido);
    expect(runs.map((r) => [r.fecha, r.estado])).toEqual([
      ['2026-03-10', RUN_STATE.placed],
      ['2026-03-17', RUN_STATE.placed],
      ['2026-03-24', RUN_STATE.placed],
    ]);
    // Each placed the day before its delivery, just after midnight (the first tick of that day).
    for (const run of runs) expect(run.createdAt.getTime() - bogota(run.fecha, '00:00').getTime()).toBeLessThan(-23 * HOUR);
    expect(mails).toHaveLength(3);
  });
});

describe('what the subscription list tells about each repeat', () => {
  it('lists the products each repeat brings and the coupon the subscribed order had, so a total above what was paid is explained', async () => {
    const { pedido, auth } = await subscribe(7, [line('T100', 2), line('T201', 1)]);
    // The subscribed order was paid with a coupon: total_a_pagar = total − cuponesvalor.
    await server.database.db.update(orders).set({ nroCupon: 'BIENVENIDA', cuponesValor: 5_000 }).where(eq(orders.pedido, pedido));
    const [named] = await server.database.db
      .select({ nombre: products.descripcionCorta })
      .from(products)
      .where(eq(products.codigoProducto, 'T100'));
    const listed = subscriptionListSchema.parse(
      await (await server.request(`/api/usuarios/suscripciones/${CUSTOMER_DOCUMENT}`, { headers: auth })).json(),
    );
    const sub = listed.find((s) => s.pedido === pedido)!;
    expect(sub.total).toBe((await orderRow(pedido)).total);
    expect(sub).toMatchObject({ nrocupon: 'BIENVENIDA', cuponesvalor: 5_000 });
    expect(sub.productos).toEqual([
      { codigo_producto: 'T100', cantidad: 2, descripcion_corta: named!.nombre },
      expect.objectContaining({ codigo_producto: 'T201', cantidad: 1 }),
    ]);
  });
});

describe('pausing, resuming and skipping (POST /api/usuarios/suscripciones/{document}/{orderNumber}/{pausar|reanudar|omitir})', () => {
  it('a paused subscription places nothing; resumed, it places the next delivery', async () => {
    const { pedido, auth } = await subscribe(7);
    const paused = await change(pedido, 'pausar', auth);
    expect(subscriptionAnswerSchema.parse(await paused.json())).toEqual({
      tipo: 'S',
      mensaje: subscriptionTexts.paused,
    });
    server.clock.now = bogota('2026-03-09', '08:00');
    expect(await server.app.placeDueRepeats()).toEqual([]);
    const listed = subscriptionListSchema.parse(
      await (
        await server.request(`/api/usuarios/suscripciones/${CUSTOMER_DOCUMENT}`, { headers: await customerAuth(server) })
      ).json(),
    );
    expect(listed.find((s) => s.pedido === pedido)).toMatchObject({ pausada: true });

    const resumed = await change(pedido, 'reanudar', await customerAuth(server));
    expect(subscriptionAnswerSchema.parse(await resumed.json()).mensaje).toBe(subscriptionTexts.resumed);
    expect(await server.app.placeDueRepeats()).toEqual([
      expect.objectContaining({ fecha: '2026-03-10', estado: RUN_STATE.placed }),
    ]);
  });

  it('skipping records the next delivery as skipped, places no order, and the list shows the one after it', async () => {
    const { pedido, auth } = await subscribe(7);
    const skipped = await change(pedido, 'omitir', auth);
    // The toast names the day in words: 'No haremos el pedido del martes 10 de marzo…', never '…del 2026-03-10…' (finding 8).
    const skippedText = subscriptionAnswerSchema.parse(await skipped.json()).mensaje;
    expect(skippedText).toBe(subscriptionTexts.skipped('martes 10 de marzo'));
    expect(skippedText).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const list = async () =>
      subscriptionListSchema.parse(
        await (
          await server.request(`/api/usuarios/suscripciones/${CUSTOMER_DOCUMENT}`, { headers: await customerAuth(server) })
        ).json(),
      );
    expect((await list()).find((s) => s.pedido === pedido)).toMatchObject({
      proxima_entrega: '2026-03-17',
      omitir_fecha: '2026-03-10',
    });

    server.clock.now = bogota('2026-03-09', '08:00');
    expect(await server.app.placeDueRepeats()).toEqual([{ suscripcion: pedido, fecha: '2026-03-10', estado: RUN_STATE.skipped }]);
    expect(mails).toEqual([]);
    server.clock.now = bogota('2026-03-16', '08:00');
    // Once the skipped day is past, the list no longer shows it: the customer may skip again.
    expect((await list()).find((s) => s.pedido === pedido)).toMatchObject({ proxima_entrega: '2026-03-17', omitir_fecha: null });
    expect(await server.app.placeDueRepeats()).toEqual([
      expect.objectContaining({ fecha: '2026-03-17', estado: RUN_STATE.placed }),
    ]);
  });

  it('only the subscriber: another document is a 403, an order without subscription a 422 with the spec message, an unknown change a 404', async () => {
    const { pedido, auth } = await subscribe(7);
    expect((await change(pedido, 'pausar', auth, '79123456')).status).toBe(403);
    await server.database.db.delete(subscriptions).where(eq(subscriptions.pedido, pedido));
    const body = await expectError(await change(pedido, 'pausar', auth), 422, subscriptionTexts.updateFailed);
    expect(body.errors).toEqual({ orderNumber: [subscriptionTexts.notFound] });
    expect((await change(pedido, 'cancelar', auth)).status).toBe(404);
  });
});

describe('a repeat that cannot be placed is recorded with its reason and the customer is told', () => {
  it('a product no longer sold: the run fails with the server’s reason, no order, one mail', async () => {
    const { pedido } = await subscribe(7, [line('T100', 1), line('T200', 1)]);
    const before = await server.database.db.select({ pedido: orders.pedido }).from(orders);
    const original = await orderRow(pedido);
    await server.database.db
      .insert(salesPointProducts)
      .values({ vkbur: original.pdv, codigoProducto: 'T200', disponible: false });
    server.app.catalogue.invalidate();
    try {
      server.clock.now = bogota('2026-03-09', '08:00');
      const [outcome] = await server.app.placeDueRepeats();
      expect(outcome).toMatchObject({ estado: RUN_STATE.failed, motivo: orderMessages.pricesUndeterminable });
      expect(await server.database.db.select({ pedido: orders.pedido }).from(orders)).toHaveLength(before.length);
      expect(mails.map((m) => m.subject)).toEqual([subscriptionTexts.repeatFailedSubject]);
      // Recorded: the next tick does not try that day again.
      expect(await server.app.placeDueRepeats()).toEqual([]);
    } finally {
      await server.database.db.delete(salesPointProducts).where(eq(salesPointProducts.codigoProducto, 'T200'));
      server.app.catalogue.invalidate();
    }
  });

  it('a server down for the whole lead time that comes back at 22:00 on the delivery day: no time left, recorded as failed', async () => {
    const { pedido } = await subscribe(7);
    const before = await server.database.db.select({ pedido: orders.pedido }).from(orders);
    server.clock.now = bogota('2026-03-10', '22:00');
    expect(await server.app.placeDueRepeats()).toEqual([
      { suscripcion: pedido, fecha: '2026-03-10', estado: RUN_STATE.failed, motivo: subscriptionTexts.noSlotLeft },
    ]);
    expect(await server.database.db.select({ pedido: orders.pedido }).from(orders)).toHaveLength(before.length);
    expect(mails.map((m) => m.text)).toEqual([
      subscriptionTexts.repeatFailedText('martes 10 de marzo', subscriptionTexts.noSlotLeft),
    ]);
  });

  it('at 20:00 on the delivery day a repeat still due takes the first time still possible', async () => {
    await subscribe(7);
    server.clock.now = bogota('2026-03-10', '20:00');
    const [outcome] = await server.app.placeDueRepeats();
    expect((await orderRow(outcome!.pedido!)).horaEntrega).toBe('21:00');
  });
});

describe('once per delivery, keyed on what is delivered (customer, subscribed order, day)', () => {
  const action = (pedido: number, frequency: number, what: 'N' | 'E', auth: Record<string, string>) =>
    server.request(`/api/usuarios/suscripciones/${CUSTOMER_DOCUMENT}/${pedido}/${frequency}/${what}`, {
      method: 'POST',
      headers: auth,
    });

  it('deleting the subscription (E) and creating it again (N) the same day places no second order and sends no second mail', async () => {
    const { pedido } = await subscribe(7);
    server.clock.now = bogota('2026-03-09', '08:00');
    expect(await server.app.placeDueRepeats()).toEqual([
      expect.objectContaining({ fecha: '2026-03-10', estado: RUN_STATE.placed }),
    ]);
    const ordersBefore = await server.database.db.select({ pedido: orders.pedido }).from(orders);
    for (let round = 0; round < 2; round++) {
      const auth = await customerAuth(server);
      expect((await action(pedido, 0, 'E', auth)).status).toBe(200);
      expect((await action(pedido, 7, 'N', auth)).status).toBe(200);
      // Two replicas ticking at once after the re-creation.
      expect((await Promise.all([server.app.placeDueRepeats(), server.app.placeDueRepeats()])).flat()).toEqual([]);
    }
    expect(await server.database.db.select({ pedido: orders.pedido }).from(orders)).toHaveLength(ordersBefore.length);
    expect(mails).toHaveLength(1);
    expect((await repeatsOf(pedido)).map((r) => [r.fecha, r.estado])).toEqual([['2026-03-10', RUN_STATE.placed]]);
  });

  it('re-created with another frequency, a delivery on another day is placed (only the same delivery is kept from repeating)', async () => {
    const { pedido } = await subscribe(7);
    server.clock.now = bogota('2026-03-09', '08:00');
    await server.app.placeDueRepeats();
    const auth = await customerAuth(server);
    expect((await action(pedido, 0, 'E', auth)).status).toBe(200);
    expect((await action(pedido, 1, 'N', auth)).status).toBe(200);
    // Every day from 2026-03-03: the next delivery is today, 2026-03-09, at 12:30.
    expect(await server.app.placeDueRepeats()).toEqual([
      expect.objectContaining({ fecha: '2026-03-09', estado: RUN_STATE.placed }),
    ]);
    expect(mails).toHaveLength(2);
  });

  it('a repeat not paid within 30 minutes expires like any order; its day is not placed again, and the mail says how long there is to pay', async () => {
    const { pedido } = await subscribe(7);
    server.clock.now = bogota('2026-03-09', '00:05');
    const [outcome] = await server.app.placeDueRepeats();
    expect(mails[0]!.text).toContain('30 minutos');
    server.clock.advance(31 * MINUTE);
    expect(await server.app.placeDueRepeats()).toEqual([]);
    expect(await orderRow(outcome!.pedido!)).toMatchObject({ estado: 'vencido', estadoPago: 'PENDIENTE' });
    expect((await repeatsOf(pedido)).map((r) => [r.fecha, r.estado])).toEqual([['2026-03-10', RUN_STATE.placed]]);
    expect(mails).toHaveLength(1);
  });
});

describe('migration 0010 on a database whose runs belonged to the subscription rows', () => {
  it('keeps each run, gives it the customer of its subscribed order, and then survives deleting the subscription', async () => {
    const { db } = server.database;
    const { pedido } = await subscribe(7);
    const { userId } = await orderRow(pedido);
    // Back to the 0009 shape: runs keyed (subscription, day), deleted with the subscription.
    for (const statement of [
      'ALTER TABLE "subscription_runs" DROP CONSTRAINT "subscription_runs_user_id_suscripcion_fecha_pk"',
      'ALTER TABLE "subscription_runs" DROP CONSTRAINT "subscription_runs_user_id_users_id_fk"',
      'ALTER TABLE "subscription_runs" DROP CONSTRAINT "subscription_runs_suscripcion_orders_pedido_fk"',
      'ALTER TABLE "subscription_runs" DROP COLUMN "user_id"',
      'ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_suscripcion_fecha_pk" PRIMARY KEY("suscripcion","fecha")',
      'ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_suscripcion_subscriptions_pedido_fk" FOREIGN KEY ("suscripcion") REFERENCES "public"."subscriptions"("pedido") ON DELETE cascade',
      'DROP INDEX "orders_unpaid_created_at_idx"',
    ]) {
      await db.execute(sql.raw(statement));
    }
    await db.execute(
      sql`INSERT INTO subscription_runs (suscripcion, fecha, estado, created_at) VALUES (${pedido}, '2026-03-10', 'creado', now())`,
    );
    const migration = readFileSync(
      new URL('../../server/db/migrations/0010_unpaid_expiry_subscription_deliveries.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect((await repeatsOf(pedido)).map((r) => [r.userId, r.fecha, r.estado])).toEqual([[userId, '2026-03-10', 'creado']]);
    await db.delete(subscriptions).where(eq(subscriptions.pedido, pedido));
    expect(await repeatsOf(pedido)).toHaveLength(1);
  });
});
