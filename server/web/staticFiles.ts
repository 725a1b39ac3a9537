/**
 * Files of the client build (dist/): the brotli or gzip variant written at build time
 * (scripts/precompress.ts) when the browser accepts it, an ETag per variant from its size and
 * modification time (a revalidation gets 304 without reading the file), and the Cache-Control
 * the caller chooses by path.
 */
import { statSync } from 'node:fs';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { etagMatches, notModifiedHeaders } from '../middleware/compression';

/** Hashed build assets never change under the same name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other build files (logo, favicon, robots): an hour, then revalidate with the ETag. */
export const SHORT_LIVED = 'public, max-age=3600';
/** Files whose name never changes but whose content must reach the browser at once: asked again every time (304 with the ETag). */
export const REVALIDATE = 'no-cache';

/** Paths with a segment starting with '.' (such as /.vite/manifest.json) are not published. */
const HIDDEN_SEGMENT = /(?:^|\/)\.[^/]/;

export function staticFiles(root: string, cacheControl: (path: string) => string): MiddlewareHandler {
  const served = new WeakMap<Context, string>();
  const files = serveStatic({ root, precompressed: true, onFound: (path, c) => void served.set(c, path) });
  return async (c: Context, next: Next) => {
    if (HIDDEN_SEGMENT.test(c.req.path)) return next();
    const res = await files(c, next);
    const file = served.get(c);
    if (!(res instanceof Response) || !file) return res;
    res.headers.set('Cache-Control', cacheControl(c.req.path));
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return res;
    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    res.headers.set('ETag', etag);
    if (res.status === 200 && etagMatches(c.req.header('If-None-Match'), etag)) {
      await res.body?.cancel();
      return new Response(null, { status: 304, headers: notModifiedHeaders(res.headers) });
    }
    return res;
  };
}
