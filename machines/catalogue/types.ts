import type { SnapshotFrom } from 'xstate';
import type { Category, Product } from '../schemas/catalogue';
import type { PageCategory } from '../schemas/pageData';
import type { catalogueMachine } from './machine';

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
   * menu, its categories listing only the window's codes with their real `total`), they are shown
   * while the rest of that same menu loads, with or without consent (it is the page's own document).
   */
  preloaded?: PreloadedLists | null;
}

export interface PreloadedLists extends CatalogueLists {
  /** Of a partial menu, each with its whole count (`total`): the category bar shows it until the rest arrives. */
  categories: PageCategory[];
  /** Every product of the query (false: only the first window the page shows). */
  complete: boolean;
}

/** What the page came with: nothing, a window of a large menu, or the whole menu. */
export type PagePreload = 'none' | 'partial' | 'complete';

export interface CatalogueContext {
  /** Cookie consent given (docs/product.md#estados-y-transiciones: lists load only after it). */
  enabled: boolean;
  query: CatalogueQuery;
  products: Product[];
  /** The API's lists, or a partial page's (each with its `total`) until the whole menu arrives. */
  categories: PageCategory[];
  /** The API's Spanish message of the last failed load. */
  error: string | null;
  /** What the page arrived with for the start's `query` (CatalogueInput.preloaded). */
  preload: PagePreload;
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

export type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;
