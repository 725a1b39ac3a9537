import { describe, expect, it } from 'vitest';
import { guardRedirect, sitePagePath } from '../../machines/rules/routeGuards';

const guest = { isLoggedIn: false, hasDeliveryTime: false, isAdmin: false };
const customer = { isLoggedIn: true, hasDeliveryTime: true, isAdmin: false };
const admin = { ...customer, isAdmin: true };

describe('route guards (spec §6)', () => {
  it('esta-autenticado redirects anonymous users to /productos', () => {
    expect(guardRedirect('/confirma-pedido', guest)).toBe('/productos');
    expect(guardRedirect('/mis-pedidos', guest)).toBe('/productos');
    expect(guardRedirect('/confirma-pedido', customer)).toBeNull();
  });
  it('es-admin redirects non-admins to /productos', () => {
    expect(guardRedirect('/preferencias', customer)).toBe('/productos');
    expect(guardRedirect('/preferencias', admin)).toBeNull();
  });
  it('login guard redirects authenticated users with delivery time to /', () => {
    expect(guardRedirect('/login', customer)).toBe('/');
    expect(guardRedirect('/login', { ...customer, hasDeliveryTime: false })).toBeNull();
    expect(guardRedirect('/login', guest)).toBeNull();
  });
  it('the account pages need a session, not a delivery time (a customer who signs in to check an order reaches it)', () => {
    const signedInWithoutTime = { isLoggedIn: true, hasDeliveryTime: false, isAdmin: false };
    for (const path of [
      '/mi-cuenta',
      '/mis-pedidos',
      '/seguir-pedidos',
      '/mis-favoritos',
      '/mis-suscripciones',
      '/confirmar-ubicacion',
    ])
      expect(guardRedirect(path, signedInWithoutTime)).toBeNull();
  });
  it('open pages stay open to everyone', () => {
    for (const path of ['/', '/productos', '/carrito', '/productos/combos']) expect(guardRedirect(path, guest)).toBeNull();
  });
});

describe("a page to send the customer on to is this site's own (the consent warning keeps a deep link)", () => {
  it('keeps a path of this site with its query', () => {
    expect(sitePagePath('/recuperar-contrasena?token=k9T')).toBe('/recuperar-contrasena?token=k9T');
    expect(sitePagePath(' /carrito ')).toBe('/carrito');
  });
  it('refuses anything a browser would read as another site, or that is not a path', () => {
    for (const page of [
      '//sitio-ajeno.example',
      '/\\sitio-ajeno.example',
      'https://sitio-ajeno.example/',
      'javascript:alert(1)',
      'carrito',
      '',
      '/a\nb',
    ])
      expect(sitePagePath(page)).toBeNull();
    expect(sitePagePath(null)).toBeNull();
    expect(sitePagePath(undefined)).toBeNull();
  });
});
