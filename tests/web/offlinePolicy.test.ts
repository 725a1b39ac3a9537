import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_DOCUMENT } from '../../machines/constants';
import {
  APP_SHELL_URL,
  CACHE_NAMES,
  isCachedApiPath,
  isCachedPagePath,
  isStatusPath,
  isStorable,
  OFFLINE_START_LIMIT,
  OFFLINE_START_MESSAGE,
  offlineStartOf,
  publicCacheKey,
  RETIRED_CACHES,
} from '../../src/pwa/offlinePolicy';
import { forgetOfflineCopies } from '../../src/pwa/offlineCopies';
import { pageOf } from '../../machines/paths';

/**
 * The service worker (src/pwa/worker/sw.ts) stores nothing about a customer, and logout
 * and consent withdrawal delete what it stored. Its rules are here; e2e/personal-data.spec.ts checks
 * the worker itself in a browser.
 */

describe('what the service worker may store', () => {
  it('a page rendered for a signed-in customer (Cache-Control: private, no-store) is never stored; a public one (private, no-cache) is', () => {
    expect(isStorable('private, no-store')).toBe(false);
    expect(isStorable('no-store')).toBe(false);
    expect(isStorable('Private, No-Store')).toBe(false);
    expect(isStorable('private, no-cache')).toBe(true);
    expect(isStorable('public, max-age=60')).toBe(true);
    expect(isStorable(null)).toBe(true);
  });

  it("only the public calls are cached: the menu, categories, preferences, sales points; never the customer's", () => {
    for (const path of [
      '/api/productos/listar_categorias/G',
      '/api/productos/listar_productos_minimo/G001/2026-11-25/++/1000000000/28/%20/G',
      '/api/prefenciasEcommerce/obtenervalores/2',
      '/api/puntos_ventas/traerPuntosGenericos',
    ])
      expect(isCachedApiPath(path), path).toBe(true);
    // The status is never answered from a copy: its route is its own, under any base path of the service.
    expect(isCachedApiPath('/principal/sap/status')).toBe(false);
    expect(isStatusPath('/principal/sap/status')).toBe(true);
    expect(isStatusPath('/sap/principal/sap/status')).toBe(true);
    expect(isStatusPath('/api/principal/sap/status/otro')).toBe(false);
    for (const path of [
      '/api/usuarios/mi_cuenta',
      '/api/usuarios/direcciones/52123456',
      '/api/usuarios/favoritos/52123456',
      '/api/usuarios/suscripciones/52123456',
      '/api/pedidos/mis_pedidos',
      '/api/pedidos/detalle_pedido/7',
      '/api/pagos/estado/7',
      '/api/auth_resources/refrescar_token',
      '/api/carritoAbandonado/agregar',
    ])
      expect(isCachedApiPath(path), path).toBe(false);
  });

  it("the menu asked for with a customer's cédula is stored under the guest's document: no cédula in any cache key", () => {
    const asked = 'https://tienda.example/api/productos/listar_productos_minimo/B001/2026-11-25/++/52123456/28/%20/G';
    const key = publicCacheKey(asked);
    expect(key).toBe(
      `https://tienda.example/api/productos/listar_productos_minimo/B001/2026-11-25/++/${GUEST_DOCUMENT}/28/%20/G`,
    );
    expect(key).not.toContain('52123456');
    // A search keeps its text; other calls keep their address.
    expect(publicCacheKey(asked.replace('/++/', '/pollo/'))).toContain(`/pollo/${GUEST_DOCUMENT}/28/`);
    expect(publicCacheKey('https://tienda.example/api/productos/listar_categorias/G')).toBe(
      'https://tienda.example/api/productos/listar_categorias/G',
    );
  });

  it('the public pages are the menu pages; the app shell is a screen the browser renders alone', () => {
    expect(['/', '/productos', '/productos/pollo-asado'].every(isCachedPagePath)).toBe(true);
    expect(['/mi-cuenta', '/mis-pedidos', '/carrito'].some(isCachedPagePath)).toBe(false);
    expect(pageOf(APP_SHELL_URL).kind).toBe('screen');
  });
});

describe("what a first visit hands the worker (OFFLINE_START) is kept only by the worker's own rules", () => {
  const origin = 'https://tienda.example';
  const menu = `${origin}/api/productos/listar_productos_minimo/G001/2026-11-25/++/${GUEST_DOCUMENT}/28/%20/G`;

  it('menu pages of this origin, the public calls (the status too) and images of this origin are kept, as absolute addresses', () => {
    const start = offlineStartOf(
      {
        type: OFFLINE_START_MESSAGE,
        pages: ['/', '/productos', '/productos/pollo-asado'],
        calls: [menu, '/api/prefenciasEcommerce/obtenervalores/2', 'https://estado.cadena.example/principal/sap/status'],
        images: ['/img/productos/P1001.svg', `${origin}/img/hero.svg`],
      },
      origin,
    );
    expect(start).toEqual({
      pages: [`${origin}/`, `${origin}/productos`, `${origin}/productos/pollo-asado`],
      calls: [menu, `${origin}/api/prefenciasEcommerce/obtenervalores/2`, 'https://estado.cadena.example/principal/sap/status'],
      images: [`${origin}/img/productos/P1001.svg`, `${origin}/img/hero.svg`],
    });
  });

  it("a customer's screens and calls, other sites, other schemes and anything but addresses are dropped", () => {
    const start = offlineStartOf(
      {
        type: OFFLINE_START_MESSAGE,
        pages: ['/mi-cuenta', '/carrito', 'https://otro.example/productos', 'javascript:alert(1)', 42, null],
        calls: ['/api/usuarios/mi_cuenta', '/api/pedidos/mis_pedidos', '/api/pagos/estado/7', { url: menu }],
        images: ['https://otro.example/img/x.svg', 'data:image/svg+xml,<svg/>'],
      },
      origin,
    );
    expect(start).toEqual({ pages: [], calls: [], images: [] });
    expect(offlineStartOf({ type: OFFLINE_START_MESSAGE, pages: 'no es una lista' }, origin)).toEqual({
      pages: [],
      calls: [],
      images: [],
    });
  });

  it(`other messages are not one; at most ${OFFLINE_START_LIMIT} addresses of each kind (a first screen, not a crawl)`, () => {
    expect(offlineStartOf({ type: 'SKIP_WAITING' }, origin)).toBeNull();
    expect(offlineStartOf(null, origin)).toBeNull();
    const many = Array.from({ length: OFFLINE_START_LIMIT + 10 }, (_, i) => `/img/productos/P${i}.svg`);
    expect(offlineStartOf({ type: OFFLINE_START_MESSAGE, images: many }, origin)?.images).toHaveLength(OFFLINE_START_LIMIT);
  });
});

describe('logout and consent withdrawal delete the stored pages (src/pwa/offlineCopies.ts)', () => {
  const g = globalThis as { caches?: unknown };
  afterEach(() => {
    delete g.caches;
  });

  it("the pages' cache and the caches of older workers go; the public menu, the images and the precached app stay", async () => {
    const names = new Set<string>([
      CACHE_NAMES.pages,
      CACHE_NAMES.catalogue,
      CACHE_NAMES.images,
      ...RETIRED_CACHES,
      'workbox-precache-v2-https://tienda.example/',
    ]);
    g.caches = { delete: async (name: string) => names.delete(name) };
    await forgetOfflineCopies();
    expect([...names].sort()).toEqual(
      [CACHE_NAMES.catalogue, CACHE_NAMES.images, 'workbox-precache-v2-https://tienda.example/'].sort(),
    );
  });

  it('a browser without the Cache Storage API (plain HTTP) has nothing to delete, and a failing one does not stop the logout', async () => {
    await expect(forgetOfflineCopies()).resolves.toBeUndefined();
    g.caches = { delete: async () => Promise.reject(new Error('SecurityError')) };
    await expect(forgetOfflineCopies()).resolves.toBeUndefined();
  });
});
