import assert from 'node:assert/strict';
import { ORDER_STREAM_RETRY_MS, TRACKING_REFRESH_MS } from '../../../machines/constants';
import { reconnectDelayMs } from '../../../machines/rules/orderTracking';
import { added, defineEffects, type World } from '../world';

/** Per replayed path: the stream's cuts in a row, when the last one happened, and when the last list was asked. */
const timeline = new WeakMap<World, { failures: number; failedAt: number; listAskedAt: number; streamOpenedAt: number }>();

const isStreamFailure = (type: string) => type === 'orderStream.failed' || type === 'xstate.error.actor.orderStream';
const isDelay = (type: string, delay: string) => type.startsWith('xstate.after.') && type.includes(delay);

/** Live tracking: the list follows the stream; without it, it is asked every 30 s, never more often. */
export default defineEffects({
  rules: {
    'el flujo cortado se reabre tras 1 s, 2 s, 4 s… (hasta 30 s), y tras 4 cortes seguidos cada 2 min': ({
      world,
      before,
      event,
    }) => {
      const t = timeline.get(world) ?? { failures: 0, failedAt: 0, listAskedAt: 0, streamOpenedAt: 0 };
      const opened = added(world.api, before.api).filter((r) => r.call === 'subscribeToOrders').length;
      if (opened > 0 && event !== null) {
        if (isDelay(event.type, 'STREAM_RECONNECT'))
          assert.equal(world.now() - t.failedAt, reconnectDelayMs(t.failures), 'reopened after the wrong wait');
        else if (isDelay(event.type, 'ORDER_STREAM_RETRY'))
          assert.ok(world.now() - t.failedAt >= ORDER_STREAM_RETRY_MS, 'tried the stream again before 2 min');
        else assert.ok(event.type.startsWith('xstate.done.actor.'), `the stream opened on ${event.type}`);
      }
      if (event && isStreamFailure(event.type)) timeline.set(world, { ...t, failures: t.failures + 1, failedAt: world.now() });
      else if (event?.type === 'orderStream.opened') timeline.set(world, { ...t, failures: 0 });
      else if (!timeline.has(world)) timeline.set(world, t);
    },
    'la lista se pide al abrir la página, al reintentar, tras un corte, por un pedido nuevo o cada 30 s sin flujo; nunca más seguido':
      ({ world, before, event, previous }) => {
        const t = timeline.get(world)!;
        const asked = added(world.api, before.api).filter((r) => r.call === 'loadTrackedOrders').length;
        if (asked === 0) return;
        assert.equal(asked, 1, 'one request at a time');
        if (event === null || event.type === 'tracking.retryRequested') {
          // the page opened, or the customer asked
        } else if (event.type === 'orderStream.opened') {
          assert.ok(previous?.context.failures > 0, 'reloaded on a first connection: nothing was missed');
        } else if (event.type === 'orderStream.statusChanged') {
          const pedido = (event as unknown as { change: { pedido: number } }).change.pedido;
          assert.ok(
            !(previous?.context.orders ?? []).some((v: { order: { pedido: number } }) => v.order.pedido === pedido),
            'reloaded for an order already listed',
          );
        } else {
          assert.ok(isDelay(event.type, 'TRACKING_REFRESH'), `asked on ${event.type}`);
          assert.ok(world.now() - t.listAskedAt >= TRACKING_REFRESH_MS, 'asked again sooner than 30 s');
        }
        timeline.set(world, { ...t, listAskedAt: world.now() });
      },
  },
});
