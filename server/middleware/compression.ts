/**
 * Transfer of generated answers (server-rendered pages, API JSON): a strong ETag from the body
 * (a repeat GET with If-None-Match gets 304 and no body) and brotli or gzip above
 * COMPRESSION_THRESHOLD_BYTES. Static files carry their own ETag and precompressed variants
 * (server/web/staticFiles.ts) and are left alone, as are streams (Server-Sent Events).
 *
 * The catalogue answers the same JSON to thousands of phones: compressed bodies are kept by
 * digest in a small LRU, so a hit costs one SHA-1 and no compression. Bodies answered again and
 * again as they are (kept pages) are prepared once instead (prepareBody, sendPrepared).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this a compressed answer saves less than its headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Compressed bodies kept (by digest and encoding): menus per sales point, pages per cookie set. */
export const COMPRESSED_CACHE_ENTRIES = 256;
/** Brotli quality for answers made per request: 5 is about gzip's speed at a better ratio. */
const BROTLI_DYNAMIC_QUALITY = 5;

const compressWith = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};
type Encoding = keyof typeof compressWith;

/** The best encoding the client accepts: brotli, then gzip; none for 'identity' or q=0. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

class Lru<V> {
  readonly #entries = new Map<string, V>();
  constructor(readonly capacity: number) {}
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
  }
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** A short answer to anything but GET/HEAD that says its length (an order's): no ETag, no compression, nothing to do. */
const smallAnswerToWrite = (method: string, length: string | null) =>
  method !== 'GET' && method !== 'HEAD' && length !== null && Number(length) < COMPRESSION_THRESHOLD_BYTES;

export function compression(): MiddlewareHandler {
  const cache = new Lru<Buffer>(COMPRESSED_CACHE_ENTRIES);
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    // Headers first: reading res.body turns @hono/node-server's lightweight answer into a web
    // Response that copies its bytes into a stream, so a prepared answer (its own ETag, e.g. the
    // catalogue's 2.5 MB menu) must be passed over before its body is looked at.
    if (
      res.headers.has('ETag') ||
      res.headers.has('Content-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '') ||
      smallAnswerToWrite(c.req.method, res.headers.get('Content-Length')) ||
      !res.body
    ) {
      return;
    }
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const digest = createHash('sha1').update(body).digest('base64url');
    const compressible = body.length >= COMPRESSION_THRESHOLD_BYTES;
    const encoding = compressible ? acceptedEncoding(c.req.header('Accept-Encoding')) : null;
    if (compressible) headers.append('Vary', 'Accept-Encoding');
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && res.status === 200) {
      // Each encoding is its own representation, with its own validator.
      const etag = encoding ? `"${digest}-${encoding}"` : `"${digest}"`;
      headers.set('ETag', etag);
      if (etagMatches(c.req.header('If-None-Match'), etag)) {
        respond(c, null, 304, notModifiedHeaders(headers));
        return;
      }
    }
    if (!encoding) {
      respond(c, body, res.status, headers);
      return;
    }
    const key = `${encoding}:${digest}`;
    let compressed = cache.get(key);
    if (!compressed) {
      compressed =
        encoding === 'br'
          ? await compressWith.br(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_DYNAMIC_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : await compressWith.gzip(body);
      cache.set(key, compressed);
    }
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.length));
    respond(c, new Uint8Array(compressed), res.status, headers);
  };
}

/**
 * A generated body answered many times as it is (a kept page, server/web/pageCache.ts): hashed once
 * and compressed once per encoding when prepared, so a hit hands Node the same bytes with no copy,
 * SHA-1 or LRU probe. Its answer carries its own ETag, so compression() passes over it.
 */
export interface PreparedBody {
  /** SHA-1 of the identity bytes (base64url); each encoding's ETag is derived from it as above. */
  digest: string;
  /** Null below COMPRESSION_THRESHOLD_BYTES: not worth compressing, answered as it is. */
  bodies:
    | { identity: Uint8Array<ArrayBuffer>; br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }
    | {
        identity: Uint8Array<ArrayBuffer>;
        br: null;
        gzip: null;
      };
  /** Bytes held (for a cache's bound). */
  size: number;
}

/** Compression levels of a prepared body; one made once per menu change can afford more than a page's. */
export interface PrepareOptions {
  brotliQuality?: number;
  gzipLevel?: number;
}

export async function prepareBody(text: string, options: PrepareOptions = {}): Promise<PreparedBody> {
  const identity = new Uint8Array(Buffer.from(text));
  const digest = createHash('sha1').update(identity).digest('base64url');
  if (identity.length < COMPRESSION_THRESHOLD_BYTES) {
    return { digest, bodies: { identity, br: null, gzip: null }, size: identity.length };
  }
  const [br, gz] = await Promise.all([
    compressWith.br(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: options.brotliQuality ?? BROTLI_DYNAMIC_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    options.gzipLevel === undefined ? compressWith.gzip(identity) : compressWith.gzip(identity, { level: options.gzipLevel }),
  ]);
  // Own ArrayBuffers (zlib's results may be views into a shared pool): sent as they are.
  const own = (b: Buffer) => new Uint8Array(b);
  const bodies = { identity, br: own(br), gzip: own(gz) };
  return { digest, bodies, size: identity.length + bodies.br.length + bodies.gzip.length };
}

/**
 * The answer compression() would give for this body, from the prepared bytes: the accepted encoding,
 * Vary: Accept-Encoding, an ETag per encoding and 304 on a matching If-None-Match (GET/HEAD 200 only).
 * `headers`: the answer's own (Cache-Control, Vary, Content-Type…).
 */
export function sendPrepared(c: Context, prepared: PreparedBody, status: 200 | 404, headers: Headers): Response {
  const out = new Headers(headers);
  const { bodies } = prepared;
  const encoding = bodies.br ? acceptedEncoding(c.req.header('Accept-Encoding')) : null;
  if (bodies.br) out.append('Vary', 'Accept-Encoding');
  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && status === 200) {
    const etag = encoding ? `"${prepared.digest}-${encoding}"` : `"${prepared.digest}"`;
    out.set('ETag', etag);
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headersRecord(notModifiedHeaders(out)));
  }
  const bytes = encoding && bodies.br ? bodies[encoding] : bodies.identity;
  if (encoding) out.set('Content-Encoding', encoding);
  out.set('Content-Length', String(bytes.length));
  return c.body(bytes, status, headersRecord(out));
}

const headersRecord = (headers: Headers): Record<string, string> => Object.fromEntries(headers);

/** Replaces the answer with exactly these headers (Hono would lay the previous answer's headers over it). */
function respond(c: Context, body: BodyInit | null, status: number, headers: Headers): void {
  c.res = new Response(body, { status, headers });
  const res = c.res;
  for (const name of [...res.headers.keys()]) if (name !== 'set-cookie' && !headers.has(name)) res.headers.delete(name);
  for (const [name, value] of headers) if (name !== 'set-cookie') res.headers.set(name, value);
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const strong = etag.replace(/^W\//, '');
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === strong);
}

const KEPT_ON_304 = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

export function notModifiedHeaders(headers: Headers): Headers {
  const kept = new Headers();
  for (const [name, value] of headers) if (KEPT_ON_304.includes(name.toLowerCase())) kept.set(name, value);
  return kept;
}
