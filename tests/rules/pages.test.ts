import { describe, expect, it } from 'vitest';
import { pageOf } from '../../machines/paths';
import { pageDataSchema, serializePageData } from '../../machines/schemas/pageData';
import { FEATURED_COUNT, MENU_WINDOW, featuredProducts, firstWindow } from '../../machines/rules/menuWindow';

describe('what a path shows (the server renders the menu pages and answers 404 for a path no route matches)', () => {
  it.each([
    ['/', 'home'],
    ['/productos', 'products'],
    ['/productos/', 'products'],
    ['/productos/pollo-asado', 'category'],
    ['/productos/pollo-asado/pollo-asado-entero', 'product'],
    ['/carrito', 'screen'],
    ['/confirma-pedido', 'screen'],
    ['/resultado-enviar-pedido', 'screen'],
    ['/resultado-enviar-pedido/123', 'screen'],
    ['/resultado-enviar/77', 'screen'],
    ['/mi-cuenta', 'screen'],
    ['/preferencias', 'screen'],
    ['/healthz', 'notFound'],
    ['/esta-ruta-no-existe', 'notFound'],
    ['/carrito/extra', 'notFound'],
    ['/productos/a/b/c', 'notFound'],
    ['/mi-cuenta/123', 'notFound'],
    ['//productos', 'notFound'],
    ['/productos/%E0%A4%A', 'notFound'],
  ])('%s → %s', (path, kind) => {
    expect(pageOf(path).kind).toBe(kind);
  });

  it('route parameters arrive decoded', () => {
    expect(pageOf('/productos/pollo%20asado/ala')).toEqual({ kind: 'product', categoria: 'pollo asado', producto: 'ala' });
  });
});

describe('the page data block', () => {
  it('no product text can close the data block (every < is escaped) and the text parses back', () => {
    const data = {
      catalogue: {
        query: { pdv: 'G001', date: '2026-11-24', konda: '28' },
        products: [],
        categories: [{ grupoportal: 'C1', descripcion: '</script><script>alert(1)</script>', productos: [] }],
        complete: true,
      },
      cookies: {
        digest: 'a1b2c3d4',
        state: {
          cookiesAccepted: true,
          session: { firstName: '</script>' },
          canResume: false,
          location: {
            salesPoint: { Vkbur: 'G001', Konda: '28', citycode: '11001', city1: '</script>' },
            selectedAt: 1_764_000_000_000,
            city: 'Bogotá',
            deliveryDate: null,
            deliveryTime: null,
            pickup: null,
          },
          hasAddress: false,
          cart: { lines: [{ producto_id: 'P001', cantidad: 2 }], coupons: [] },
        },
      },
      start: {
        preferences: [{ llave: 'imagen-popup-inicio', valor: '/img/<b>.svg' }],
        genericSalesPoints: [{ Vkbur: 'G001', Konda: '28', citycode: '11001', city1: 'Bogotá' }],
      },
    };
    const text = serializePageData(data);
    expect(text).not.toContain('<');
    expect(pageDataSchema.parse(JSON.parse(text))).toEqual(data);
  });
});

describe('how much of the menu a page shows first', () => {
  const list = Array.from({ length: 100 }, (_, i) => i);
  it(`the home page features ${FEATURED_COUNT}, a menu page shows ${MENU_WINDOW} first`, () => {
    expect(featuredProducts(list as never)).toHaveLength(FEATURED_COUNT);
    expect(firstWindow(list)).toEqual(list.slice(0, MENU_WINDOW));
  });
});
