import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../messages';
import type { NavigateParams, NotifyParams } from '../system';
import type { CatalogueContext, CatalogueEvent, CatalogueInput, CatalogueLists, CatalogueQuery, PagePreload } from './types';

/**
 * Catalogue (docs/product.md#estados-y-transiciones "Product lists"): products and categories for the current
 * sales point, date, customer document and price list. Lists load only after
 * cookie consent; revoking consent clears them. A page rendered by the server
 * brings its menu with it (input `preloaded`), so the first screen needs no call;
 * a large menu's page brings only its window, and the rest of that same menu loads
 * even before consent: it is the document the page was rendered from, and reading it
 * stores nothing (docs/server.md, "Cookie consent"). No other menu loads before consent.
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

const preloadOf = (input: CatalogueInput): PagePreload =>
  !input.preloaded ? 'none' : input.preloaded.complete ? 'complete' : 'partial';

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
    hasCompletePreload: ({ context }) => context.preload === 'complete',
    /** The server sent a window of a large menu with the page: the rest of that same menu loads, consent or not. */
    hasPartialPreload: ({ context }) => context.preload === 'partial',
    changesQuery: ({ context }, params: { query: Partial<CatalogueQuery> }) => changesQuery(context.query, params.query),
    /** Another menu is asked for before consent: it is remembered, not loaded. */
    changesQueryWithoutConsent: ({ context }, params: { query: Partial<CatalogueQuery> }) =>
      !context.enabled && changesQuery(context.query, params.query),
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
    preload: preloadOf(input),
  }),
  initial: 'resolving',
  states: {
    /**
     * Passed through at start: a complete menu sent with the page is shown as it is (the
     * server rendered it; no call, no cookie); a window of a large menu is shown while the rest
     * of the same menu loads, consent or not; otherwise consent decides whether lists load.
     */
    resolving: {
      always: [
        { guard: 'hasCompletePreload', target: 'loaded' },
        { guard: 'hasPartialPreload', target: 'loading' },
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
        'catalogue.queryChanged': [
          // Loading the page's own menu before consent: another one is remembered, not loaded (the request is dropped).
          {
            guard: { type: 'changesQueryWithoutConsent', params: ({ event }) => ({ query: event.query }) },
            target: 'disabled',
            actions: ['clearLists', { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) }],
          },
          // A newer query cancels the request in flight (its signal aborts) and starts again.
          {
            guard: { type: 'changesQuery', params: ({ event }) => ({ query: event.query }) },
            target: 'loading',
            reenter: true,
            actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) },
          },
        ],
      },
    },
    loaded: {
      on: {
        'catalogue.queryChanged': [
          // The menu the page came with belongs to its query; without consent another one is not loaded.
          {
            guard: { type: 'changesQueryWithoutConsent', params: ({ event }) => ({ query: event.query }) },
            target: 'disabled',
            actions: ['clearLists', { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) }],
          },
          {
            guard: { type: 'changesQuery', params: ({ event }) => ({ query: event.query }) },
            target: 'loading',
            actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) },
          },
        ],
      },
    },
    failed: {
      on: {
        'catalogue.retryRequested': { target: 'loading' },
        'catalogue.queryChanged': [
          // The page's own menu failed before consent: another one is not loaded either.
          {
            guard: { type: 'changesQueryWithoutConsent', params: ({ event }) => ({ query: event.query }) },
            target: 'disabled',
            actions: ['clearLists', { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) }],
          },
          { target: 'loading', actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) } },
        ],
      },
    },
  },
  on: {
    // Consent given where the lists are already the query's (the page's menu, loaded, loading or failed): only recorded.
    'catalogue.enabled': { actions: { type: 'assignEnabled', params: { enabled: true } } },
    'catalogue.disabled': { target: '.disabled', actions: ['clearLists', { type: 'assignEnabled', params: { enabled: false } }] },
  },
});
