import assert from 'node:assert/strict';
import { added, defineEffects } from '../world';

/** The store list asks for the stores of the location's city, only for Recoger en tienda. */
export default defineEffects({
  rules: {
    'las tiendas se piden para la ciudad elegida, solo al recoger en tienda': ({ world, before, input, snapshot }) => {
      const calls = world.api.filter((c) => c.call === 'loadStores');
      const now = added(world.api, before.api).filter((c) => c.call === 'loadStores');
      assert.ok(now.length <= 1, 'one request per step');
      if (now.length > 0) assert.ok(snapshot.matches('pickup'), 'asked while on delivery');
      if (!snapshot.matches({ pickup: 'loading' })) return;
      // The city the location gave last (a city is told again after every render: the same one changes nothing).
      const told = [...world.events].reverse().find((e) => e.type === 'storeChoice.cityChanged') as
        { city: string | null } | undefined;
      const city = told ? told.city : (input as { city: string | null }).city;
      assert.ok(calls.length > 0, 'loading without a request');
      assert.deepEqual(
        calls.at(-1)!.input,
        { city: city ?? '' },
        'the stores of the chosen city (none named: an empty city, which has none)',
      );
    },
  },
});
