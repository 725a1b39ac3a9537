/**
 * Subscriptions that reorder: every SUBSCRIPTION_SCHEDULER_INTERVAL_MS each server looks for
 * subscriptions whose next delivery is due (machines/rules/subscriptions.ts repeatDecision) and
 * places the repeat order through the same placement as the order call (prices of today at
 * the order's sales point, shared validation, slot rule), without coupon. The order is left
 * awaiting payment and the customer gets a mail with its payment link: nothing is charged
 * without the customer, and an unpaid repeat is never prepared.
 *
 * Exactly once per delivery, keyed on what is delivered, also with several replicas: the run row
 * (subscription_runs, primary key customer + subscribed order + delivery day) is inserted first and
 * only the replica whose insert went through places the order. The rows belong to the subscribed
 * order, not to the subscription: deleting a subscription (E) and creating it again (N) keeps them,
 * so that day gets no second order or mail. A repeat that cannot be placed (a
 * product gone, no time left that day, the store closed at that hour) is recorded as 'fallido' with
 * its reason, and the customer is told. A placed repeat is an unpaid order like any other: not paid
 * within UNPAID_ORDER_EXPIRY_MS it expires (the mail says so), and its day is not placed again.
 */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_PAYMENT_TYPE, SUBSCRIPTION_SCHEDULER_INTERVAL_MS } from '../../machines/constants';
import { repeatDecision, type SubscriptionSeries } from '../../machines/rules/subscriptions';
import { dayInWords } from '../../machines/rules/dates';
import type { Order, OrderResult } from '../../machines/schemas';
import { subscriptionTexts } from '../../machines/screenTexts/subscriptions';
import type { ServerContext } from '../context';
import { orderLines, orders, subscriptionRuns, subscriptions, users } from '../db/schema';
import { ApiFailure } from '../http';
import { bogotaDay } from './access';
import { isCalendarDay } from '../../machines/rules/orderFields';
import { placeOrder } from './orderPlacement';
import { mailLink } from '../mail/links';
import { expireUnpaidOrders } from './orderExpiry';

export const RUN_STATE = { placing: 'en curso', placed: 'creado', skipped: 'omitido', failed: 'fallido' } as const;

export interface RepeatOutcome {
  suscripcion: number;
  fecha: string;
  estado: (typeof RUN_STATE)[keyof typeof RUN_STATE];
  pedido?: number;
  motivo?: string;
}

type OrderRow = typeof orders.$inferSelect;

/** A subscription's series, from its row and its order's delivery day and time. */
export function seriesOf(
  sub: Pick<typeof subscriptions.$inferSelect, 'frecuencia' | 'pausada' | 'omitirFecha'>,
  fechaEntrega: string,
  createdAt: Date,
  horaEntrega: string,
): SubscriptionSeries {
  // An order stored before dates were checked may hold no real day: its creation day stands in.
  const firstDay = isCalendarDay(fechaEntrega) ? fechaEntrega : bogotaDay(createdAt);
  return { firstDay, frequency: sub.frecuencia, time: horaEntrega, paused: sub.pausada, skipDay: sub.omitirFecha };
}

/** The repeat of a subscribed order for a day and time, as the order call would receive it. */
function repeatOf(order: OrderRow, lines: Array<{ codigoProducto: string; cantidad: number }>, day: string, time: string): Order {
  return {
    pdv: order.pdv,
    cedula: order.cedula,
    konda: order.konda,
    nombre_recibe: order.nombreRecibe,
    fecha_entrega: day,
    hora_entrega: time,
    ciudad: order.ciudad,
    direccion: order.direccion,
    telefono: order.telefono,
    valor_domicilio: order.valorDomicilio,
    barrio: order.barrio,
    textoBarrio: order.textoBarrio,
    observacion: order.observacion,
    tipo_pago: DEFAULT_PAYMENT_TYPE,
    recogeentienda: order.recogeEnTienda,
    nrocupon: '',
    estadopago: order.estadoPago,
    celularpedido: order.celularPedido,
    numuid: order.numuid,
    playerid: order.playerid,
    aceptaterminos: order.aceptaTerminos,
    acepta: order.acepta,
    valorbolsa: 0,
    cuponesvalor: 0,
    // Prices are the server's own (placeOrder reprices every line): only code and quantity count.
    detalles_pedido: lines.map((l) => ({
      codigo_producto: l.codigoProducto,
      cantidad: l.cantidad,
      precio: 0,
      porcentaje_iva: 0,
      valor_iva: 0,
      porcentaje_descuento: 0,
      valor_descuento: 0,
      descuento: '',
      clase_condicion: '',
      total: 0,
    })),
    totales: { subtotal: 0, iva: 0, descuento: 0, valor_domicilio: order.valorDomicilio, total: 0 },
  };
}

/**
 * Places every repeat that is due now; returns what it did (nothing for a repeat another tick or
 * replica did). The tick first sweeps the unpaid orders past their time (repeats included), so
 * their coupons come back even when nobody reads those orders (server/services/orderExpiry.ts).
 */
export async function placeDueRepeats(ctx: ServerContext): Promise<RepeatOutcome[]> {
  const now = ctx.clock();
  await expireUnpaidOrders(ctx.db, now, { all: true }, ctx.notifier);
  const rows = await ctx.db
    .select({ sub: subscriptions, order: orders, email: users.email, cedula: users.cedula })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.pedido, subscriptions.pedido))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.pausada, false));
  const outcomes: RepeatOutcome[] = [];
  // The mails name the day in words ('martes 10 de marzo'), never as 2026-03-10.
  const inWords = (day: string) => dayInWords(day, bogotaDay(now));
  for (const { sub, order, email, cedula } of rows) {
    const decision = repeatDecision(seriesOf(sub, order.fechaEntrega, order.createdAt, order.horaEntrega), now.getTime());
    if (decision.kind === 'wait') continue;
    const claimed = await ctx.db
      .insert(subscriptionRuns)
      .values({ userId: sub.userId, suscripcion: sub.pedido, fecha: decision.day, estado: RUN_STATE.placing, createdAt: now })
      .onConflictDoNothing()
      .returning({ suscripcion: subscriptionRuns.suscripcion });
    if (claimed.length === 0) continue;
    const run = and(
      eq(subscriptionRuns.userId, sub.userId),
      eq(subscriptionRuns.suscripcion, sub.pedido),
      eq(subscriptionRuns.fecha, decision.day),
    );
    const record = async (outcome: RepeatOutcome) => {
      await ctx.db
        .update(subscriptionRuns)
        .set({ estado: outcome.estado, pedido: outcome.pedido ?? null, motivo: outcome.motivo ?? '' })
        .where(run);
      outcomes.push(outcome);
    };

    if (decision.kind === 'skip') {
      await record({ suscripcion: sub.pedido, fecha: decision.day, estado: RUN_STATE.skipped });
      continue;
    }
    let outcome: RepeatOutcome;
    let mail: { subject: string; text: string };
    if (decision.kind === 'noSlot') {
      outcome = {
        suscripcion: sub.pedido,
        fecha: decision.day,
        estado: RUN_STATE.failed,
        motivo: subscriptionTexts.noSlotLeft,
      };
      mail = {
        subject: subscriptionTexts.repeatFailedSubject,
        text: subscriptionTexts.repeatFailedText(inWords(decision.day), outcome.motivo!),
      };
    } else {
      const lines = await ctx.db
        .select({ codigoProducto: orderLines.codigoProducto, cantidad: orderLines.cantidad })
        .from(orderLines)
        .where(eq(orderLines.pedido, order.pedido))
        .orderBy(orderLines.linea);
      try {
        const text = await placeOrder(
          ctx,
          { userId: sub.userId, cedula },
          repeatOf(order, lines, decision.day, decision.time),
          null,
        );
        const answer = JSON.parse(text) as OrderResult;
        outcome = { suscripcion: sub.pedido, fecha: decision.day, estado: RUN_STATE.placed, pedido: answer.pedido! };
        mail = {
          subject: subscriptionTexts.repeatPlacedSubject(answer.pedido!),
          // The sandbox answers a path of this server: a mail client opens only a whole address.
          text: subscriptionTexts.repeatPlacedText(
            answer.pedido!,
            inWords(decision.day),
            decision.time,
            answer.url_pago ? mailLink(answer.url_pago, ctx.siteOrigin()) : '',
          ),
        };
      } catch (error) {
        if (!(error instanceof ApiFailure)) {
          // Not the order's fault (the database, say): free the day so the next tick tries again.
          await ctx.db.delete(subscriptionRuns).where(run);
          ctx.logger.error(`[api] suscripción ${sub.pedido}: no se pudo crear la repetición del ${decision.day}`, error);
          continue;
        }
        outcome = { suscripcion: sub.pedido, fecha: decision.day, estado: RUN_STATE.failed, motivo: error.message };
        mail = {
          subject: subscriptionTexts.repeatFailedSubject,
          text: subscriptionTexts.repeatFailedText(inWords(decision.day), error.message),
        };
      }
    }
    await record(outcome);
    await ctx.mailer
      .send({ to: email, ...mail })
      .catch((error: unknown) => ctx.logger.error('[api] aviso de suscripción no enviado', error));
  }
  return outcomes;
}

export interface Scheduler {
  stop(): void;
}

/** Runs placeDueRepeats now and then every interval; a run never overlaps the previous one. */
export function startSubscriptionScheduler(
  run: () => Promise<unknown>,
  logger: ServerContext['logger'],
  intervalMs: number = SUBSCRIPTION_SCHEDULER_INTERVAL_MS,
): Scheduler {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => logger.error('[api] programador de suscripciones', error))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
