/**
 * In-memory view of the catalogue and the sales points, loaded from the database
 * once and kept until invalidate() (call it whenever the catalogue, prices,
 * availability or sales points change). Priced product lists are cached per
 * (sales point, konda), with their JSON already serialized, so the catalogue
 * endpoints answer without touching the database.
 */
import { asc } from 'drizzle-orm';
import type { Category, Product, SalesPoint } from '../../machines/schemas';
import { buildSearchIndex, type SearchIndex } from '../../machines/rules/search';
import type { Db } from '../db/client';
import type { OpeningHours } from '../../machines/rules/openingHours';
import { categories, categoryProducts, priceLists, products, salesPointProducts, salesPoints } from '../db/schema';

export interface StoredSalesPoint extends SalesPoint {
  isGeneric: boolean;
  /** Pick-up in store: the store's name, address and opening hours (empty: no pick-up). */
  nombre: string;
  direccion: string;
  horario: OpeningHours[];
}

/** A store that takes pick-up orders: not generic, with opening hours and an address. */
export const isPickupStore = (s: StoredSalesPoint): boolean => !s.isGeneric && s.horario.length > 0 && s.direccion.trim() !== '';

export interface PricedList {
  products: readonly Product[];
  byCode: ReadonlyMap<string, Product>;
  /** JSON.stringify(products), computed once. */
  json: string;
  /** Shared search index (machines/rules/search.ts) over the same products. */
  search: SearchIndex;
}

interface Snapshot {
  categories: readonly Category[];
  categoriesJson: string;
  /** Products in display order, priced at their base price. */
  baseProducts: readonly Product[];
  /** konda → code → price. */
  prices: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** vkbur → codes not sold there. */
  unavailable: ReadonlyMap<string, ReadonlySet<string>>;
  salesPoints: ReadonlyMap<string, StoredSalesPoint>;
  salesPointList: readonly StoredSalesPoint[];
}

const EMPTY_LIST: PricedList = { products: [], byCode: new Map(), json: '[]', search: buildSearchIndex([]) };

export class CatalogueService {
  #snapshot: Promise<Snapshot> | undefined;
  #priced = new Map<string, PricedList>();
  #generation = 0;

  constructor(private readonly db: Db) {}

  /** Drops everything cached; the next call reloads from the database. */
  invalidate(): void {
    this.#generation += 1;
    this.#snapshot = undefined;
    this.#priced = new Map();
  }

  #load(): Promise<Snapshot> {
    if (!this.#snapshot) {
      const generation = this.#generation;
      const loading = this.#read();
      this.#snapshot = loading;
      // A failed load is not cached: the next request tries again.
      loading.catch(() => {
        if (this.#generation === generation && this.#snapshot === loading) this.#snapshot = undefined;
      });
    }
    return this.#snapshot;
  }

  async #read(): Promise<Snapshot> {
    const [categoryRows, linkRows, productRows, priceRows, availabilityRows, salesPointRows] = await Promise.all([
      this.db.select().from(categories).orderBy(asc(categories.posicion)),
      this.db.select().from(categoryProducts).orderBy(asc(categoryProducts.grupoportal), asc(categoryProducts.posicion)),
      this.db.select().from(products).orderBy(asc(products.posicion), asc(products.codigoProducto)),
      this.db.select().from(priceLists),
      this.db.select().from(salesPointProducts),
      this.db.select().from(salesPoints).orderBy(asc(salesPoints.posicion), asc(salesPoints.vkbur)),
    ]);

    const codesByCategory = new Map<string, string[]>();
    for (const link of linkRows) {
      const list = codesByCategory.get(link.grupoportal) ?? [];
      list.push(link.codigoProducto);
      codesByCategory.set(link.grupoportal, list);
    }
    const categoryList: Category[] = categoryRows.map((c) => ({
      grupoportal: c.grupoportal,
      descripcion: c.descripcion,
      productos: codesByCategory.get(c.grupoportal) ?? [],
    }));
    const categoryNames = new Map(categoryRows.map((c) => [c.grupoportal, c.descripcion]));

    const baseProducts: Product[] = productRows.map((p) => ({
      codigo_producto: p.codigoProducto,
      descripcion_corta: p.descripcionCorta,
      descripcion_producto: p.descripcionProducto,
      sinonimos: p.sinonimos,
      imagen_producto: p.imagenProducto,
      categoria_id: p.categoriaId,
      descr_categoria: categoryNames.get(p.categoriaId) ?? '',
      precio: p.precioBase,
      porcentaje_iva: p.porcentajeIva,
      unidad_medida_venta: p.unidadMedidaVenta,
      cantidadminima: p.cantidadMinima,
      descuento: p.descuento,
      idescuentos: p.porcentajeDescuento === null ? null : { valor_porcentaje_descuento: p.porcentajeDescuento },
      oferta: p.oferta,
      iofertas:
        p.ofertaCantidadMinima === null
          ? null
          : { cantidad_minima: p.ofertaCantidadMinima, cantidad_producto_adicional: p.ofertaCantidadAdicional ?? 0 },
    }));

    const prices = new Map<string, Map<string, number>>();
    for (const row of priceRows) {
      const list = prices.get(row.konda) ?? new Map<string, number>();
      list.set(row.codigoProducto, row.precio);
      prices.set(row.konda, list);
    }

    const unavailable = new Map<string, Set<string>>();
    for (const row of availabilityRows) {
      if (row.disponible) continue;
      const set = unavailable.get(row.vkbur) ?? new Set<string>();
      set.add(row.codigoProducto);
      unavailable.set(row.vkbur, set);
    }

    const salesPointList: StoredSalesPoint[] = salesPointRows.map((s) => ({
      Vkbur: s.vkbur,
      Konda: s.konda,
      citycode: s.citycode,
      city1: s.city1,
      isGeneric: s.isGeneric,
      nombre: s.nombre,
      direccion: s.direccion,
      horario: s.horario,
    }));

    return {
      categories: categoryList,
      categoriesJson: JSON.stringify(categoryList),
      baseProducts,
      prices,
      unavailable,
      salesPoints: new Map(salesPointList.map((s) => [s.Vkbur.toUpperCase(), s])),
      salesPointList,
    };
  }

  async categories(): Promise<{ categories: readonly Category[]; json: string }> {
    const s = await this.#load();
    return { categories: s.categories, json: s.categoriesJson };
  }

  async salesPoint(vkbur: string): Promise<StoredSalesPoint | undefined> {
    return (await this.#load()).salesPoints.get(vkbur.toUpperCase());
  }

  async salesPoints(): Promise<readonly StoredSalesPoint[]> {
    return (await this.#load()).salesPointList;
  }

  /**
   * Products sold at `pdv`, priced with the price list `konda`, in display order.
   * An unknown sales point or price list gives an empty list; a product without a
   * price in that list is not offered (its price cannot be determined).
   */
  async pricedProducts(pdv: string, konda: string): Promise<PricedList> {
    const key = `${pdv.toUpperCase()}\u0000${konda}`;
    const cached = this.#priced.get(key);
    if (cached) return cached;
    const generation = this.#generation;
    const s = await this.#load();
    const salesPoint = s.salesPoints.get(pdv.toUpperCase());
    const priceList = s.prices.get(konda);
    if (!salesPoint || !priceList) return EMPTY_LIST;
    const excluded = s.unavailable.get(salesPoint.Vkbur);
    const list: Product[] = [];
    for (const product of s.baseProducts) {
      if (excluded?.has(product.codigo_producto)) continue;
      const precio = priceList.get(product.codigo_producto);
      if (precio === undefined) continue;
      list.push({ ...product, precio });
    }
    const priced: PricedList = {
      products: list,
      byCode: new Map(list.map((p) => [p.codigo_producto, p])),
      json: JSON.stringify(list),
      search: buildSearchIndex(list),
    };
    // Only known (sales point, konda) pairs reach here, so the cache stays bounded.
    if (generation === this.#generation) this.#priced.set(key, priced);
    return priced;
  }
}
