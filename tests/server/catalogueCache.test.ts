/**
 * The whole menu (listar_productos_minimo with '++') is sent from bytes prepared once per
 * (sales point, konda) and Bogotá day (server/services/catalogueTransfer.ts): these tests hold
 * that the prepared answer is the right representation (encoding, Vary, ETag, 304) and never
 * outlives a menu change made through the server, nor the day.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, type Product } from '../../machines/schemas';
import { priceLists } from '../../server/db/schema';
import { adminAuth } from './accountHelpers';
import { createTestServer, listMinimumPath, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());

const MENU = listMinimumPath('B001', '30');
const get = (headers: Record<string, string> = {}, path = MENU) => server.request(path, { headers });
const priceOf = (list: Product[], code: string) => list.find((p) => p.codigo_producto === code)!.precio;
const decoded = (res: Response, bytes: Buffer): Product[] => {
  const encoding = res.headers.get('content-encoding');
  const json = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return productListSchema.parse(JSON.parse(json.toString('utf8')));
};
/** app.request gives the encoded bytes as sent (no fetch-side decoding). */
const bodyOf = async (res: Response) => decoded(res, Buffer.from(await res.arrayBuffer()));

describe('the whole menu: one prepared answer per encoding, with its own strong ETag', () => {
  it('brotli, gzip and plain JSON are the same menu; each says its encoding, varies on Accept-Encoding and has its own ETag', async () => {
    const br = await get({ 'Accept-Encoding': 'gzip, br' });
    const gz = await get({ 'Accept-Encoding': 'gzip' });
    const plain = await get();
    for (const res of [br, gz, plain]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    }
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const tags = [br, gz, plain].map((r) => r.headers.get('etag')!);
    expect(tags[0]).toMatch(/^"[\w-]+-br"$/);
    expect(tags[1]).toMatch(/^"[\w-]+-gzip"$/);
    expect(tags[2]).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);
    const [a, b, c] = await Promise.all(
      [br, gz, plain].map(async (res) => {
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
        return decoded(res, bytes);
      }),
    );
    expect(a!.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('a matching If-None-Match gets 304 with no body and the same validators; another encoding or menu does not match', async () => {
    const first = await get({ 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag')!;
    const again = await get({ 'Accept-Encoding': 'br', 'If-None-Match': `"otro", ${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(again.headers.get('content-encoding')).toBeNull();
    expect((await get({ 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);
    const otherKonda = await get({ 'Accept-Encoding': 'br', 'If-None-Match': etag }, listMinimumPath('B001', '28'));
    expect(otherKonda.status).toBe(200);
    expect(otherKonda.headers.get('etag')).not.toBe(etag);
  });

  it('the date and document in the path do not change the answer: the same bytes and ETag', async () => {
    const one = await get({ 'Accept-Encoding': 'br' });
    const other = await get(
      { 'Accept-Encoding': 'br' },
      listMinimumPath('B001', '30', { date: '2026-03-03', document: '2000000000' }),
    );
    expect(other.headers.get('etag')).toBe(one.headers.get('etag'));
  });

  it('an unknown sales point answers an empty list (and is not kept)', async () => {
    const res = await get({ 'Accept-Encoding': 'br' }, listMinimumPath('NOPE', '30'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe('never stale after a menu change made through the server', () => {
  it('a price saved by an administrator is in the next answer, with a new ETag; the old ETag no longer gets 304', async () => {
    const before = await get({ 'Accept-Encoding': 'br' });
    const etag = before.headers.get('etag')!;
    const price = priceOf(await bodyOf(before), 'T100');
    const res = await server.postJson(
      '/api/productos/guardar_precio/T100',
      { konda: '30', precio: price + 1_000 },
      await adminAuth(server),
    );
    expect(res.status).toBe(200);
    const after = await get({ 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(priceOf(await bodyOf(after), 'T100')).not.toBe(price);
  });

  it('a product made unavailable at the sales point leaves the next answer', async () => {
    const before = await bodyOf(await get({ 'Accept-Encoding': 'gzip' }));
    expect(before.some((p) => p.codigo_producto === 'T101')).toBe(true);
    const res = await server.postJson(
      '/api/productos/guardar_disponibilidad/T101',
      { vkbur: 'B001', disponible: false },
      await adminAuth(server),
    );
    expect(res.status).toBe(200);
    const after = await bodyOf(await get({ 'Accept-Encoding': 'gzip' }));
    expect(after.some((p) => p.codigo_producto === 'T101')).toBe(false);
  });
});

describe('the day boundary (Bogotá, app clock)', () => {
  it('a change written behind the server (no notice) is served from the cache for the rest of the day and picked up after midnight', async () => {
    const before = await get({ 'Accept-Encoding': 'br' });
    const price = priceOf(await bodyOf(before), 'T102');
    await server.database.db
      .update(priceLists)
      .set({ precio: price + 2_000 })
      .where(and(eq(priceLists.konda, '30'), eq(priceLists.codigoProducto, 'T102')));
    // The test clock starts at 10:00 in Bogotá; one hour later it is the same day.
    server.clock.advance(3_600_000);
    const sameDay = await get({ 'Accept-Encoding': 'br', 'If-None-Match': before.headers.get('etag')! });
    expect(sameDay.status).toBe(304);
    server.clock.advance(14 * 3_600_000); // 01:00 the next day in Bogotá
    const nextDay = await get({ 'Accept-Encoding': 'br', 'If-None-Match': before.headers.get('etag')! });
    expect(nextDay.status).toBe(200);
    expect(priceOf(await bodyOf(nextDay), 'T102')).not.toBe(price);
  });
});

describe('many requests at once for a cold catalogue', () => {
  it('share one build of the compressed answer: every one of them gets the same bytes object', async () => {
    const { CatalogueTransfer } = await import('../../server/services/catalogueTransfer');
    const list = { products: [{ codigo_producto: 'P1' }], json: '[{"codigo_producto":"P1"}]' };
    let reads = 0;
    const catalogue = {
      pricedProducts: async () => {
        reads++;
        return list;
      },
      invalidate: () => undefined,
    } as unknown as ConstructorParameters<typeof CatalogueTransfer>[0];
    const transfer = new CatalogueTransfer(catalogue, () => new Date('2026-11-27T15:00:00Z'));
    const bodies = await Promise.all(Array.from({ length: 20 }, () => transfer.body('P101', '28')));
    expect(reads).toBe(20);
    expect(new Set(bodies).size).toBe(1);
  });
});
