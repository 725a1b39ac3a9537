/**
 * The order's write in one statement (the order call's hot path, docs/server.md#the-order-path):
 *
 *   openOrder      the order call's one round trip before it: session check, key reservation, number and email;
 *   allocateOrder  the same number and email alone (the scheduler's repeats, the order call's slow paths),
 *                  so the answer (pedido, url_pago) is known before anything is written;
 *   writeOrder     one INSERT … with data-modifying CTEs: the idempotency key's answer, the order, its
 *                  lines, its first status and its first payment attempt. One statement is atomic on its
 *                  own, so no BEGIN/COMMIT is needed; with a key, the order is inserted only if the
 *                  reservation still stands (the key's UPDATE returned its row), so the order and its
 *                  replayable answer commit together or not at all (server/services/idempotency.ts).
 *
 * A number allocated for a write that then fails is skipped, as a rolled-back identity insert skips it.
 * Parameters carry explicit casts: in INSERT … SELECT and VALUES they have no column to take a type from.
 * The statements are written as text (server/db/statement.ts): building them with Drizzle cost more than running them.
 */
import type { Order } from '../../machines/schemas';
import type { payments } from '../db/schema';
import { liveAccountText } from '../auth/liveSession';
import type { TokenClaims } from '../auth/token';
import type { Db } from '../db/client';
import { Statement } from '../db/statement';
import type { Executor } from './dbTypes';
import { completeKeyText, reserveKeyText } from './idempotency';

/** Orders of up to this many lines write with a prepared statement of their own (one per line count). */
const PREPARED_MAX_LINES = 20;

/** The next order number and the customer's email (for the payment page), in one round trip. */
export async function allocateOrder(db: Executor, userId: number): Promise<{ pedido: number; email: string }> {
  const s = new Statement();
  const [row] = await s.rows<{ pedido: number; email: string | null }>(
    db,
    `SELECT nextval('orders_pedido_seq')::int AS pedido, (SELECT email FROM users WHERE id = ${s.param(userId)}) AS email`,
  );
  return { pedido: row!.pedido, email: row!.email ?? '' };
}

/** What the order call's first statement found: a dead session, a key taken before, or the number and email. */
export type OpenedOrder =
  { kind: 'notLive' } | { kind: 'keyTaken' } | { kind: 'open'; pedido: number; email: string; reservedAt: Date | null };

/**
 * The order call's first round trip, once its checks in memory have passed: the session check
 * (liveAccount's own query), the Idempotency-Key's reservation (an insert that does nothing when the
 * key exists) and allocateOrder's number and email, in one statement. Each part runs only if the
 * previous one held, so a dead session reserves nothing and a taken key allocates no number. A taken
 * key ('keyTaken') is sorted out by reserveKey (replay, 422, 409, an expired or abandoned key), as before.
 */
export async function openOrder(
  db: Db,
  claims: TokenClaims,
  now: Date,
  key: { key: string; hash: string } | null,
): Promise<OpenedOrder> {
  const s = new Statement();
  const live = `live AS (SELECT EXISTS (${liveAccountText(s, db, claims, now)}) AS ok)`;
  const reserve = key ? `, r AS (${reserveKeyText(s, claims.userId, key.key, key.hash, now, 'FROM live WHERE live.ok')})` : '';
  const go = key ? 'EXISTS (SELECT 1 FROM r)' : 'live.ok';
  const [row] = await s.rows<{ live: boolean; pedido: number | null; email: string | null }>(
    db,
    `WITH ${live}${reserve}
      SELECT live.ok AS live, CASE WHEN ${go} THEN nextval('orders_pedido_seq')::int END AS pedido,
        (SELECT email FROM users WHERE id = ${s.param(claims.userId, 'int')}) AS email
      FROM live`,
    key ? 'pedido_abrir_con_clave' : 'pedido_abrir',
  );
  if (!row!.live) return { kind: 'notLive' };
  if (row!.pedido === null) return { kind: 'keyTaken' };
  return { kind: 'open', pedido: row!.pedido, email: row!.email ?? '', reservedAt: key && now };
}

export interface OrderRecord {
  pedido: number;
  userId: number;
  /** The order as the server prices it, with the server's coupon value. */
  order: Order;
  /** orders.estado and order_status_history's first row. */
  estado: string;
  estadoPago: string;
  tipoPago: string;
  createdAt: Date;
  attempt: typeof payments.$inferInsert;
  /** The idempotency reservation this order completes, with the answer to store; null without a key. */
  key: { key: string; reservedAt: Date; status: number; body: string } | null;
}

/** Writes the order; false when the key's reservation was lost (taken over): then nothing is written. */
export async function writeOrder(db: Executor, r: OrderRecord): Promise<boolean> {
  const { order: o, attempt: a } = r;
  const s = new Statement();
  const txt = (v: string) => s.param(v, 'text');
  const int = (v: number) => s.param(v, 'int');
  const money = (v: number) => s.param(v, 'bigint');
  const float = (v: number) => s.param(v, 'float8');
  const ts = (d: Date) => s.param(d.toISOString(), 'timestamptz');
  const keyCte = r.key ? `k AS (${completeKeyText(s, r.userId, r.key.key, r.key.reservedAt, r.key.status, r.key.body)}),` : '';
  const gate = r.key ? 'WHERE EXISTS (SELECT 1 FROM k)' : '';
  const lines = o.detalles_pedido
    .map(
      (l, i) =>
        `(${int(i + 1)}, ${txt(l.codigo_producto)}, ${int(l.cantidad)}, ${money(l.precio)}, ${float(l.porcentaje_iva)}, ${money(l.valor_iva)}, ${float(l.porcentaje_descuento)}, ${money(l.valor_descuento)}, ${txt(l.descuento)}, ${txt(l.clase_condicion)}, ${money(l.total)})`,
    )
    .join(', ');
  const count = o.detalles_pedido.length;
  const name = count <= PREPARED_MAX_LINES ? `pedido_escribir_${r.key ? 'con_clave' : 'sin_clave'}_${count}` : undefined;
  const [row] = await s.rows<{ n: number }>(
    db,
    `WITH ${keyCte}
      o AS (
        INSERT INTO orders (pedido, user_id, pdv, cedula, konda, nombre_recibe, fecha_entrega, hora_entrega, ciudad,
          direccion, telefono, valor_domicilio, barrio, texto_barrio, observacion, tipo_pago, recogeentienda, nrocupon,
          estadopago, celularpedido, numuid, playerid, aceptaterminos, acepta, valorbolsa, cuponesvalor, subtotal, iva,
          descuento, total, estado, created_at)
        OVERRIDING SYSTEM VALUE
        SELECT ${int(r.pedido)}, ${int(r.userId)}, ${txt(o.pdv)}, ${txt(o.cedula)}, ${txt(o.konda)}, ${txt(o.nombre_recibe.trim())},
          ${txt(o.fecha_entrega)}, ${txt(o.hora_entrega)}, ${txt(o.ciudad)}, ${txt(o.direccion)}, ${txt(o.telefono)},
          ${money(o.valor_domicilio)}, ${txt(o.barrio)}, ${txt(o.textoBarrio)}, ${txt(o.observacion.trim())}, ${txt(r.tipoPago)},
          ${txt(o.recogeentienda)}, ${txt(o.nrocupon)}, ${txt(r.estadoPago)}, ${txt(o.celularpedido)}, ${txt(o.numuid)},
          ${txt(o.playerid)}, ${txt(o.aceptaterminos)}, ${txt(o.acepta)}, ${money(o.valorbolsa)}, ${money(o.cuponesvalor)},
          ${money(o.totales.subtotal)}, ${money(o.totales.iva)}, ${money(o.totales.descuento)}, ${money(o.totales.total)},
          ${txt(r.estado)}, ${ts(r.createdAt)}
        ${gate}
        RETURNING pedido
      ),
      l AS (
        INSERT INTO order_lines (pedido, linea, codigo_producto, cantidad, precio, porcentaje_iva, valor_iva,
          porcentaje_descuento, valor_descuento, descuento, clase_condicion, total)
        SELECT o.pedido, v.* FROM o, (VALUES ${lines}) AS v
      ),
      h AS (
        INSERT INTO order_status_history (pedido, estado, fecha) SELECT o.pedido, ${txt(r.estado)}, ${ts(r.createdAt)} FROM o
      ),
      p AS (
        INSERT INTO payments (pedido, proveedor, referencia, estado, metodo, monto, created_at, updated_at)
        SELECT o.pedido, ${txt(a.proveedor)}, ${txt(a.referencia)}, ${txt(a.estado)}, ${txt(a.metodo ?? '')}, ${money(a.monto)},
          ${ts(a.createdAt)}, ${ts(a.updatedAt)} FROM o
      )
    SELECT count(*)::int AS n FROM o`,
    name,
  );
  return row!.n > 0;
}
