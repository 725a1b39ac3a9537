/**
 * A large menu for measuring cost growth (SEED_PRODUCTS=5000, docs/performance.md): the seed's
 * products, then numbered variants of them (same category, image and rules, a price that varies)
 * until the menu has `total` products. Deterministic: the same total gives the same menu.
 */
import type { Category, Product } from '../../machines/schemas';

/** Below this, SEED_PRODUCTS is ignored (the seed's own menu is already that size). */
export function enlargeCatalogue(
  catalogue: { categories: readonly Category[]; products: readonly Product[] },
  total: number,
): { categories: Category[]; products: Product[] } {
  const base = catalogue.products;
  const products: Product[] = [...base];
  for (let i = 0; products.length < total; i++) {
    const source = base[i % base.length]!;
    const variant = Math.floor(i / base.length) + 2;
    products.push({
      ...source,
      codigo_producto: `V${String(i + 1).padStart(6, '0')}`,
      descripcion_corta: `${source.descripcion_corta} ${variant}`,
      // ±10 % around the original, in whole hundreds of pesos.
      precio: Math.max(100, Math.round((source.precio * (0.9 + ((i * 37) % 21) / 100)) / 100) * 100),
    });
  }
  const byCategory = new Map<string, string[]>();
  for (const p of products) {
    const codes = byCategory.get(p.categoria_id) ?? [];
    codes.push(p.codigo_producto);
    byCategory.set(p.categoria_id, codes);
  }
  const categories = catalogue.categories.map((c) => ({ ...c, productos: byCategory.get(c.grupoportal) ?? [] }));
  return { categories, products };
}
