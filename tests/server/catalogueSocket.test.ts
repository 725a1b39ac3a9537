import { serve, type ServerType } from '@hono/node-server';
import { request, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../server/middleware/compression';
import { createTestServer, listMinimumPath, type TestServer } from './helpers';

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
let http: ServerType;
let port: number;
beforeAll(async () => {
  server = await createTestServer();
  http = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body bytes Node was given for this answer (write and end), as the objects it got. */
  handed: Uint8Array[];
}

/** One GET over a new connection, recording what the server passes to ServerResponse.write/end. */
function get(path: string, headers: Record<string, string>): Promise<Answer> {
  const handed: Uint8Array[] = [];
  const record = (chunk: unknown) => {
    if (chunk instanceof Uint8Array || typeof chunk === 'string')
      handed.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  };
  const write = ServerResponse.prototype.write;
  const end = ServerResponse.prototype.end;
  vi.spyOn(ServerResponse.prototype, 'write').mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
    record(args[0]);
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  });
  vi.spyOn(ServerResponse.prototype, 'end').mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] !== 'function') record(args[0]);
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  });
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { ...headers, Connection: 'close' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        vi.restoreAllMocks();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), handed });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

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
