import type { ImgHTMLAttributes } from 'react';
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
 * A product image: with a photo, a <picture> of its AVIF and WebP copies (src/ui/productPhotos.ts);
 * without, the <img> of today. width/height always set by the caller, so the frame is reserved (CLS 0).
 */
export function ProductPicture({ image, sizes, alt, ...img }: ProductPictureProps) {
  const { src, sources } = pictureSources(image);
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
