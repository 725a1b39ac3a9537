/**
 * A server-rendered page carries the answers of the app's start calls (server/web/pageStart.ts,
 * machines/schemas/pageData.ts pageStartSchema): they must be the answers the routes give, the
 * maintenance switch included, and never the status, which only the status service may give
 * (the app asks it at every start).
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

const status = async () => (await server.request('/principal/sap/status')).json();
const answers = async () => ({
  preferences: await (await server.request('/api/prefenciasEcommerce/obtenervalores/2')).json(),
  genericSalesPoints: await (await server.request('/api/puntos_ventas/traerPuntosGenericos')).json(),
});
const setMaintenance = (valor: 'S' | 'N') =>
  server.postJson('/api/prefenciasEcommerce/guardarvalor/2', { llave: 'mantenimiento', valor }, admin);

describe('the start answers of a server-rendered page', () => {
  it('are what the preferences and sales points routes answer, and parse with the data block schema', async () => {
    const start = await pageStart(server.database.db, server.app.catalogue);
    expect(pageStartSchema.parse(start)).toEqual(start);
    expect(start?.genericSalesPoints.length).toBeGreaterThan(0);
    expect(start).toEqual(await answers());
  });

  it("never carry the status: the status service (VITE_STATUS_BASE_URL, maybe the chain's) has the last word, and the app asks it", async () => {
    const start = await pageStart(server.database.db, server.app.catalogue);
    expect(start).not.toBeNull();
    expect(Object.keys(start!).sort()).toEqual(['genericSalesPoints', 'preferences']);
    expect(JSON.stringify(start)).not.toContain('estado');
  });

  it('are none while maintenance is on (the app then asks, and gets the maintenance answers); back once it is off', async () => {
    expect((await setMaintenance('S')).status).toBe(200);
    expect(await pageStart(server.database.db, server.app.catalogue)).toBeNull();
    expect(await status()).toEqual({ estado: false });
    expect((await setMaintenance('N')).status).toBe(200);
    expect(await pageStart(server.database.db, server.app.catalogue)).toEqual(await answers());
  });
});
