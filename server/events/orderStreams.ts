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
  | ({ kind: 'estado'; userId: number } & OrderStatusChange)
  | ({ kind: 'pago'; userId: number } & OrderPaymentChange);

/** Tells every replica (this one included) that an order changed. */
export const publishOrderNotice = (notifier: Notifier, notice: OrderNotice): Promise<void> => notifier.publish(CHANNELS.orders, notice);

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
  #timer: NodeJS.Timeout | null = null;
  #ticking = false;
  #closed = false;
  readonly #unsubscribe: Array<() => void>;

  constructor(options: OrderStreamsOptions) {
    this.#options = options;
    this.#heartbeatMs = options.heartbeatMs ?? ORDER_STREAM_HEARTBEAT_MS;
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

  /** The SSE answer for the session's customer, open until `until` (epoch ms), the session ends or the client leaves. */
  open(session: SessionKey, until: number, signal?: AbortSignal): Response {
    const userId = session.userId;
    if (this.#closed) return new Response(null, { status: 503 });
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
