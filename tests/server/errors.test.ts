import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { createApp } from '../../server/app';
import { CatalogueService } from '../../server/services/catalogue';
import {
  bearer,
  createTestServer,
  expectApiError,
  logIn,
  expectStillAnswering,
  listMinimumPath,
  LOGIN_PATH,
  ORDER_PATH,
  TEST_JWT_SECRET,
  type TestServer,
} from './helpers';

let server: TestServer;
let spaDir: string;
beforeAll(async () => {
  spaDir = mkdtempSync(join(tmpdir(), 'pollos-spa-'));
  mkdirSync(join(spaDir, 'assets'));
  mkdirSync(join(spaDir, 'img'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Pollos La Brasa</title><div id="root"></div>');
  writeFileSync(join(spaDir, 'assets', 'index-abc123.js'), 'console.log("hola")');
  writeFileSync(join(spaDir, 'img', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await createTestServer({ deps: { staticDir: spaDir } });
});
afterAll(async () => {
  await server?.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const POST_ENDPOINTS = [
  '/api/productos/listar_productos_filtro',
  '/api/puntos_ventas/pdv_ciudad_central_satelite',
  LOGIN_PATH,
  ORDER_PATH,
];
const GET_ENDPOINTS = [
  '/principal/sap/status',
  '/api/productos/listar_categorias/G',
  listMinimumPath('B001', '30'),
  '/api/puntos_ventas/traerPuntosGenericos',
  '/api/puntos_ventas/traer_ciudades_express',
];

describe('unknown routes and wrong methods', () => {
  it("answers 404 'Página no encontrada' for an unknown /api route, whatever the method", async () => {
    await expectApiError(await server.request('/api/no/existe'), 404, messages.http.notFound);
    await expectApiError(await server.request('/api/productos'), 404, messages.http.notFound);
    await expectApiError(await server.postJson('/api/no/existe', {}), 404, messages.http.notFound);
    await expectApiError(await server.request('/principal/otra'), 404, messages.http.notFound);
  });

  it.each(POST_ENDPOINTS)('answers 405 for a GET or DELETE on POST %s', async (path) => {
    const res = await server.request(path);
    await expectApiError(res, 405, messages.http.methodNotAllowed);
    expect(res.headers.get('allow')).toBe('POST');
    await expectApiError(await server.request(path, { method: 'DELETE' }), 405, messages.http.methodNotAllowed);
  });

  it.each(GET_ENDPOINTS)('answers 405 for a POST or PUT on GET %s', async (path) => {
    const res = await server.postJson(path, {});
    await expectApiError(res, 405, messages.http.methodNotAllowed);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    await expectApiError(await server.request(path, { method: 'PUT' }), 405, messages.http.methodNotAllowed);
  });
});

describe('HEAD requests', () => {
  it('answer like the GET, without a body', async () => {
    const res = await server.request('/api/puntos_ventas/traer_ciudades_express', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('malformed bodies', () => {
  it.each(POST_ENDPOINTS.filter((p) => p !== ORDER_PATH))(
    'answers 400 for malformed JSON, a wrong content type or no body on %s',
    async (path) => {
      await expectApiError(await server.postJson(path, '{"a":'), 400, messages.http.badRequest);
      await expectApiError(await server.postJson(path, ''), 400, messages.http.badRequest);
      await expectApiError(await server.request(path, { method: 'POST', body: '{}' }), 400, messages.http.badRequest);
      await expectApiError(
        await server.request(path, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' }),
        400,
        messages.http.badRequest,
      );
      await expectStillAnswering(server);
    },
  );

  it('answers 413 with a Spanish message for a body above 256 KiB', async () => {
    const huge = JSON.stringify({ username: 'x'.repeat(300 * 1024), password: 'y' });
    await expectApiError(await server.postJson(LOGIN_PATH, huge), 413, messages.http.badRequest);
    await expectStillAnswering(server);
  });

  it('never answers 5xx to arbitrary JSON on any POST endpoint (property)', async () => {
    const paths = POST_ENDPOINTS.filter((p) => p !== LOGIN_PATH);
    const { token } = await logIn(server);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 3 }), async (path, value) => {
        const res = await server.postJson(path, JSON.stringify(value), bearer(token));
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        const body = (await res.json()) as { isError: boolean; message: string };
        expect(body.isError).toBe(true);
      }),
      { numRuns: 150 },
    );
    await expectStillAnswering(server);
  });

  it('never answers 5xx to arbitrary path segments on the product list (property)', async () => {
    const segment = fc.string({ minLength: 1, maxLength: 12 }).map((s) => encodeURIComponent(s));
    await fc.assert(
      fc.asyncProperty(segment, segment, segment, segment, async (pdv, date, document, konda) => {
        const res = await server.request(`/api/productos/listar_productos_minimo/${pdv}/${date}/++/${document}/${konda}/%20/G`);
        expect([200, 404, 422]).toContain(res.status);
      }),
      { numRuns: 150 },
    );
  });
});

describe('unexpected failures', () => {
  it('answer 500 with the maintenance message, are logged, and the app keeps answering', async () => {
    class FailingOnce extends CatalogueService {
      failed = false;
      override async categories() {
        if (!this.failed) {
          this.failed = true;
          throw new Error('la base de datos se fue a almorzar');
        }
        return super.categories();
      }
    }
    const errors: unknown[][] = [];
    const app = createApp({
      db: server.database.db,
      jwtSecret: TEST_JWT_SECRET,
      catalogue: new FailingOnce(server.database.db),
      logger: { error: (...args: unknown[]) => void errors.push(args) },
    });
    await expectApiError(await app.request('/api/productos/listar_categorias/G'), 500, messages.http.serverError);
    expect(errors).toHaveLength(1);
    expect(String(errors[0]![1])).toContain('almorzar');
    expect((await app.request('/api/productos/listar_categorias/G')).status).toBe(200);
    expect((await app.request('/principal/sap/status')).status).toBe(200);
  });
});

describe('JSON answers', () => {
  it.each(GET_ENDPOINTS)('declare UTF-8 on %s', async (path) => {
    const res = await server.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
  });

  it('keep Spanish characters intact', async () => {
    const cities = (await (await server.request('/api/puntos_ventas/traer_ciudades_express')).json()) as string[];
    expect(cities).toContain('Medellín');
  });
});

describe('built SPA (dist/)', () => {
  it('serves /assets/* with a long immutable cache', async () => {
    const res = await server.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('hola');
    expect((await server.request('/assets/no-existe.js')).status).toBe(404);
  });

  it('serves other built files and falls back to index.html for history-mode routes', async () => {
    expect((await server.request('/img/logo.svg')).headers.get('content-type')).toMatch(/svg/);
    for (const path of ['/', '/productos/pollo-asado', '/resultado-enviar-pedido/100001']) {
      const res = await server.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('Pollos La Brasa');
    }
  });

  it('answers 404 with the shell for a path no route matches, so crawlers and probes can tell', async () => {
    for (const path of ['/no-existe', '/healthz/x', '/productos/a/b/c']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('Pollos La Brasa');
    }
  });

  it('keeps answering JSON 404 for unknown /api routes', async () => {
    await expectApiError(await server.request('/api/productos/otra-cosa'), 404, messages.http.notFound);
  });
});
