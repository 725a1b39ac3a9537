import { describe, expect, test } from 'vitest';
import {
  categoryPath,
  categorySlug,
  findCategoryBySlug,
  findProductBySlugs,
  productPath,
  productSlugs,
  slugify,
} from '../../machines/rules/slugs';
import { product } from './fixtures';

describe('§2 route slugs: links are built from slugs of the short description and category description', () => {
  test.each([
    { text: 'Pollo Asado', slug: 'pollo-asado' },
    { text: 'Pechúga a la BBQ', slug: 'pechuga-a-la-bbq' },
    { text: 'Combo Niño', slug: 'combo-nino' },
    { text: 'ÑAPA', slug: 'napa' },
    { text: '  ½ Pollo + Papas (x2)!  ', slug: 'pollo-papas-x2' },
    { text: 'Alitas---BBQ', slug: 'alitas-bbq' },
    { text: '2x1 Martes', slug: '2x1-martes' },
    { text: '¡!', slug: '' },
  ])('$text → $slug', ({ text, slug }) => {
    expect(slugify(text)).toBe(slug);
    expect(slugify(slug)).toBe(slug); // stable
  });

  test('a category description with no letters or digits still gets a slug', () => {
    expect(categorySlug('***')).toBe('categoria');
  });
});

describe('product slugs are unique within their category', () => {
  const a = product({ codigo_producto: 'A', descripcion_corta: 'Pollo Asado', descr_categoria: 'Pollos' });
  const b = product({ codigo_producto: 'B', descripcion_corta: 'POLLO ASADO', descr_categoria: 'Pollos' });
  const c = product({ codigo_producto: 'C', descripcion_corta: 'Pollo asado', descr_categoria: 'Pollos' });
  const d = product({ codigo_producto: 'D', descripcion_corta: 'Pollo Asado 2', descr_categoria: 'Pollos' });
  const e = product({ codigo_producto: 'E', descripcion_corta: 'Pollo Asado', descr_categoria: 'Combos' });
  const f = product({ codigo_producto: 'F', descripcion_corta: '¡!', descr_categoria: 'Combos' });

  test("collisions get '-2', '-3' in catalogue order; other categories are independent", () => {
    expect(Object.fromEntries(productSlugs([a, b, c, e]))).toEqual({
      A: 'pollo-asado',
      B: 'pollo-asado-2',
      C: 'pollo-asado-3',
      E: 'pollo-asado',
    });
  });

  test('a suffix never takes a slug that is already in use', () => {
    const slugs = productSlugs([a, b, d]);
    expect(new Set(slugs.values()).size).toBe(3);
    expect(Object.fromEntries(slugs)).toEqual({ A: 'pollo-asado', B: 'pollo-asado-2', D: 'pollo-asado-2-2' });
  });

  test('many products with one name get -2 … -n without slowing down', () => {
    const same = Array.from({ length: 3_000 }, (_, i) =>
      product({ codigo_producto: String(i), descripcion_corta: 'Combo', descr_categoria: 'Combos' }),
    );
    const slugs = productSlugs(same);
    expect(slugs.get('0')).toBe('combo');
    expect(slugs.get('2999')).toBe('combo-3000');
    expect(new Set(slugs.values()).size).toBe(3_000);
  });

  test('a short description with no letters or digits falls back to the product code', () => {
    expect(productSlugs([f]).get('F')).toBe('f');
  });

  test('the same catalogue always yields the same slugs', () => {
    expect(productSlugs([a, b, c, d, e])).toEqual(productSlugs([a, b, c, d, e]));
  });

  test("productPath is '/productos/<categorySlug>/<productSlug>'", () => {
    const slugs = productSlugs([a, b, e]);
    expect(productPath(b, slugs)).toBe('/productos/pollos/pollo-asado-2');
    expect(productPath(e, slugs)).toBe('/productos/combos/pollo-asado');
  });

  test.each([
    { name: 'the first product', cat: 'pollos', slug: 'pollo-asado', found: 'A' },
    { name: 'a suffixed product', cat: 'pollos', slug: 'pollo-asado-3', found: 'C' },
    { name: 'the same name in another category', cat: 'combos', slug: 'pollo-asado', found: 'E' },
    { name: 'a URL typed with capitals and accents', cat: 'Póllos', slug: 'Pollo-Asado-2', found: 'B' },
    { name: 'a percent-encoded URL', cat: 'P%C3%B3llos', slug: 'pollo-asado', found: 'A' },
    { name: 'an unknown product', cat: 'pollos', slug: 'pollo-frito', found: undefined },
    { name: 'an unknown category', cat: 'bebidas', slug: 'pollo-asado', found: undefined },
    { name: 'an empty slug', cat: 'pollos', slug: '', found: undefined },
  ])('findProductBySlugs finds $name', ({ cat, slug, found }) => {
    expect(findProductBySlugs([a, b, c, e], cat, slug)?.codigo_producto).toBe(found);
  });
});

describe('a category route found the same way on the server and in the browser', () => {
  const categories = [{ descripcion: 'Pollo Asado' }, { descripcion: 'Bebidas y Jugos' }];
  test.each(['pollo-asado', 'Pollo-Asado', 'POLLO%20ASADO', 'pollo asado'])('/productos/%s names Pollo Asado', (param) => {
    expect(findCategoryBySlug(categories, param)).toBe(categories[0]);
  });
  test('a category with accents and spaces, linked by the server (sitemap, categoryPath), is found by the page', () => {
    const menu = [
      { descripcion: 'Menú Niños' },
      { descripcion: '  Pollo a la  Brasa ' },
      { descripcion: 'Acompañamientos y Bebidas' },
    ];
    for (const category of menu) {
      const param = decodeURIComponent(categoryPath(category.descripcion).split('/').pop()!);
      expect(findCategoryBySlug(menu, param), param).toBe(category);
    }
  });
  test('an unknown or empty slug names no category', () => {
    expect(findCategoryBySlug(categories, 'no-existe')).toBeUndefined();
    expect(findCategoryBySlug(categories, '---')).toBeUndefined();
  });
});
