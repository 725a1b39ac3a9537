import type { SnapshotFrom } from 'xstate';
import type { Category, Product } from '../schemas/catalogue';
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
   * menu, its categories listing only the window's codes), they are shown while the whole menu loads.
   */
  preloaded?: PreloadedLists | null;
}

export interface PreloadedLists extends CatalogueLists {
  /** Every product of the query (false: only the first window the page shows). */
  complete: boolean;
}

export interface CatalogueContext {
  /** Cookie consent given (docs/product.md#estados-y-transiciones: lists load only after it). */
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

export type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;
