import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messages } from './messages';
import type { Category, Product } from './schemas/catalogue';
import type { NavigateParams, NotifyParams } from './system';

/**
 * Catalogue (spec §4 "Product lists"): products and categories for the current
 * sales point, date, customer document and price list. Lists load only after
 * cookie consent; revoking consent clears them. A page rendered by the server
 * brings its menu with it (input `preloaded`), so the first screen needs no call.
 */

/** Path parameters of listar_productos_minimo/{pdv}/{date}/++/{document}/{konda}/ /G */
export interface CatalogueQuery {
  pdv: string;
  /** YYYY-MM-DD */
  date: string;
  document: string;
  konda: string;
}

export interface CatalogueInput {
  enabled: boolean;
  query: CatalogueQuery;
  /**
   * The lists the server rendered the page with, for this very query (the page's data block):
   * complete, the machine starts loaded and makes no request; partial (a window of a large
   * menu), they are shown while the whole menu loads.
   */
  preloaded?: PreloadedLists | null;
}

export interface PreloadedLists extends CatalogueLists {
  /** Every product of the query (false: only the first window the page shows). */
  complete: boolean;
}

export interface CatalogueContext {
  /** Cookie consent given (spec §4: lists load only after it). */
  enabled: boolean;
  query: CatalogueQuery;
  products: Product[];
  categories: Category[];
  /** The API's Spanish message of the last failed load. */
  error: string | null;
  /** The page arrived with the whole menu of `query` (CatalogueInput.preloaded). */
  preloadComplete: boolean;
}

export interface CatalogueLists {
  products: Product[];
  categories: Category[];
}

export type CatalogueEvent =
  | { type: 'catalogue.enabled' }
  | { type: 'catalogue.disabled' }
  /** Partial: the given fields replace the current ones; the lists reload when the query changed. */
  | { type: 'catalogue.queryChanged'; query: Partial<CatalogueQuery> }
  | { type: 'catalogue.retryRequested' };

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

// ─── Selectors ──────────────────────────────────────────────────────────────

export type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;

export const selectProducts = (s: CatalogueSnapshot): readonly Product[] => s.context.products;
export const selectCategories = (s: CatalogueSnapshot): readonly Category[] => s.context.categories;
export const selectProductByCode = (s: CatalogueSnapshot, code: string): Product | null =>
  s.context.products.find((p) => p.codigo_producto === code) ?? null;
/** A category's products in the category's display order (unknown codes skipped). */
export const selectCategoryProducts = (s: CatalogueSnapshot, grupoportal: string): Product[] => {
  const category = s.context.categories.find((c) => c.grupoportal === grupoportal);
  if (!category) return [];
  const byCode = new Map(s.context.products.map((p) => [p.codigo_producto, p]));
  return category.productos.flatMap((code) => byCode.get(code) ?? []);
};
export const selectIsCatalogueLoading = (s: CatalogueSnapshot): boolean => s.hasTag('loading');
export const selectIsCatalogueLoaded = (s: CatalogueSnapshot): boolean => s.matches('loaded');
export const selectIsCatalogueDisabled = (s: CatalogueSnapshot): boolean => s.matches('disabled');
export const selectCatalogueError = (s: CatalogueSnapshot): string | null => (s.matches('failed') ? s.context.error : null);
export const selectCatalogueQuery = (s: CatalogueSnapshot): CatalogueQuery => s.context.query;
