import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { securityFromEnv } from '../../server/middleware/config';
import { contentSecurityPolicy, originOf, PERMISSIONS_POLICY } from '../../server/middleware/securityHeaders';
import { SANDBOX_CLIENT_ID, sandboxPaths } from '../../server/sandbox/identityProvider';
import { customerAuth, latestPayment, placeOrder } from './accountHelpers';
import {
  bearer,
  createTestServer,
  expectApiError,
  listMinimumPath,
  logIn,
  LOGIN_PATH,
  ORDER_PATH,
  type TestServer,
} from './helpers';

let server: TestServer;
let spaDir: string;
beforeAll(async () => {
  spaDir = mkdtempSync(join(tmpdir(), 'pollos-spa-sec-'));
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Pollos La Brasa</title><div id="root"></div>');
  writeFileSync(join(spaDir, 'assets', 'index-abc123.js'), 'console.log("hola")');
  writeFileSync(join(spaDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await createTestServer({
    deps: { staticDir: spaDir, security: { connectSrc: ['https://estado.pollosbrasa.co', 'https://api.pollosbrasa.co'] } },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(spaDir, { recursive: true, force: true });
});

function expectSecurityHeaders(res: Response, what: string): void {
  const csp = res.headers.get('content-security-policy');
  expect(csp, `${what}: CSP`).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; style-src-elem 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
      "connect-src 'self' https://estado.pollosbrasa.co https://api.pollosbrasa.co; manifest-src 'self'; " +
      "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  );
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expectCrossOriginHeaders(res, what);
}

/** No other site gets a window handle on these pages nor loads these answers; an agent cluster per origin. */
function expectCrossOriginHeaders(res: Response, what: string): void {
  expect(res.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(res.headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
  expect(res.headers.get('origin-agent-cluster'), what).toBe('?1');
}

describe('security headers on every answer', () => {
  it('API answers: 200, 401, 404, 405, 413, 422', async () => {
    const token = (await logIn(server)).token;
    const cases: [string, Promise<Response>, number][] = [
      ['status', server.request('/principal/sap/status'), 200],
      ['catalogue', server.request(listMinimumPath('B001', '30')), 200],
      ['login', server.postJson(LOGIN_PATH, { username: 'cliente@pollosbrasa.co', password: 'Cliente123!' }), 200],
      ['no token', server.postJson(ORDER_PATH, {}), 401],
      ['unknown route', server.request('/api/no/existe'), 404],
      ['wrong method', server.request(ORDER_PATH), 405],
      ['too large', server.postJson(ORDER_PATH, 'x'.repeat(300 * 1024), bearer(token)), 413],
      ['invalid', server.postJson(ORDER_PATH, {}, bearer(token)), 422],
      ['docs', server.request('/api/docs'), 200],
    ];
    for (const [what, pending, status] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(status);
      expectSecurityHeaders(res, what);
    }
  });

  it('SPA answers: the shell, history routes, static files, hashed assets and their 404', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/productos', 200],
      ['/favicon.svg', 200],
      ['/assets/index-abc123.js', 200],
      ['/assets/no-existe.js', 404],
      ['/favicon.ico', 404],
      ['/robots.txt', 200],
    ] as const) {
      const res = await server.request(path);
      expect(res.status, path).toBe(status);
      expectSecurityHeaders(res, path);
    }
  });

  it('the sandbox pages keep working under them: the identity provider’s consent page and its redirect, the payment gateway page and its redirect', async () => {
    const query = new URLSearchParams({
      client_id: SANDBOX_CLIENT_ID,
      redirect_uri: '/callback',
      response_type: 'id_token',
      scope: 'openid email profile',
      state: 'estado-seguro-123',
      nonce: 'nonce-seguro-123',
    });
    const consent = await server.request(`${sandboxPaths('google').authorize}?${query}`);
    expect(consent.status).toBe(200);
    expect(await consent.text()).toContain('<form method="post"');
    expectCrossOriginHeaders(consent, 'consent page');
    const form = new URLSearchParams(query);
    form.set('accion', 'demo');
    const redirect = await server.request(sandboxPaths('google').authorize, { method: 'POST', body: form });
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toMatch(/^\/callback#id_token=/);
    expectCrossOriginHeaders(redirect, 'consent redirect');

    const auth = await customerAuth(server);
    const { referencia } = await latestPayment(server, await placeOrder(server, auth));
    const gateway = await server.request(`/sandbox/pagos/${referencia}`);
    expect(gateway.status).toBe(200);
    expect(await gateway.text()).toContain(`action="/sandbox/pagos/${referencia}"`);
    expectCrossOriginHeaders(gateway, 'payment page');
    const paid = await server.request(`/sandbox/pagos/${referencia}`, {
      method: 'POST',
      body: new URLSearchParams({ resultado: 'aprobado', metodo: 'PSE' }),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/^\/resultado-enviar\/\d+$/);
    expectCrossOriginHeaders(paid, 'payment redirect');
  });

  it('HSTS only over HTTPS (X-Forwarded-Proto https from the proxy, or TLS)', async () => {
    expect((await server.request('/')).headers.get('strict-transport-security')).toBeNull();
    expect(
      (await server.request('/', { headers: { 'X-Forwarded-Proto': 'http' } })).headers.get('strict-transport-security'),
    ).toBeNull();
    for (const proto of ['https', 'HTTPS', 'https, http']) {
      const res = await server.request('/api/docs', { headers: { 'X-Forwarded-Proto': proto } });
      expect(res.headers.get('strict-transport-security'), proto).toBe('max-age=31536000; includeSubDomains');
    }
    const tls = await server.app.request('https://tienda.pollosbrasa.co/productos');
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('existing route headers are kept (Cache-Control etc.)', async () => {
    const res = await server.request('/assets/index-abc123.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('CSP configuration', () => {
  it("defaults to 'self' only; the one exception is inline <style> elements (Radix dialogs)", () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp.match(/'unsafe-[a-z-]+'/g)).toEqual(["'unsafe-inline'"]);
    expect(csp).toContain("style-src-elem 'self' 'unsafe-inline'");
  });

  it('takes the origins of absolute VITE_API_BASE_URL / VITE_STATUS_BASE_URL and CSP_CONNECT_SRC', () => {
    expect(securityFromEnv({})).toEqual({ connectSrc: [] });
    expect(securityFromEnv({ VITE_API_BASE_URL: '/', VITE_STATUS_BASE_URL: '/' })).toEqual({ connectSrc: [] });
    expect(
      securityFromEnv({
        VITE_API_BASE_URL: 'https://api.pollosbrasa.co/v1/',
        VITE_STATUS_BASE_URL: 'https://estado.pollosbrasa.co',
        CSP_CONNECT_SRC: 'https://api.pollosbrasa.co, wss://eventos.pollosbrasa.co',
      }),
    ).toEqual({ connectSrc: ['https://api.pollosbrasa.co', 'https://estado.pollosbrasa.co', 'wss://eventos.pollosbrasa.co'] });
    expect(() => securityFromEnv({ CSP_CONNECT_SRC: "https://x.co; script-src 'unsafe-eval'" })).toThrow(/CSP_CONNECT_SRC/);
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
});

describe('NUL guard (PostgreSQL text cannot hold U+0000)', () => {
  it('refuses %00 in the URL and NUL in JSON or form bodies with a 400, before any query', async () => {
    const token = (await logIn(server)).token;
    const bad = (res: Response) => expectApiError(res, 400, messages.http.badRequest);
    await bad(await server.request('/api/prefenciasEcommerce/obtenervalores/2%00'));
    await bad(await server.request('/principal/sap/status?x=%00'));
    await bad(await server.postJson('/api/puntos_ventas/pdv_ciudad_central_satelite', '{"ciudad":"Bogot\\u0000á","ts":"G"}'));
    await bad(await server.postJson('/api/puntos_ventas/pdv_ciudad_central_satelite', '{"ciudad":"Bogot\u0000","ts":"G"}'));
    await bad(
      await server.request('/api/carritoAbandonado/limpiar', {
        method: 'POST',
        headers: bearer(token),
        body: new URLSearchParams({ username: 'cliente@pollosbrasa.co\u0000', tipo: 'G' }),
      }),
    );
  });

  it('an escaped backslash followed by u0000 is just text', async () => {
    const res = await server.postJson('/api/puntos_ventas/pdv_ciudad_central_satelite', '{"ciudad":"Bogot\\\\u0000","ts":"G"}');
    await expectApiError(res, 404, messages.location.cityNotFound);
  });
});
