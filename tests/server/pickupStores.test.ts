/**
 * Pick-up in store (docs/product.md#entidades: recogeentienda 'X' pick-up, '-' delivery; docs/product.md#reglas rule 6): the stores
 * with their address and opening hours, and the order call, which never trusts the client's
 * store, fee or place. The clock starts Monday 2026-03-02 10:00 Bogotá (START).
 */
import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_DELIVERY, PICKUP_IN_STORE } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { pickupStoreListSchema, salesPointLookupSchema, storedOrderSchema } from '../../machines/schemas';
import { pickupTexts } from '../../machines/screenTexts/pickup';
import { salesPoints } from '../../server/db/schema';
import { seedSalesPoints } from '../../server/seed/places';
import { bearer, createTestServer, expectApiError, logIn, ORDER_PATH, validOrder, type TestServer } from './helpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = (await logIn(server)).token;
});
afterAll(async () => server?.close());

const STORES_PATH = '/api/puntos_ventas/tiendas_recoger';
const stores = async (ciudad: string) => server.request(`${STORES_PATH}?ciudad=${encodeURIComponent(ciudad)}`);

/** A pick-up order at a store: no fee, the store's pdv (Tuesday 2026-03-03 12:30 unless told). */
const pickupOrder = (pdv: string, overrides: Parameters<typeof validOrder>[0] = {}) =>
  validOrder({
    pdv,
    recogeentienda: PICKUP_IN_STORE,
    valor_domicilio: 0,
    direccion: 'Calle falsa 123',
    ciudad: 'Pasto',
    ...overrides,
  });

describe('the stores of a city (GET /api/puntos_ventas/tiendas_recoger)', () => {
  it("lists the city's stores, central first, each with its name, address and opening hours", async () => {
    const res = await stores('bogota');
    expect(res.status).toBe(200);
    const list = pickupStoreListSchema.parse(await res.json());
    expect(list.map((s) => s.Vkbur)).toEqual(['B001', 'B002', 'B003']);
    for (const store of list) {
      const seeded = seedSalesPoints.find((s) => s.Vkbur === store.Vkbur)!;
      expect(store).toEqual({
        Vkbur: seeded.Vkbur,
        Konda: seeded.Konda,
        citycode: seeded.citycode,
        city1: 'Bogotá',
        nombre: seeded.nombre,
        direccion: seeded.direccion,
        horario: seeded.horario,
      });
      expect(store.direccion).not.toBe('');
      expect(store.horario.length).toBeGreaterThan(0);
    }
  });

  it('never lists the generic sales point (it only prices the catalogue)', async () => {
    const list = pickupStoreListSchema.parse(await (await stores('Bogotá')).json());
    expect(list.some((s) => s.Vkbur.startsWith('G'))).toBe(false);
  });

  it('answers an empty list for a city without stores, and 422 without a city', async () => {
    expect(await (await stores('Pasto')).json()).toEqual([]);
    await expectApiError(await server.request(STORES_PATH), 422, messages.http.validation);
  });

  it('consultar_pdv adds the store name, address and hours to the spec fields', async () => {
    const res = await server.request('/api/puntos_ventas/consultar_pdv/b002');
    const { data } = salesPointLookupSchema.parse(await res.json());
    expect(data).toMatchObject({
      Vkbur: 'B002',
      Konda: '30',
      citycode: '11001',
      city1: 'Bogotá',
      nombre: 'Usaquén',
      direccion: 'Calle 119 # 6-12, Usaquén',
    });
    expect(data.horario).toEqual(seedSalesPoints.find((s) => s.Vkbur === 'B002')!.horario);
  });
});

describe("a pick-up order (recogeentienda 'X')", () => {
  const send = (order: unknown) => server.postJson(ORDER_PATH, order, bearer(token));

  it("is stored with the store's pdv, its address and city (not the client's), and delivery fee 0", async () => {
    const res = await send(pickupOrder('B002'));
    expect(res.status).toBe(200);
    const { pedido } = (await res.json()) as { pedido: number };
    const stored = storedOrderSchema.parse(
      await (await server.request(`/api/pedidos/${pedido}`, { headers: bearer(token) })).json(),
    );
    expect(stored).toMatchObject({
      pdv: 'B002',
      recogeentienda: PICKUP_IN_STORE,
      valor_domicilio: 0,
      direccion: 'Calle 119 # 6-12, Usaquén',
      ciudad: 'Bogotá',
      barrio: '',
    });
  });

  it('is refused when the store is closed at the chosen slot, though the slot itself is still possible', async () => {
    // Usaquén (B002) closes at 15:00: Wednesday 16:00 is a possible slot, but not there.
    await expectApiError(
      await send(pickupOrder('B002', { fecha_entrega: '2026-03-04', hora_entrega: '16:00' })),
      422,
      pickupTexts.storeClosedAtSlot,
    );
    // Chapinero (B001) is open until 22:00: the same slot is taken.
    expect((await send(pickupOrder('B001', { fecha_entrega: '2026-03-04', hora_entrega: '16:00' }))).status).toBe(200);
  });

  it('is refused at the generic sales point, which is no store', async () => {
    await expectApiError(await send(pickupOrder('G001')), 422, pickupTexts.storeNotPickup);
  });

  it('is refused at an unknown store (prices cannot be determined there)', async () => {
    await expectApiError(await send(pickupOrder('B999')), 422, orderMessages.pricesUndeterminable);
  });

  it('costs no delivery fee, whatever fee the client claims', async () => {
    const res = await send(
      pickupOrder('B001', {
        valor_domicilio: 5_900,
        totales: { subtotal: 1, iva: 1, descuento: 0, valor_domicilio: 5_900, total: 7 },
      }),
    );
    expect(res.status).toBe(200);
    const { pedido } = (await res.json()) as { pedido: number };
    const stored = storedOrderSchema.parse(
      await (await server.request(`/api/pedidos/${pedido}`, { headers: bearer(token) })).json(),
    );
    expect(stored.valor_domicilio).toBe(0);
    expect(stored.totales.valor_domicilio).toBe(0);
    expect(stored.totales.total).toBe(stored.detalles_pedido.reduce((sum, l) => sum + l.total, 0));
  });

  it("spec §5 rule 6: a delivery ('-') with fee 0 is still priced with the fee, never taken as a pick-up", async () => {
    const res = await send(
      validOrder({
        recogeentienda: HOME_DELIVERY,
        valor_domicilio: 0,
        fecha_entrega: '2026-03-04',
        hora_entrega: '16:00',
        pdv: 'B001',
      }),
    );
    expect(res.status).toBe(200);
    const { pedido } = (await res.json()) as { pedido: number };
    const stored = storedOrderSchema.parse(
      await (await server.request(`/api/pedidos/${pedido}`, { headers: bearer(token) })).json(),
    );
    // Its fee is the server's (a delivery is bound by its store's hours too: tests/server/deliveryStore.test.ts).
    expect(stored.valor_domicilio).toBeGreaterThan(0);
    expect(stored.recogeentienda).toBe(HOME_DELIVERY);
  });
});

describe('migration 0009 on a database seeded before it', () => {
  let old: TestServer;
  beforeAll(async () => {
    old = await createTestServer();
  });
  afterAll(async () => old?.close());

  it("gives the seeded sales points the seed's names, addresses and hours, and adds the satellite stores", async () => {
    const { db } = old.database;
    // As the database was before 0009: no satellites, the new columns at their defaults.
    await db.execute(sql`DELETE FROM sales_points WHERE vkbur IN ('B002', 'B003', 'M002')`);
    await db.execute(sql`UPDATE sales_points SET nombre = DEFAULT, direccion = DEFAULT, horario = DEFAULT`);
    const migration = readFileSync(new URL('../../server/db/migrations/0009_pickup_stores.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').filter((s) => !s.trim().startsWith('ALTER TABLE'))) {
      await db.execute(sql.raw(statement));
    }
    const rows = await db.select().from(salesPoints).orderBy(asc(salesPoints.posicion));
    expect(
      rows.map(({ vkbur, konda, citycode, city1, isGeneric, nombre, direccion, horario }) => ({
        Vkbur: vkbur,
        Konda: konda,
        citycode,
        city1,
        isGeneric,
        nombre,
        direccion,
        horario,
      })),
    ).toEqual(seedSalesPoints);
  });
});
