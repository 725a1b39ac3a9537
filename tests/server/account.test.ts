/** Subscriptions, favourites, recommended products, sales point lookup and administrator preferences. */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import {
  favouriteListSchema,
  preferenceListSchema,
  productListSchema,
  salesPointLookupSchema,
  subscriptionAnswerSchema,
  subscriptionListSchema,
} from '../../machines/schemas';
import { orders, users } from '../../server/db/schema';
import { nextDelivery } from '../../server/routes/subscriptions';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../server/seed/users';
import { createTestServer, expectStillAnswering, START, type TestServer } from './helpers';
import {
  ADMIN_DOCUMENT,
  adminAuth,
  customerAuth,
  CUSTOMER_DOCUMENT,
  expectError,
  line,
  placeOrder,
  placePaidOrder,
  tokenFor,
} from './accountHelpers';
import { subscriptionTexts } from '../../machines/screenTexts/subscriptions';
import { accountTexts } from '../../machines/screenTexts/account';

let server: TestServer;
let auth: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await createTestServer();
  auth = await customerAuth(server);
  admin = await adminAuth(server);
});
afterAll(async () => server?.close());
afterEach(() => {
  server.clock.now = new Date(START);
});

describe('subscriptions (POST /api/usuarios/suscripciones/{document}/{orderNumber}/{frequency}/{action})', () => {
  const change = (document: string, pedido: number | string, frequency: number | string, action: string, headers = auth) =>
    server.request(`/api/usuarios/suscripciones/${document}/${pedido}/${frequency}/${action}`, { method: 'POST', headers });
  const list = async (document = CUSTOMER_DOCUMENT, headers = auth) => {
    const res = await server.request(`/api/usuarios/suscripciones/${document}`, { headers });
    expect(res.status).toBe(200);
    return subscriptionListSchema.parse(await res.json());
  };
  const ok = async (res: Response, mensaje: string) => {
    expect(res.status).toBe(200);
    expect(subscriptionAnswerSchema.parse(await res.json())).toEqual({ tipo: 'S', mensaje });
  };

  it('creates (N), modifies (M) and deletes (E, frequency 0) a subscription to my order, listed with its next delivery', async () => {
    const pedido = await placePaidOrder(server, auth, { fecha_entrega: '2026-03-03' });
    await ok(await change(CUSTOMER_DOCUMENT, pedido, 7, 'N'), subscriptionTexts.created);
    expect((await list()).find((s) => s.pedido === pedido)).toMatchObject({ frecuencia: 7, proxima_entrega: '2026-03-10' });
    await ok(await change(CUSTOMER_DOCUMENT, pedido, 15, 'M'), subscriptionTexts.updated);
    const modified = (await list()).find((s) => s.pedido === pedido)!;
    expect(modified).toMatchObject({ frecuencia: 15, proxima_entrega: '2026-03-18' });
    expect(modified.total).toBeGreaterThan(0);
    await ok(await change(CUSTOMER_DOCUMENT, pedido, 0, 'e'), subscriptionTexts.deleted);
    expect((await list()).some((s) => s.pedido === pedido)).toBe(false);
  });

  it('next delivery: the first day, today or later, of first day + k × frequency', () => {
    expect(nextDelivery('2026-03-03', 7, '2026-03-02')).toBe('2026-03-10');
    expect(nextDelivery('2026-03-01', 7, '2026-03-08')).toBe('2026-03-08');
    expect(nextDelivery('2026-03-01', 7, '2026-03-09')).toBe('2026-03-15');
  });

  it("fails with the spec's message for the action: already subscribed, nothing to modify or delete", async () => {
    const pedido = await placePaidOrder(server, auth);
    await ok(await change(CUSTOMER_DOCUMENT, pedido, 30, 'N'), subscriptionTexts.created);
    const twice = await expectError(await change(CUSTOMER_DOCUMENT, pedido, 30, 'N'), 422, subscriptionTexts.createFailed);
    expect(twice).toMatchObject({
      tipo: 'E',
      mensaje: subscriptionTexts.createFailed,
      errors: { orderNumber: [subscriptionTexts.alreadyExists] },
    });
    const other = await placePaidOrder(server, auth);
    await expectError(await change(CUSTOMER_DOCUMENT, other, 10, 'M'), 422, subscriptionTexts.updateFailed);
    await expectError(await change(CUSTOMER_DOCUMENT, other, 0, 'E'), 422, subscriptionTexts.deleteFailed);
  });

  it('a cancelled order cannot be subscribed to, and cancelling removes its subscription', async () => {
    const pedido = await placePaidOrder(server, auth);
    await ok(await change(CUSTOMER_DOCUMENT, pedido, 7, 'N'), subscriptionTexts.created);
    expect((await server.request(`/api/pedidos/cancelar_pedido/${pedido}`, { method: 'POST', headers: auth })).status).toBe(200);
    expect((await list()).some((s) => s.pedido === pedido)).toBe(false);
    const body = await expectError(await change(CUSTOMER_DOCUMENT, pedido, 7, 'N'), 422, subscriptionTexts.createFailed);
    expect(body.errors).toEqual({ orderNumber: [subscriptionTexts.orderCancelled] });
  });

  it('only a paid order can be subscribed to', async () => {
    const unpaid = await placeOrder(server, auth);
    const body = await expectError(await change(CUSTOMER_DOCUMENT, unpaid, 7, 'N'), 422, subscriptionTexts.createFailed);
    expect(body.errors).toEqual({ orderNumber: [subscriptionTexts.orderNotPaid] });
  });

  it('an order stored with a day that does not exist still lists its subscription (from its creation day), never a 500', async () => {
    const pedido = await placePaidOrder(server, auth);
    await ok(await change(CUSTOMER_DOCUMENT, pedido, 7, 'N'), subscriptionTexts.created);
    // As an order stored before the server checked dates could hold.
    await server.database.db.update(orders).set({ fechaEntrega: '9999-99-99' }).where(eq(orders.pedido, pedido));
    const listed = (await list()).find((s) => s.pedido === pedido);
    expect(listed?.proxima_entrega).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("401 without a token; another's document is a 403; another's order a 404", async () => {
    const pedido = await placeOrder(server, auth);
    await expectError(await change(CUSTOMER_DOCUMENT, pedido, 7, 'N', {}), 401, messages.http.unauthorized);
    await expectError(await server.request(`/api/usuarios/suscripciones/${CUSTOMER_DOCUMENT}`), 401, messages.http.unauthorized);
    await expectError(await change(CUSTOMER_DOCUMENT, pedido, 7, 'N', admin), 403, messages.http.forbidden);
    await expectError(
      await server.request(`/api/usuarios/suscripciones/${CUSTOMER_DOCUMENT}`, { headers: admin }),
      403,
      messages.http.forbidden,
    );
    await expectError(await change(ADMIN_DOCUMENT, pedido, 7, 'N', admin), 404, messages.http.notFound);
    await expectError(await change(ADMIN_DOCUMENT, pedido, 7, 'N'), 403, messages.http.forbidden);
  });

  it('malformed parts answer 422 with the action message (Spanish field errors) and the server keeps answering', async () => {
    const pedido = await placeOrder(server, auth);
    const cases: [string, string | number, string | number, string, string, string][] = [
      [CUSTOMER_DOCUMENT, pedido, 0, 'N', subscriptionTexts.createFailed, subscriptionTexts.frequencyRange],
      [CUSTOMER_DOCUMENT, pedido, 91, 'M', subscriptionTexts.updateFailed, subscriptionTexts.frequencyRange],
      [CUSTOMER_DOCUMENT, pedido, 7, 'E', subscriptionTexts.deleteFailed, subscriptionTexts.frequencyForDelete],
      [CUSTOMER_DOCUMENT, pedido, 'siete', 'N', subscriptionTexts.createFailed, ''],
      [CUSTOMER_DOCUMENT, 'abc', 7, 'N', subscriptionTexts.createFailed, ''],
      ['10203-04050', pedido, 7, 'N', subscriptionTexts.createFailed, subscriptionTexts.documentInvalid],
      [CUSTOMER_DOCUMENT, pedido, 7, 'X', messages.http.validation, subscriptionTexts.actionInvalid],
    ];
    for (const [document, number, frequency, action, message, reason] of cases) {
      const body = await expectError(await change(document, number, frequency, action), 422, message);
      if (reason) expect(Object.values(body.errors!).flat()).toContain(reason);
    }
    await expectError(
      await server.request('/api/usuarios/suscripciones/no%20valido', { headers: auth }),
      422,
      messages.http.validation,
    );
    await expectStillAnswering(server);
  });
});

describe('favourites (/api/usuarios/favoritos/{document})', () => {
  const path = (document = CUSTOMER_DOCUMENT) => `/api/usuarios/favoritos/${document}`;
  const add = (codigo_producto: unknown, headers = auth, document = CUSTOMER_DOCUMENT) =>
    server.postJson(path(document), { codigo_producto }, headers);
  const remove = (code: string, headers = auth, document = CUSTOMER_DOCUMENT) =>
    server.request(`${path(document)}/${code}`, { method: 'DELETE', headers });
  const get = async (query = '', headers = auth) => {
    const res = await server.request(`${path()}${query}`, { headers });
    expect(res.status).toBe(200);
    return favouriteListSchema.parse(await res.json());
  };

  it('adds, lists (priced at the sales point, null where not sold) and removes my favourites', async () => {
    expect((await add('T201')).status).toBe(200);
    server.clock.advance(1_000);
    const res = await add('T100', await customerAuth(server));
    expect(await res.json()).toEqual({ isError: false });
    expect((await add('T100')).status).toBe(200); // twice: nothing changes
    const atBogota = await get('?pdv=B001');
    expect(atBogota.map((f) => f.codigo_producto)).toEqual(['T100', 'T201']);
    expect(atBogota[0]!.producto).toMatchObject({ codigo_producto: 'T100' });
    const atCali = await get('?pdv=C001'); // Cali does not sell T201
    expect(atCali.find((f) => f.codigo_producto === 'T201')!.producto).toBeNull();
    const generic = await get();
    expect(generic[0]!.producto!.precio).toBeLessThan(atBogota[0]!.producto!.precio); // konda 28 vs 30
    expect((await remove('T201')).status).toBe(200);
    expect((await get()).map((f) => f.codigo_producto)).toEqual(['T100']);
    await expectError(await remove('T201'), 404, accountTexts.notAFavourite);
  });

  it("401 without a token; another's document is a 403 and their list is untouched", async () => {
    await expectError(await server.request(path()), 401, messages.http.unauthorized);
    await expectError(await add('T102', {}), 401, messages.http.unauthorized);
    await expectError(await server.request(path(), { headers: admin }), 403, messages.http.forbidden);
    await expectError(await add('T102', admin), 403, messages.http.forbidden);
    await expectError(await remove('T100', admin), 403, messages.http.forbidden);
    expect((await get()).some((f) => f.codigo_producto === 'T102')).toBe(false);
    // The administrator's own list is separate.
    expect((await add('T102', admin, ADMIN_DOCUMENT)).status).toBe(200);
    expect((await get()).some((f) => f.codigo_producto === 'T102')).toBe(false);
  });

  it('malformed input answers 4xx in Spanish and the server keeps answering', async () => {
    await expectError(await add('NOEXISTE'), 422, accountTexts.productNotFound);
    await expectError(await add(''), 422, messages.http.validation);
    await expectError(await add(42), 422, messages.http.validation);
    await expectError(await server.postJson(path(), '{"codigo_producto":', auth), 400, messages.http.badRequest);
    await expectError(await server.request(`${path()}?pdv=Z999`, { headers: auth }), 404, messages.location.salesPointNotFound);
    await expectError(await server.request(`${path()}?pdv=no%20vale`, { headers: auth }), 422, messages.http.validation);
    await expectStillAnswering(server);
  });
});

describe('recommended products (GET /api/productos/recomendados/{pdv})', () => {
  const recommended = async (pdv: string, headers: Record<string, string> = {}, query = '') => {
    const res = await server.request(`/api/productos/recomendados/${pdv}${query}`, { headers });
    expect(res.status).toBe(200);
    return productListSchema.parse(await res.json());
  };

  it("a customer gets what they order most first; a guest the chain's best sellers; only products sold there", async () => {
    const other = await tokenFor(server, DEMO_ADMIN);
    await placeOrder(server, other, { detalles_pedido: [line('T102', 50)] });
    await placeOrder(server, auth, { detalles_pedido: [line('T301', 30)] });
    const guest = await recommended('B001');
    expect(guest.slice(0, 2).map((p) => p.codigo_producto)).toEqual(['T102', 'T301']);
    expect(guest).toHaveLength(7); // the fixture catalogue has 7 products; default limit 8
    // The customer's own: T301 × 30, then T100 (the earlier tests' orders); then the chain's T102.
    const mine = await recommended('B001', auth, '?limite=3');
    expect(mine.map((p) => p.codigo_producto)).toEqual(['T301', 'T100', 'T102']);
    const barranquilla = await recommended('Q001'); // Q001 does not sell T102
    expect(barranquilla.some((p) => p.codigo_producto === 'T102')).toBe(false);
    expect(barranquilla[0]!.codigo_producto).toBe('T301');
  });

  it("an order left unpaid until it expired ('vencido') recommends nothing, like a cancelled one", async () => {
    const other = await tokenFor(server, DEMO_ADMIN);
    const pedido = await placeOrder(server, other, { detalles_pedido: [line('T100', 60)] });
    expect((await recommended('B001'))[0]!.codigo_producto, 'while it waits for payment it counts').toBe('T100');
    await server.database.db.update(orders).set({ estado: 'vencido' }).where(eq(orders.pedido, pedido));
    expect((await recommended('B001'))[0]!.codigo_producto).toBe('T102');
  });

  it('prices with the sales point konda, not the client', async () => {
    const [atGeneric] = await recommended('G001', {}, '?limite=1');
    const [atBogota] = await recommended('B001', {}, '?limite=1');
    expect(atGeneric!.codigo_producto).toBe(atBogota!.codigo_producto);
    expect(atBogota!.precio).toBeGreaterThan(atGeneric!.precio);
  });

  it('an unknown sales point is a 404, malformed input a 422, a broken token a 401', async () => {
    await expectError(await server.request('/api/productos/recomendados/Z999'), 404, messages.location.salesPointNotFound);
    await expectError(await server.request('/api/productos/recomendados/B001?limite=0'), 422, messages.http.validation);
    await expectError(await server.request('/api/productos/recomendados/B001?limite=diez'), 422, messages.http.validation);
    await expectError(await server.request('/api/productos/recomendados/%C3%B1'), 422, messages.http.validation);
    await expectError(
      await server.request('/api/productos/recomendados/B001', { headers: { Authorization: 'Bearer x' } }),
      401,
      messages.http.unauthorized,
    );
  });
});

describe('sales point lookup (GET /api/puntos_ventas/consultar_pdv/{code})', () => {
  it('answers { isError: false, data } for a known code, generic ones too, in any case', async () => {
    const res = await server.request('/api/puntos_ventas/consultar_pdv/m001');
    expect(res.status).toBe(200);
    expect(salesPointLookupSchema.parse(await res.json())).toEqual({
      isError: false,
      // The spec's fields, then the store's name, address and hours (pick-up in store).
      data: {
        Vkbur: 'M001',
        Konda: '29',
        citycode: '05001',
        city1: 'Medellín',
        nombre: 'El Poblado',
        direccion: 'Carrera 43A # 7-50, El Poblado',
        horario: [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '10:00', cierra: '22:00' })),
      },
    });
    expect(
      salesPointLookupSchema.parse(await (await server.request('/api/puntos_ventas/consultar_pdv/G001')).json()).data.Konda,
    ).toBe('28');
  });

  it('an unknown code is a 404 in Spanish; a malformed one a 422', async () => {
    await expectError(await server.request('/api/puntos_ventas/consultar_pdv/Z999'), 404, messages.location.salesPointNotFound);
    for (const bad of ['B-001', 'ABCDEFGHIJK', '%20']) {
      await expectError(await server.request(`/api/puntos_ventas/consultar_pdv/${bad}`), 422, messages.http.validation);
    }
    await expectError(await server.postJson('/api/puntos_ventas/consultar_pdv/B001', {}), 405, messages.http.methodNotAllowed);
  });
});

describe('administrator preferences (POST /api/prefenciasEcommerce/guardarvalor/{canal})', () => {
  const save = (body: unknown, headers: Record<string, string>, canal = '2') =>
    server.postJson(`/api/prefenciasEcommerce/guardarvalor/${canal}`, body, headers);
  const read = async () =>
    preferenceListSchema.parse(await (await server.request('/api/prefenciasEcommerce/obtenervalores/2')).json());

  it('an administrator sets the popup image and a new key; everyone reads them', async () => {
    const res = await save({ llave: 'imagen-popup-inicio', valor: '/img/promo-marzo.svg' }, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ llave: 'imagen-popup-inicio', valor: '/img/promo-marzo.svg' });
    expect((await save({ llave: 'horario-atencion', valor: '11:00 a 21:00' }, admin)).status).toBe(200);
    const prefs = await read();
    expect(prefs).toContainEqual({ llave: 'imagen-popup-inicio', valor: '/img/promo-marzo.svg' });
    expect(prefs).toContainEqual({ llave: 'horario-atencion', valor: '11:00 a 21:00' });
    // The registration popup uses the new image.
    const popup = (await (await server.postJson('/api/usuarios/cupon_registro', { fecha: '2026-03-02' })).json()) as {
      imagen: string;
    }[];
    expect(popup[0]!.imagen).toBe('/img/promo-marzo.svg');
  });

  it('an administrator switches maintenance on and off (the switch is read again at once)', async () => {
    expect((await save({ llave: 'mantenimiento', valor: 'S' }, admin)).status).toBe(200);
    expect(await (await server.request('/principal/sap/status')).json()).toEqual({ estado: false });
    expect((await save({ llave: 'mantenimiento', valor: 'N' }, admin)).status).toBe(200);
    expect(await (await server.request('/principal/sap/status')).json()).toEqual({ estado: true });
    expect(await read()).toContainEqual({ llave: 'mantenimiento', valor: 'N' });
  });

  it('401 without a token; 403 for a customer, and for an admin claim the database no longer backs', async () => {
    const body = { llave: 'mantenimiento', valor: 'S' };
    await expectError(await save(body, {}), 401, messages.http.unauthorized);
    await expectError(await save(body, auth), 403, messages.http.forbidden);
    // A customer's token claiming admin (or an administrator since demoted): the database says no.
    await expectError(await save(body, await tokenFor(server, DEMO_CUSTOMER, true)), 403, messages.http.forbidden);
    await server.database.db.update(users).set({ eAdministrador: '' }).where(eq(users.username, DEMO_ADMIN.username));
    try {
      await expectError(await save(body, admin), 403, messages.http.forbidden);
    } finally {
      await server.database.db.update(users).set({ eAdministrador: 'X' }).where(eq(users.username, DEMO_ADMIN.username));
    }
    expect(await read()).toContainEqual({ llave: 'mantenimiento', valor: 'N' });
  });

  it('rejects invalid keys and values with 422 in Spanish, malformed JSON with 400, and keeps answering', async () => {
    const cases: [unknown, string][] = [
      [{ llave: 'mantenimiento', valor: 'si' }, accountTexts.maintenanceValueInvalid],
      [{ llave: 'imagen-popup-inicio', valor: 'javascript:alert(1)' }, accountTexts.popupImageInvalid],
      [{ llave: 'imagen-popup-inicio', valor: 'http://otro.sitio/x.png' }, accountTexts.popupImageInvalid],
      [{ llave: 'Con Espacios', valor: 'x' }, accountTexts.preferenceKeyInvalid],
      [{ llave: 'larga', valor: 'x'.repeat(501) }, ''],
      [{ llave: 'sin-valor' }, ''],
    ];
    for (const [body, reason] of cases) {
      const error = await expectError(await save(body, admin), 422, messages.http.validation);
      if (reason) expect(Object.values(error.errors!).flat()).toContain(reason);
    }
    await expectError(await save({ llave: 'x', valor: 'y' }, admin, 'dos'), 422, messages.http.validation);
    await expectError(await save('{"llave":', admin), 400, messages.http.badRequest);
    await expectError(
      await server.request('/api/prefenciasEcommerce/guardarvalor/2', { headers: admin }),
      405,
      messages.http.methodNotAllowed,
    );
    await expectStillAnswering(server);
  });
});
