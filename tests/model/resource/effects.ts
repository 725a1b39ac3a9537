import assert from 'node:assert/strict';
import type { ResourceInput } from '../../../machines/resource';
import { added, defineEffects } from '../world';

/** A page reads its data once when it opens, and again only when the customer asks (Reintentar) or the page reloads it. */
export default defineEffects({
  rules: {
    'la página pide sus datos al abrir y de nuevo solo al reintentar o recargar': ({ world, before, event, step }) => {
      // The start's request is made before the first look (step 0): count the whole log then.
      if (step === 0)
        return assert.equal(world.api.filter((r) => r.call === 'load').length, 1, 'one request when the page opens');
      const requests = added(world.api, before.api).filter((r) => r.call === 'load');
      const asked = event?.type === 'resource.retryRequested' || event?.type === 'resource.reloadRequested';
      assert.ok(requests.length <= (asked ? 1 : 0), `${requests.length} requests after ${event?.type}`);
    },
    'se pide lo que la página nombra': ({ world, input }) => {
      const { source, params } = input as ResourceInput;
      for (const r of world.api) assert.deepEqual(r.input, { source, params: params ?? null });
    },
  },
});
