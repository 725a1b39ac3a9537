import { unitPrice } from '../../machines/rules/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import {
  categoryListSchema,
  productListSchema,
  statusSchema,
  type Product,
  type ProductFilterBody,
} from '../../machines/schemas';
import { createTestServer, expectApiError, expectStillAnswering, listMinimumPath, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());

const FILTER_PATH = '/api/productos/listar_productos_filtro';

async function products(res: Response): Promise<Product[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
  const body: unknown = await res.json();
  const parsed = productListSchema.safeParse(body);
  expect(parsed.success).toBe(true);
  return parsed.data!;
}

const codes = (list: readonly Product[]) => list.map((p) => p.codigo_producto);

function filterBody(overrides: Partial<ProductFilterBody> = {}): ProductFilterBody {
  return {
    pdv_id: 'B001',
    fecha_pedido: '2026-03-02',
    buscar: '++',
    id: '1000000000',
    konda: '30',
    cat_id: '',
    crudocarta: 'G',
    productos: [],
    ...overrides,
  };
}

/** What the menu shows: the unit price with VAT, before any discount. */
const menuPrice = (p: Product) => unitPrice(p).regularPrice;

describe('status endpoint (GET /principal/sap/status)', () => {
  it('answers estado true', async () => {
    const res = await server.request('/principal/sap/status');
    expect(res.status).toBe(200);
    expect(statusSchema.parse(await res.json())).toEqual({ estado: true });
  });
});

describe('categories (GET /api/productos/listar_categorias/G)', () => {
  it('lists the categories in order with their product codes', async () => {
    const res = await server.request('/api/productos/listar_categorias/G');
    expect(res.status).toBe(200);
    const categories = categoryListSchema.parse(await res.json());
    expect(categories).toEqual([
      { grupoportal: 'A', descripcion: 'Pollo asado', productos: ['T100', 'T101', 'T102'] },
      { grupoportal: 'B', descripcion: 'Bebidas', productos: ['T200', 'T201'] },
      { grupoportal: 'C', descripcion: 'Más', productos: ['T300', 'T301'] },
    ]);
  });

  it('rejects a product list type other than G with a Spanish validation error', async () => {
    const body = await expectApiError(await server.request('/api/productos/listar_categorias/X'), 422, messages.http.validation);
    expect(Object.keys(body.errors ?? {})).toEqual(['tipo']);
  });
});

describe('products (GET /api/productos/listar_productos_minimo/{pdv}/{date}/++/{document}/{konda}/ /G)', () => {
  it('lists every product available at the sales point, priced for the konda (menu price × multiplier, VAT included, to 100 pesos)', async () => {
    const list = await products(await server.request(listMinimumPath('B001', '30')));
    expect(codes(list)).toEqual(['T100', 'T101', 'T102', 'T200', 'T201', 'T300', 'T301']);
    const byCode = new Map(list.map((p) => [p.codigo_producto, p]));
    expect(menuPrice(byCode.get('T100')!)).toBe(54_000); // 50 000 × 1.08
    expect(menuPrice(byCode.get('T102')!)).toBe(24_700); // 22 900 × 1.08 = 24 732
    expect(byCode.get('T100')!.descr_categoria).toBe('Pollo asado');
    expect(byCode.get('T101')!.idescuentos).toEqual({ valor_porcentaje_descuento: 10 });
    expect(byCode.get('T200')!.iofertas).toEqual({ cantidad_minima: 2, cantidad_producto_adicional: 1 });
  });

  it('uses the menu price for the default konda 28 and other prices for other kondas', async () => {
    const k28 = await products(await server.request(listMinimumPath('G001', '28')));
    const k29 = await products(await server.request(listMinimumPath('G001', '29')));
    expect(menuPrice(k28.find((p) => p.codigo_producto === 'T100')!)).toBe(50_000);
    expect(menuPrice(k29.find((p) => p.codigo_producto === 'T100')!)).toBe(52_500);
  });

  it('leaves out the products not sold at that sales point (Cali does not sell T201)', async () => {
    const cali = await products(await server.request(listMinimumPath('C001', '28')));
    expect(codes(cali)).not.toContain('T201');
    expect(codes(cali)).toContain('T200');
  });

  it('accepts the space segment as %20, as a raw space and the ++ segment as %2B%2B', async () => {
    const expected = codes(await products(await server.request(listMinimumPath('B001', '30'))));
    // What a browser (or ofetch) sends for '/ /G': the URL parser turns the space into %20.
    const viaUrl = new URL(`http://localhost/api/productos/listar_productos_minimo/B001/2026-03-02/++/1000000000/30/ /G`);
    expect(viaUrl.pathname).toContain('/30/%20/G');
    expect(codes(await products(await server.app.request(viaUrl.href)))).toEqual(expected);
    expect(codes(await products(await server.request(listMinimumPath('B001', '30', { search: '%2B%2B' }))))).toEqual(expected);
  });

  it('filters by the search text when the search segment is not ++', async () => {
    const list = await products(await server.request(listMinimumPath('B001', '30', { search: 'ROSTIZADO' })));
    expect(codes(list)).toEqual(['T100']);
  });

  it('answers an empty list for an unknown sales point or konda', async () => {
    expect(await products(await server.request(listMinimumPath('Z999', '30')))).toEqual([]);
    expect(await products(await server.request(listMinimumPath('B001', '77')))).toEqual([]);
  });

  it.each([
    ['a malformed date', listMinimumPath('B001', '30', { date: '02-03-2026' }), 'date'],
    ['a non-numeric document', listMinimumPath('B001', '30', { document: 'abc' }), 'document'],
    ['a sales point with symbols', listMinimumPath('B0%2401', '30'), 'pdv'],
    ['a konda too long', listMinimumPath('B001', '30000'), 'konda'],
    ['a non-blank space segment', listMinimumPath('B001', '30', { blank: 'x' }), 'blank'],
    ['a list type other than G', listMinimumPath('B001', '30').replace(/G$/, 'Z'), 'tipo'],
  ])('rejects %s with 422 and a Spanish message', async (_name, path, field) => {
    const body = await expectApiError(await server.request(path), 422, messages.http.validation);
    expect(body.errors?.[field]?.[0]).toMatch(/[a-záéíóúñ]/i);
    await expectStillAnswering(server);
  });

  it('answers 404 for a path with a missing segment', async () => {
    await expectApiError(
      await server.request('/api/productos/listar_productos_minimo/B001/2026-03-02/++/1000000000/30/G'),
      404,
      messages.http.notFound,
    );
  });
});

describe('filtered products (POST /api/productos/listar_productos_filtro)', () => {
  it('returns only the listed codes available at the sales point (cart verification)', async () => {
    const list = await products(
      await server.postJson(
        FILTER_PATH,
        filterBody({
          pdv_id: 'C001',
          konda: '28',
          productos: [{ codigo_producto: 'T201' }, { codigo_producto: 'T100' }, { codigo_producto: 'NOPE' }],
        }),
      ),
    );
    expect(codes(list)).toEqual(['T100']);
    expect(menuPrice(list[0]!)).toBe(50_000);
  });

  it('searches case- and accent-insensitively in short description, description and synonyms', async () => {
    expect(codes(await products(await server.postJson(FILTER_PATH, filterBody({ buscar: 'pollo' }))))).toEqual(['T100', 'T101']);
    expect(codes(await products(await server.postJson(FILTER_PATH, filterBody({ buscar: 'ASADÓ' }))))).toEqual(['T100', 'T101']);
    expect(codes(await products(await server.postJson(FILTER_PATH, filterBody({ buscar: 'BRASA' }))))).toEqual(['T100']);
    expect(codes(await products(await server.postJson(FILTER_PATH, filterBody({ buscar: 'de la casa' }))))).toHaveLength(7);
  });

  it('treats an empty text and ++ as no filter, and filters by cat_id when given', async () => {
    expect(await products(await server.postJson(FILTER_PATH, filterBody({ buscar: '' })))).toHaveLength(7);
    expect(codes(await products(await server.postJson(FILTER_PATH, filterBody({ cat_id: 'B' }))))).toEqual(['T200', 'T201']);
  });

  it.each([
    ['a missing pdv_id', { pdv_id: undefined }, 'pdv_id'],
    ['a malformed fecha_pedido', { fecha_pedido: '2026/03/02' }, 'fecha_pedido'],
    ['crudocarta other than G', { crudocarta: 'X' }, 'crudocarta'],
    ['productos that is not a list', { productos: 'T100' }, 'productos'],
    ['a product without codigo_producto', { productos: [{}] }, 'productos.0.codigo_producto'],
    ['a numeric konda', { konda: 30 }, 'konda'],
  ])('rejects %s with 422 and the field error', async (_name, overrides, field) => {
    const body = await expectApiError(
      await server.postJson(FILTER_PATH, { ...filterBody(), ...overrides }),
      422,
      messages.http.validation,
    );
    expect(body.errors?.[field]?.length).toBe(1);
    expect(body.errors?.[field]?.[0]).toMatch(/inválid|esperaba|formato|AAAA/i);
  });

  it('rejects malformed JSON and a wrong content type with 400', async () => {
    await expectApiError(await server.postJson(FILTER_PATH, '{"pdv_id": "B001",'), 400, messages.http.badRequest);
    await expectApiError(
      await server.request(FILTER_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify(filterBody()),
      }),
      400,
      messages.http.badRequest,
    );
    await expectApiError(await server.postJson(FILTER_PATH, 'null'), 422, messages.http.validation);
    await expectStillAnswering(server);
  });
});

describe('catalogue cache', () => {
  it('serves the same list from the cache and reloads it after invalidate()', async () => {
    const before = await products(await server.request(listMinimumPath('M001', '29')));
    const { priceLists } = await import('../../server/db/schema');
    const { and, eq } = await import('drizzle-orm');
    await server.database.db
      .update(priceLists)
      .set({ precio: 99_900 })
      .where(and(eq(priceLists.konda, '29'), eq(priceLists.codigoProducto, 'T100')));
    const cached = await products(await server.request(listMinimumPath('M001', '29')));
    expect(cached).toEqual(before);
    server.app.catalogue.invalidate();
    const after = await products(await server.request(listMinimumPath('M001', '29')));
    expect(after.find((p) => p.codigo_producto === 'T100')!.precio).toBe(99_900);
  });
});
