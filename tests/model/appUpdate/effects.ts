import assert from 'node:assert/strict';
import { defineEffects } from '../world';

/** Nobody loses what they are typing to an update: the page reloads only on 'Actualizar', once, and nothing else happens. */
export default defineEffects({
  rules: {
    "la página se recarga solo cuando el cliente elige 'Actualizar', y una sola vez": ({ world, before, event }) => {
      const reloads = world.navigation.slice(before.navigation).filter((to) => to === 'reload').length;
      assert.equal(reloads, event?.type === 'appUpdate.accepted' ? 1 : 0, 'reloads in this step');
      assert.ok(world.navigation.length <= 1, 'reloaded more than once');
    },
    'una versión nueva no guarda cookies ni llama a la API': ({ world }) => {
      assert.deepEqual([world.cookies.size, world.api.length], [0, 0]);
    },
  },
});
