import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { statusSchema } from '../../machines/schemas';
import type { Db } from '../../server/db/client';
import { preferences } from '../../server/db/schema';
import { invalidateMaintenance, MAINTENANCE_CACHE_MS, MaintenanceSwitch } from '../../server/middleware/maintenance';
import {
  bearer,
  createTestServer,
  expectApiError,
  listMinimumPath,
  logIn,
  logInAdmin,
  ORDER_PATH,
  validOrder,
  type TestServer,
} from './helpers';

let server: TestServer;
let customerToken: string;
let adminToken: string;
beforeAll(async () => {
  server = await createTestServer();
  customerToken = (await logIn(server)).token;
  adminToken = (await logInAdmin(server)).token;
});
afterAll(async () => server?.close());

/** Writes the preference straight to the database (as an admin tool would), without invalidating. */
const writeMaintenance = (valor: 'S' | 'N') =>
  server.database.db
    .update(preferences)
    .set({ valor })
    .where(and(eq(preferences.canal, 2), eq(preferences.llave, 'mantenimiento')));

async function setMaintenance(valor: 'S' | 'N'): Promise<void> {
  await writeMaintenance(valor);
  invalidateMaintenance(server.database.db);
}

const status = async () => statusSchema.parse(await (await server.request('/principal/sap/status')).json());

beforeEach(async () => setMaintenance('N'));

describe("maintenance mode (preference mantenimiento = 'S')", () => {
  it('the status call answers estado false, uncached', async () => {
    expect(await status()).toEqual({ estado: true });
    await setMaintenance('S');
    const res = await server.request('/principal/sap/status');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ estado: false });
  });

  it("every other call answers 503 'Nos encontramos en mantenimiento', known route or not", async () => {
    await setMaintenance('S');
    await expectApiError(await server.request(listMinimumPath('B001', '30')), 503, messages.http.serverError);
    await expectApiError(await server.request('/api/puntos_ventas/traer_ciudades_express'), 503, messages.http.serverError);
    await expectApiError(await server.postJson(ORDER_PATH, validOrder(), bearer(customerToken)), 503, messages.http.serverError);
    await expectApiError(await server.request('/api/no/existe'), 503, messages.http.serverError);
  });

  it('the preference calls and the login stay open, so an administrator can switch it back', async () => {
    await setMaintenance('S');
    const prefs = await server.request('/api/prefenciasEcommerce/obtenervalores/2');
    expect(prefs.status).toBe(200);
    expect(await prefs.json()).toContainEqual({ llave: 'mantenimiento', valor: 'S' });
    const admin = await logInAdmin(server);
    expect(admin.EAdministrador).toBe('X');
    expect((await server.request('/api/docs')).status).toBe(200);
    // The documentation page's contract and script too.
    expect((await server.request('/api/docs/openapi.json')).status).toBe(200);
    expect((await server.request('/api/docs/redoc.js')).status).toBe(200);
  });

  it("an administrator's bearer token passes; a customer's, a forged or an expired one does not", async () => {
    await setMaintenance('S');
    const asAdmin = await server.request('/api/puntos_ventas/traer_ciudades_express', { headers: bearer(adminToken) });
    expect(asAdmin.status).toBe(200);
    await expectApiError(
      await server.request('/api/puntos_ventas/traer_ciudades_express', { headers: bearer(customerToken) }),
      503,
    );
    const forged = `${adminToken.slice(0, -4)}AAAA`;
    await expectApiError(await server.request('/api/puntos_ventas/traer_ciudades_express', { headers: bearer(forged) }), 503);
    await expectApiError(
      await server.request('/api/puntos_ventas/traer_ciudades_express', { headers: { Authorization: 'Basic eDp5' } }),
      503,
    );
  });

  it("an administrator's token ended by logout (token version) no longer passes; a new login does", async () => {
    const admin = await logInAdmin(server);
    const path = '/api/puntos_ventas/traer_ciudades_express';
    await setMaintenance('S');
    expect((await server.request(path, { headers: bearer(admin.token) })).status).toBe(200);
    await setMaintenance('N');
    // Logout with the bearer token alone ends its session.
    expect((await server.postJson('/api/auth_resources/cerrar_sesion', {}, bearer(admin.token))).status).toBe(200);
    await setMaintenance('S');
    await expectApiError(await server.request(path, { headers: bearer(admin.token) }), 503);
    adminToken = (await logInAdmin(server)).token;
    expect((await server.request(path, { headers: bearer(adminToken) })).status).toBe(200);
  });

  it('non-API paths are not gated (the SPA shows its maintenance page)', async () => {
    await setMaintenance('S');
    // No SPA in this test server: the answer is the plain 404, not the 503.
    await expectApiError(await server.request('/productos'), 404, messages.http.notFound);
  });

  it('switching it back reopens at once after invalidation', async () => {
    await setMaintenance('S');
    expect(await status()).toEqual({ estado: false });
    await setMaintenance('N');
    expect(await status()).toEqual({ estado: true });
    expect((await server.request(listMinimumPath('B001', '30'))).status).toBe(200);
  });

  it(`the preference is read at most once per ${MAINTENANCE_CACHE_MS} ms: a write without invalidation shows after that`, async () => {
    expect(await status()).toEqual({ estado: true }); // read and cached now
    await writeMaintenance('S');
    server.clock.advance(MAINTENANCE_CACHE_MS - 1);
    expect(await status()).toEqual({ estado: true });
    server.clock.advance(1);
    expect(await status()).toEqual({ estado: false });
    await writeMaintenance('N');
    expect(await status()).toEqual({ estado: false });
    server.clock.advance(MAINTENANCE_CACHE_MS);
    expect(await status()).toEqual({ estado: true });
  });

  it('app.maintenance.invalidate() also drops the cached read', async () => {
    expect(await status()).toEqual({ estado: true });
    await writeMaintenance('S');
    server.app.maintenance.invalidate();
    expect(await status()).toEqual({ estado: false });
  });
});

describe('MaintenanceSwitch', () => {
  /** A stand-in for the Drizzle query chain that counts reads and answers `valor` (or throws). */
  function fakeDb(answer: () => string | Error) {
    let reads = 0;
    const chain = {
      from: () => chain,
      where: () => chain,
      limit: async () => {
        reads += 1;
        await Promise.resolve();
        const value = answer();
        if (value instanceof Error) throw value;
        return [{ valor: value }];
      },
    };
    return { db: { select: () => chain } as unknown as Db, reads: () => reads };
  }
  const clock = () => new Date(0);

  it('concurrent requests share one read', async () => {
    const fake = fakeDb(() => 'S');
    const sw = new MaintenanceSwitch(fake.db, clock, { error: () => {} });
    expect(await Promise.all([sw.isOn(), sw.isOn(), sw.isOn()])).toEqual([true, true, true]);
    expect(sw.isOn()).toBe(true); // cached: no promise at all
    expect(fake.reads()).toBe(1);
  });

  it('an unreadable preference keeps the last known state (open at first) and is logged', async () => {
    const errors: unknown[] = [];
    const fake = fakeDb(() => new Error('sin base de datos'));
    const sw = new MaintenanceSwitch(fake.db, clock, { error: (...args) => errors.push(args) });
    expect(await sw.isOn()).toBe(false);
    expect(errors).toHaveLength(1);
    expect(sw.isOn()).toBe(false); // not retried within the period
    expect(fake.reads()).toBe(1);
  });

  it("cacheMs 0 reads on every request; lower case 's' and spaces count as on", async () => {
    const fake = fakeDb(() => ' s ');
    const sw = new MaintenanceSwitch(fake.db, clock, { error: () => {} }, 0);
    expect(await sw.isOn()).toBe(true);
    expect(await sw.isOn()).toBe(true);
    expect(fake.reads()).toBe(2);
  });
});
