import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '../../machines/messages';
import { abandonedCartAnswerSchema, preferenceListSchema } from '../../machines/schemas';
import { abandonedCarts } from '../../server/db/schema';
import { DEMO_ADMIN } from '../../server/seed/users';
import { bearer, createTestServer, expectApiError, expectStillAnswering, logIn, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());

const RECORD = '/api/carritoAbandonado/agregar';
const CLEAR = '/api/carritoAbandonado/limpiar';
const clearForm = (username: string, token: string) =>
  server.request(CLEAR, { method: 'POST', body: new URLSearchParams({ username, tipo: 'G' }), headers: bearer(token) });
const stored = (username: string) =>
  server.database.db
    .select()
    .from(abandonedCarts)
    .where(and(eq(abandonedCarts.username, username), eq(abandonedCarts.tipo, 'G')));

describe('preferences (GET /api/prefenciasEcommerce/obtenervalores/2)', () => {
  it('lists the storefront channel preferences, open for business (mantenimiento N) with the popup image', async () => {
    const res = await server.request('/api/prefenciasEcommerce/obtenervalores/2');
    expect(res.status).toBe(200);
    expect(preferenceListSchema.parse(await res.json())).toEqual([
      { llave: 'imagen-popup-inicio', valor: '/img/popup-registro.svg' },
      { llave: 'mantenimiento', valor: 'N' },
    ]);
  });
  it('an unknown channel has no preferences; a malformed one answers 422 in Spanish', async () => {
    expect(await (await server.request('/api/prefenciasEcommerce/obtenervalores/7')).json()).toEqual([]);
    await expectApiError(await server.request('/api/prefenciasEcommerce/obtenervalores/dos'), 422);
  });
});

describe('abandoned cart (POST /api/carritoAbandonado/agregar and limpiar)', () => {
  it('records the signed-in customer cart, replaces it on the next change, and clears it (form data)', async () => {
    const user = await logIn(server);
    const body = { username: user.email, tipo: 'G', carrito: [{ codigo: 'P1001', cantidad: 2 }] };
    const first = await server.postJson(RECORD, body, bearer(user.token));
    expect(abandonedCartAnswerSchema.parse(await first.json())).toEqual({ isError: false });
    await server.postJson(RECORD, { ...body, carrito: [{ codigo: 'P1002', cantidad: 1 }] }, bearer(user.token));
    const rows = await stored(user.email);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.carrito)).toEqual([{ codigo: 'P1002', cantidad: 1 }]);

    const cleared = await clearForm(user.email, user.token);
    expect(abandonedCartAnswerSchema.parse(await cleared.json())).toEqual({ isError: false });
    expect(await stored(user.email)).toHaveLength(0);
  });

  it('needs a session: without a token, 401', async () => {
    await expectApiError(
      await server.postJson(RECORD, { username: 'x@y.co', tipo: 'G', carrito: [] }),
      401,
      messages.http.unauthorized,
    );
  });

  it("no customer records or clears another customer's cart: 403", async () => {
    const admin = await logIn(server, DEMO_ADMIN);
    const body = { username: 'cliente@pollosbrasa.co', tipo: 'G', carrito: [{ codigo: 'P1001', cantidad: 1 }] };
    await expectApiError(await server.postJson(RECORD, body, bearer(admin.token)), 403, messages.http.forbidden);
    await expectApiError(await clearForm('cliente@pollosbrasa.co', admin.token), 403, messages.http.forbidden);
  });

  it('malformed carts answer 4xx with a Spanish message and the server keeps answering', async () => {
    const user = await logIn(server);
    for (const bad of [
      {},
      { username: user.email, tipo: 'X', carrito: [] },
      { username: user.email, tipo: 'G', carrito: [{ codigo: '', cantidad: 0 }] },
    ]) {
      const res = await server.postJson(RECORD, bad, bearer(user.token));
      expect(res.status).toBe(422);
    }
    const notForm = await server.request(CLEAR, {
      method: 'POST',
      body: 'username',
      headers: { ...bearer(user.token), 'content-type': 'text/plain' },
    });
    expect(notForm.status).toBeGreaterThanOrEqual(400);
    expect(notForm.status).toBeLessThan(500);
    await expectStillAnswering(server);
  });
});
