import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import * as styles from './ProductPicture.css';
import { pictureSources } from './productPhotos';

type ProductPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  /** imagen_producto as the catalogue names it. */
  image: string;
  /** The layout widths (CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES). */
  sizes: string;
  /** The product's name, or '' where the name is written beside the picture (a card: decorative). */
  alt: string;
};

/**
 * A product image: a <picture> of its AVIF and WebP copies (src/ui/productPhotos.ts), or the <img>
 * of the catalogue's image when the build has none. width/height always set by the caller, so the
 * frame is reserved (CLS 0).
 *
 * React's server renderer preloads a plain <img> but never one inside a <picture> (it cannot know
 * the source the browser picks), so a fetchPriority="high" picture (the LCP image) names its own
 * preload: the first source's srcset and sizes (imagesrcset/imagesizes, the same file the browser
 * then shows) with its type, which a browser without that format ignores.
 */
export function ProductPicture({ image, sizes, alt, ...img }: ProductPictureProps) {
  const { src, sources } = pictureSources(image);
  const [best] = sources;
  if (best && img.fetchPriority === 'high')
    preload(src, { as: 'image', imageSrcSet: best.srcSet, imageSizes: sizes, type: best.type, fetchPriority: 'high' });
  if (sources.length === 0) return <img src={src} alt={alt} {...img} />;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
