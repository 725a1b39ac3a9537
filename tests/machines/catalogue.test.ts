import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  catalogueMachine,
  changesQuery,
  selectCatalogueError,
  selectCatalogueQuery,
  selectCategories,
  selectCategoryProducts,
  selectIsCatalogueDisabled,
  selectIsCatalogueLoaded,
  selectIsCatalogueLoading,
  selectProductByCode,
  selectProducts,
  type CatalogueInput,
  type CatalogueLists,
  type CatalogueQuery,
} from '../../machines/catalogue';
import type { Product } from '../../machines/schemas/catalogue';

const product = (codigo: string, categoria = 'C1'): Product => ({
  codigo_producto: codigo,
  descripcion_corta: `Producto ${codigo}`,
  descripcion_producto: `Producto ${codigo} de pollo`,
  sinonimos: [],
  imagen_producto: `${codigo}.webp`,
  categoria_id: categoria,
  descr_categoria: 'Combos',
  precio: 20_000,
  porcentaje_iva: 8,
  unidad_medida_venta: 'UN',
  cantidadminima: 1,
  descuento: '',
  idescuentos: null,
  oferta: '',
  iofertas: null,
});

const lists: CatalogueLists = {
  products: [product('100'), product('200'), product('300', 'C2')],
  categories: [
    { grupoportal: 'C1', descripcion: 'Combos', productos: ['200', '100', '999'] },
    { grupoportal: 'C2', descripcion: 'Bebidas', productos: ['300'] },
  ],
};

const query: CatalogueQuery = { pdv: 'G001', date: '2025-03-14', document: '1000000000', konda: '28' };

/** The catalogue with its one call held: each request waits in `calls` until the test answers it. */
function startCatalogue(enabled: boolean, preloaded?: CatalogueInput['preloaded']) {
  const calls: {
    input: CatalogueQuery;
    resolve: (v: CatalogueLists) => void;
    reject: (e: unknown) => void;
    signal: AbortSignal;
  }[] = [];
  const machine = catalogueMachine.provide({
    actors: {
      loadCatalogue: fromPromise<CatalogueLists, CatalogueQuery>(
        ({ input, signal }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject, signal })),
      ),
    },
  });
  const actor = createActor(machine, { input: { enabled, query, preloaded } });
  actor.start();
  return { actor, calls, last: () => calls[calls.length - 1]! };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('catalogue: product lists (spec §4)', () => {
  it('product lists load only after cookie consent', async () => {
    const c = startCatalogue(false);
    expect(selectIsCatalogueDisabled(c.actor.getSnapshot())).toBe(true);
    expect(c.calls).toHaveLength(0);

    c.actor.send({ type: 'catalogue.enabled' });
    expect(selectIsCatalogueLoading(c.actor.getSnapshot())).toBe(true);
    expect(c.last().input).toEqual(query);
    c.last().resolve(lists);
    await settle();

    const snap = c.actor.getSnapshot();
    expect(selectIsCatalogueLoaded(snap)).toBe(true);
    expect(selectProducts(snap)).toHaveLength(3);
    expect(selectCategories(snap)).toHaveLength(2);
    expect(selectProductByCode(snap, '300')?.descripcion_corta).toBe('Producto 300');
    expect(selectCategoryProducts(snap, 'C1').map((p) => p.codigo_producto)).toEqual(['200', '100']);
  });

  it('unaccepting cookies clears the lists', async () => {
    const c = startCatalogue(true);
    c.last().resolve(lists);
    await settle();
    c.actor.send({ type: 'catalogue.disabled' });
    expect(selectIsCatalogueDisabled(c.actor.getSnapshot())).toBe(true);
    expect(selectProducts(c.actor.getSnapshot())).toEqual([]);
    expect(selectCategories(c.actor.getSnapshot())).toEqual([]);
  });

  it('a changed query reloads the lists; the same query does not', async () => {
    const c = startCatalogue(true);
    c.last().resolve(lists);
    await settle();

    c.actor.send({ type: 'catalogue.queryChanged', query: { pdv: 'G001', konda: '28' } });
    expect(selectIsCatalogueLoaded(c.actor.getSnapshot())).toBe(true);
    expect(c.calls).toHaveLength(1);

    c.actor.send({ type: 'catalogue.queryChanged', query: { document: '52123456' } });
    expect(selectIsCatalogueLoading(c.actor.getSnapshot())).toBe(true);
    expect(c.last().input).toEqual({ ...query, document: '52123456' });
    expect(changesQuery(query, {})).toBe(false);
  });

  it('a newer query cancels the request in flight', () => {
    const c = startCatalogue(true);
    const first = c.last();
    c.actor.send({ type: 'catalogue.queryChanged', query: { pdv: 'P300', konda: '31' } });
    expect(first.signal.aborted).toBe(true);
    expect(c.calls).toHaveLength(2);
    expect(c.last().input).toEqual({ ...query, pdv: 'P300', konda: '31' });
  });

  it('a query change while disabled is remembered for when consent comes', () => {
    const c = startCatalogue(false);
    c.actor.send({ type: 'catalogue.queryChanged', query: { pdv: 'P300' } });
    expect(c.calls).toHaveLength(0);
    expect(selectCatalogueQuery(c.actor.getSnapshot()).pdv).toBe('P300');
    c.actor.send({ type: 'catalogue.enabled' });
    expect(c.last().input.pdv).toBe('P300');
  });

  it("a failed load keeps the API's Spanish message; retrying loads again", async () => {
    const c = startCatalogue(true);
    c.last().reject(new Error('Hay algún problema con nuestros servidores, inténtelo de nuevo más tarde'));
    await settle();
    expect(selectCatalogueError(c.actor.getSnapshot())).toBe(
      'Hay algún problema con nuestros servidores, inténtelo de nuevo más tarde',
    );
    c.actor.send({ type: 'catalogue.retryRequested' });
    expect(c.calls).toHaveLength(2);
    c.last().resolve(lists);
    await settle();
    expect(selectCatalogueError(c.actor.getSnapshot())).toBeNull();
    expect(selectIsCatalogueLoaded(c.actor.getSnapshot())).toBe(true);
  });
});

describe('a page rendered by the server brings its menu (no second catalogue request)', () => {
  function startWith(enabled: boolean, preloaded: { complete: boolean; products?: Product[] }) {
    const calls: CatalogueQuery[] = [];
    const machine = catalogueMachine.provide({
      actors: {
        loadCatalogue: fromPromise<CatalogueLists, CatalogueQuery>(({ input }) => {
          calls.push(input);
          return new Promise(() => {});
        }),
      },
    });
    const actor = createActor(machine, {
      input: {
        enabled,
        query,
        preloaded: { ...lists, products: preloaded.products ?? lists.products, complete: preloaded.complete },
      },
    });
    actor.start();
    return { actor, calls };
  }

  it('the whole menu sent with the page is shown as loaded, with no call', () => {
    const { actor, calls } = startWith(true, { complete: true });
    expect(selectIsCatalogueLoaded(actor.getSnapshot())).toBe(true);
    expect(selectProducts(actor.getSnapshot())).toEqual(lists.products);
    expect(calls).toEqual([]);
  });

  it('the menu is shown before consent, and no other one is loaded without it (spec §4: lists load only after consent)', () => {
    const { actor, calls } = startWith(false, { complete: true });
    expect(selectProducts(actor.getSnapshot())).toHaveLength(3);
    actor.send({ type: 'catalogue.queryChanged', query: { pdv: 'B001' } });
    expect(calls).toEqual([]);
    expect(selectProducts(actor.getSnapshot())).toEqual([]);
    expect(selectIsCatalogueDisabled(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'catalogue.enabled' });
    expect(calls).toEqual([{ ...query, pdv: 'B001' }]);
  });

  it('with consent, a new query reloads as usual; the same query does not', () => {
    const { actor, calls } = startWith(true, { complete: true });
    actor.send({ type: 'catalogue.queryChanged', query: { ...query } });
    expect(calls).toEqual([]);
    actor.send({ type: 'catalogue.queryChanged', query: { pdv: 'B001' } });
    expect(calls).toEqual([{ ...query, pdv: 'B001' }]);
  });

  it('a window of a large menu is shown while the whole menu loads', () => {
    const { actor, calls } = startWith(true, { complete: false, products: [product('100')] });
    expect(selectIsCatalogueLoading(actor.getSnapshot())).toBe(true);
    expect(selectProducts(actor.getSnapshot()).map((p) => p.codigo_producto)).toEqual(['100']);
    expect(calls).toEqual([query]);
  });
});

describe("before cookie consent a large menu's page still lists all its products: the rest of the same menu loads, no other menu does", () => {
  /** A large menu's page: its window (product 100) and each category's real count; no consent yet. */
  function startWithWindow() {
    const window = {
      products: [product('100')],
      categories: [
        { grupoportal: 'C1', descripcion: 'Combos', productos: ['100'], total: 2 },
        { grupoportal: 'C2', descripcion: 'Bebidas', productos: [], total: 1 },
      ],
      complete: false,
    };
    return startCatalogue(false, window);
  }

  it("the rest of the page's own menu loads without consent (one request, the page's query), and then every product is listed", async () => {
    const c = startWithWindow();
    expect(selectIsCatalogueLoading(c.actor.getSnapshot())).toBe(true);
    expect(selectProducts(c.actor.getSnapshot()).map((p) => p.codigo_producto)).toEqual(['100']);
    expect(c.calls.map((call) => call.input)).toEqual([query]);
    // The location repeats the same query at start: nothing restarts.
    c.actor.send({ type: 'catalogue.queryChanged', query: { pdv: query.pdv, konda: query.konda } });
    expect(c.calls).toHaveLength(1);
    c.last().resolve(lists);
    await settle();
    expect(selectIsCatalogueLoaded(c.actor.getSnapshot())).toBe(true);
    expect(selectProducts(c.actor.getSnapshot())).toEqual(lists.products);
    expect(selectCategories(c.actor.getSnapshot())).toEqual(lists.categories);
  });

  it("another query while the page's menu loads, before consent, is remembered and not loaded: the request is dropped and the lists cleared", () => {
    const c = startWithWindow();
    const first = c.last();
    c.actor.send({ type: 'catalogue.queryChanged', query: { pdv: 'B001', konda: '30' } });
    expect(first.signal.aborted).toBe(true);
    expect(c.calls).toHaveLength(1);
    expect(selectIsCatalogueDisabled(c.actor.getSnapshot())).toBe(true);
    expect(selectProducts(c.actor.getSnapshot())).toEqual([]);
    c.actor.send({ type: 'catalogue.enabled' });
    expect(c.last().input).toEqual({ ...query, pdv: 'B001', konda: '30' });
  });

  it("consent given while the page's menu loads is recorded: a later query loads as with consent", async () => {
    const c = startWithWindow();
    c.actor.send({ type: 'catalogue.enabled' });
    c.last().resolve(lists);
    await settle();
    c.actor.send({ type: 'catalogue.queryChanged', query: { pdv: 'B001' } });
    expect(selectIsCatalogueLoading(c.actor.getSnapshot())).toBe(true);
    expect(c.last().input).toEqual({ ...query, pdv: 'B001' });
  });

  it('after the whole menu arrived without consent, another query is still not loaded', async () => {
    const c = startWithWindow();
    c.last().resolve(lists);
    await settle();
    c.actor.send({ type: 'catalogue.queryChanged', query: { pdv: 'B001' } });
    expect(c.calls).toHaveLength(1);
    expect(selectIsCatalogueDisabled(c.actor.getSnapshot())).toBe(true);
  });

  it("the page's menu failing before consent: 'Reintentar' asks for it again, another query is not loaded, consent is recorded", async () => {
    const c = startWithWindow();
    c.last().reject(new Error('No hay conexión con el servidor'));
    await settle();
    expect(selectCatalogueError(c.actor.getSnapshot())).toBe('No hay conexión con el servidor');
    c.actor.send({ type: 'catalogue.retryRequested' });
    expect(c.calls.map((call) => call.input)).toEqual([query, query]);
    c.last().reject(new Error('No hay conexión con el servidor'));
    await settle();
    c.actor.send({ type: 'catalogue.queryChanged', query: { pdv: 'B001' } });
    expect(c.calls).toHaveLength(2);
    expect(selectIsCatalogueDisabled(c.actor.getSnapshot())).toBe(true);

    const d = startWithWindow();
    d.last().reject(new Error(' '));
    await settle();
    d.actor.send({ type: 'catalogue.enabled' });
    d.actor.send({ type: 'catalogue.queryChanged', query: { pdv: 'B001' } });
    expect(d.last().input).toEqual({ ...query, pdv: 'B001' });
  });
});
