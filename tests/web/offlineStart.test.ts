import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_DOCUMENT } from '../../machines/constants';
import { api } from '../../src/api/endpoints';
import { isCachedApiPath, isCachedPagePath, isStatusPath } from '../../src/pwa/offlinePolicy';
import { offlineStartList } from '../../src/pwa/offlineStart';

/**
 * Offline from the first visit: the page that installed the service worker names what its
 * start used before the worker ran (src/pwa/offlineStart.ts), so offline after one visit / and
 * /productos start with their menu. What it names must be what the app asks offline, and public.
 */

const page = (pathname: string, images: Array<Partial<HTMLImageElement>> = []) =>
  ({ location: { pathname }, images }) as unknown as Document;
const query = { pdv: 'B001', date: '2026-11-25', konda: '28', document: '52123456' };

afterEach(() => vi.unstubAllGlobals());

describe('what a first visit hands the worker', () => {
  it("the menu call is the very address the app asks offline (src/api/endpoints.ts), with the guest's document, never the customer's cédula", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string | Request) => {
      asked.push(typeof url === 'string' ? url : url.url);
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    });
    await api.products({ ...query, document: GUEST_DOCUMENT });
    await api.categories();
    const { calls } = offlineStartList(page('/carrito'), query);
    expect(asked).toHaveLength(2);
    expect(calls).toEqual(expect.arrayContaining(asked));
    expect(JSON.stringify(calls)).not.toContain(query.document);
  });

  it('the status, the preferences and the generic sales points too; every call one the worker keeps', () => {
    const { calls } = offlineStartList(page('/'), query);
    expect(calls.filter((url) => isStatusPath(url))).toHaveLength(1);
    expect(calls).toEqual(
      expect.arrayContaining(['/api/prefenciasEcommerce/obtenervalores/2', '/api/puntos_ventas/traerPuntosGenericos']),
    );
    expect(calls.every((url) => isStatusPath(url) || isCachedApiPath(url))).toBe(true);
    // Without a sales point yet there is no menu to name.
    expect(offlineStartList(page('/'), { ...query, pdv: '' }).calls.some((url) => url.includes('listar_productos_minimo'))).toBe(
      false,
    );
  });

  it('/ and /productos whichever page was opened, and the page itself (the worker drops it when it is not a menu page)', () => {
    expect(offlineStartList(page('/productos/pollo-asado'), query).pages).toEqual(['/', '/productos', '/productos/pollo-asado']);
    const fromCart = offlineStartList(page('/carrito'), query).pages;
    expect(fromCart.filter(isCachedPagePath)).toEqual(['/', '/productos']);
  });

  it('the images this screen loaded, not the ones still waiting below the fold or broken', () => {
    const images = [
      { complete: true, naturalWidth: 400, currentSrc: 'https://tienda.example/img/productos/P1001.svg', src: '' },
      { complete: false, naturalWidth: 0, currentSrc: '', src: 'https://tienda.example/img/productos/P1002.svg' },
      { complete: true, naturalWidth: 0, currentSrc: '', src: 'https://tienda.example/img/productos/roto.svg' },
    ];
    expect(offlineStartList(page('/', images), query).images).toEqual(['https://tienda.example/img/productos/P1001.svg']);
  });
});
