import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../../server/seed/catalogue';
import { generateImages, rasterCodes, wrapText, type GeneratedImages, type ImageSources } from '../../scripts/images/generate';
import { withPhotoList } from '../../scripts/images/plugin';
import { categorySocialImage, productSocialImage, SITE_SOCIAL_IMAGE } from '../../src/app/socialImages';
import { paymentBadgeSrcSet } from '../../src/ui/paymentBadges';
import { pictureSources, PHOTO_WIDTHS } from '../../src/ui/productPhotos';

const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="#fff5e1"/><circle cx="200" cy="150" r="90" fill="#b5561a"/></svg>';
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#c8102e"/></svg>';
const HERO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400"><rect width="1200" height="400" fill="#ffc72c"/></svg>';

const BADGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 52 26" width="52" height="26"><rect width="52" height="26" rx="4" fill="#1a1f71"/></svg>';

/** A 'photo': a 800 × 500 JPEG (wider than 4:3, so the cut to the frame shows). */
const photo = (shade: number) =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: { r: shade, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

let root: string;
let cacheDir: string;
let sources: ImageSources;
let first: GeneratedImages;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'pollos-images-'));
  cacheDir = join(root, 'cache');
  mkdirSync(join(root, 'public', 'img', 'productos'), { recursive: true });
  mkdirSync(join(root, 'fotos', 'productos'), { recursive: true });
  writeFileSync(join(root, 'public', 'favicon.svg'), FAVICON);
  writeFileSync(join(root, 'public', 'img', 'hero.svg'), HERO);
  writeFileSync(join(root, 'public', 'img', 'productos', 'P1.svg'), DRAWING);
  writeFileSync(join(root, 'public', 'img', 'productos', 'P2.svg'), DRAWING);
  writeFileSync(join(root, 'fotos', 'productos', 'P2.jpg'), await photo(200));
  mkdirSync(join(root, 'public', 'img', 'pagos'), { recursive: true });
  writeFileSync(join(root, 'public', 'img', 'pagos', 'visa.svg'), BADGE);
  sources = {
    root,
    names: {
      products: [
        { code: 'P1', name: 'Pollo asado entero' },
        { code: 'P2', name: 'Alitas BBQ' },
      ],
      categories: [
        { name: 'Pollo asado', firstProduct: 'P1' },
        { name: 'Categoría vacía', firstProduct: null },
      ],
      siteName: 'Pollos La Brasa',
      tagline: 'Pollo a domicilio',
    },
  };
  first = await generateImages(sources, cacheDir);
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const file = (name: string) => {
  const bytes = first.files.get(name);
  if (!bytes) throw new Error(`${name} was not generated (got ${[...first.files.keys()].join(', ')})`);
  return bytes;
};
const metadataOf = (name: string) => sharp(file(name)).metadata();

describe("the footer's payment badges: rasters, since an SVG <img> is a document the phone builds on its main thread", () => {
  it('each badge of public/img/pagos is a WebP at 1×, 2× and 3× its 52 × 26 px, the copies its srcset names', async () => {
    const srcSet = paymentBadgeSrcSet('visa');
    expect(srcSet).toBe('/img/pagos/visa-52.webp 1x, /img/pagos/visa-104.webp 2x, /img/pagos/visa-156.webp 3x');
    for (const [url, scale] of srcSet.split(', ').map((candidate) => candidate.split(' ') as [string, string])) {
      expect(await metadataOf(url.slice(1)), url).toMatchObject({
        format: 'webp',
        width: 52 * parseInt(scale),
        height: 26 * parseInt(scale),
      });
    }
  });
});

describe('icons: favicon.ico, apple-touch-icon and the manifest icons, all from public/favicon.svg', () => {
  it('favicon.ico is an ICO file; the apple icon is a 180 px PNG; the manifest icons are 192 and 512 px PNGs', async () => {
    // ICO header: reserved 0, type 1 (icon).
    expect([...file('favicon.ico').subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    for (const [name, size] of [
      ['apple-touch-icon.png', 180],
      ['icons/icon-192.png', 192],
      ['icons/icon-512.png', 512],
      ['icons/icon-maskable-512.png', 512],
    ] as const) {
      expect(await metadataOf(name), name).toMatchObject({ format: 'png', width: size, height: size });
    }
  });

  it('the maskable icon is filled with the brand red to its corners (a launcher mask cuts only red); the plain one is transparent there', async () => {
    const corner = async (name: string) => [
      ...(await sharp(file(name)).ensureAlpha().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer()),
    ];
    expect(await corner('icons/icon-maskable-512.png')).toEqual([0xc8, 0x10, 0x2e, 255]);
    expect((await corner('icons/icon-512.png'))[3]).toBe(0);
  });
});

describe('social pictures: one 1200 × 630 PNG for the site, each product and each category, where pageMeta points', () => {
  it('the site, every product with a drawing or photo and every category with a product have theirs', async () => {
    for (const path of [
      SITE_SOCIAL_IMAGE,
      productSocialImage('/img/productos/P1.svg'),
      productSocialImage('/img/productos/P2.svg'),
      categorySocialImage('Pollo asado'),
    ]) {
      expect(await metadataOf(path.slice(1)), path).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
    // A category without products has no drawing to show: no picture is made for it.
    expect(first.files.has(categorySocialImage('Categoría vacía').slice(1))).toBe(false);
  });

  it('a long name is wrapped into at most the given lines, the last one cut with an ellipsis', () => {
    expect(wrapText('Combo familiar broaster', 15, 4)).toEqual(['Combo familiar', 'broaster']);
    const lines = wrapText('uno dos tres cuatro cinco seis siete ocho nueve diez', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines[1]!.length).toBeLessThanOrEqual(9);
  });
});

/** The colour at the middle of a generated picture: the drawing's circle or the photo's flat shade. */
const middleOf = async (name: string) => {
  const { data, info } = await sharp(file(name)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return [...data.subarray(at, at + 3)];
};
const near = (actual: number[], expected: number[]) => actual.every((c, i) => Math.abs(c - expected[i]!) <= 12);

describe('product pictures: a photo in fotos/productos/, else the drawing, becomes AVIF and WebP at every width the cards and the product page use', () => {
  it('each width in both formats, cut to the 4:3 frame, for the product with a photo and the one with only its drawing', async () => {
    expect(first.photos).toEqual(['P1', 'P2']);
    for (const code of ['P1', 'P2']) {
      for (const width of PHOTO_WIDTHS) {
        for (const format of ['avif', 'webp'] as const) {
          const meta = await metadataOf(`img/productos/${code}-${width}.${format}`);
          expect(meta.width, `${code} ${width} ${format}`).toBe(width);
          expect(meta.height).toBe((width * 3) / 4);
          expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        }
      }
    }
  });

  it('a menu picture is a raster the phone decodes off the main thread: a drawing-only product gets copies drawn from its SVG; a photo wins over a drawing', async () => {
    // P1's drawing: a #b5561a circle in the middle; P2 has the same drawing but a photo of flat (200, 80, 40).
    for (const width of [PHOTO_WIDTHS[0], PHOTO_WIDTHS.at(-1)!]) {
      for (const format of ['avif', 'webp']) {
        expect(near(await middleOf(`img/productos/P1-${width}.${format}`), [0xb5, 0x56, 0x1a]), `P1 ${width} ${format}`).toBe(
          true,
        );
        expect(near(await middleOf(`img/productos/P2-${width}.${format}`), [200, 80, 40]), `P2 ${width} ${format}`).toBe(true);
      }
    }
  });

  it('every seed product has AVIF and WebP copies: its imagen_producto maps to a <picture> once the build lists the drawings of public/img/productos/', () => {
    const projectRoot = join(import.meta.dirname, '../..');
    const codes = rasterCodes(projectRoot);
    expect(seedProducts.length).toBeGreaterThan(0);
    for (const product of seedProducts) {
      const picture = pictureSources(product.imagen_producto, codes);
      expect(
        picture.sources.map((s) => s.type),
        product.codigo_producto,
      ).toEqual(['image/avif', 'image/webp']);
    }
  });

  it('the page names the copies only for a code the build has copies of: <source> per format with every width, the <img> on the WebP', () => {
    const withPhoto = pictureSources('/img/productos/P2.svg', ['P2']);
    expect(withPhoto.src).toMatch(/^\/img\/productos\/P2-\d+\.webp$/);
    expect(withPhoto.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(withPhoto.sources[0]!.srcSet.split(', ')).toEqual(PHOTO_WIDTHS.map((w) => `/img/productos/P2-${w}.avif ${w}w`));
    expect(pictureSources('/img/productos/P1.svg', ['P2'])).toEqual({ src: '/img/productos/P1.svg', sources: [] });
    expect(pictureSources('https://cdn.example.com/P2.jpg', ['P2']).sources).toEqual([]);
  });

  it('the build fills the photo list of src/ui/productPhotos.ts, and refuses a module it no longer recognises', () => {
    const module = readFileSync(join(import.meta.dirname, '../../src/ui/productPhotos.ts'), 'utf8');
    expect(withPhotoList(module, ['P2', 'P9'])).toContain('export const PRODUCT_PHOTOS: readonly string[] = ["P2","P9"];');
    expect(() => withPhotoList('export const PRODUCT_PHOTOS = new Set();', ['P2'])).toThrow(/PRODUCT_PHOTOS/);
  });
});

describe('the cache: a rebuild with unchanged sources renders nothing', () => {
  it('a second run renders no file and returns the same bytes; a changed photo or drawing renders only its copies and its social picture', async () => {
    const again = await generateImages(sources, cacheDir);
    expect(again.rendered).toBe(0);
    expect(again.reused).toBe(first.files.size);
    for (const [name, bytes] of first.files) expect(again.files.get(name)?.equals(bytes), name).toBe(true);

    writeFileSync(join(root, 'fotos', 'productos', 'P2.jpg'), await photo(90));
    const changed = await generateImages(sources, cacheDir);
    expect(changed.rendered).toBe(PHOTO_WIDTHS.length * 2 + 1);
    expect(
      changed.files.get(`img/productos/P2-${PHOTO_WIDTHS[0]}.webp`)?.equals(file(`img/productos/P2-${PHOTO_WIDTHS[0]}.webp`)),
    ).toBe(false);

    writeFileSync(join(root, 'public', 'img', 'productos', 'P1.svg'), DRAWING.replace('#b5561a', '#2a7a2a'));
    const redrawn = await generateImages(sources, cacheDir);
    // Its copies, its social picture and its category's (P1 is the first of 'Pollo asado').
    expect(redrawn.rendered).toBe(PHOTO_WIDTHS.length * 2 + 2);
  }, 180_000);
});
