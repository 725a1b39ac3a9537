import assert from 'node:assert/strict';
import { defineEffects } from '../world';

/** Spec §2, §8: a 429 waits out Retry-After before reloading; 'Volver' goes back. */
export default defineEffects({
  rules: {
    'la página se recarga solo cuando termina la cuenta regresiva': ({ world, snapshot, before }) => {
      const reloads = world.navigation.slice(before.navigation).filter((to) => to === 'reload').length;
      if (reloads > 0) assert.ok(snapshot.matches('reloading'), 'reloaded before the countdown ended');
      assert.ok(world.navigation.filter((to) => to === 'reload').length <= 1, 'reloaded more than once');
    },
  },
});
