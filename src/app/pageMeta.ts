import { formatPesos } from '../../machines/rules/money';
import { unitPrice } from '../../machines/rules/pricing';
import { categoryPath } from '../../machines/rules/slugs';
import type { Category, Product } from '../../machines/schemas/catalogue';
import { pageTexts } from '../../machines/screenTexts/pages';
import { metaTexts } from '../../machines/screenTexts/meta';
import { categorySocialImage, productSocialImage, SITE_SOCIAL_IMAGE, SOCIAL_IMAGE } from './socialImages';

/**
 * Each public page's own title, description, canonical URL, Open Graph tags and JSON-LD
 * (a shared link and a search engine see the page, not the site).
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL (the origin is the server's). */
  canonicalPath: string;
  ogType: 'website' | 'product';
  /** Path of the page's social picture (1200 × 630 PNG, src/app/socialImages.ts) and its text alternative. */
  image: string;
  imageAlt: string;
  /** schema.org data (a Product with its Offer in COP on a product page). */
  jsonLd: Record<string, unknown> | null;
  /** false on a 404. */
  indexable: boolean;
}

const SITE_IMAGE = { image: SITE_SOCIAL_IMAGE, imageAlt: metaTexts.siteImageAlt };

export const homeMeta = (): PageMeta => ({
  title: metaTexts.homeTitle,
  description: metaTexts.homeDescription,
  canonicalPath: '/',
  ogType: 'website',
  ...SITE_IMAGE,
  jsonLd: null,
  indexable: true,
});

export const productsMeta = (): PageMeta => ({
  title: metaTexts.productsTitle,
  description: metaTexts.productsDescription,
  canonicalPath: '/productos',
  ogType: 'website',
  ...SITE_IMAGE,
  jsonLd: null,
  indexable: true,
});

export const categoryMeta = (category: Category, productCount: number): PageMeta => ({
  title: metaTexts.categoryTitle(category.descripcion),
  description: metaTexts.categoryDescription(category.descripcion, productCount),
  canonicalPath: categoryPath(category.descripcion),
  ogType: 'website',
  image: categorySocialImage(category.descripcion),
  imageAlt: metaTexts.namedImageAlt(category.descripcion),
  jsonLd: null,
  indexable: true,
});

/** `path` is the product's canonical path (rules/slugs productPath). */
export function productMeta(product: Product, path: string, origin: string): PageMeta {
  const price = unitPrice(product).finalPrice;
  const description = product.descripcion_producto.trim() || product.descripcion_corta;
  return {
    title: metaTexts.productTitle(product.descripcion_corta, formatPesos(price)),
    description,
    canonicalPath: path,
    ogType: 'product',
    image: productSocialImage(product.imagen_producto),
    imageAlt: metaTexts.namedImageAlt(product.descripcion_corta),
    indexable: true,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.descripcion_corta,
      description,
      image: new URL(product.imagen_producto, origin).href,
      sku: product.codigo_producto,
      category: product.descr_categoria,
      brand: { '@type': 'Brand', name: metaTexts.siteName },
      offers: {
        '@type': 'Offer',
        price: String(price),
        priceCurrency: 'COP',
        // The menu lists only what the sales point offers today.
        availability: 'https://schema.org/InStock',
        url: new URL(path, origin).href,
      },
    },
  };
}

export const notFoundMeta = (): PageMeta => ({
  title: metaTexts.notFoundTitle,
  description: pageTexts.notFoundBody,
  canonicalPath: '/',
  ogType: 'website',
  ...SITE_IMAGE,
  jsonLd: null,
  indexable: false,
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags of a page, escaped; JSON-LD is a data block (never executed: the CSP stays script-src 'self'). */
export function headTags(meta: PageMeta, origin: string): { title: string; tags: string } {
  const url = (path: string) => escapeHtml(new URL(path, origin).href);
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.indexable ? `<link rel="canonical" href="${url(meta.canonicalPath)}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:site_name" content="${escapeHtml(metaTexts.siteName)}" />`,
    `<meta property="og:locale" content="es_CO" />`,
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${url(meta.canonicalPath)}" />`,
    // Absolute (PUBLIC_ORIGIN), with its size so a network lays the card out before it fetches the picture.
    `<meta property="og:image" content="${url(meta.image)}" />`,
    `<meta property="og:image:type" content="${SOCIAL_IMAGE.type}" />`,
    `<meta property="og:image:width" content="${SOCIAL_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SOCIAL_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    meta.jsonLd ? `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>` : '',
  ];
  return { title: escapeHtml(meta.title), tags: tags.filter(Boolean).join('\n    ') };
}
