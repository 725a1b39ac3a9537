import assert from 'node:assert/strict';
import { messages } from '../../../machines/messages';
import {
  selectIsLive,
  selectIsPolling,
  selectTrackedOrders,
  selectTrackingError,
  selectTrackingUpdatedAt,
  selectTrackingView,
  type TrackingSnapshot,
} from '../../../machines/tracking';
import { ORDER_STREAM_MAX_RECONNECTS } from '../../../machines/constants';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<TrackingSnapshot>({
  '*': (s, { event, previous }) => {
    // What /seguir-pedidos shows.
    assert.equal(selectTrackingView(s), s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready');
    assert.equal(
      selectIsLive(s),
      s.matches({ live: { stream: 'streaming' } }),
      "'en vivo' only while the stream is open and current",
    );
    assert.equal(selectIsPolling(s), s.matches({ live: 'polling' }));
    assert.equal(selectTrackedOrders(s), s.context.orders);
    assert.equal(selectTrackingUpdatedAt(s), s.context.updatedAt);
    assert.ok(s.context.failures <= ORDER_STREAM_MAX_RECONNECTS + 1, 'failures in a row are bounded: polling takes over');
    if (event?.type === 'orderStream.statusChanged' && previous?.matches('live')) {
      const { change, at } = event as unknown as { change: { pedido: number; estado: string; historial: unknown[] }; at: number };
      const shown = selectTrackedOrders(s)?.find((v) => v.order.pedido === change.pedido);
      // The timeline shows the step as it happens: the order takes the new status and the server's timeline.
      if (shown) {
        assert.equal(shown.order.estado, change.estado, 'the new status is shown');
        assert.deepEqual(shown.order.historial, change.historial, "the server's timeline is shown");
        assert.equal(selectTrackingUpdatedAt(s), at);
      } else assert.ok(s.matches({ live: { stream: 'syncing' } }), 'an order not on the list reloads the list');
    }
    if (event?.type.startsWith('xstate.error.actor.') && s.matches('failed')) {
      const error = (event as unknown as { error: unknown }).error;
      assert.equal(selectTrackingError(s), error instanceof Error && error.message.trim() ? error.message : messages.http.other);
    }
  },
  loading: (s) => assert.ok(s.hasTag('loading')),
  failed: (s) => assert.ok(s.context.error, "the API's message is kept"),
  live: (s) => assert.ok(s.context.orders !== null, 'a list is shown'),
  'live.polling': (s) =>
    assert.equal(s.context.failures, ORDER_STREAM_MAX_RECONNECTS + 1, 'polling only after the reconnections are used up'),
});
