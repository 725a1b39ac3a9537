import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateImages } from '../../scripts/images/generate';
import { catalogueNames } from '../../scripts/images/plugin';
import { SITE_SOCIAL_IMAGE } from '../../src/app/socialImages';
import { PHOTO_WIDTHS } from '../../src/ui/productPhotos';
import { createTestServer, type TestServer } from './helpers';

/**
 * The files the build's image step writes into dist/, served by the site as the build's other
 * files: the generator is run on a small source tree (the real drawings take half a minute) and its
 * output written where the server reads the build.
 */
let server: TestServer;
let root: string;
let spaDir: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'pollos-images-src-'));
  spaDir = mkdtempSync(join(tmpdir(), 'pollos-images-dist-'));
  const svg = (w: number, h: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#c8102e"/></svg>`;
  mkdirSync(join(root, 'public', 'img', 'productos'), { recursive: true });
  mkdirSync(join(root, 'fotos', 'productos'), { recursive: true });
  writeFileSync(join(root, 'public', 'favicon.svg'), svg(64, 64));
  writeFileSync(join(root, 'public', 'img', 'hero.svg'), svg(1200, 400));
  writeFileSync(join(root, 'public', 'img', 'productos', 'P1001.svg'), svg(400, 300));
  // A product with only its drawing: the menu shows raster copies of it too.
  writeFileSync(join(root, 'public', 'img', 'productos', 'P1002.svg'), svg(400, 300));
  writeFileSync(
    join(root, 'fotos', 'productos', 'P1001.jpg'),
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b5561a' } })
      .jpeg()
      .toBuffer(),
  );
  const { files } = await generateImages({ root, names: catalogueNames() }, join(root, 'cache'));
  for (const [name, bytes] of files) {
    mkdirSync(dirname(join(spaDir, name)), { recursive: true });
    writeFileSync(join(spaDir, name), bytes);
  }
  // Vite copies public/ as is: the catalogue's imagen_producto (the drawing) still answers.
  mkdirSync(join(spaDir, 'img', 'productos'), { recursive: true });
  writeFileSync(join(spaDir, 'img', 'productos', 'P1002.svg'), svg(400, 300));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Pollos La Brasa</title><div id="root"></div>');
  server = await createTestServer({ deps: { staticDir: spaDir } });
}, 180_000);
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(spaDir, { recursive: true, force: true });
});

describe('the icons and social pictures the build writes answer 200 with their type (/favicon.ico and /apple-touch-icon.png were 404)', () => {
  it.each([
    ['/favicon.ico', 'image/x-icon'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/icons/icon-192.png', 'image/png'],
    ['/icons/icon-maskable-512.png', 'image/png'],
    [SITE_SOCIAL_IMAGE, 'image/png'],
    ['/img/social/productos/P1001.png', 'image/png'],
    ['/img/social/categorias/pollo-asado.png', 'image/png'],
    [`/img/productos/P1001-${PHOTO_WIDTHS[0]}.avif`, 'image/avif'],
    [`/img/productos/P1001-${PHOTO_WIDTHS.at(-1)}.webp`, 'image/webp'],
    [`/img/productos/P1002-${PHOTO_WIDTHS[0]}.avif`, 'image/avif'],
    [`/img/productos/P1002-${PHOTO_WIDTHS.at(-1)}.webp`, 'image/webp'],
    ['/img/productos/P1002.svg', 'image/svg+xml; charset=utf-8'],
  ])("%s is %s, cached like the build's other files", async (path, type) => {
    const res = await server.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});

describe('a product or category added after the build shares the site picture (og:image never points at nothing)', () => {
  it('a social picture the build never drew redirects to the site picture, which answers 200', async () => {
    for (const path of ['/img/social/productos/P9999.png', '/img/social/categorias/nueva-categoria.png']) {
      const res = await server.request(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(SITE_SOCIAL_IMAGE);
    }
    expect((await server.request(SITE_SOCIAL_IMAGE)).status).toBe(200);
  });
});
