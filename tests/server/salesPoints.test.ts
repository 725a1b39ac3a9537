import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { cityListSchema, salesPointListSchema, salesPointSchema } from '../../machines/schemas';
import { createTestServer, expectApiError, expectStillAnswering, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());

const CITY_PATH = '/api/puntos_ventas/pdv_ciudad_central_satelite';

describe('generic sales points (GET /api/puntos_ventas/traerPuntosGenericos)', () => {
  it('lists the generic sales points, codes starting with G (default G001, konda 28)', async () => {
    const res = await server.request('/api/puntos_ventas/traerPuntosGenericos');
    expect(res.status).toBe(200);
    const list = salesPointListSchema.parse(await res.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => s.Vkbur.startsWith('G'))).toBe(true);
    expect(list[0]).toMatchObject({ Vkbur: 'G001', Konda: '28' });
  });
});

describe('cities (GET /api/puntos_ventas/traer_ciudades_express)', () => {
  it('lists the city names with a sales point, at least five', async () => {
    const res = await server.request('/api/puntos_ventas/traer_ciudades_express');
    expect(res.status).toBe(200);
    const cities = cityListSchema.parse(await res.json());
    expect(cities).toEqual(['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Bucaramanga']);
  });
});

describe('sales point by city (POST /api/puntos_ventas/pdv_ciudad_central_satelite)', () => {
  it.each([
    ['Bogotá', 'B001', '30'],
    ['bogota', 'B001', '30'],
    ['  MEDELLIN ', 'M001', '29'],
    ['Cali', 'C001', '28'],
    ['barranquilla', 'Q001', '31'],
    ['Bucaramanga', 'S001', '28'],
  ])('matches the typed city %j case- and accent-insensitively', async (ciudad, vkbur, konda) => {
    const res = await server.postJson(CITY_PATH, { ciudad, ts: 'G' });
    expect(res.status).toBe(200);
    expect(salesPointSchema.parse(await res.json())).toMatchObject({ Vkbur: vkbur, Konda: konda });
  });

  it("answers 404 'Ciudad no encontrada' for a city without a sales point", async () => {
    await expectApiError(await server.postJson(CITY_PATH, { ciudad: 'Pasto', ts: 'G' }), 404, messages.location.cityNotFound);
  });

  it.each([
    ['an empty city', { ciudad: '   ', ts: 'G' }, 'ciudad'],
    ['a missing ts', { ciudad: 'Cali' }, 'ts'],
    ['ts other than G', { ciudad: 'Cali', ts: 'P' }, 'ts'],
    ['a numeric city', { ciudad: 11001, ts: 'G' }, 'ciudad'],
    ['a city too long', { ciudad: 'x'.repeat(61), ts: 'G' }, 'ciudad'],
    ['an array body', [], 'body'],
  ])('rejects %s with 422 and a Spanish field error', async (_name, body, field) => {
    const answer = await expectApiError(await server.postJson(CITY_PATH, body), 422, messages.http.validation);
    expect(answer.errors?.[field]?.length).toBe(1);
    await expectStillAnswering(server);
  });

  it('rejects malformed JSON and a form-encoded body with 400', async () => {
    await expectApiError(await server.postJson(CITY_PATH, "{ciudad:'Cali'}"), 400, messages.http.badRequest);
    await expectApiError(
      await server.request(CITY_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'ciudad=Cali&ts=G',
      }),
      400,
      messages.http.badRequest,
    );
  });
});
