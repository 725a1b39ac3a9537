import assert from 'node:assert/strict';
import { subscriptionTexts } from '../../../machines/screenTexts/subscriptions';
import { added, defineEffects } from '../world';
import { selectScheduleChange, type SubscriptionsSnapshot } from '../../../machines/subscriptions';

type Change = { document: string; pedido: number; frequency: number; action: string };

/** /mis-suscripciones (docs/product.md#reglas): 1–90 days or nothing is sent; cancelling only once confirmed; after a success the list is read again. */
export default defineEffects({
  rules: {
    'una frecuencia fuera de 1 a 90 días no se envía; cancelar solo tras confirmar': ({ world, input, before, event }) => {
      for (const r of added(world.api, before.api).filter((c) => c.call === 'changeSubscription')) {
        const change = r.input as Change;
        assert.equal(change.document, (input as { document: string }).document);
        if (change.action === 'E') {
          assert.equal(event?.type, 'subscriptions.cancelConfirmed', 'cancelled without confirming');
          assert.equal(change.frequency, 0);
        } else {
          assert.equal(event?.type, 'subscriptions.frequencySaved');
          assert.equal(String(change.frequency), (event as unknown as { frequency: string }).frequency, 'the frequency typed');
          assert.ok(change.frequency >= 1 && change.frequency <= 90, `sent every ${change.frequency} days`);
        }
      }
    },
    'tras un éxito se vuelve a leer la lista; cancelar con éxito se avisa': ({ world, before, event, previous }) => {
      const reads = added(world.api, before.api).filter((r) => r.call === 'loadSubscriptions');
      const notices = world.notices.slice(before.notices);
      const answer =
        (previous?.matches({ ready: 'saving' }) ||
          previous?.matches({ ready: 'cancelling' }) ||
          previous?.matches({ ready: 'changingSchedule' })) &&
        event?.type.startsWith('xstate.done.actor.');
      const output = answer ? (event as unknown as { output: { tipo: string; mensaje: string } }).output : null;
      const ok =
        output !== null &&
        (output.tipo === 'S' ||
          [subscriptionTexts.updated, subscriptionTexts.deleted, subscriptionTexts.created].includes(output.mensaje as never));
      if (answer) assert.equal(reads.length, ok ? 1 : 0, 'read again after a success only');
      const cancelled = ok && previous?.matches({ ready: 'cancelling' });
      const scheduled = ok && previous?.matches({ ready: 'changingSchedule' });
      if (scheduled) {
        // The API's text, or ours for the change asked (pause, resume, skip).
        const change = (world.api.filter((r) => r.call === 'changeSchedule').at(-1)!.input as { change: string }).change;
        const ours = {
          pausar: subscriptionTexts.paused,
          reanudar: subscriptionTexts.resumed,
          omitir: subscriptionTexts.skippedNext,
        }[change];
        assert.deepEqual(notices, [{ level: 'success', message: output!.mensaje || ours }]);
        return;
      }
      assert.deepEqual(notices, cancelled ? [{ level: 'success', message: subscriptionTexts.deleted }] : []);
    },
    'la lista se lee con el documento del cliente': ({ world, before, input }) => {
      for (const r of added(world.api, before.api).filter((c) => c.call === 'loadSubscriptions')) {
        assert.deepEqual(r.input, { document: (input as { document: string }).document });
      }
    },
    'el diálogo pregunta por el pedido y el cambio que el cliente tocó': ({ world, snapshot }) => {
      const shown = selectScheduleChange(snapshot as SubscriptionsSnapshot);
      if (shown === null) return;
      const asked = [...world.events].reverse().find((e) => e.type === 'subscriptions.changeAsked') as unknown as {
        pedido: number;
        change: string;
      };
      assert.deepEqual(shown, { pedido: asked.pedido, change: asked.change });
    },
    'pausar, reanudar u omitir se envía solo tras confirmar, y solo lo que la suscripción ofrece (en pausa: reanudar; activa: pausar, y omitir si no hay una omisión pendiente)':
      ({ world, before, event, previous, input }) => {
        for (const r of added(world.api, before.api).filter((c) => c.call === 'changeSchedule')) {
          const sent = r.input as { document: string; pedido: number; change: string };
          assert.equal(sent.document, (input as { document: string }).document);
          assert.ok(
            event?.type === 'subscriptions.changeConfirmed' || event?.type === 'subscriptions.retryRequested',
            `sent on ${event?.type}`,
          );
          // What the list the customer saw says about that subscription.
          const listed = [...world.events]
            .reverse()
            .find(
              (e) => e.type.startsWith('xstate.done.actor.') && Array.isArray((e as unknown as { output: unknown }).output),
            ) as unknown as {
            output: Array<{ pedido: number; pausada?: boolean; omitir_fecha?: string | null }>;
          };
          const sub = listed.output.find((x) => x.pedido === sent.pedido)!;
          const offered =
            sub.pausada === undefined ? [] : sub.pausada ? ['reanudar'] : sub.omitir_fecha ? ['pausar'] : ['pausar', 'omitir'];
          assert.ok(offered.includes(sent.change), `${sent.change} sent for ${JSON.stringify(sub)}`);
          if (event?.type === 'subscriptions.retryRequested')
            assert.ok(previous?.matches({ ready: 'scheduleFailed' }), 'a retry only after a failure');
        }
      },
  },
});
