/**
 * Transfer: what a phone on slow 4G downloads. Generated answers (pages, API JSON) are
 * compressed on the fly above 1 KB and carry an ETag; static files are sent precompressed from the
 * build, with an ETag; hashed assets are immutable; robots.txt and sitemap.xml describe the menu.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath, productSlugs } from '../../machines/rules/slugs';
import { acceptedEncoding, COMPRESSION_THRESHOLD_BYTES } from '../../server/middleware/compression';
import { IMMUTABLE } from '../../server/web/staticFiles';
import { createTestServer, listMinimumPath, type TestServer } from './helpers';

let server: TestServer;
let spaDir: string;
const bundle = `console.log(${JSON.stringify('pollo '.repeat(2000))});`;

beforeAll(async () => {
  spaDir = mkdtempSync(join(tmpdir(), 'pollos-transfer-'));
  mkdirSync(join(spaDir, 'assets'));
  mkdirSync(join(spaDir, '.vite'));
  writeFileSync(
    join(spaDir, 'index.html'),
    `<!doctype html><title>Pollos La Brasa</title><div id="root"></div>${'<!-- relleno -->'.repeat(100)}`,
  );
  writeFileSync(join(spaDir, 'assets', 'index-abc123.js'), bundle);
  writeFileSync(join(spaDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(bundle));
  writeFileSync(join(spaDir, 'assets', 'index-abc123.js.gz'), gzipSync(bundle));
  writeFileSync(join(spaDir, '.vite', 'manifest.json'), '{}');
  server = await createTestServer({ deps: { staticDir: spaDir } });
});

afterAll(async () => {
  await server.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => server.request(path, { headers });
const menu = listMinimumPath('B001', '30');

describe('Accept-Encoding', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('API JSON and pages: compressed above 1 KB, with an ETag', () => {
  it('the menu JSON is sent in brotli to a browser that accepts it, and decodes to the same JSON', async () => {
    const plain = await get(menu);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();

    const br = await get(menu, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(text.length / 3);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(text);

    const gz = await get(menu, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(text);
  });

  it('a revalidation with the ETag gets 304 without a body; a changed menu gets a new ETag', async () => {
    const first = await get(menu, { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get(menu, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));

    // Each encoding is its own representation: a gzip client does not match the brotli ETag.
    expect((await get(menu, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);
    const other = await get(listMinimumPath('B001', '28'), { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('the app shell (HTML) is compressed and revalidated too', async () => {
    const res = await get('/carrito', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toContain('Pollos La Brasa');
    const etag = res.headers.get('etag')!;
    expect((await get('/carrito', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
  });

  it('small answers and errors are not compressed; errors get no ETag', async () => {
    const small = await get('/principal/sap/status', { 'Accept-Encoding': 'br' });
    expect(small.headers.get('content-encoding')).toBeNull();
    const missing = await get('/api/no-existe', { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});

describe('static files of the build', () => {
  it('hashed assets: the precompressed variant, immutable, with an ETag per variant and 304 on revalidation', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(bundle);
    const gz = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    await gz.arrayBuffer();
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bundle);

    const etags = new Set([br, gz, plain].map((r) => r.headers.get('etag')));
    expect(etags.size).toBe(3);
    const revalidated = await get('/assets/index-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it("the build's manifest and other dot-folders are not published", async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the cart, checkout, account and API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const path of ['/carrito', '/confirma-pedido', '/mi-cuenta', '/api/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/productos/);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost\/sitemap\.xml$/m);
  });

  it("sitemap.xml lists the home, the menu, every category with products and every product of the default sales point's menu", async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace('http://localhost', ''));
    const products = (await (await get(listMinimumPath('G001', '28'))).json()) as Parameters<typeof productSlugs>[0];
    expect(products.length).toBeGreaterThan(0);
    const slugs = productSlugs(products);
    expect(locs.slice(0, 2)).toEqual(['/', '/productos']);
    for (const product of products) expect(locs).toContain(productPath(product, slugs));
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs.filter((l) => l.split('/').length === 3)) {
      expect(
        locs.some((other) => other.startsWith(`${loc}/`)),
        `${loc} has products`,
      ).toBe(true);
    }
  });
});
