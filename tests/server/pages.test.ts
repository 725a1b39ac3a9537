/**
 * The server-rendered pages (server/web/spa.ts, pages.ts, pageCache.ts, seo.ts, origin.ts):
 *   - pages count against the API's per-address limit (loopback exempt, forwarded addresses counted);
 *   - a shareable page (no session, only the visit's cookies) is rendered once and served again,
 *     per path, query and cookies, until the catalogue, the maintenance switch or a preference
 *     changes or PAGE_CACHE_TTL_MS passes, within a bound;
 *   - a page for a request with session cookies is `private, no-store` and never kept or shared;
 *   - a missing file answers a small 404, not the rendered 404 page;
 *   - canonical URLs, robots.txt and the sitemap use PUBLIC_ORIGIN, never the Host header.
 *
 * The renderer is a stand-in SSR module written to a temp folder (the real one, dist-ssr/, needs a
 * build): it follows the contract of machines/schemas/pageData.ts and writes into its page what it
 * was given (cookies, origin, query, the menu's price of T100, the start), and counts its renders.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../server/middleware/compression';
import { COOKIES, PAGE_DATA_ELEMENT_ID } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { createApp, type AppDeps, type StorefrontApp } from '../../server/app';
import { CatalogueService } from '../../server/services/catalogue';
import { publicOriginFromEnv } from '../../server/web/origin';
import { PageCache, PAGE_CACHE_TTL_MS } from '../../server/web/pageCache';
import { createPageRenderer, START_REFRESH_MS, type PageRenderer } from '../../server/web/pages';
import { pageStart } from '../../server/web/pageStart';
import { SEO_CACHE, SEO_CACHE_PRIVATE } from '../../server/web/seo';
import { adminAuth } from './accountHelpers';
import { createTestServer, TEST_JWT_SECRET, type TestServer } from './helpers';
import { listen, socketGet, type SocketAnswer } from './socket';

const RENDERER = `
export async function renderPage(request) {
  const menu = request.path === '/' || request.path === '/productos' || request.path.startsWith('/productos/');
  if (!menu) return null;
  globalThis.__pageRenders = (globalThis.__pageRenders ?? 0) + 1;
  const lists = await request.loadCatalogue({ pdv: 'B001', date: '2026-03-02', document: '', konda: '30' });
  const start = request.loadStart ? await request.loadStart() : null;
  const t100 = lists.products.find((p) => p.codigo_producto === 'T100');
  const data = { render: globalThis.__pageRenders, path: request.path, search: request.search, cookie: request.cookieHeader, origin: request.origin, precio: t100 ? t100.precio : null, start };
  return {
    status: request.path === '/productos/no-existe' ? 404 : 200,
    html: '<main>menú</main>',
    title: 'Prueba',
    headTags: '<link rel="canonical" href="' + request.origin + request.path + '">',
    pageData: JSON.stringify(data).replace(/</g, '\\\\u003c'),
    pageModule: null,
  };
}
`;

const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;

interface PageData {
  render: number;
  path: string;
  search: string;
  cookie: string | null;
  origin: string;
  precio: number | null;
  start: { preferences: unknown[]; genericSalesPoints: unknown[] } | null;
}

async function pageData(res: Response): Promise<PageData> {
  const html = await res.text();
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  if (!match) throw new Error(`no data block in ${html.slice(0, 200)}`);
  return JSON.parse(match[1]!) as PageData;
}

let server: TestServer;
let spaDir: string;
let ssrDir: string;
const apps: StorefrontApp[] = [];

beforeAll(async () => {
  server = await createTestServer({ postgresNotices: true });
  spaDir = mkdtempSync(join(tmpdir(), 'pollos-pages-'));
  ssrDir = mkdtempSync(join(tmpdir(), 'pollos-pages-ssr-'));
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(
    join(spaDir, 'index.html'),
    '<!doctype html><html><head><title>Pollos La Brasa</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"><!--app-shell--></div></body></html>',
  );
  writeFileSync(join(spaDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(spaDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(ssrDir, 'entry-server.js'), RENDERER);
});
afterAll(async () => {
  for (const app of apps) app.orderStreams.close();
  await server?.close();
  rmSync(spaDir, { recursive: true, force: true });
  rmSync(ssrDir, { recursive: true, force: true });
});

/** An app with server-rendered pages on the test database, hearing the same change notices (a replica of server.app). */
async function siteApp(
  options: {
    publicOrigin?: string;
    rateLimit?: AppDeps['rateLimit'];
    maintenanceOn?: () => boolean;
    cacheMaxBytes?: number;
  } = {},
): Promise<StorefrontApp> {
  const catalogue = new CatalogueService(server.database.db);
  const pages = (await createPageRenderer({
    staticDir: spaDir,
    ssrDir,
    catalogue,
    start: () => pageStart(server.database.db, catalogue),
    clock: () => server.clock.now,
    logger: { error: () => {} },
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    ...(options.maintenanceOn ? { maintenanceOn: options.maintenanceOn } : {}),
    ...(options.cacheMaxBytes ? { cache: { maxBytes: options.cacheMaxBytes } } : {}),
  })) as PageRenderer;
  expect(pages).not.toBeNull();
  const app = createApp({
    db: server.database.db,
    jwtSecret: TEST_JWT_SECRET,
    clock: () => server.clock.now,
    logger: { error: () => {} },
    notifier: server.app.notifier,
    catalogue,
    staticDir: spaDir,
    pages,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
  });
  apps.push(app);
  return app;
}

describe('pages count against the same per-address limit as the API', () => {
  it('the page after the last token answers 429 with Retry-After, and so does the API for that address; files of the build do not count; another address is unaffected', async () => {
    const app = await siteApp({ rateLimit: { apiPerWindow: 4, trustProxy: true } });
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    for (let i = 0; i < 4; i++)
      expect((await app.request(`/productos?textoBusqueda=a${i}`, from('203.0.113.7'))).status).toBe(200);
    // Static files are not counted: they cost nothing to send.
    expect((await app.request('/favicon.svg', from('203.0.113.7'))).status).toBe(200);
    const refused = await app.request('/productos?textoBusqueda=a', from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toBe(messages.http.tooManyRequests);
    expect((await app.request('/carrito', from('203.0.113.7'))).status).toBe(429);
    expect((await app.request('/robots.txt', from('203.0.113.7'))).status).toBe(429);
    expect((await app.request('/principal/sap/status', from('203.0.113.7'))).status).toBe(429);
    expect((await app.request('/productos', from('198.51.100.9'))).status).toBe(200);
    // The bucket refills with the clock.
    server.clock.advance(60_000);
    expect((await app.request('/productos', from('203.0.113.7'))).status).toBe(200);
  });

  it('over real TCP: the machine itself (loopback peer) is exempt, a forwarded 127.0.0.1 is counted like any address', async () => {
    const app = await siteApp({ rateLimit: { apiPerWindow: 2, trustProxy: false } });
    const proxied = await siteApp({ rateLimit: { apiPerWindow: 2, trustProxy: true } });
    const listen = (target: StorefrontApp) =>
      new Promise<ServerType>((resolve) => {
        const s: ServerType = serve({ fetch: target.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
      });
    const [direct, behindProxy] = await Promise.all([listen(app), listen(proxied)]);
    try {
      const url = (s: ServerType, path: string) => `http://127.0.0.1:${(s.address() as AddressInfo).port}${path}`;
      const direct5 = await Promise.all(Array.from({ length: 5 }, () => fetch(url(direct, '/productos'))));
      expect(direct5.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const forwarded = await Promise.all(
        Array.from({ length: 5 }, () => fetch(url(behindProxy, '/productos'), { headers: { 'X-Forwarded-For': '127.0.0.1' } })),
      );
      expect(forwarded.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429]);
      await Promise.all([...direct5, ...forwarded].map((r) => r.arrayBuffer()));
    } finally {
      await Promise.all([direct, behindProxy].map((s) => new Promise((resolve) => s.close(resolve))));
    }
  });
});

describe('a shareable page is rendered once and served again', () => {
  let app: StorefrontApp;
  beforeAll(async () => {
    app = await siteApp();
  });

  it('10 requests at once for one search page (no cookies): one render, the same page for all', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.request('/productos?textoBusqueda=pollo')));
    const pages = await Promise.all(answers.map(pageData));
    expect(renders() - before).toBe(1);
    expect(new Set(pages.map((p) => p.render)).size).toBe(1);
    expect(answers[0]!.headers.get('cache-control')).toBe('private, no-cache');
    expect(answers[0]!.headers.get('vary')).toMatch(/Cookie/);
    expect((await pageData(await app.request('/productos?textoBusqueda=pollo'))).render).toBe(pages[0]!.render);
  });

  it('kept per query and per cookies: another search, another sales point cookie, another cart each get their own render', async () => {
    const first = await pageData(await app.request('/productos?textoBusqueda=alitas'));
    const other = await pageData(await app.request('/productos?textoBusqueda=broaster'));
    const withPoint = {
      headers: { Cookie: `${COOKIES.cookiesAccepted}=true; ${COOKIES.salesPoint}=%7B%22Vkbur%22%3A%22B001%22%7D` },
    };
    const pointed = await pageData(await app.request('/productos?textoBusqueda=alitas', withPoint));
    const pointedAgain = await pageData(await app.request('/productos?textoBusqueda=alitas', withPoint));
    const withCart = await pageData(
      await app.request('/productos?textoBusqueda=alitas', { headers: { Cookie: `${COOKIES.cart}=%5B%5D` } }),
    );
    expect(new Set([first.render, other.render, pointed.render, withCart.render]).size).toBe(4);
    expect(pointedAgain.render).toBe(pointed.render);
    expect(pointed.cookie).toBe(withPoint.headers.Cookie);
  });

  it(`at most ${PAGE_CACHE_TTL_MS / 1000} s old (what a render reads from the clock may be that late)`, async () => {
    const first = await pageData(await app.request('/productos?textoBusqueda=ttl'));
    server.clock.advance(PAGE_CACHE_TTL_MS - 1);
    expect((await pageData(await app.request('/productos?textoBusqueda=ttl'))).render).toBe(first.render);
    server.clock.advance(1);
    expect((await pageData(await app.request('/productos?textoBusqueda=ttl'))).render).toBeGreaterThan(first.render);
  });

  it('dropped with the catalogue, also when the change is made on another replica (server.app) and heard through the notices', async () => {
    const path = '/productos?textoBusqueda=precio';
    const before = await pageData(await app.request(path));
    expect(before.precio).not.toBeNull();
    const res = await server.postJson(
      '/api/productos/guardar_precio/T100',
      { konda: '30', precio: before.precio! + 1_000 },
      await adminAuth(server),
    );
    expect(res.status).toBe(200);
    await expect
      .poll(async () => (await pageData(await app.request(path))).precio, { timeout: 3_000 })
      .toBe(before.precio! + 1_000);
  });

  it(`a preference saved is in the next pages within ${START_REFRESH_MS / 1000} s (the start's answers are read again that often); unchanged, the kept page stays`, async () => {
    const path = '/productos?textoBusqueda=preferencias';
    const first = await pageData(await app.request(path));
    server.clock.advance(START_REFRESH_MS);
    expect((await pageData(await app.request(path))).render).toBe(first.render);
    const saved = await server.postJson(
      '/api/prefenciasEcommerce/guardarvalor/2',
      { llave: 'prueba-paginas', valor: 'nuevo' },
      await adminAuth(server),
    );
    expect(saved.status).toBe(200);
    server.clock.advance(START_REFRESH_MS);
    const after = await pageData(await app.request(path));
    expect(after.render).toBeGreaterThan(first.render);
    expect(JSON.stringify(after.start)).toContain('prueba-paginas');
  });

  it('not served across a change of the maintenance switch (the page carries the start of its time)', async () => {
    let maintenance = false;
    const switched = await siteApp({ maintenanceOn: () => maintenance });
    const first = await pageData(await switched.request('/productos?textoBusqueda=mantenimiento'));
    maintenance = true;
    expect((await pageData(await switched.request('/productos?textoBusqueda=mantenimiento'))).render).toBeGreaterThan(
      first.render,
    );
  });

  it('a cookie this storefront does not know makes the page not shareable (rendered each time), yet not personal', async () => {
    const init = { headers: { Cookie: '_ga=GA1.1.123' } };
    const a = await app.request('/productos?textoBusqueda=ga', init);
    const b = await app.request('/productos?textoBusqueda=ga', init);
    expect((await pageData(b)).render).toBeGreaterThan((await pageData(a)).render);
    expect(b.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('bounded: with room for one page, the older one is dropped and rendered again', async () => {
    const small = await siteApp({ cacheMaxBytes: 1_500 });
    const a1 = await pageData(await small.request('/productos?textoBusqueda=uno'));
    // One page (its text and its compressed bytes) fits: kept.
    expect((await pageData(await small.request('/productos?textoBusqueda=uno'))).render).toBe(a1.render);
    await small.request('/productos?textoBusqueda=dos');
    expect((await pageData(await small.request('/productos?textoBusqueda=uno'))).render).toBeGreaterThan(a1.render);
  });
});

describe('a kept page is compressed once: every hit hands Node the same prepared bytes', () => {
  let socket: Awaited<ReturnType<typeof listen>>;
  let port: number;
  beforeAll(async () => {
    socket = await listen(await siteApp());
    port = socket.port;
  });
  afterAll(async () => {
    await socket?.close();
  });

  // A long query makes the page (which carries its query) larger than the compression threshold.
  const path = `/productos?textoBusqueda=${'pollo'.repeat(300)}`;

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])(
    'Accept-Encoding %s: the same buffer object each request, with its ETag, Vary and Cache-Control',
    async (accept, encoding) => {
      const first = await socketGet(port, path, { 'Accept-Encoding': accept });
      const second = await socketGet(port, path, { 'Accept-Encoding': accept });
      for (const answer of [first, second]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['cache-control']).toBe('private, no-cache');
        expect(answer.headers.vary).toMatch(/Cookie/);
        expect(answer.headers.vary).toMatch(/Accept-Encoding/);
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.body.length).toBe(Number(answer.headers['content-length']));
        expect(answer.handed.filter((b) => b.byteLength > 0)).toHaveLength(1);
      }
      const [bytes] = first.handed.filter((b) => b.byteLength > 0);
      // The same object both times: nothing on the way copied, hashed into a new answer or compressed again.
      expect(second.handed.find((b) => b.byteLength > 0)).toBe(bytes);
      const html = (
        encoding === 'br' ? brotliDecompressSync(first.body) : encoding === 'gzip' ? gunzipSync(first.body) : first.body
      ).toString('utf8');
      expect(html.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
      expect(html).toContain('pollopollo');
      // Each encoding is its own representation, with the middleware's ETag scheme.
      const digest = createHash('sha1').update(html).digest('base64url');
      expect(first.headers.etag).toBe(encoding ? `"${digest}-${encoding}"` : `"${digest}"`);
      expect(second.headers.etag).toBe(first.headers.etag);
    },
  );

  it('If-None-Match with the ETag: 304, no body handed to Node, the validator and Vary kept', async () => {
    const first = await socketGet(port, path, { 'Accept-Encoding': 'br' });
    const again = await socketGet(port, path, { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toMatch(/Accept-Encoding/);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.handed.filter((b) => b.byteLength > 0)).toEqual([]);
    // The gzip tag does not validate the brotli representation.
    const other = await socketGet(port, path, {
      'Accept-Encoding': 'br',
      'If-None-Match': (first.headers.etag as string).replace('-br', '-gzip'),
    });
    expect(other.status).toBe(200);
  });

  it('a new render (the kept page expired) brings new bytes; a personal page is never prepared nor kept (no-store, a render each time)', async () => {
    const before = await socketGet(port, path, { 'Accept-Encoding': 'br' });
    server.clock.advance(PAGE_CACHE_TTL_MS);
    const after = await socketGet(port, path, { 'Accept-Encoding': 'br' });
    expect(after.status).toBe(200);
    expect(after.handed.find((b) => b.byteLength > 0)).not.toBe(before.handed.find((b) => b.byteLength > 0));
    const personal = { 'Accept-Encoding': 'br', Cookie: `${COOKIES.user}=secreto` };
    const [p1, p2] = [await socketGet(port, path, personal), await socketGet(port, path, personal)];
    expect(p1.headers['cache-control']).toBe('private, no-store');
    expect(p1.headers['content-encoding']).toBe('br');
    const render = (a: SocketAnswer) =>
      JSON.parse(/"render":(\d+)/.exec(brotliDecompressSync(a.body).toString('utf8'))![1]!) as number;
    expect(render(p2)).toBeGreaterThan(render(p1));
  });
});

describe('the page cache itself (server/web/pageCache.ts)', () => {
  const page = (html: string) => ({ html, size: html.length });

  it('keeps at most its bytes and entries, least recently used out first', async () => {
    let now = 0;
    const cache = new PageCache<{ html: string; size: number }>(
      () => now,
      async () => [1],
      { maxBytes: 30, maxEntries: 2 },
    );
    for (const key of ['a', 'b']) await cache.get(key, async () => page(`${key}`.repeat(10)));
    await cache.get('a', async () => page('x')); // a hit: a is now the most recent
    await cache.get('c', async () => page('c'.repeat(10)));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(30);
    expect((await cache.get('b', async () => page('nuevo')))?.html).toBe('nuevo');
    now += 1;
    // Too large for the whole cache: served, never kept.
    await cache.get('grande', async () => page('g'.repeat(100)));
    expect((await cache.get('grande', async () => page('otra vez')))?.html).toBe('otra vez');
  });

  it('a failed render is not kept and does not block the next one', async () => {
    const cache = new PageCache<{ html: string; size: number }>(
      () => 0,
      async () => [],
    );
    await expect(cache.get('k', () => Promise.reject(new Error('falló')))).rejects.toThrow('falló');
    expect((await cache.get('k', async () => page('bien')))?.html).toBe('bien');
  });
});

describe('a page rendered for a request with session cookies is personal', () => {
  let app: StorefrontApp;
  beforeAll(async () => {
    app = await siteApp();
  });

  for (const name of [COOKIES.user, COOKIES.sessionStarted, COOKIES.sessionResumable, COOKIES.legacyRefreshToken]) {
    it(`${name}: Cache-Control private, no-store; rendered for that request every time, never served to anyone else`, async () => {
      const personal = { headers: { Cookie: `${COOKIES.cookiesAccepted}=true; ${name}=secreto-de-${name}` } };
      const first = await app.request('/productos?textoBusqueda=mio', personal);
      const second = await app.request('/productos?textoBusqueda=mio', personal);
      expect(first.headers.get('cache-control')).toBe('private, no-store');
      expect(first.headers.get('vary')).toMatch(/Cookie/);
      const [a, b] = [await pageData(first), await pageData(second)];
      expect(b.render).toBeGreaterThan(a.render);
      const stranger = await app.request('/productos?textoBusqueda=mio', {
        headers: { Cookie: `${COOKIES.cookiesAccepted}=true` },
      });
      const seen = await pageData(stranger);
      expect(seen.cookie).not.toContain('secreto');
      expect(stranger.headers.get('cache-control')).toBe('private, no-cache');
    });
  }
});

describe('a missing file answers a small 404, not the rendered 404 page', () => {
  it('/favicon.ico, a missing image, asset or icon: the small JSON 404, no render; a missing page: the rendered 404', async () => {
    const app = await siteApp();
    const before = renders();
    for (const path of [
      '/favicon.ico',
      '/img/productos/no-existe.png',
      '/assets/no-existe.js',
      '/icons/nada',
      '/productos/pollo.php',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      const body = await res.text();
      expect(body.length, path).toBeLessThan(200);
      expect(JSON.parse(body)).toMatchObject({ isError: true, message: messages.http.notFound });
    }
    expect(renders()).toBe(before);
    const missingPage = await app.request('/productos/no-existe');
    expect(missingPage.status).toBe(404);
    expect(await missingPage.text()).toContain(PAGE_DATA_ELEMENT_ID);
  });
});

describe('canonical origin: PUBLIC_ORIGIN, never the Host header', () => {
  const evil = { headers: { Host: 'evil.example' } };

  it('with PUBLIC_ORIGIN: the page, robots.txt and the sitemap name it whatever Host says, and robots/sitemap are cached publicly', async () => {
    const app = await siteApp({ publicOrigin: 'https://pedidos.pollosbrasa.co' });
    const page = await app.request('http://evil.example/productos?textoBusqueda=origen', evil);
    const html = await page.clone().text();
    expect((await pageData(page)).origin).toBe('https://pedidos.pollosbrasa.co');
    expect(html).toContain('<link rel="canonical" href="https://pedidos.pollosbrasa.co/productos">');
    expect(html).not.toContain('evil.example');
    const robots = await app.request('http://evil.example/robots.txt', evil);
    expect(await robots.text()).toContain('Sitemap: https://pedidos.pollosbrasa.co/sitemap.xml');
    expect(robots.headers.get('cache-control')).toBe(SEO_CACHE);
    const sitemap = await app.request('http://evil.example/sitemap.xml', evil);
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://pedidos.pollosbrasa.co/productos</loc>');
    expect(xml).not.toContain('evil.example');
    expect(sitemap.headers.get('cache-control')).toBe(SEO_CACHE);
  });

  it('without it (development): the request origin, and robots.txt and the sitemap are not publicly cacheable', async () => {
    const app = await siteApp();
    const robots = await app.request('http://evil.example/robots.txt', evil);
    expect(await robots.text()).toContain('Sitemap: http://evil.example/sitemap.xml');
    expect(robots.headers.get('cache-control')).toBe(SEO_CACHE_PRIVATE);
    expect((await app.request('http://evil.example/sitemap.xml', evil)).headers.get('cache-control')).toBe(SEO_CACHE_PRIVATE);
  });

  it("the sitemap's paths, kept per menu, follow a change of the menu", async () => {
    const app = await siteApp({ publicOrigin: 'https://pedidos.pollosbrasa.co' });
    const locs = async () => [...(await (await app.request('/sitemap.xml')).text()).matchAll(/<loc>/g)].length;
    const before = await locs();
    expect(await locs()).toBe(before);
    const admin = await adminAuth(server);
    const hide = (disponible: boolean) =>
      server.postJson('/api/productos/guardar_disponibilidad/T100', { vkbur: 'G001', disponible }, admin);
    expect((await hide(false)).status).toBe(200);
    try {
      await expect.poll(locs, { timeout: 3_000 }).toBe(before - 1);
    } finally {
      expect((await hide(true)).status).toBe(200);
    }
    await expect.poll(locs, { timeout: 3_000 }).toBe(before);
  });

  it('PUBLIC_ORIGIN: required with NODE_ENV=production (named in the message), an origin without a path, trailing slash dropped', () => {
    expect(() => publicOriginFromEnv({ NODE_ENV: 'production' })).toThrow(/^PUBLIC_ORIGIN no configurado/);
    expect(() => publicOriginFromEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: '  ' })).toThrow(/^PUBLIC_ORIGIN no configurado/);
    expect(publicOriginFromEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://pedidos.pollosbrasa.co/' })).toBe(
      'https://pedidos.pollosbrasa.co',
    );
    expect(publicOriginFromEnv({})).toBeUndefined();
    for (const bad of [
      'pedidos.pollosbrasa.co',
      'ftp://pedidos.pollosbrasa.co',
      'https://pedidos.pollosbrasa.co/tienda',
      'https://x.co/?a=1',
      'https://u:p@x.co',
    ]) {
      expect(() => publicOriginFromEnv({ PUBLIC_ORIGIN: bad }), bad).toThrow(/^PUBLIC_ORIGIN inválido/);
    }
  });
});
