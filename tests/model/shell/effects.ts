import assert from 'node:assert/strict';
import { defineEffects } from '../world';

/** docs/product.md#pantallas-y-rutas: the shell opens and closes things; only the city prompt's answer is kept (for the visit). */
export default defineEffects({
  rules: {
    'el marco de la página no navega, no guarda cookies ni llama a la API': ({ world }) => {
      assert.deepEqual([world.navigation.length, world.cookies.size, world.api.length], [0, 0, 0]);
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
