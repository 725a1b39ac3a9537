import assert from 'node:assert/strict';
import { orderMessages } from '../../../machines/screenTexts/order';
import type { OrderDetailInput } from '../../../machines/orderDetail';
import { subscriptionTexts } from '../../../machines/screenTexts/subscriptions';
import { added, defineEffects } from '../world';

const SUCCESS = [subscriptionTexts.created, subscriptionTexts.updated, subscriptionTexts.deleted];
const FAILURE = [subscriptionTexts.createFailed, subscriptionTexts.updateFailed, subscriptionTexts.deleteFailed];

/** /detalle-pedido (docs/product.md#reglas): cancel only once confirmed, subscriptions only every 1–90 days, each outcome a notice, the order read again after a success. */
export default defineEffects({
  rules: {
    'se lee el pedido del cliente, el de su número': ({ world, input, before }) => {
      for (const r of added(world.api, before.api).filter((c) => c.call === 'loadOrder'))
        assert.deepEqual(r.input, { pedido: (input as OrderDetailInput).pedido });
    },
    'un pedido se cancela solo después de confirmar': ({ world, input, before, event }) => {
      const cancels = added(world.api, before.api).filter((r) => r.call === 'cancelOrder');
      if (cancels.length > 0) assert.equal(event?.type, 'orderDetail.cancelConfirmed');
      for (const r of cancels) assert.deepEqual(r.input, { pedido: (input as OrderDetailInput).pedido });
    },
    'la suscripción se envía con 1 a 90 días (0 para eliminar), del pedido y documento del cliente': ({
      world,
      input,
      before,
    }) => {
      const { pedido, document } = input as OrderDetailInput;
      for (const r of added(world.api, before.api).filter((c) => c.call === 'changeSubscription')) {
        const p = r.input as { document: string; pedido: number; frequency: number; action: string };
        assert.equal(p.pedido, pedido);
        assert.equal(p.document, document);
        if (p.action === 'E') assert.equal(p.frequency, 0, 'deleting travels with frequency 0');
        else assert.ok(Number.isInteger(p.frequency) && p.frequency >= 1 && p.frequency <= 90, `sent every ${p.frequency} days`);
      }
    },
    'cada resultado es un aviso; tras un éxito se vuelve a leer el pedido': ({ world, before, event, previous }) => {
      const notices = world.notices.slice(before.notices);
      const reads = added(world.api, before.api).filter((r) => r.call === 'loadOrder');
      const cancelAnswer = previous?.matches({ ready: 'cancelling' }) && event?.type.startsWith('xstate.');
      const subscriptionAnswer = previous?.matches({ ready: 'subscribing' }) && event?.type.startsWith('xstate.');
      if (!cancelAnswer && !subscriptionAnswer) return assert.equal(notices.length, 0, 'a notice without an answer');
      assert.equal(notices.length, 1, 'one notice per answer');
      const { level, message } = notices[0]!;
      assert.equal(reads.length, level === 'success' ? 1 : 0, 'the order is read again after a success, only then');
      const done = event!.type.startsWith('xstate.done.actor.')
        ? (event as unknown as { output: { mensaje: string; tipo?: string } }).output
        : null;
      const sent = [...world.api].reverse().find((r) => r.call === 'changeSubscription')?.input as
        { action: 'N' | 'M' | 'E' } | undefined;
      const index = { N: 0, M: 1, E: 2 }[sent?.action ?? 'N'];
      if (cancelAnswer) {
        if (done) assert.deepEqual({ level, message }, { level: 'success', message: done.mensaje || orderMessages.cancelled });
        else {
          const error = (event as unknown as { error: Error }).error;
          assert.deepEqual({ level, message }, { level: 'error', message: error.message || orderMessages.cannotCancel });
        }
      } else {
        const ok = done !== null && (done.tipo === 'S' || (SUCCESS as readonly string[]).includes(done.mensaje));
        assert.deepEqual(
          { level, message },
          ok ? { level: 'success', message: SUCCESS[index] } : { level: 'error', message: FAILURE[index] },
          'spec §5 and §8 texts',
        );
      }
    },
  },
});
