/** The project's seed data (server/seed/*) migrates, seeds and serves consistently. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryListSchema,
  favouriteListSchema,
  orderDetailSchema,
  orderSummaryListSchema,
  paymentStatusSchema,
  productListSchema,
  salesPointSchema,
  savedAddressListSchema,
  subscriptionListSchema,
  trackedOrderListSchema,
  type OrderDetail,
  type Product,
} from '../../machines/schemas';
import { HOME_DELIVERY, PICKUP_IN_STORE } from '../../machines/constants';
import { addDays, bogotaDayOf } from '../../machines/rules/deliverySlots';
import { deliveryFeeFor } from '../../machines/rules/orderDraft';
import { orderTotals, priceLine, toOrderLines, unitPrice, vatOf } from '../../machines/rules/pricing';
import { reorderItemsOf, reorderReport } from '../../machines/rules/reorder';
import { ratingTexts } from '../../machines/screenTexts/rating';
import { pickupTexts } from '../../machines/screenTexts/pickup';
import { loadDefaultSeedData, loadSeedDataFor, seedDatabase, seedDataWith } from '../../server/db/seed';
import { seedDemoHistory, type DemoHistory } from '../../server/seed/demoHistory';
import { productPath, productSlugs } from '../../machines/rules/slugs';
import {
  addresses,
  favourites,
  orderRatings,
  orders,
  payments,
  products,
  salesPointProducts,
  socialIdentities,
  subscriptions,
  users,
} from '../../server/db/schema';
import { SANDBOX_DEMO_LINKS } from '../../server/sandbox/identityProvider';
import { seedCategories, seedProducts } from '../../server/seed/catalogue';
import { kondaMultipliers, priceForKonda, seedSalesPoints, seedUnavailable } from '../../server/seed/places';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../server/seed/users';
import {
  bearer,
  createTestServer,
  listMinimumPath,
  logIn,
  logInAdmin,
  openTestDatabase,
  START,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: seedDataWith({ categories: seedCategories, products: seedProducts }) });
});
afterAll(async () => server?.close());

async function listAt(pdv: string, konda: string, on: TestServer = server): Promise<Product[]> {
  const res = await on.request(listMinimumPath(pdv, konda));
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
    expect(
      unitPrice({
        ...seedProducts[0]!,
        precio: priceForKonda(38_000, '28', 0, 'KG')!,
        porcentaje_iva: 0,
        unidad_medida_venta: 'KG',
        descuento: '',
        idescuentos: null,
      }).finalPrice,
    ).toBe(19_000);
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
    expect(list.map((p) => p.precio)).toEqual(
      seedProducts.map((p) => priceForKonda(p.precio, '28', p.porcentaje_iva, p.unidad_medida_venta)),
    );
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
    const before = await Promise.all(
      [products, users, salesPointProducts].map(async (t) => (await server.database.db.select({ n: count() }).from(t))[0]!.n),
    );
    const report = await seedDatabase(server.database.db, seedDataWith({ categories: seedCategories, products: seedProducts }));
    expect(report).toEqual({
      catalogue: false,
      places: false,
      priceLists: false,
      users: false,
      preferences: false,
      coupons: false,
      socialLinks: false,
      demoHistory: false,
    });
    const after = await Promise.all(
      [products, users, salesPointProducts].map(async (t) => (await server.database.db.select({ n: count() }).from(t))[0]!.n),
    );
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
    for (const p of data.products)
      expect(priceForKonda(p.precio, '28', p.porcentaje_iva, p.unidad_medida_venta)).toBeGreaterThan(0);
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

describe("the demo customer's history: every account screen can be tried at once", () => {
  const HOUR_MS = 60 * 60 * 1000;
  let demo: TestServer;
  let token: string;
  let detailOf: (pedido: number) => Promise<OrderDetail>;
  const cedula = '1020304050';
  const getJson = async (path: string, auth = token) => {
    const res = await demo.request(path, { headers: bearer(auth) });
    expect(res.status, path).toBe(200);
    return res.json() as Promise<unknown>;
  };
  const tableCounts = () =>
    Promise.all(
      [orders, payments, addresses, favourites, subscriptions, orderRatings].map(
        async (t) => (await demo.database.db.select({ n: count() }).from(t))[0]!.n,
      ),
    );

  beforeAll(async () => {
    // The seed's menu, places and users, seeded without the history; the history is seeded in the tests at the test clock's START.
    demo = await createTestServer({ seed: seedDataWith({ categories: seedCategories, products: seedProducts }) });
    detailOf = async (pedido) => orderDetailSchema.parse(await getJson(`/api/pedidos/detalle_pedido/${pedido}`));
  });
  afterAll(async () => demo?.close());

  it('a history that breaks a rule of the order call (a pick-up at Usaquén after it closes at 15:00) is refused whole: nothing of it is written', async () => {
    const broken: DemoHistory = {
      ...seedDemoHistory,
      orders: [...seedDemoHistory.orders, { ...seedDemoHistory.orders[1]!, pdv: 'B002' }],
    };
    const data = { ...(await loadDefaultSeedData()), demoHistory: broken };
    await expect(seedDatabase(demo.database.db, data, START)).rejects.toMatchObject({
      status: 422,
      message: pickupTexts.storeClosedAtSlot,
    });
    expect(await tableCounts()).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('only where demo users are seeded: production without SEED_DEMO_USERS has no history, and without its customer none is written', async () => {
    expect((await loadSeedDataFor({ NODE_ENV: 'production' })).demoHistory).toBeNull();
    expect((await loadSeedDataFor({ NODE_ENV: 'production', SEED_DEMO_USERS: '1' })).demoHistory).toEqual(seedDemoHistory);
    const nobody = { ...(await loadDefaultSeedData()), demoHistory: { ...seedDemoHistory, customer: 'nadie@pollosbrasa.co' } };
    expect((await seedDatabase(demo.database.db, nobody, START)).demoHistory).toBe(false);
    expect(await tableCounts()).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('an empty order book with the demo customer gets her history once: 3 paid orders, 1 subscription, 1 rating, 2 addresses, 3 favourites; seeding again writes nothing', async () => {
    const report = await seedDatabase(demo.database.db, await loadDefaultSeedData(), START);
    expect(report.demoHistory).toBe(true);
    expect(await tableCounts()).toEqual([3, 3, 2, 3, 1, 1]);
    expect((await seedDatabase(demo.database.db, await loadDefaultSeedData(), START)).demoHistory).toBe(false);
    expect(await tableCounts()).toEqual([3, 3, 2, 3, 1, 1]);
    token = (await logIn(demo)).token;
  });

  it('Mis pedidos lists her 3 orders newest first: in preparation to the office, a collected pick-up at Salitre, a delivered one at home', async () => {
    const list = orderSummaryListSchema.parse(await getJson('/api/pedidos/mis_pedidos'));
    expect(list.map((o) => [o.estado, o.recogeentienda, o.pdv, o.ciudad])).toEqual([
      ['en preparación', HOME_DELIVERY, 'B001', 'Bogotá'],
      ['entregado', PICKUP_IN_STORE, 'B003', 'Bogotá'],
      ['entregado', HOME_DELIVERY, 'B001', 'Bogotá'],
    ]);
    expect(list.map((o) => o.direccion)).toEqual([
      'Carrera 11 # 93-07, Oficina 301',
      seedSalesPoints.find((s) => s.Vkbur === 'B003')!.direccion,
      'Calle 85 # 15-32, Apto 402',
    ]);
    // Dated before the seed, in the order they were placed.
    const created = list.map((o) => Date.parse(o.fecha_creacion));
    expect(created[0]).toBeLessThan(START.getTime());
    expect(created[1]).toBeLessThan(created[0]!);
    expect(created[2]).toBeLessThan(created[1]!);
    // The administrator's account stays empty.
    expect(await getJson('/api/pedidos/mis_pedidos', (await logInAdmin(demo)).token)).toEqual([]);
  });

  it('each order is priced by the rules of pricing.ts at its sales point, paid online (APROBADO) for exactly its total, and can be ordered again as it is (nothing gone, no price changed)', async () => {
    for (const summary of orderSummaryListSchema.parse(await getJson('/api/pedidos/mis_pedidos'))) {
      const detail = await detailOf(summary.pedido);
      const point = seedSalesPoints.find((s) => s.Vkbur === detail.pdv)!;
      const menu = await listAt(point.Vkbur, point.Konda, demo);
      const lines = detail.detalles_pedido.map((l, i) =>
        priceLine(
          menu.find((p) => p.codigo_producto === l.codigo_producto)!,
          l.cantidad,
          i + 1,
        ),
      );
      expect(detail.detalles_pedido.map(({ descripcion_corta: _name, ...line }) => line)).toEqual(toOrderLines(lines));
      expect(detail.totales).toEqual(orderTotals(lines, deliveryFeeFor(detail.recogeentienda === PICKUP_IN_STORE)));
      expect(detail.estadopago).toBe('APROBADO');
      expect(detail.total_a_pagar).toBe(detail.totales.total);
      const payment = paymentStatusSchema.parse(await getJson(`/api/pagos/estado/${summary.pedido}`));
      expect(payment).toMatchObject({ estadopago: 'APROBADO', total_a_pagar: detail.totales.total, url_pago: null });
      expect(payment.metodo).not.toBe('');
      // 'Pedir de nuevo' (machines/rules/reorder.ts) at the same store: every product still sold, at the price paid.
      expect(reorderReport(reorderItemsOf(detail.detalles_pedido), menu)).toEqual({
        unavailable: [],
        priceChanges: [],
        added: detail.detalles_pedido.length,
      });
    }
  });

  it('the delivered order went recibido → en preparación → en camino → entregado, is rated (once only) and repeats every 7 days; it can no longer be cancelled', async () => {
    const [, , delivered] = orderSummaryListSchema.parse(await getJson('/api/pedidos/mis_pedidos'));
    const detail = await detailOf(delivered!.pedido);
    expect(detail.historial.map((s) => s.estado)).toEqual(['recibido', 'en preparación', 'en camino', 'entregado']);
    expect(detail).toMatchObject({ calificado: true, frecuencia_suscripcion: 7, puede_cancelar: false });
    const again = await demo.request(`/api/pedidos/calificar_pedido/${delivered!.pedido}/B001/4/Otro/%20`, {
      headers: bearer(token),
    });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: Record<string, string[]> }).errors.orderNumber).toEqual([ratingTexts.alreadyRated]);
  });

  it('the collected pick-up is not rated yet: the newcomer can rate it', async () => {
    const [, pickup] = orderSummaryListSchema.parse(await getJson('/api/pedidos/mis_pedidos'));
    expect((await detailOf(pickup!.pedido)).historial.map((s) => s.estado)).toEqual(['recibido', 'en preparación', 'entregado']);
    expect(await getJson(`/api/pedidos/calificar_pedido/${pickup!.pedido}/B003/5/Otro/Todo%20bien`)).toMatchObject({ tipo: 'S' });
    expect((await detailOf(pickup!.pedido)).calificado).toBe(true);
  });

  it('Mis suscripciones: the weekly repeat of the delivered order, active, next delivery a week after its delivery day', async () => {
    const [, , delivered] = orderSummaryListSchema.parse(await getJson('/api/pedidos/mis_pedidos'));
    const list = subscriptionListSchema.parse(await getJson(`/api/usuarios/suscripciones/${cedula}`));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      pedido: delivered!.pedido,
      frecuencia: 7,
      pausada: false,
      omitir_fecha: null,
      total: delivered!.total,
    });
    expect(list[0]!.proxima_entrega).toBe(addDays(delivered!.fecha_entrega, 7));
    expect(list[0]!.proxima_entrega > bogotaDayOf(START.getTime())).toBe(true);
  });

  it('Mis direcciones: two addresses in Bogotá (the city the store starts with), Casa the default and first', async () => {
    const list = savedAddressListSchema.parse(await getJson(`/api/usuarios/direcciones/${cedula}`));
    expect(list.map((a) => [a.alias, a.ciudad, a.predeterminada, a.segmentoCompleto, a.barrio])).toEqual([
      ['Casa', 'Bogotá', true, 'Calle 85 # 15-32, Apto 402', 'Chicó'],
      ['Oficina', 'Bogotá', false, 'Carrera 11 # 93-07, Oficina 301', 'Chicó Norte'],
    ]);
    expect(list[0]).toMatchObject({
      nomenclatura: 'Calle',
      segmentoDireccion1: '85',
      segmentoDireccion2: '15',
      segmentoDireccion3: '32',
      complemento: 'Apto 402',
    });
  });

  it('Mis favoritos: three products of the menu, newest first, priced at her store', async () => {
    const list = favouriteListSchema.parse(await getJson(`/api/usuarios/favoritos/${cedula}?pdv=B001`));
    expect(list.map((f) => f.codigo_producto)).toEqual(seedDemoHistory.favourites);
    for (const f of list)
      expect(f.producto?.precio).toBe(
        priceForKonda(
          seedProducts.find((p) => p.codigo_producto === f.codigo_producto)!.precio,
          '30',
          f.producto!.porcentaje_iva,
          f.producto!.unidad_medida_venta,
        ),
      );
  });

  it('the order in preparation stays in preparation however long after the seed the store is opened (the kitchen schedule alone would deliver it 45 min after payment), until the administrator moves it on', async () => {
    const [inPreparation] = orderSummaryListSchema.parse(await getJson('/api/pedidos/mis_pedidos'));
    const tracked = trackedOrderListSchema.parse(await getJson('/api/pedidos/seguir_pedidos'));
    expect(tracked.map((o) => [o.pedido, o.historial.map((s) => s.estado)])[0]).toEqual([
      inPreparation!.pedido,
      ['recibido', 'en preparación'],
    ]);
    for (const later of [6 * HOUR_MS, 3 * 24 * HOUR_MS]) {
      demo.clock.now = new Date(START.getTime() + later);
      token = (await logIn(demo)).token;
      const detail = await detailOf(inPreparation!.pedido);
      expect(detail.estado, `${later / HOUR_MS} h después`).toBe('en preparación');
      expect(detail.historial.map((s) => s.estado)).toEqual(['recibido', 'en preparación']);
      expect(detail.puede_cancelar).toBe(false);
    }
    const admin = await logInAdmin(demo);
    const moved = await demo.postJson(
      `/api/pedidos/guardar_estado/${inPreparation!.pedido}`,
      { estado: 'en camino' },
      bearer(admin.token),
    );
    expect(moved.status).toBe(200);
    expect((await detailOf(inPreparation!.pedido)).estado).toBe('en camino');
  });
});
