import { describe, expect, it } from 'vitest';
import { seedCategories, seedProducts } from '../../server/seed/catalogue';
import { categoryMeta, headTags, homeMeta, notFoundMeta, productMeta, productsMeta, type PageMeta } from '../../src/app/pageMeta';

const ORIGIN = 'https://pedidos.example.co';

/** The content of each meta tag, by property or name. */
function metaOf(meta: PageMeta): Map<string, string> {
  const { tags } = headTags(meta, ORIGIN);
  return new Map([...tags.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map((m) => [m[1]!, m[2]!]));
}

const product = seedProducts[0]!;
const category = seedCategories[0]!;

describe('every server-rendered page names a 1200 × 630 PNG social picture, absolute on PUBLIC_ORIGIN, and a large Twitter card', () => {
  it.each([
    ['home', homeMeta(), '/img/social/sitio.png'],
    ['menu', productsMeta(), '/img/social/sitio.png'],
    ['category', categoryMeta(category, category.productos.length), '/img/social/categorias/pollo-asado.png'],
    [
      'product',
      productMeta(product, '/productos/pollo-asado/pollo-asado-entero', ORIGIN),
      `/img/social/productos/${product.codigo_producto}.png`,
    ],
    ['404', notFoundMeta(), '/img/social/sitio.png'],
  ])('%s page', (_page, meta, picture) => {
    const tags = metaOf(meta);
    expect(tags.get('og:image')).toBe(ORIGIN + picture);
    expect(tags.get('og:image:type')).toBe('image/png');
    expect(tags.get('og:image:width')).toBe('1200');
    expect(tags.get('og:image:height')).toBe('630');
    expect(tags.get('og:image:alt')?.length).toBeGreaterThan(0);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
  });

  it("a product's picture is described by its name; never an SVG (networks do not render it)", () => {
    const tags = metaOf(productMeta(product, '/x', ORIGIN));
    expect(tags.get('og:image:alt')).toContain(product.descripcion_corta);
    expect(tags.get('og:image')).not.toMatch(/\.svg$/);
  });

  it('a product whose image is not one of ours (an outside URL) shares the site picture, not a path that does not exist', () => {
    const outside = { ...product, imagen_producto: 'https://cdn.example.com/foto.jpg' };
    expect(metaOf(productMeta(outside, '/x', ORIGIN)).get('og:image')).toBe(`${ORIGIN}/img/social/sitio.png`);
  });
});
