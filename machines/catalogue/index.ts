/** The catalogue machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { mergeQuery, changesQuery, catalogueMachine } from './machine';
export {
  type CatalogueQuery,
  type CatalogueInput,
  type PreloadedLists,
  type CatalogueContext,
  type CatalogueLists,
  type CatalogueEvent,
  type CatalogueSnapshot,
} from './types';
export {
  selectProducts,
  selectCategories,
  selectProductByCode,
  selectCategoryProducts,
  selectIsCatalogueLoading,
  selectIsCatalogueLoaded,
  selectIsCatalogueDisabled,
  selectCatalogueError,
  selectCatalogueQuery,
} from './selectors';
export { glossary } from './glossary';
