import { describe, expect, test } from 'vitest';
import { buildSearchIndex, groupByCategory, normalizeSearchText, searchProducts } from '../../machines/rules/search';
import { product } from './fixtures';

const catalogue = [
  product({
    codigo_producto: '1',
    descripcion_corta: 'Pechúga asada',
    descripcion_producto: 'Pechuga de pollo a la brasa',
    categoria_id: 'C1',
    descr_categoria: 'Pollo Asado',
  }),
  product({
    codigo_producto: '2',
    descripcion_corta: 'ALITAS BBQ',
    descripcion_producto: 'Seis alitas en salsa',
    categoria_id: 'C2',
    descr_categoria: 'Alitas',
  }),
  product({
    codigo_producto: '3',
    descripcion_corta: 'Gaseosa',
    descripcion_producto: 'Bebida 400 ml',
    sinonimos: ['Coca-Cola', 'refresco'],
    categoria_id: 'C3',
    descr_categoria: 'Bebidas',
  }),
  product({
    codigo_producto: '4',
    descripcion_corta: 'Combo Niño',
    descripcion_producto: 'Presa, papas y jugo',
    categoria_id: 'C1',
    descr_categoria: 'Pollo Asado',
  }),
  product({
    codigo_producto: '5',
    descripcion_corta: 'Piña colada',
    descripcion_producto: 'Jugo natural',
    categoria_id: 'C3',
    descr_categoria: 'Bebidas',
  }),
];
const index = buildSearchIndex(catalogue);
const codes = (text: string) => searchProducts(index, text).map((p) => p.codigo_producto);

describe('§5 search: case-insensitive substring on short description, description and synonyms', () => {
  test.each([
    { name: 'short description', text: 'gaseosa', found: ['3'] },
    { name: 'description', text: 'brasa', found: ['1'] },
    { name: 'synonyms', text: 'refresco', found: ['3'] },
    { name: 'synonym with punctuation', text: 'coca-co', found: ['3'] },
    { name: 'case-insensitive: alitas finds ALITAS', text: 'alitas', found: ['2'] },
    { name: 'case-insensitive: upper-case query', text: 'GASEOSA', found: ['3'] },
    { name: 'substring inside a word', text: 'chug', found: ['1'] },
    { name: 'substring across words', text: 'alitas bbq', found: ['2'] },
    { name: 'every match, in catalogue order', text: 'jugo', found: ['4', '5'] },
    { name: 'no match', text: 'hamburguesa', found: [] },
    { name: 'surrounding spaces are ignored', text: '  gaseosa  ', found: ['3'] },
    { name: 'repeated spaces count as one', text: 'alitas   bbq', found: ['2'] },
    { name: 'a term spanning two fields does not match', text: 'asada pechuga', found: [] },
  ])('$name', ({ text, found }) => {
    expect(codes(text)).toEqual(found);
  });
});

describe('search is accent-insensitive', () => {
  test.each([
    { name: "'pechuga' finds 'Pechúga'", text: 'pechuga', found: ['1'] },
    { name: "'pechúga' finds 'Pechuga' in the description", text: 'pechúga de', found: ['1'] },
    { name: "ñ is folded: 'nino' finds 'Niño'", text: 'nino', found: ['4'] },
    { name: "'piña' finds 'Piña'", text: 'PIÑA', found: ['5'] },
    { name: 'decomposed accents (NFD) are folded too', text: 'pechúga'.normalize('NFD'), found: ['1'] },
  ])('$name', ({ text, found }) => {
    expect(codes(text)).toEqual(found);
  });
});

describe('§5 search: empty text resets to the full list; token ++ means no filter', () => {
  test.each([
    { name: 'empty text', text: '' },
    { name: 'only spaces', text: '   ' },
    { name: "'++'", text: '++' },
    { name: "' ++ '", text: ' ++ ' },
  ])('$name returns every product', ({ text }) => {
    expect(codes(text)).toEqual(['1', '2', '3', '4', '5']);
  });

  test('the full list is a copy, not the index itself', () => {
    expect(searchProducts(index, '')).not.toBe(index.products);
  });
});

describe('normalizeSearchText', () => {
  test.each([
    { text: '  Pechúga   ASADA ', normalized: 'pechuga asada' },
    { text: 'Niño', normalized: 'nino' },
    { text: 'Ají', normalized: 'aji' },
  ])('$text → $normalized', ({ text, normalized }) => {
    expect(normalizeSearchText(text)).toBe(normalized);
  });
});

describe('§2 search dropdown: matching products grouped by category', () => {
  test('categories in first-seen order, products in given order', () => {
    const groups = groupByCategory(catalogue);
    expect(groups.map((g) => [g.categoria_id, g.descr_categoria, g.products.map((p) => p.codigo_producto)])).toEqual([
      ['C1', 'Pollo Asado', ['1', '4']],
      ['C2', 'Alitas', ['2']],
      ['C3', 'Bebidas', ['3', '5']],
    ]);
  });

  test('no products, no groups', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('typing keystroke by keystroke', () => {
  test('each keystroke, a deletion and a new word give the same results as a fresh index', () => {
    const typing = buildSearchIndex(catalogue);
    for (const text of ['p', 'pe', 'pec', 'pech', 'pechu', 'pech', 'pe', 'j', 'ju', 'jugo', 'jugo n', 'gaseosa', '']) {
      // A copy of the list gets an index of its own, so the comparison is with a search that remembers nothing.
      expect(searchProducts(typing, text)).toEqual(searchProducts(buildSearchIndex([...catalogue]), text));
    }
  });
});

describe('one index per product list', () => {
  test('the same menu gives the same index (a search page does not normalize the menu again); another list, another index', () => {
    expect(buildSearchIndex(catalogue)).toBe(buildSearchIndex(catalogue));
    expect(buildSearchIndex([...catalogue])).not.toBe(buildSearchIndex(catalogue));
  });
});
