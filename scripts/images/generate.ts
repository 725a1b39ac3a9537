/**
 * The build's images, from one source each (run by scripts/images/plugin.ts, never in the browser):
 * - the icons, from public/favicon.svg with @vite-pwa/assets-generator's preset (minimal-2023):
 *   favicon.ico (48), apple-touch-icon.png (180), the manifest's icons/icon-192.png, icon-512.png
 *   and icon-maskable-512.png (the drawing inside the 80 % safe zone, on the brand red);
 * - the social pictures (src/app/socialImages.ts): 1200 × 630 PNG for the site (the hero drawing),
 *   each product (its photo, else its drawing) and each category (its first product's), with the name;
 * - every product picture as rasters (src/ui/productPhotos.ts): AVIF and WebP at PHOTO_WIDTHS, cut
 *   to the cards' 4:3 frame, from the photo dropped in fotos/productos/, else from the product's
 *   drawing in public/img/productos/ (an SVG <img> is a document of its own the phone styles and
 *   lays out on the main thread; a raster is decoded off it);
 * - the footer's payment badges (src/ui/paymentBadges.ts): WebP at 1×, 2× and 3× their width, from
 *   public/img/pagos/<method>.svg.
 *
 * Every file is cached by the hash of what makes it (its sources' bytes, its name, the options and
 * GENERATOR_VERSION) in `cacheDir`: a rebuild with the same sources renders nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateFavicon, generateMaskableAsset, generateTransparentAsset } from '@vite-pwa/assets-generator/api';
import { minimal2023Preset } from '@vite-pwa/assets-generator/presets/minimal-2023';
import sharp, { type Sharp } from 'sharp';
import { categorySocialImage, productSocialImage, SITE_SOCIAL_IMAGE, SOCIAL_IMAGE } from '../../src/app/socialImages';
import { PAYMENT_BADGE, PAYMENT_BADGE_FOLDER, PAYMENT_BADGE_SCALES, paymentBadgeUrl } from '../../src/ui/paymentBadges';
import { PHOTO_ASPECT, PHOTO_FORMATS, PHOTO_WIDTHS, PHOTOS_FOLDER, photoUrl, type PhotoFormat } from '../../src/ui/productPhotos';

/** Raise when the drawing of any output changes without its sources changing, so the cache is not reused. */
export const GENERATOR_VERSION = 1;

const BRAND_RED = '#c8102e';
const BRAND_YELLOW = '#ffc72c';
/** The drawings' own background (scripts/draw-product-images.ts), so a drawing sits on the card without a seam. */
const CREAM = '#fff5e1';
const INK = '#3a1d0e';
/** Encoder settings: AVIF 50 and WebP 75 keep a food photo clean at a fraction of the JPEG's bytes. */
const AVIF = { quality: 50, effort: 4 } as const;
const WEBP = { quality: 75 } as const;
/**
 * A flat drawing's copies (60 drawings × 5 widths): AVIF effort 2 encodes ~5× faster than 4 for ~8 %
 * more bytes (400 px: 3.8 against 3.5 KB); the quality stays, lower blurs the outlines at 2x.
 */
const DRAWING_AVIF = { quality: 50, effort: 2 } as const;
const DRAWING_WEBP = WEBP;
const PNG = { compressionLevel: 9, palette: true, quality: 90 } as const;
const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

export interface CatalogueNames {
  products: readonly { code: string; name: string }[];
  categories: readonly { name: string; firstProduct: string | null }[];
  siteName: string;
  tagline: string;
}

export interface ImageSources {
  /** The project root: public/ and fotos/productos/ are read under it. */
  root: string;
  names: CatalogueNames;
}

/** One file of the build: its path in dist/ (no leading slash) and what makes it. */
interface ImageJob {
  fileName: string;
  /** Everything the output depends on besides GENERATOR_VERSION (source bytes, texts, options). */
  inputs: readonly (Buffer | string)[];
  render: () => Promise<Buffer>;
}

export interface GeneratedImages {
  files: Map<string, Buffer>;
  /** Codes with raster copies, from a photo or a drawing (the list src/ui/productPhotos.ts receives). */
  photos: string[];
  rendered: number;
  reused: number;
}

/** The codes of the photos in fotos/productos/, with their files, sorted. */
export function findPhotos(root: string): { code: string; file: string }[] {
  const dir = join(root, PHOTOS_FOLDER);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => PHOTO_EXTENSIONS.test(name))
    .sort()
    .map((name) => ({ code: name.replace(PHOTO_EXTENSIONS, ''), file: join(dir, name) }));
}

/** Where the catalogue's drawings are: public/img/productos/<codigo>.svg. */
const drawingsDir = (root: string) => join(root, 'public', 'img', 'productos');

/** The drawings of products without a photo, with their files, sorted (a photo wins over a drawing). */
export function findDrawings(root: string): { code: string; file: string }[] {
  const photos = new Set(findPhotos(root).map((p) => p.code));
  return readdirSafe(drawingsDir(root))
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => ({ code: name.slice(0, -4), file: join(drawingsDir(root), name) }))
    .filter(({ code }) => !photos.has(code));
}

/** Every code the build writes raster copies for (photo or drawing), sorted: PRODUCT_PHOTOS. */
export const rasterCodes = (root: string): string[] => [...findPhotos(root), ...findDrawings(root)].map((p) => p.code).sort();

export async function generateImages(sources: ImageSources, cacheDir: string): Promise<GeneratedImages> {
  const photos = findPhotos(sources.root);
  const drawings = findDrawings(sources.root);
  const jobs = [
    ...iconJobs(sources.root),
    ...socialJobs(sources, photos),
    ...photoJobs(photos),
    ...drawingJobs(drawings),
    ...badgeJobs(sources.root),
  ];
  mkdirSync(cacheDir, { recursive: true });
  const files = new Map<string, Buffer>();
  let rendered = 0;
  // A few at a time: sharp runs each on its own threads.
  for (let i = 0; i < jobs.length; i += 4) {
    await Promise.all(
      jobs.slice(i, i + 4).map(async (job) => {
        const cached = join(cacheDir, `${keyOf(job)}.bin`);
        if (existsSync(cached)) {
          files.set(job.fileName, readFileSync(cached));
          return;
        }
        const output = await job.render();
        writeFileSync(cached, output);
        files.set(job.fileName, output);
        rendered += 1;
      }),
    );
  }
  return { files, photos: rasterCodes(sources.root), rendered, reused: jobs.length - rendered };
}

function keyOf(job: ImageJob): string {
  const hash = createHash('sha256').update(`v${GENERATOR_VERSION}\0${job.fileName}\0`);
  for (const input of job.inputs) hash.update(input).update('\0');
  return hash.digest('hex');
}

/** An SVG drawn as a PNG `width` px wide (librsvg at the density that gives that width: sharp, not a browser). */
async function rasterSvg(svg: Buffer, width: number): Promise<Buffer> {
  const { width: natural = width } = await sharp(svg).metadata();
  return sharp(svg, { density: Math.min(2400, (72 * width) / natural) })
    .resize({ width })
    .png()
    .toBuffer();
}

function iconJobs(root: string): ImageJob[] {
  const drawing = readFileSync(join(root, 'public', 'favicon.svg'));
  const source = () => rasterSvg(drawing, 1024);
  const faviconSize = Number(minimal2023Preset.transparent.favicons?.[0]?.[0] ?? 48);
  // Palette PNGs: a flat drawing loses nothing to 256 colours and weighs a third.
  const png = { compressionLevel: 9, palette: true } as const;
  return [
    {
      fileName: 'favicon.ico',
      inputs: [drawing, String(faviconSize)],
      render: async () =>
        Buffer.from(
          await generateFavicon(
            'png',
            await sharp(await source())
              .resize(faviconSize)
              .png()
              .toBuffer(),
          ),
        ),
    },
    {
      fileName: 'apple-touch-icon.png',
      inputs: [drawing],
      // iOS puts a transparent icon on black: white around the drawing, as the preset's apple icons.
      render: async () =>
        (
          await generateMaskableAsset('png', await source(), 180, {
            padding: 0.1,
            resizeOptions: { background: '#ffffff', fit: 'contain' },
            outputOptions: png,
          })
        ).toBuffer(),
    },
    ...[192, 512].map((size) => ({
      fileName: `icons/icon-${size}.png`,
      inputs: [drawing],
      render: async () =>
        (await generateTransparentAsset('png', await source(), size, { padding: 0, outputOptions: png })).toBuffer(),
    })),
    {
      fileName: 'icons/icon-maskable-512.png',
      inputs: [drawing],
      // The drawing within the 80 % safe zone, so a launcher's round or squircle mask never cuts it.
      render: async () =>
        (
          await generateMaskableAsset('png', await source(), 512, {
            padding: 0.28,
            resizeOptions: { background: BRAND_RED, fit: 'contain' },
            outputOptions: png,
          })
        ).toBuffer(),
    },
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/** Words into lines of at most `max` characters (a longer word keeps its own line), at most `lines` lines. */
export function wrapText(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.length > lines
    ? [
        ...out.slice(0, lines - 1),
        `${out
          .slice(lines - 1)
          .join(' ')
          .slice(0, max - 1)}…`,
      ]
    : out;
}

const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, sans-serif\"";

/** The card's left half: the name (up to 4 lines), a yellow rule and the site's name, over the brand band. */
function nameOverlay(name: string, siteName: string): Buffer {
  const lines = wrapText(name, 15, 4);
  const size = 58;
  const top = 315 - (lines.length * size * 1.15) / 2 + size * 0.85;
  const text = lines
    .map((line, i) => `<tspan x="80" y="${Math.round(top + i * size * 1.15)}">${escapeXml(line)}</tspan>`)
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE.width}" height="${SOCIAL_IMAGE.height}">` +
      `<rect width="24" height="${SOCIAL_IMAGE.height}" fill="${BRAND_RED}"/>` +
      `<text ${FONT} font-size="${size}" font-weight="700" fill="${INK}">${text}</text>` +
      `<rect x="80" y="520" width="96" height="8" rx="4" fill="${BRAND_YELLOW}"/>` +
      `<text x="80" y="580" ${FONT} font-size="34" font-weight="700" fill="${BRAND_RED}">${escapeXml(siteName)}</text></svg>`,
  );
}

/** A product or category picture: the drawing or photo on the right (4:3, 640 × 480), the name on the left. */
async function namedPicture(image: { svg: Buffer } | { photo: Buffer }, name: string, siteName: string): Promise<Buffer> {
  const frame = { width: 640, height: 480 };
  const picture =
    'svg' in image
      ? await rasterSvg(image.svg, frame.width)
      : await sharp(image.photo)
          .resize({ ...frame, fit: 'cover', position: 'attention' })
          .png()
          .toBuffer();
  return sharp({ create: { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, channels: 3, background: CREAM } })
    .composite([
      { input: picture, left: 520, top: Math.round((SOCIAL_IMAGE.height - frame.height) / 2) },
      { input: nameOverlay(name, siteName), left: 0, top: 0 },
    ])
    .png(PNG)
    .toBuffer();
}

function socialJobs({ root, names }: ImageSources, photos: readonly { code: string; file: string }[]): ImageJob[] {
  const photoOf = new Map(photos.map((p) => [p.code, p.file]));
  const drawings = drawingsDir(root);
  const imageOf = (code: string): { svg: Buffer } | { photo: Buffer } | null => {
    const photo = photoOf.get(code);
    if (photo) return { photo: readFileSync(photo) };
    const svg = join(drawings, `${code}.svg`);
    return existsSync(svg) ? { svg: readFileSync(svg) } : null;
  };
  const bytesOf = (image: { svg: Buffer } | { photo: Buffer }) => ('svg' in image ? image.svg : image.photo);
  const hero = readFileSync(join(root, 'public', 'img', 'hero.svg'));
  const site: ImageJob = {
    fileName: SITE_SOCIAL_IMAGE.slice(1),
    inputs: [hero, names.siteName, names.tagline],
    render: async () => {
      const drawing = await rasterSvg(hero, SOCIAL_IMAGE.width);
      const title = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE.width}" height="230">` +
          `<text x="600" y="110" text-anchor="middle" ${FONT} font-size="76" font-weight="700" fill="#ffffff">${escapeXml(names.siteName)}</text>` +
          `<text x="600" y="180" text-anchor="middle" ${FONT} font-size="40" fill="${BRAND_YELLOW}">${escapeXml(names.tagline)}</text></svg>`,
      );
      return sharp({ create: { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, channels: 3, background: BRAND_RED } })
        .composite([
          { input: title, left: 0, top: 0 },
          { input: drawing, left: 0, top: SOCIAL_IMAGE.height - 400 },
        ])
        .png(PNG)
        .toBuffer();
    },
  };
  const named = (fileName: string, code: string | null, name: string): ImageJob[] => {
    const image = code ? imageOf(code) : null;
    if (!image) return [];
    return [
      {
        fileName: fileName.slice(1),
        inputs: [bytesOf(image), name, names.siteName],
        render: () => namedPicture(image, name, names.siteName),
      },
    ];
  };
  const byCode = new Map(names.products.map((p) => [p.code, p.name]));
  // Every drawing or photo gets one, named when the catalogue knows the product.
  const codes = new Set([
    ...readdirSafe(drawings)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.slice(0, -4)),
    ...photoOf.keys(),
  ]);
  return [
    site,
    ...[...codes]
      .sort()
      .flatMap((code) => named(productSocialImage(`/img/productos/${code}.svg`), code, byCode.get(code) ?? names.siteName)),
    ...names.categories.flatMap((c) => named(categorySocialImage(c.name), c.firstProduct, c.name)),
  ];
}

const readdirSafe = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/** A flat badge stays crisp at WebP 85; each copy is 0.4–2.5 KB. */
const BADGE_WEBP = { quality: 85 } as const;

function badgeJobs(root: string): ImageJob[] {
  const dir = join(root, 'public', PAYMENT_BADGE_FOLDER);
  return readdirSafe(dir)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .flatMap((name) => {
      const svg = readFileSync(join(dir, name));
      return PAYMENT_BADGE_SCALES.map((scale) => ({
        fileName: paymentBadgeUrl(name.slice(0, -4), scale).slice(1),
        inputs: [svg, JSON.stringify({ BADGE_WEBP, PAYMENT_BADGE })],
        render: async () =>
          sharp(await rasterSvg(svg, PAYMENT_BADGE.width * scale))
            .webp(BADGE_WEBP)
            .toBuffer(),
      }));
    });
}

function photoJobs(photos: readonly { code: string; file: string }[]): ImageJob[] {
  const encode = (image: Sharp, format: PhotoFormat) => (format === 'avif' ? image.avif(AVIF) : image.webp(WEBP));
  return photos.flatMap(({ code, file }) => {
    const bytes = readFileSync(file);
    return PHOTO_WIDTHS.flatMap((width) =>
      PHOTO_FORMATS.map((format) => ({
        fileName: photoUrl(code, width, format).slice(1),
        inputs: [bytes, JSON.stringify({ AVIF, WEBP, PHOTO_ASPECT })],
        render: () =>
          encode(
            // 'attention': the cut keeps the part of the photo with the most detail (the food), not its centre.
            sharp(bytes)
              .rotate()
              .resize({
                width,
                height: Math.round((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width),
                fit: 'cover',
                position: 'attention',
              }),
            format,
          ).toBuffer(),
      })),
    );
  });
}

/** A drawing's copies: drawn by librsvg at each width (sharp, not a browser), then cut to the frame like a photo. */
function drawingJobs(drawings: readonly { code: string; file: string }[]): ImageJob[] {
  const encode = (image: Sharp, format: PhotoFormat) => (format === 'avif' ? image.avif(DRAWING_AVIF) : image.webp(DRAWING_WEBP));
  return drawings.flatMap(({ code, file }) => {
    const svg = readFileSync(file);
    return PHOTO_WIDTHS.flatMap((width) =>
      PHOTO_FORMATS.map((format) => ({
        fileName: photoUrl(code, width, format).slice(1),
        inputs: [svg, JSON.stringify({ DRAWING_AVIF, DRAWING_WEBP, PHOTO_ASPECT })],
        render: async () =>
          encode(
            sharp(await rasterSvg(svg, width)).resize({
              width,
              height: Math.round((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width),
              fit: 'cover',
            }),
            format,
          ).toBuffer(),
      })),
    );
  });
}
