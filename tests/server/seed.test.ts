import { unitPrice, vatOf } from '../../machines/rules/pricing';
/** The project's seed data (server/seed/*) migrates, seeds and serves consistently. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryListSchema, productListSchema, salesPointSchema, type Product } from '../../machines/schemas';
import { loadSeedDataFor, seedDatabase, seedDataWith } from '../../server/db/seed';
import { productPath, productSlugs } from '../../machines/rules/slugs';
import { products, salesPointProducts, socialIdentities, users } from '../../server/db/schema';
import { SANDBOX_DEMO_LINKS } from '../../server/sandbox/identityProvider';
import { seedCategories, seedProducts } from '../../server/seed/catalogue';
import { kondaMultipliers, priceForKonda, seedSalesPoints, seedUnavailable } from '../../server/seed/places';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../server/seed/users';
import { createTestServer, listMinimumPath, logIn, openTestDatabase, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: seedDataWith({ categories: seedCategories, products: seedProducts }) });
});
afterAll(async () => server?.close());

async function listAt(pdv: string, konda: string): Promise<Product[]> {
  const res = await server.request(listMinimumPath(pdv, konda));
  expect(res.status).toBe(200);
  return productListSchema.parse(await res.json());
}

describe('seed data', () => {
  it('has every category product in the catalogue and valid products', () => {
    const codes = new Set(seedProducts.map((p) => p.codigo_producto));
    expect(codes.size).toBe(seedProducts.length);
    for (const category of seedCategories) for (const code of category.productos) expect(codes.has(code)).toBe(true);
    expect(productListSchema.safeParse(seedProducts).success).toBe(true);
  });

  it('has at least five cities with a sales point and the generic sales point G001 with konda 28', () => {
    const cities = new Set(seedSalesPoints.filter((s) => !s.isGeneric).map((s) => s.city1));
    expect(cities.size).toBeGreaterThanOrEqual(5);
    expect(seedSalesPoints.find((s) => s.Vkbur === 'G001')).toMatchObject({ Konda: '28', isGeneric: true });
    for (const s of seedSalesPoints) {
      expect(salesPointSchema.safeParse(s).success).toBe(true);
      expect(kondaMultipliers[s.Konda]).toBeDefined();
    }
  });

  it('lists only catalogue products as unavailable somewhere', () => {
    const codes = new Set(seedProducts.map((p) => p.codigo_producto));
    for (const list of Object.values(seedUnavailable)) for (const code of list) expect(codes.has(code)).toBe(true);
  });

  it('prices each konda as the menu price times its multiplier, shown VAT included as a round 100 pesos', () => {
    const final = (net: number, vat: number) => net + vatOf(net, vat);
    expect(final(priceForKonda(52_800, '28', 8, 'UN')!, 8)).toBe(52_800);
    expect(final(priceForKonda(52_800, '30', 8, 'UN')!, 8)).toBe(57_000); // 57 024
    expect(final(priceForKonda(4_900, '29', 19, 'UN')!, 19)).toBe(5_100); // 5 145
    // KG: the per-kilo menu price is shown per libra, at half.
    expect(unitPrice({ ...seedProducts[0]!, precio: priceForKonda(38_000, '28', 0, 'KG')!, porcentaje_iva: 0, unidad_medida_venta: 'KG', descuento: '', idescuentos: null }).finalPrice).toBe(19_000);
    expect(priceForKonda(4_500, '99', 19, 'UN')).toBeUndefined();
  });

  it('every product of every price list shows a round menu price (multiple of 100 pesos) before discounts', () => {
    for (const konda of Object.keys(kondaMultipliers)) {
      for (const p of seedProducts) {
        const precio = priceForKonda(p.precio, konda, p.porcentaje_iva, p.unidad_medida_venta)!;
        const shown = unitPrice({ ...p, precio, descuento: '', idescuentos: null });
        expect(shown.finalPrice % 100, `${p.codigo_producto} in konda ${konda}`).toBe(0);
      }
    }
  });
});

describe('seeded database', () => {
  it('serves the whole catalogue at the generic sales point with base prices', async () => {
    const list = await listAt('G001', '28');
    expect(list.map((p) => p.codigo_producto)).toEqual(seedProducts.map((p) => p.codigo_producto));
    expect(list.map((p) => p.precio)).toEqual(seedProducts.map((p) => priceForKonda(p.precio, '28', p.porcentaje_iva, p.unidad_medida_venta)));
    const categories = categoryListSchema.parse(await (await server.request('/api/productos/listar_categorias/G')).json());
    expect(categories).toEqual(seedCategories);
  });

  it('serves each city its own prices and leaves out what it does not sell', async () => {
    for (const s of seedSalesPoints) {
      const list = await listAt(s.Vkbur, s.Konda);
      const excluded = seedUnavailable[s.Vkbur] ?? [];
      expect(list).toHaveLength(seedProducts.length - excluded.length);
      for (const code of excluded) expect(list.some((p) => p.codigo_producto === code)).toBe(false);
      for (const p of list) {
        const base = seedProducts.find((b) => b.codigo_producto === p.codigo_producto)!;
        expect(p.precio).toBe(priceForKonda(base.precio, s.Konda, base.porcentaje_iva, base.unidad_medida_venta));
        expect(p.descr_categoria).toBe(base.descr_categoria);
      }
    }
  });

  it('lets the demo customer and the demo administrator log in', async () => {
    const customer = await logIn(server, DEMO_CUSTOMER);
    expect(customer).toMatchObject({ nombres: 'Laura', apellidos: 'Gómez', cedula: '1020304050', EAdministrador: '' });
    const admin = await logIn(server, DEMO_ADMIN);
    expect(admin.EAdministrador).toBe('X');
  });

  it('links the demo customer to the sandbox google and facebook accounts (issuer + subject, never the email)', async () => {
    const links = await server.database.db.select().from(socialIdentities);
    const customer = (await server.database.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.username)))[0]!;
    expect(links.map((l) => [l.proveedor, l.issuer, l.subject, l.userId]).sort()).toEqual(
      SANDBOX_DEMO_LINKS.map((l) => [l.proveedor, l.issuer, l.subject, customer.id]).sort(),
    );
  });

  it('does not seed twice', async () => {
    const before = await Promise.all([products, users, salesPointProducts].map(async (t) => (await server.database.db.select({ n: count() }).from(t))[0]!.n));
    const report = await seedDatabase(server.database.db, seedDataWith({ categories: seedCategories, products: seedProducts }));
    expect(report).toEqual({ catalogue: false, places: false, priceLists: false, users: false, preferences: false, coupons: false, socialLinks: false });
    const after = await Promise.all([products, users, salesPointProducts].map(async (t) => (await server.database.db.select({ n: count() }).from(t))[0]!.n));
    expect(after).toEqual(before);
  });
});

describe('SEED_PRODUCTS: a large menu for measuring cost growth', () => {
  it('5,000 products: valid, unique codes and URLs, every product in its category, the seed first', async () => {
    const data = await loadSeedDataFor({ SEED_PRODUCTS: '5000' });
    expect(data.products).toHaveLength(5_000);
    expect(productListSchema.parse(data.products)).toHaveLength(5_000);
    expect(data.products.slice(0, seedProducts.length)).toEqual(seedProducts);
    expect(new Set(data.products.map((p) => p.codigo_producto)).size).toBe(5_000);
    const slugs = productSlugs(data.products);
    const paths = new Set(data.products.map((p) => productPath(p, slugs)));
    expect(paths.size).toBe(5_000);
    const listed = data.categories.flatMap((c) => c.productos);
    expect(new Set(listed)).toEqual(new Set(data.products.map((p) => p.codigo_producto)));
    for (const p of data.products) expect(priceForKonda(p.precio, '28', p.porcentaje_iva, p.unidad_medida_venta)).toBeGreaterThan(0);
  });

  it('a 5,000-product menu is written to the database whole (inserted in batches under the parameter limit)', async () => {
    const database = await openTestDatabase(await loadSeedDataFor({ SEED_PRODUCTS: '5000' }));
    try {
      const [row] = await database.db.select({ n: count() }).from(products);
      expect(row!.n).toBe(5_000);
    } finally {
      await database.close();
    }
  });

  it('unset, not a number or not above the seed size: the seed menu as it is', async () => {
    for (const value of [undefined, '', 'muchos', '10', '-5', '2.5']) {
      expect((await loadSeedDataFor({ SEED_PRODUCTS: value })).products).toEqual(seedProducts);
    }
  });
});
