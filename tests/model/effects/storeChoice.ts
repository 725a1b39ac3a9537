import assert from 'node:assert/strict';
import { added, defineEffects } from '../world';

/** The store list asks for the stores of the location's city, only for Recoger en tienda. */
export default defineEffects({
  rules: {
    'las tiendas se piden para la ciudad elegida, solo al recoger en tienda': ({ world, before, event, input, snapshot }) => {
      const calls = added(world.api, before.api).filter((c) => c.call === 'loadStores');
      if (calls.length === 0) return;
      assert.equal(calls.length, 1, 'one request per step');
      assert.ok(snapshot.matches('pickup'), 'asked while on delivery');
      const cityChanged = [...world.events].reverse().find((e) => e.type === 'storeChoice.cityChanged') as { city: string | null } | undefined;
      const city = cityChanged ? cityChanged.city : (input as { city: string | null }).city;
      assert.deepEqual(calls[0]!.input, { city: city ?? '' }, `asked for ${JSON.stringify(calls[0]!.input)} after ${event?.type ?? 'the start'}`);
    },
  },
});
