import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../server/middleware/compression';
import { createTestServer, listMinimumPath, type TestServer } from './helpers';
import { listen, socketGet } from './socket';

/**
 * Over a real socket, through @hono/node-server as server/main.ts serves it: the whole menu
 * (listar_productos_minimo with '++') is prepared once per menu and day (server/services/catalogueTransfer.ts),
 * so a request must hand those very bytes to Node. Anything that reads the answer's body on the way
 * (a middleware asking `res.body`) makes a web Response that copies the bytes into a stream, and a
 * middleware that compresses again copies them too: a cost per request in proportion to the menu
 * (2.5 MB of JSON at 5,000 products), which is what made 5,000 products slower than 60. Counting
 * the buffers handed to the socket is deterministic where a timing is not.
 */
let server: TestServer;
let socket: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await createTestServer();
  socket = await listen(server.app);
});
afterAll(async () => {
  await socket?.close();
  await server?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const get = (path: string, headers: Record<string, string>) => socketGet(socket.port, path, headers);

const menu = listMinimumPath('B001', '30');

describe('the whole menu over a socket: prepared bytes, no copy per request', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])(
    'Accept-Encoding %s: every request hands Node the same prepared buffer, in one piece, never copied or compressed again',
    async (accept, encoding) => {
      const first = await get(menu, { 'Accept-Encoding': accept });
      const second = await get(menu, { 'Accept-Encoding': accept });
      for (const answer of [first, second]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.handed.filter((b) => b.byteLength > 0)).toHaveLength(1);
      }
      const [bytes] = first.handed.filter((b) => b.byteLength > 0);
      // The same object both times: nothing on the way built, copied or recompressed the menu.
      expect(second.handed.find((b) => b.byteLength > 0)).toBe(bytes);
      expect(Buffer.from(bytes!)).toEqual(first.body);
      const json =
        encoding === 'br' ? brotliDecompressSync(first.body) : encoding === 'gzip' ? gunzipSync(first.body) : first.body;
      const products = JSON.parse(json.toString('utf8')) as unknown[];
      expect(products.length).toBeGreaterThan(0);
      expect(first.body.length).toBe(Number(first.headers['content-length']));
    },
  );

  it('a revalidation with the ETag gets 304 and hands Node no menu bytes at all', async () => {
    const first = await get(menu, { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag as string;
    const again = await get(menu, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.handed.filter((b) => b.byteLength > 0)).toEqual([]);
  });

  it('other JSON answers above the threshold are still compressed by the middleware on the way out', async () => {
    const categories = await get('/api/productos/listar_categorias/G', { 'Accept-Encoding': 'br' });
    expect(categories.status).toBe(200);
    const json = categories.headers['content-encoding'] === 'br' ? brotliDecompressSync(categories.body) : categories.body;
    if (json.length >= COMPRESSION_THRESHOLD_BYTES) expect(categories.headers['content-encoding']).toBe('br');
    expect(categories.headers.etag).toMatch(/^"[^"]+"$/);
    expect(JSON.parse(json.toString('utf8'))).toBeInstanceOf(Array);
  });
});
