/**
 * A server-rendered page carries the answers of the app's start calls (server/web/pageStart.ts,
 * machines/schemas/pageData.ts pageStartSchema): they must be the answers the routes give, the
 * maintenance switch included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStartSchema } from '../../machines/schemas/pageData';
import { pageStart } from '../../server/web/pageStart';
import { createTestServer, logInAdmin, type TestServer } from './helpers';

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await createTestServer();
  admin = { Authorization: `Bearer ${(await logInAdmin(server)).token}` };
});
afterAll(() => server.close());

const answers = async () => ({
  status: await (await server.request('/principal/sap/status')).json(),
  preferences: await (await server.request('/api/prefenciasEcommerce/obtenervalores/2')).json(),
  genericSalesPoints: await (await server.request('/api/puntos_ventas/traerPuntosGenericos')).json(),
});
const setMaintenance = (valor: 'S' | 'N') =>
  server.postJson('/api/prefenciasEcommerce/guardarvalor/2', { llave: 'mantenimiento', valor }, admin);

describe('the start answers of a server-rendered page', () => {
  it('are what the three routes answer, and parse with the data block schema', async () => {
    const start = await pageStart(server.database.db, server.app.catalogue);
    expect(pageStartSchema.parse(start)).toEqual(start);
    expect(start?.genericSalesPoints.length).toBeGreaterThan(0);
    expect(start).toEqual(await answers());
  });

  it('are none while maintenance is on (the app then asks, and gets the maintenance answers); back once it is off', async () => {
    expect((await setMaintenance('S')).status).toBe(200);
    expect(await pageStart(server.database.db, server.app.catalogue)).toBeNull();
    expect((await answers()).status).toEqual({ estado: false });
    expect((await setMaintenance('N')).status).toBe(200);
    expect((await pageStart(server.database.db, server.app.catalogue))?.status).toEqual({ estado: true });
  });
});
