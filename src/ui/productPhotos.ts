/**
 * The product image pipeline's contract (scripts/images/): a product whose code has a photo in
 * PHOTOS_FOLDER (`fotos/productos/<codigo_producto>.jpg`) is shown from the AVIF and WebP copies the
 * build writes at PHOTO_WIDTHS; any other keeps its image as the catalogue names it: today the SVG
 * drawings of public/img/productos/, kept as SVG because any raster of them is larger (AVIF 320 px
 * 1.5×, AVIF 640 px 2.9×, WebP 640 px 4.2× the SVG's bytes, 5 to 13× what brotli sends:
 * docs/performance.md).
 *
 * PRODUCT_PHOTOS is empty here and filled by the build (scripts/images/plugin.ts rewrites this
 * module's list), so tests and type checks see a store without photos.
 */
export const PRODUCT_PHOTOS: readonly string[] = [];

/** Where the chain's photos go, relative to the project root; one `<codigo_producto>.jpg` (or .jpeg, .png, .webp) each. */
export const PHOTOS_FOLDER = 'fotos/productos';
/** Where the build writes the copies: `/img/productos/<codigo>-<width>.<avif|webp>`. */
export const PHOTO_URL_FOLDER = '/img/productos';
/** The cards' and the product page's frame: every copy is cut to it, so width/height never move the layout. */
export const PHOTO_ASPECT = { width: 4, height: 3 } as const;
/**
 * Widths written (px). Measured in the built app at 320/375/1280 px viewports: a card is 136, 164
 * and 275 px wide (2 columns, then 3 from 768 px, 4 from 1280 px; 376 px at most, at 1279), the
 * product page's image 288, 343 and 572 px; times 1x and 2x that is 136–1144 px, and each step here
 * is at most ~1.45× the one below, so a browser never fetches much more than it shows.
 */
export const PHOTO_WIDTHS = [280, 400, 580, 800, 1160] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** How wide each image is laid out (the grids of ProductGrid.css.ts and pages.css.ts), for the browser to pick a width before the CSS arrives. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 275px, (min-width: 768px) calc((min(100vw, 1200px) - 72px) / 3), calc(50vw - 22px)';
export const DETAIL_IMAGE_SIZES = '(min-width: 768px) calc((min(100vw, 1200px) - 56px) / 2), calc(100vw - 32px)';

export interface PictureSources {
  /** The <img> src: the image itself, or the smallest WebP copy for a photo. */
  src: string;
  /** One <source> per format, best first; empty: a plain <img>. */
  sources: { type: `image/${PhotoFormat}`; srcSet: string }[];
}

export const photoUrl = (code: string, width: number, format: PhotoFormat) => `${PHOTO_URL_FOLDER}/${code}-${width}.${format}`;

/** The product code an image path of the catalogue names (`/img/productos/P1001.svg` → P1001), or null. */
export function photoCodeOf(image: string): string | null {
  const match = /^\/img\/productos\/([A-Za-z0-9_-]+)\.[a-z]+$/.exec(image);
  return match?.[1] ?? null;
}

/** The sources of a product image: its photo's copies when the build has one for its code, else the image as is. */
export function pictureSources(image: string, photos: readonly string[] = PRODUCT_PHOTOS): PictureSources {
  const code = photoCodeOf(image);
  if (!code || !photos.includes(code)) return { src: image, sources: [] };
  return {
    src: photoUrl(code, PHOTO_WIDTHS[1], 'webp'),
    sources: PHOTO_FORMATS.map((format) => ({
      type: `image/${format}` as const,
      srcSet: PHOTO_WIDTHS.map((width) => `${photoUrl(code, width, format)} ${width}w`).join(', '),
    })),
  };
}
