/**
 * The open Server-Sent Events streams of this replica, by customer, fed by the notifier's
 * orders channel: a status or payment change published on any replica is written to every
 * stream its customer has open here, and to no one else's.
 *
 * One timer for all streams (not one per stream): every heartbeatMs it writes a comment line to
 * each stream (proxies keep the connection, a dead one is noticed) and ends the streams whose
 * access token has expired (the browser opens a new one with a fresh ticket). When the
 * notifier's listening connection comes back after a cut, every stream is closed: notices may
 * have been missed, and a browser that reconnects reloads what it shows.
 *
 * Caps: at most `perSession` streams per login session and `perCustomer` per customer on this
 * replica (ORDER_STREAMS_PER_SESSION, ORDER_STREAMS_PER_CUSTOMER). A new stream beyond a cap
 * closes the oldest one of that session (or customer) rather than being refused: the stream a
 * phone left behind when it changed networks is still "open" here until a write fails, and a
 * refusal would lock the customer out of live tracking for that long; the app of a closed stream
 * falls back on its own reconnection schedule (machines/tracking). Each stream needs a ticket of
 * its own (server/events/streamTicket.ts), so a ticket cannot multiply them either.
 */
import { ORDER_STREAM_HEARTBEAT_MS } from '../../machines/constants';
import {
  ORDER_STREAM_PAYMENT_EVENT,
  ORDER_STREAM_STATUS_EVENT,
  orderPaymentChangeSchema,
  orderStatusChangeSchema,
  type OrderPaymentChange,
  type OrderStatusChange,
} from '../../machines/schemas';
import type { Logger } from '../context';
import { sessionKeyOf, type SessionKey } from '../auth/liveSession';
import { CHANNELS, type Notifier } from './notifier';

/** What travels on the orders channel: the change and whose order it is. */
export type OrderNotice =
  ({ kind: 'estado'; userId: number } & OrderStatusChange) | ({ kind: 'pago'; userId: number } & OrderPaymentChange);

/** Tells every replica (this one included) that an order changed. */
export const publishOrderNotice = (notifier: Notifier, notice: OrderNotice): Promise<void> =>
  notifier.publish(CHANNELS.orders, notice);

/** Open streams per login session on one replica; a new one closes the session's oldest. */
export const ORDER_STREAMS_PER_SESSION = 3;
/** Open streams per customer (all sessions) on one replica; a new one closes the customer's oldest. */
export const ORDER_STREAMS_PER_CUSTOMER = 10;

export interface OrderStreamCaps {
  perSession: number;
  perCustomer: number;
}

/**
 * ORDER_STREAMS_PER_SESSION and ORDER_STREAMS_PER_CUSTOMER from the environment (server/main.ts):
 * positive integers; unset, the defaults. Benchmarks lift them to hold thousands of one customer's streams.
 */
export function orderStreamCapsFromEnv(env: Record<string, string | undefined>): OrderStreamCaps {
  const read = (name: string, fallback: number) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} inválido: ${value} (se espera un entero positivo)`);
    return n;
  };
  return {
    perSession: read('ORDER_STREAMS_PER_SESSION', ORDER_STREAMS_PER_SESSION),
    perCustomer: read('ORDER_STREAMS_PER_CUSTOMER', ORDER_STREAMS_PER_CUSTOMER),
  };
}

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(': latido\n\n');

interface OpenStream {
  userId: number;
  /** The login session the stream was opened in (sessionKeyOf). */
  session: string;
  /** Epoch ms after which the stream ends (the access token's expiry). */
  until: number;
  write(chunk: Uint8Array): boolean;
  end(): void;
}

export interface OrderStreamsOptions {
  notifier: Notifier;
  clock: () => Date;
  logger: Logger;
  heartbeatMs?: number;
  /**
   * Called every tick with the customers who have a stream open here (the sandbox kitchen moves
   * their orders along: server/services/orderStatus.ts advanceOrders).
   */
  onTick?: (userIds: readonly number[]) => Promise<void>;
  /** Streams per session and per customer (default ORDER_STREAMS_PER_SESSION, ORDER_STREAMS_PER_CUSTOMER). */
  caps?: Partial<OrderStreamCaps>;
  /**
   * Which of the streams' login sessions still stand (server/auth/liveSession.ts liveSessionKeys):
   * asked every tick, in one query; the streams of an ended session (logout, password change) end.
   */
  liveSessions?: (sessions: readonly SessionKey[]) => Promise<Set<string>>;
}

export class OrderStreams {
  readonly #byUser = new Map<number, Set<OpenStream>>();
  readonly #options: OrderStreamsOptions;
  readonly #heartbeatMs: number;
  readonly #caps: OrderStreamCaps;
  #timer: NodeJS.Timeout | null = null;
  #ticking = false;
  #closed = false;
  readonly #unsubscribe: Array<() => void>;

  constructor(options: OrderStreamsOptions) {
    this.#options = options;
    this.#heartbeatMs = options.heartbeatMs ?? ORDER_STREAM_HEARTBEAT_MS;
    this.#caps = { perSession: ORDER_STREAMS_PER_SESSION, perCustomer: ORDER_STREAMS_PER_CUSTOMER, ...options.caps };
    if (!(this.#caps.perSession >= 1 && this.#caps.perCustomer >= 1)) throw new Error('OrderStreams: caps ≥ 1');
    this.#unsubscribe = [
      options.notifier.subscribe(CHANNELS.orders, (payload) => this.#deliver(payload)),
      options.notifier.onReconnect(() => this.closeAll()),
    ];
  }

  /** Open streams on this replica. */
  get size(): number {
    let n = 0;
    for (const set of this.#byUser.values()) n += set.size;
    return n;
  }

  /** Open streams of one customer on this replica. */
  sizeOf(userId: number): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /** The SSE answer for the session's customer, open until `until` (epoch ms), the session ends or the client leaves. */
  open(session: SessionKey, until: number, signal?: AbortSignal): Response {
    const userId = session.userId;
    if (this.#closed) return new Response(null, { status: 503 });
    this.#makeRoom(userId, sessionKeyOf(session));
    let stream: OpenStream | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        let ended = false;
        stream = {
          userId,
          session: sessionKeyOf(session),
          until,
          write: (chunk) => {
            if (ended) return false;
            try {
              controller.enqueue(chunk);
              return true;
            } catch {
              this.#remove(stream!);
              ended = true;
              return false;
            }
          },
          end: () => {
            if (ended) return;
            ended = true;
            this.#remove(stream!);
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          },
        };
        this.#add(stream);
        // The first bytes go out at once: the browser's EventSource reports `open` on them.
        stream.write(encoder.encode(`retry: ${this.#heartbeatMs}\n: conectado\n\n`));
      },
      cancel: () => {
        if (stream) this.#remove(stream);
      },
    });
    signal?.addEventListener('abort', () => stream?.end(), { once: true });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: no proxy (nor our compression) may buffer or compress it.
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      },
    });
  }

  /** Ends every stream (shutdown, or notices missed); browsers reconnect elsewhere or later. */
  closeAll(): void {
    for (const set of [...this.#byUser.values()]) for (const stream of [...set]) stream.end();
  }

  /** Ends every stream and stops hearing the notifier: the replica is going away. */
  close(): void {
    this.#closed = true;
    this.closeAll();
    for (const off of this.#unsubscribe) off();
    this.#stopTimer();
  }

  /** Ends the oldest streams of the session and of the customer so that one more fits both caps. */
  #makeRoom(userId: number, session: string): void {
    const set = this.#byUser.get(userId);
    if (!set) return;
    // A Set iterates in insertion order: oldest first.
    const ofSession = [...set].filter((stream) => stream.session === session);
    for (const stream of ofSession.slice(0, Math.max(0, ofSession.length - this.#caps.perSession + 1))) stream.end();
    const left = [...set];
    for (const stream of left.slice(0, Math.max(0, left.length - this.#caps.perCustomer + 1))) stream.end();
  }

  #add(stream: OpenStream): void {
    const set = this.#byUser.get(stream.userId) ?? new Set<OpenStream>();
    set.add(stream);
    this.#byUser.set(stream.userId, set);
    if (!this.#timer) {
      this.#timer = setInterval(() => void this.#tick(), this.#heartbeatMs);
      this.#timer.unref();
    }
  }

  #remove(stream: OpenStream): void {
    const set = this.#byUser.get(stream.userId);
    if (!set?.delete(stream)) return;
    if (set.size === 0) this.#byUser.delete(stream.userId);
    if (this.#byUser.size === 0) this.#stopTimer();
  }

  #stopTimer(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  async #tick(): Promise<void> {
    const now = this.#options.clock().getTime();
    for (const set of [...this.#byUser.values()]) {
      for (const stream of [...set]) {
        if (stream.until <= now) stream.end();
        else stream.write(HEARTBEAT);
      }
    }
    // One round at a time: a slow database does not pile ticks up.
    if (this.#ticking || this.#byUser.size === 0) return;
    this.#ticking = true;
    try {
      if (this.#options.liveSessions) await this.#endEndedSessions(this.#options.liveSessions);
      if (this.#options.onTick && this.#byUser.size > 0) await this.#options.onTick([...this.#byUser.keys()]);
    } catch (error) {
      this.#options.logger.error('[eventos] no se pudo avanzar los pedidos de los clientes conectados', error);
    } finally {
      this.#ticking = false;
    }
  }

  async #endEndedSessions(liveSessions: NonNullable<OrderStreamsOptions['liveSessions']>): Promise<void> {
    const sessions = new Map<string, SessionKey>();
    for (const set of this.#byUser.values()) {
      for (const stream of set) {
        const [userId, tokenVersion, ...rest] = stream.session.split(':');
        sessions.set(stream.session, { userId: Number(userId), tokenVersion: Number(tokenVersion), sessionId: rest.join(':') });
      }
    }
    const live = await liveSessions([...sessions.values()]);
    for (const set of [...this.#byUser.values()]) for (const stream of [...set]) if (!live.has(stream.session)) stream.end();
  }

  #deliver(payload: unknown): void {
    const notice = payload as Partial<OrderNotice> | null;
    if (!notice || typeof notice.userId !== 'number') return;
    const set = this.#byUser.get(notice.userId);
    if (!set) return;
    const frame = frameOf(notice);
    if (!frame) return;
    for (const stream of [...set]) stream.write(frame);
  }
}

/** The SSE frame of a notice; only the fields of the public schemas leave the server. */
function frameOf(notice: Partial<OrderNotice>): Uint8Array | null {
  if (notice.kind === 'estado') {
    const parsed = orderStatusChangeSchema.safeParse(notice);
    if (!parsed.success) return null;
    const { pedido, estado, historial } = parsed.data;
    return encoder.encode(`event: ${ORDER_STREAM_STATUS_EVENT}\ndata: ${JSON.stringify({ pedido, estado, historial })}\n\n`);
  }
  if (notice.kind === 'pago') {
    const parsed = orderPaymentChangeSchema.safeParse(notice);
    if (!parsed.success) return null;
    const { pedido, estadopago } = parsed.data;
    return encoder.encode(`event: ${ORDER_STREAM_PAYMENT_EVENT}\ndata: ${JSON.stringify({ pedido, estadopago })}\n\n`);
  }
  return null;
}
