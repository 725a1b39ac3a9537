import assert from 'node:assert/strict';
import { defineEffects, type World } from '../world';

/** How many times the city list was entered, per replayed path (read from the snapshots, not the machine's actions). */
const counts = new WeakMap<World, number>();

/** docs/product.md#pantallas-y-rutas: the shell opens and closes things; only the city prompt's answer is kept (for the visit). */
export default defineEffects({
  rules: {
    'el marco de la página no navega, no guarda cookies ni llama a la API': ({ world }) => {
      assert.deepEqual([world.navigation.length, world.cookies.size, world.api.length], [0, 0, 0]);
    },
    "'Elegir Ciudad' pide las ciudades a la ubicación, una vez cada vez que se abre la lista": ({
      world,
      previous,
      snapshot,
    }) => {
      const choosing = (s: unknown) =>
        (s as { matches: (v: unknown) => boolean } | null)?.matches({ locationDialog: { open: 'choosingCity' } }) === true;
      const entries = choosing(snapshot) && !choosing(previous) ? 1 : 0;
      const asked = world.received.filter((r) => r.to === 'location' && r.event.type === 'location.citiesRequested').length;
      const counted = (counts.get(world) ?? 0) + entries;
      counts.set(world, counted);
      assert.equal(asked, counted, 'the cities are asked on entering the list, and only then');
    },
    "'Mantener' o 'Cambiar' guardan la respuesta para la visita; una respuesta ya guardada no se vuelve a escribir": ({
      world,
      event,
      snapshot,
    }) => {
      const answered = (snapshot as { matches: (v: unknown) => boolean }).matches({ cityPrompt: 'answered' });
      const kept = world.storage.get('cityPromptAnswered') === true;
      const answeredHere = world.events.some((e) => e.type === 'shell.cityKept' || e.type === 'shell.cityChangeChosen');
      const restoredFirst = world.events.findIndex((e) => e.type === 'shell.cityAnswerRestored');
      const firstAnswer = world.events.findIndex((e) => e.type === 'shell.cityKept' || e.type === 'shell.cityChangeChosen');
      if (!answered) assert.equal(kept, false, 'nothing kept before an answer');
      else assert.equal(kept, answeredHere && (restoredFirst === -1 || firstAnswer < restoredFirst), `after ${event?.type}`);
    },
  },
});
