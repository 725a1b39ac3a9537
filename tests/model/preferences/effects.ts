import assert from 'node:assert/strict';
import { MAINTENANCE_PREFERENCE_KEY, POPUP_IMAGE_PREFERENCE_KEY } from '../../../machines/constants';
import { preferenceUpdateBodySchema } from '../../../machines/schemas';
import { listPages } from '../../../machines/screenTexts/listPages';
import { added, defineEffects } from '../world';

type Save = { llave: string; valor: string };

/** /preferencias (docs/product.md#estados-y-transiciones, docs/product.md#roles): maintenance on only once confirmed, off at once; an invalid popup image is not sent; each save reads the list again. */
export default defineEffects({
  rules: {
    'cada guardado envía una preferencia conocida con su valor': ({ world, before }) => {
      for (const r of added(world.api, before.api).filter((c) => c.call === 'savePreference')) {
        const { llave, valor } = r.input as Save;
        assert.ok([MAINTENANCE_PREFERENCE_KEY, POPUP_IMAGE_PREFERENCE_KEY].includes(llave), `llave ${String(llave)}`);
        assert.equal(typeof valor, 'string', 'valor');
      }
    },
    'el mantenimiento se enciende solo tras confirmar y se apaga sin preguntar': ({ world, before, event }) => {
      for (const r of added(world.api, before.api).filter(
        (c) => c.call === 'savePreference' && (c.input as Save).llave === MAINTENANCE_PREFERENCE_KEY,
      )) {
        const { valor } = r.input as Save;
        if (valor === 'S') assert.equal(event?.type, 'maintenance.confirmed', 'turned on without confirming');
        else {
          assert.equal(valor, 'N');
          assert.deepEqual(event, { type: 'maintenance.toggled', on: false });
        }
      }
    },
    'el mantenimiento guardado se avisa a la tienda (apagado, la tienda vuelve a abrir); uno que no se guardó no': ({
      world,
      event,
      previous,
    }) => {
      const told = world.received.filter((r) => r.to === 'boot').map((r) => r.event);
      const saves = world.events.filter((e) => e.type.startsWith('xstate.done.actor.') && e.type.includes('maintenance')).length;
      assert.equal(told.length, saves, `${told.length} announcements for ${saves} saved maintenance values`);
      if (event?.type.startsWith('xstate.done.actor.') && event.type.includes('maintenance') && previous) {
        const sent = [...world.api]
          .reverse()
          .find((c) => c.call === 'savePreference' && (c.input as Save).llave === MAINTENANCE_PREFERENCE_KEY)!;
        assert.deepEqual(
          told.at(-1),
          { type: 'boot.maintenanceSwitched', on: (sent.input as Save).valor === 'S' },
          'the value saved',
        );
      }
    },
    'una imagen de popup que no cumple la regla del servidor no se envía': ({ world, before, event }) => {
      for (const r of added(world.api, before.api).filter(
        (c) => c.call === 'savePreference' && (c.input as Save).llave === POPUP_IMAGE_PREFERENCE_KEY,
      )) {
        assert.equal(event?.type, 'popup.saved');
        assert.equal((r.input as Save).valor, (event as unknown as { value: string }).value, 'what was typed');
        assert.ok(preferenceUpdateBodySchema.safeParse(r.input).success, 'sent what the server refuses');
      }
    },
    "cada preferencia guardada dice 'Guardado' y se vuelve a leer la lista": ({ world, before, event, previous }) => {
      const saved =
        event?.type.startsWith('xstate.done.actor.') &&
        world.api.length > 0 &&
        !previous?.matches('loading') &&
        !isListAnswer(previous, event);
      const notices = world.notices.slice(before.notices);
      const reads = added(world.api, before.api).filter((r) => r.call === 'loadPreferences');
      assert.deepEqual(notices, saved ? [{ level: 'success', message: listPages.saved }] : []);
      if (saved) assert.equal(reads.length, 1, 'the list is read again');
    },
  },
});

/** The answer of the list being read again (not of a save). */
function isListAnswer(previous: { matches: (v: never) => boolean } | null, event: { type: string }): boolean {
  return !!previous?.matches({ ready: { list: 'reloading' } } as never) && event.type.includes('list');
}
