import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import type { CatalogueInput, CatalogueQuery } from '../../../machines/catalogue';
import { added, defineEffects, type World } from '../world';

/** The query the storefront last reported: the start, then every field a change names. */
function currentQuery(world: World, input: unknown): CatalogueQuery {
  const query = { ...(input as CatalogueInput).query };
  for (const e of world.events) {
    if (e.type !== 'catalogue.queryChanged') continue;
    for (const [key, value] of Object.entries((e as unknown as { query: Record<string, unknown> }).query))
      if (typeof value === 'string') (query as Record<string, string>)[key] = value;
  }
  return query;
}

type Event = { type: string };

/**
 * docs/product.md#estados-y-transiciones: products and categories are loaded only after the cookies are
 * accepted; the one exception is the rest of the large menu whose window the page came with (docs/server.md,
 * "Cookie consent": the page's own document).
 */
export default defineEffects({
  rules: {
    'los productos se piden solo con las cookies aceptadas, salvo el resto de la carta que trajo la página': ({
      world,
      snapshot,
      before,
      input,
    }) => {
      const requests = world.api.slice(before.api).filter((r) => r.call === 'loadCatalogue');
      if (requests.length === 0) return;
      const start = input as CatalogueInput;
      const consent = [...(world.events as Event[])]
        .reverse()
        .find((e) => e.type === 'catalogue.enabled' || e.type === 'catalogue.disabled');
      const consented = consent ? consent.type === 'catalogue.enabled' : start.enabled;
      const pagesOwnMenu = start.preloaded?.complete === false && requests.every((r) => isDeepStrictEqual(r.input, start.query));
      assert.ok(consented || pagesOwnMenu, 'asked the API for products without consent');
      assert.ok(snapshot.hasTag('loading') || snapshot.matches('loading'), 'a request without the loading state');
    },
    'el menú que trae la página se muestra desde el inicio': ({ input, snapshot, step }) => {
      if (step === 0) assert.deepEqual(snapshot.context.products, (input as CatalogueInput).preloaded?.products ?? []);
    },
    'se pide la carta de la consulta vigente (punto de venta, día, documento, lista de precios), una vez por cambio real': ({
      world,
      input,
      before,
      event,
      previous,
    }) => {
      const requests = added(world.api, before.api).filter((r) => r.call === 'loadCatalogue');
      for (const r of requests) assert.deepEqual(r.input, currentQuery(world, input), 'the query asked');
      if (event?.type === 'catalogue.queryChanged' && !previous?.matches('failed')) {
        const previousRequest = world.api
          .slice(0, before.api)
          .filter((r) => r.call === 'loadCatalogue')
          .at(-1);
        if (requests.length > 0 && previousRequest)
          assert.notDeepEqual(previousRequest.input, requests[0]!.input, 'the same query asked again');
      }
    },
  },
});
