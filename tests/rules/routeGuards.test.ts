import { describe, expect, it } from 'vitest';
import { guardRedirect } from '../../machines/rules/routeGuards';

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
  it('open pages stay open to everyone', () => {
    for (const path of ['/', '/productos', '/carrito', '/productos/combos']) expect(guardRedirect(path, guest)).toBeNull();
  });
});
