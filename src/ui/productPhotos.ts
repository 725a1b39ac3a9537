/**
 * The product image pipeline's contract (scripts/images/): every product picture the build knows is
 * shown from AVIF and WebP copies it writes at PHOTO_WIDTHS (a <picture> with srcset/sizes): from the
 * chain's photo in PHOTOS_FOLDER (`fotos/productos/<codigo_producto>.jpg`), else from the seed's
 * drawing (public/img/productos/<codigo>.svg, rendered at build time). Rasters, though an AVIF of a
 * drawing is ~4× its SVG's brotli bytes, because each SVG <img> is a document of its own that the
 * phone parses, styles and lays out on the main thread, while a raster is decoded off it
 * (docs/performance.md, "Product pictures"). An image the build does not know (an outside URL, a
 * product added later) is shown as the catalogue names it.
 *
 * PRODUCT_PHOTOS (codes with copies) is empty here and filled by the build (scripts/images/plugin.ts
 * rewrites this module's list), so tests and type checks see a store without copies.
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
  /** The <img> src: the image itself, or the 400 px WebP copy. */
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

/** The sources of a product image: its copies when the build wrote some for its code, else the image as is. */
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
