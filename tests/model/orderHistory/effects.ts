import assert from 'node:assert/strict';
import { defineEffects } from '../world';

type PageRequest = { page: number; pageSize: number };

/** /mis-pedidos: pages are asked in order, the next one only after a full page ('Ver más'), a failed one again only on 'Reintentar'. */
export default defineEffects({
  rules: {
    'las páginas se piden en orden: la siguiente tras una página completa, la misma solo al reintentar': ({
      world,
      before,
      event,
    }) => {
      const requests = world.api.filter((r) => r.call === 'loadPage').map((r) => r.input as PageRequest);
      const fresh = requests.slice(world.api.slice(0, before.api).filter((r) => r.call === 'loadPage').length);
      assert.ok(fresh.length <= 1, 'one page at a time');
      const request = fresh[0];
      if (!request) return;
      const previous = requests.at(-2);
      if (!previous) return assert.equal(request.page, 1, 'the first page first');
      const answers = world.events
        .filter((e) => e.type.startsWith('xstate.done.actor.'))
        .map((e) => (e as unknown as { output: unknown[] }).output);
      if (event?.type === 'orders.retryRequested') assert.equal(request.page, previous.page, 'a retry asks for the same page');
      else {
        assert.equal(event?.type, 'orders.moreRequested');
        assert.equal(request.page, previous.page + 1, "'Ver más' asks for the next page");
        assert.equal(answers.at(-1)?.length, request.pageSize, "'Ver más' only after a full page");
      }
    },
  },
});
