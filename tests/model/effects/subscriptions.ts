import assert from 'node:assert/strict';
import { moreMessages } from '../../../machines/screenTexts/moreMessages';
import { added, defineEffects } from '../world';

type Change = { document: string; pedido: number; frequency: number; action: string };

/** /mis-suscripciones (spec §5): 1–90 days or nothing is sent; cancelling only once confirmed; after a success the list is read again. */
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
      const answer = (previous?.matches({ ready: 'saving' }) || previous?.matches({ ready: 'cancelling' })) && event?.type.startsWith('xstate.done.actor.');
      const output = answer ? (event as unknown as { output: { tipo: string; mensaje: string } }).output : null;
      const ok = output !== null && (output.tipo === 'S' || [moreMessages.subscriptions.updated, moreMessages.subscriptions.deleted, moreMessages.subscriptions.created].includes(output.mensaje as never));
      if (answer) assert.equal(reads.length, ok ? 1 : 0, 'read again after a success only');
      const cancelled = ok && previous?.matches({ ready: 'cancelling' });
      assert.deepEqual(notices, cancelled ? [{ level: 'success', message: moreMessages.subscriptions.deleted }] : []);
    },
  },
});
