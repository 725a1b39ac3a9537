import { describe, expect, it } from 'vitest';
import { sideMenuLinks } from '../../machines/rules/menu';

const labels = (a: Parameters<typeof sideMenuLinks>[0]) => sideMenuLinks(a).map((l) => l.label);

describe('side menu (spec §2)', () => {
  it('a guest sees Iniciar Sesión (login with accion n), Productos, Mi carrito, Recomendados and the external links', () => {
    const links = sideMenuLinks({ isLoggedIn: false, hasDeliveryTime: false, isAdmin: false });
    expect(links.map((l) => l.label)).toEqual(['Iniciar Sesión', 'Productos', 'Mi carrito', 'Recomendados', 'Contáctanos', 'Ayuda en línea', 'Instagram']);
    expect(links[0]!.href).toBe('/login?accion=n');
    expect(links.filter((l) => l.external).map((l) => l.label)).toEqual(['Contáctanos', 'Ayuda en línea', 'Instagram']);
  });
  it('only for a signed-in user with a delivery time chosen: Mis Direcciones, Seguir tus pedidos, Mis pedidos, Mis favoritos, Mis suscripciones', () => {
    expect(labels({ isLoggedIn: true, hasDeliveryTime: false, isAdmin: false })).not.toContain('Mis pedidos');
    const withTime = labels({ isLoggedIn: true, hasDeliveryTime: true, isAdmin: false });
    expect(withTime).toEqual(expect.arrayContaining(['Mi cuenta', 'Mis Direcciones', 'Seguir tus pedidos', 'Mis pedidos', 'Mis favoritos', 'Mis suscripciones']));
    // 'Cerrar sesión' is the session machine's to offer (selectCanLogOut, tests/machines/session.test.ts), not a link of this list.
    expect(withTime).not.toContain('Cerrar sesión');
  });
  it('only for administrators: Preferencias', () => {
    expect(labels({ isLoggedIn: true, hasDeliveryTime: true, isAdmin: false })).not.toContain('Preferencias');
    expect(labels({ isLoggedIn: true, hasDeliveryTime: true, isAdmin: true })).toContain('Preferencias');
  });
});
