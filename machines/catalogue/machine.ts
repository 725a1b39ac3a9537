import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../messages';
import type { NavigateParams, NotifyParams } from '../system';
import type { CatalogueContext, CatalogueEvent, CatalogueInput, CatalogueLists, CatalogueQuery } from './types';

/**
 * Catalogue (docs/product.md#estados-y-transiciones "Product lists"): products and categories for the current
 * sales point, date, customer document and price list. Lists load only after
 * cookie consent; revoking consent clears them. A page rendered by the server
 * brings its menu with it (input `preloaded`), so the first screen needs no call.
 */

const QUERY_KEYS = ['pdv', 'date', 'document', 'konda'] as const;

/** The query with the given fields replaced (undefined fields are ignored). */
export function mergeQuery(query: CatalogueQuery, change: Partial<CatalogueQuery>): CatalogueQuery {
  const next = { ...query };
  for (const key of QUERY_KEYS) {
    const value = change[key];
    if (typeof value === 'string') next[key] = value;
  }
  return next;
}

export const changesQuery = (query: CatalogueQuery, change: Partial<CatalogueQuery>): boolean => {
  const next = mergeQuery(query, change);
  return QUERY_KEYS.some((key) => next[key] !== query[key]);
};

const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : fallback;

export const catalogueMachine = setup({
  types: {
    input: {} as CatalogueInput,
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    tags: {} as 'loading',
  },
  actors: {
    /** GET listar_productos_minimo/{pdv}/{date}/++/{document}/{konda}/ /G and listar_categorias/G. */
    loadCatalogue: fromPromise<CatalogueLists, CatalogueQuery>(async ({ input: _input, signal: _signal }) => {
      throw new Error('not provided: loadCatalogue');
    }),
  },
  guards: {
    /** Cookie consent given. */
    isEnabled: ({ context }) => context.enabled,
    /** The server sent the whole menu with the page: nothing to load. */
    hasCompletePreload: ({ context }) => context.preloadComplete,
    changesQuery: ({ context }, params: { query: Partial<CatalogueQuery> }) => changesQuery(context.query, params.query),
    changesQueryWithConsent: ({ context }, params: { query: Partial<CatalogueQuery> }) =>
      context.enabled && changesQuery(context.query, params.query),
  },
  actions: {
    /** Shared effects every machine declares (docs/architecture.md); src provides them. */
    navigate: (_, _params: NavigateParams) => {},
    notify: (_, _params: NotifyParams) => {},
    assignQuery: assign(({ context }, params: { query: Partial<CatalogueQuery> }) => ({
      query: mergeQuery(context.query, params.query),
    })),
    assignLists: assign((_, params: CatalogueLists) => ({
      products: params.products,
      categories: params.categories,
      error: null,
    })),
    assignError: assign((_, params: { message: string | null }) => ({ error: params.message })),
    clearLists: assign({ products: [], categories: [], error: null }),
    assignEnabled: assign((_, params: { enabled: boolean }) => ({ enabled: params.enabled })),
  },
}).createMachine({
  id: 'catalogue',
  context: ({ input }) => ({
    enabled: input.enabled,
    query: input.query,
    products: input.preloaded?.products ?? [],
    categories: input.preloaded?.categories ?? [],
    error: null,
    preloadComplete: input.preloaded?.complete === true,
  }),
  initial: 'resolving',
  states: {
    /**
     * Passed through at start: a complete menu sent with the page is shown as it is (the
     * server rendered it; no call, no cookie); otherwise consent decides whether lists load.
     */
    resolving: {
      always: [
        { guard: 'hasCompletePreload', target: 'loaded' },
        { guard: 'isEnabled', target: 'loading' },
        { target: 'disabled' },
      ],
    },
    disabled: {
      on: {
        'catalogue.enabled': { target: 'loading', actions: { type: 'assignEnabled', params: { enabled: true } } },
        // Remembered for when consent comes.
        'catalogue.queryChanged': { actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) } },
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadCatalogue',
        input: ({ context }) => context.query,
        onDone: {
          target: 'loaded',
          actions: { type: 'assignLists', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ message: errorMessage(event.error, messages.http.other) }) },
        },
      },
      on: {
        // A newer query cancels the request in flight (its signal aborts) and starts again.
        'catalogue.queryChanged': {
          guard: { type: 'changesQuery', params: ({ event }) => ({ query: event.query }) },
          target: 'loading',
          reenter: true,
          actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) },
        },
      },
    },
    loaded: {
      on: {
        'catalogue.queryChanged': [
          {
            guard: { type: 'changesQueryWithConsent', params: ({ event }) => ({ query: event.query }) },
            target: 'loading',
            actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) },
          },
          // The menu the page came with belongs to its query; without consent another one is not loaded.
          {
            guard: { type: 'changesQuery', params: ({ event }) => ({ query: event.query }) },
            target: 'disabled',
            actions: ['clearLists', { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) }],
          },
        ],
        // Consent given on a page that came with its menu: the lists are already the query's.
        'catalogue.enabled': { actions: { type: 'assignEnabled', params: { enabled: true } } },
      },
    },
    failed: {
      on: {
        'catalogue.retryRequested': { target: 'loading' },
        'catalogue.queryChanged': {
          target: 'loading',
          actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) },
        },
      },
    },
  },
  on: {
    'catalogue.disabled': { target: '.disabled', actions: ['clearLists', { type: 'assignEnabled', params: { enabled: false } }] },
  },
});
