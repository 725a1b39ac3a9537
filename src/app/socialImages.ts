import { categorySlug } from '../../machines/rules/slugs';
import { SITE_SOCIAL_IMAGE, SOCIAL_IMAGE_FOLDER } from '../../machines/socialImagePaths';
import { photoCodeOf } from '../ui/productPhotos';

/**
 * The pictures a shared link shows (og:image): one 1200 × 630 PNG for the site, each product and
 * each category, written by the build (scripts/images/) under these paths. PNG because every
 * network that reads Open Graph renders it (SVG none, WebP not all).
 */
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

export { SITE_SOCIAL_IMAGE };

/** A product's picture, by the code its catalogue image is named after; the site's when the image is not one of ours. */
export function productSocialImage(image: string): string {
  const code = photoCodeOf(image);
  return code ? `${SOCIAL_IMAGE_FOLDER}productos/${code}.png` : SITE_SOCIAL_IMAGE;
}

export const categorySocialImage = (descripcion: string): string =>
  `${SOCIAL_IMAGE_FOLDER}categorias/${categorySlug(descripcion)}.png`;
