import assert from 'node:assert/strict';
import { defineEffects } from '../world';

/** The storefront starts each part (boot, session, location, catalogue, cart, checkout) once. */
export default defineEffects({
  rules: {
    'cada parte de la tienda se arranca una sola vez': ({ world }) => {
      const calls = world.api.map((r) => r.call);
      assert.deepEqual(calls, [...new Set(calls)], 'a part started twice');
      assert.deepEqual([...calls].sort(), ['boot', 'cart', 'catalogue', 'checkout', 'location', 'session'], 'every part started');
    },
  },
});
