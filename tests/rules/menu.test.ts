import { describe, expect, it } from 'vitest';
import { accountLinks, sideMenuLinks } from '../../machines/rules/menu';
import { guardRedirect } from '../../machines/rules/routeGuards';

const labels = (a: Parameters<typeof sideMenuLinks>[0]) => sideMenuLinks(a).map((l) => l.label);
const ACCOUNT_SCREENS = ['Mis Direcciones', 'Seguir tus pedidos', 'Mis pedidos', 'Mis favoritos', 'Mis suscripciones'];

describe('side menu (spec §2)', () => {
  it('a guest sees Iniciar Sesión (login with accion n), Productos, Mi carrito, Recomendados and the external links', () => {
    const links = sideMenuLinks({ isLoggedIn: false, isAdmin: false });
    expect(links.map((l) => l.label)).toEqual([
      'Iniciar Sesión',
      'Productos',
      'Mi carrito',
      'Recomendados',
      'Contáctanos',
      'Ayuda en línea',
      'Instagram',
    ]);
    expect(links[0]!.href).toBe('/login?accion=n');
    expect(links.filter((l) => l.external).map((l) => l.label)).toEqual(['Contáctanos', 'Ayuda en línea', 'Instagram']);
  });
  it("a signed-in customer always sees Mis Direcciones, Seguir tus pedidos, Mis pedidos, Mis favoritos, Mis suscripciones, in the spec's order", () => {
    const links = labels({ isLoggedIn: true, isAdmin: false });
    expect(links.slice(0, 4)).toEqual(['Mi cuenta', 'Productos', 'Mi carrito', 'Recomendados']);
    expect(links.slice(4, 9)).toEqual(ACCOUNT_SCREENS);
    // 'Cerrar sesión' is the session machine's to offer (selectCanLogOut, tests/machines/session.test.ts), not a link of this list.
    expect(links).not.toContain('Cerrar sesión');
  });
  it('only for administrators: Preferencias', () => {
    expect(labels({ isLoggedIn: true, isAdmin: false })).not.toContain('Preferencias');
    expect(labels({ isLoggedIn: true, isAdmin: true })).toContain('Preferencias');
  });
});

describe('account screens always reachable (a deliberate departure from spec §2 and §6)', () => {
  it('the spec offers them only once a delivery time is chosen; here a signed-in customer without one (signed in to check an order) has them too', () => {
    const withoutTime = sideMenuLinks({ isLoggedIn: true, isAdmin: false });
    expect(withoutTime.filter((l) => ACCOUNT_SCREENS.includes(l.label)).map((l) => l.href)).toEqual([
      '/confirmar-ubicacion',
      '/seguir-pedidos',
      '/mis-pedidos',
      '/mis-favoritos',
      '/mis-suscripciones',
    ]);
  });
  it('/mi-cuenta lists the same screens as the menu, and no route guard sends a signed-in customer without a delivery time away from them', () => {
    const menu = sideMenuLinks({ isLoggedIn: true, isAdmin: false }).filter((l) => ACCOUNT_SCREENS.includes(l.label));
    expect(accountLinks()).toEqual(menu);
    for (const link of accountLinks())
      expect(guardRedirect(link.href, { isLoggedIn: true, hasDeliveryTime: false, isAdmin: false })).toBeNull();
  });
  it('a guest still does not see them (the screens need a session: esta-autenticado)', () => {
    const links = labels({ isLoggedIn: false, isAdmin: false });
    for (const label of ACCOUNT_SCREENS) expect(links).not.toContain(label);
  });
});
