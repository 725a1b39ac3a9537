/**
 * The build's images as a Vite plugin (scripts/images/generate.ts does the drawing):
 * - buildStart renders what is not yet in the cache (node_modules/.cache/pollos-images, by content
 *   hash: an unchanged rebuild renders nothing), generateBundle writes the files into dist/;
 * - src/ui/productPhotos.ts gets the codes that have raster copies (a photo, else a drawing), in the
 *   browser build and the server's renderer alike (one <picture> markup on both sides);
 * - `vite` (development) serves the same files from memory.
 * The SSR build only needs the photo list: it renders no image.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { seedCategories, seedProducts } from '../../server/seed/catalogue';
import { metaTexts } from '../../machines/screenTexts/meta';
import { generateImages, rasterCodes, type CatalogueNames, type GeneratedImages } from './generate';

const PHOTO_LIST_MODULE = /[\\/]src[\\/]ui[\\/]productPhotos\.ts$/;
/** The empty list, with its type or already stripped of it (the TypeScript transform may run first). */
const PHOTO_LIST = /export const PRODUCT_PHOTOS(: readonly string\[\])? = \[\];/;

/** The names written on the social pictures: the reference catalogue's (server/seed/catalogue.ts). */
export const catalogueNames = (): CatalogueNames => ({
  products: seedProducts.map((p) => ({ code: p.codigo_producto, name: p.descripcion_corta })),
  categories: seedCategories.map((c) => ({ name: c.descripcion, firstProduct: c.productos[0] ?? null })),
  siteName: metaTexts.siteName,
  tagline: metaTexts.socialTagline,
});

/** Replaces the empty photo list of src/ui/productPhotos.ts with `photos`. */
export function withPhotoList(code: string, photos: readonly string[]): string {
  if (!PHOTO_LIST.test(code))
    throw new Error('src/ui/productPhotos.ts: PRODUCT_PHOTOS is no longer the empty list the image plugin fills');
  return code.replace(
    PHOTO_LIST,
    (_list, type: string | undefined) => `export const PRODUCT_PHOTOS${type ?? ''} = ${JSON.stringify(photos)};`,
  );
}

export function buildImages(): Plugin {
  let root = process.cwd();
  let ssr = false;
  let generated: Promise<GeneratedImages> | null = null;
  const generate = () =>
    (generated ??= generateImages({ root, names: catalogueNames() }, join(root, 'node_modules', '.cache', 'pollos-images')));
  return {
    name: 'build-images',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async buildStart() {
      if (ssr) return;
      const { rendered, reused } = await generate();
      this.info(`imágenes: ${rendered} generadas, ${reused} de la caché`);
    },
    transform(code, id) {
      if (!PHOTO_LIST_MODULE.test(id)) return null;
      return {
        code: withPhotoList(code, rasterCodes(root)),
        map: null,
      };
    },
    async generateBundle() {
      if (ssr) return;
      for (const [fileName, source] of (await generate()).files) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').slice(1);
        generate()
          .then(({ files }) => {
            const file = files.get(path);
            if (!file) return next();
            res.setHeader('Content-Type', contentTypeOf(path));
            res.end(file);
          })
          .catch(next);
      });
    },
  };
}

const CONTENT_TYPES: Record<string, string> = { ico: 'image/x-icon', png: 'image/png', avif: 'image/avif', webp: 'image/webp' };
const contentTypeOf = (path: string) => CONTENT_TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream';
