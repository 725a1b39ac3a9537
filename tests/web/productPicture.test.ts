import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_WIDTHS } from '../../src/ui/productPhotos';

// The build fills PRODUCT_PHOTOS (scripts/images/plugin.ts); here P1001 has copies, as every seed product does in a build.
vi.mock('../../src/ui/productPhotos', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/ui/productPhotos')>();
  return { ...actual, pictureSources: (image: string, photos = ['P1001']) => actual.pictureSources(image, photos) };
});
// Styles are vanilla-extract declarations the build compiles; the markup is what is tested here.
vi.mock('../../src/ui/ProductPicture.css', () => ({ picture: 'picture' }));
const { ProductPicture } = await import('../../src/ui/ProductPicture');
const { CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES } = await import('../../src/ui/productPhotos');

/** Server-renders pictures as src/entry-server.tsx does (React's static prerender). */
async function render(...pictures: Parameters<typeof ProductPicture>[0][]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    createElement('main', null, ...pictures.map((props, key) => createElement(ProductPicture, { ...props, key }))),
  );
  return text(prelude);
}
const preloadsOf = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

describe('the LCP picture is preloaded as the same file the browser shows (imagesrcset/imagesizes, not a src it never uses)', () => {
  it('a fetchPriority="high" picture renders one preload with its AVIF srcset, its sizes, its type and high priority', async () => {
    const html = await render({
      image: '/img/productos/P1001.svg',
      sizes: DETAIL_IMAGE_SIZES,
      alt: 'Pollo',
      width: 400,
      height: 300,
      fetchPriority: 'high',
    });
    expect(html).toContain('<picture');
    const [link, ...more] = preloadsOf(html);
    expect(more).toEqual([]);
    expect(link).toBeDefined();
    const source = /<source type="image\/avif" srcSet="([^"]*)" sizes="([^"]*)"/.exec(html);
    expect(attr(link!, 'imageSrcSet')).toBe(source?.[1]);
    expect(attr(link!, 'imageSrcSet')).toBe(PHOTO_WIDTHS.map((w) => `/img/productos/P1001-${w}.avif ${w}w`).join(', '));
    expect(attr(link!, 'imageSizes')).toBe(DETAIL_IMAGE_SIZES);
    expect(attr(link!, 'type')).toBe('image/avif');
    expect(attr(link!, 'fetchPriority')).toBe('high');
    // With a srcset the href would be a second, unused download in a browser that reads both.
    expect(attr(link!, 'href')).toBeUndefined();
  });

  it('a lazy card picture is not preloaded (it would compete with the LCP image), and an image without copies keeps React own preload of its <img>', async () => {
    const lazy = await render({
      image: '/img/productos/P1001.svg',
      sizes: CARD_IMAGE_SIZES,
      alt: '',
      width: 400,
      height: 300,
      loading: 'lazy',
    });
    expect(preloadsOf(lazy)).toEqual([]);
    const outside = await render({
      image: 'https://cdn.example.com/p.jpg',
      sizes: CARD_IMAGE_SIZES,
      alt: '',
      width: 400,
      height: 300,
      fetchPriority: 'high',
    });
    expect(outside).not.toContain('<picture');
    expect(preloadsOf(outside).map((link) => attr(link, 'href'))).toEqual(['https://cdn.example.com/p.jpg']);
  });
});
