import type { Category, Product } from '../schemas/catalogue';
import type { CatalogueQuery, CatalogueSnapshot } from './types';

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
