/**
 * Prices only from the store that serves the order (finding 4;
 * server/services/deliveryStore.ts): a delivery order's pdv must be a real store (not the
 * generic G001, whose price list is cheaper) of the delivery city, open at the delivery slot,
 * and the order is priced with that store's own list. The clock starts Monday 2026-03-02 10:00
 * Bogotá (START); validOrder delivers in Bogotá from B001 on Tuesday at 12:30.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOME_DELIVERY } from '../../machines/constants';
import { orderMessages } from '../../machines/screenTexts/order';
import { orderResultSchema, productSchema, storedOrderSchema, type Order } from '../../machines/schemas';
import * as z from 'zod/mini';
import { orderLines } from '../../server/db/schema';
import {
  bearer,
  createTestServer,
  expectApiError,
  listMinimumPath,
  logIn,
  ORDER_PATH,
  START,
  validOrder,
  type TestServer,
} from './helpers';
import { orderCount } from './accountHelpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = (await logIn(server)).token;
});
afterAll(async () => server?.close());
afterEach(() => {
  server.clock.now = new Date(START);
});

const send = (order: Order) => server.postJson(ORDER_PATH, order, bearer(token));
const delivery = (overrides: Partial<Order>) => validOrder({ recogeentienda: HOME_DELIVERY, ...overrides });

/** What the menu of a store costs (the list the customer saw there). */
async function menuPrice(pdv: string, konda: string, code: string): Promise<number> {
  const list = z
    .array(productSchema)
    .parse(await (await server.request(listMinimumPath(pdv, konda, { date: '2026-03-03' }))).json());
  return list.find((p) => p.codigo_producto === code)!.precio;
}

async function refused(order: Order, field: string, message: string): Promise<void> {
  const before = await orderCount(server);
  const body = await expectApiError(await send(order), 422, message);
  expect(body.errors).toEqual({ [field]: [message] });
  expect(await orderCount(server)).toBe(before);
}

describe('a delivery order is served and priced by a real store of its city, open at the slot', () => {
  it('is refused at the generic sales point G001, whose price list is cheaper (422 in Spanish, nothing stored)', async () => {
    expect(await menuPrice('G001', '28', 'T100')).toBeLessThan(await menuPrice('B001', '30', 'T100'));
    await refused(delivery({ pdv: 'G001', konda: '28' }), 'pdv', orderMessages.deliveryStoreGeneric);
    await refused(delivery({ pdv: 'g001', konda: '30' }), 'pdv', orderMessages.deliveryStoreGeneric);
  });

  it("is refused at another city's store, whatever price list the client names", async () => {
    await refused(delivery({ pdv: 'M001', konda: '30', ciudad: 'Bogotá' }), 'pdv', orderMessages.deliveryStoreOtherCity);
    await refused(delivery({ pdv: 'C001', konda: '28', ciudad: 'Bogotá' }), 'pdv', orderMessages.deliveryStoreOtherCity);
  });

  it('is refused at a store closed at the delivery hour: B002 (11:00–15:00) at 20:00, and on Sunday', async () => {
    await refused(
      delivery({ pdv: 'B002', fecha_entrega: '2026-03-03', hora_entrega: '20:00' }),
      'hora_entrega',
      orderMessages.deliveryStoreClosed,
    );
    // Saturday 2026-03-07 10:00: Sunday is on offer, B002 does not open on Sundays.
    server.clock.now = new Date('2026-03-07T15:00:00.000Z');
    token = (await logIn(server)).token;
    await refused(
      delivery({ pdv: 'B002', fecha_entrega: '2026-03-08', hora_entrega: '12:00' }),
      'hora_entrega',
      orderMessages.deliveryStoreClosed,
    );
    // Q001 (Barranquilla) closes at 20:00 on Sundays: 20:30 is refused, 19:30 accepted.
    await refused(
      delivery({ pdv: 'Q001', ciudad: 'Barranquilla', fecha_entrega: '2026-03-08', hora_entrega: '20:30' }),
      'hora_entrega',
      orderMessages.deliveryStoreClosed,
    );
    expect(
      (await send(delivery({ pdv: 'Q001', ciudad: 'Barranquilla', fecha_entrega: '2026-03-08', hora_entrega: '19:30' }))).status,
    ).toBe(200);
    // The same Sunday slot from B001, open every day: accepted.
    expect((await send(delivery({ pdv: 'B001', fecha_entrega: '2026-03-08', hora_entrega: '12:00' }))).status).toBe(200);
    token = (await logIn(server)).token;
  });

  it("is accepted at the city's store, matched as the city dialog matches, and priced with that store's own list (the client's konda ignored)", async () => {
    for (const [pdv, konda, ciudad] of [
      ['B001', '30', 'Bogotá'],
      ['B002', '30', ' bogota '],
      ['M001', '29', 'MEDELLÍN'],
    ] as const) {
      const res = await send(delivery({ pdv, konda: '28', ciudad, fecha_entrega: '2026-03-03', hora_entrega: '12:30' }));
      expect(res.status, await res.clone().text()).toBe(200);
      const { pedido } = orderResultSchema.parse(await res.json());
      const stored = storedOrderSchema.parse(
        await (await server.request(`/api/pedidos/${pedido}`, { headers: bearer(token) })).json(),
      );
      expect(stored).toMatchObject({ pdv, konda, recogeentienda: HOME_DELIVERY });
      const [line] = await server.database.db.select().from(orderLines).where(eq(orderLines.pedido, pedido!));
      expect(line!.precio).toBe(await menuPrice(pdv, konda, 'T100'));
    }
  });

  it('leaves pick-up orders to their own rule (a pick-up store open at the slot, whatever city the client wrote)', async () => {
    const res = await send(
      validOrder({
        pdv: 'B002',
        recogeentienda: 'X',
        valor_domicilio: 0,
        ciudad: 'Pasto',
        fecha_entrega: '2026-03-03',
        hora_entrega: '12:30',
      }),
    );
    expect(res.status).toBe(200);
  });
});
