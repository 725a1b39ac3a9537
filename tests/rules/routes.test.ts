import { describe, expect, expectTypeOf, it } from 'vitest';
import { PATHS, pageOf } from '../../machines/paths';
import { basePath, ROUTE_NAMES, ROUTES, routeOf, type RouteName } from '../../machines/routes';
import { guardRedirect, isAdmitted } from '../../machines/rules/routeGuards';
import { categoryPath, productPath, productSlugs } from '../../machines/rules/slugs';
import { robotsTxt } from '../../server/web/seo';
import { product } from './fixtures';

/** A concrete path of a pattern, every parameter filled in ('/productos/:categoria' → '/productos/x1'). */
const sample = (pattern: string) => pattern.replace(/:(\w+)\??/g, (_, name: string) => `${name}-1`);

const guest = { isLoggedIn: false, hasDeliveryTime: false, isAdmin: false };
const signedIn = { isLoggedIn: true, hasDeliveryTime: false, isAdmin: false };
const located = { ...signedIn, hasDeliveryTime: true };
const admin = { ...located, isAdmin: true };

describe('the route table is the one place a route is declared', () => {
  it('no two routes share a pattern, and each route opens the paths of its own pattern (the router takes the first match)', () => {
    const patterns = ROUTE_NAMES.map((name) => ROUTES[name].path);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const name of ROUTE_NAMES) {
      expect(routeOf(sample(ROUTES[name].path))?.name, ROUTES[name].path).toBe(name);
    }
    for (const [name, path] of Object.entries(PATHS)) expect(routeOf(path)?.name, path).toBe(name);
  });

  it('PATHS names every route with a path of its own, as it did before the table (spec §2)', () => {
    expect(PATHS).toEqual({
      index: '/',
      productos: '/productos',
      carrito: '/carrito',
      confirmaPedido: '/confirma-pedido',
      confirmarUbicacion: '/confirmar-ubicacion',
      resultadoEnviarPedido: '/resultado-enviar-pedido',
      resultadoEnviar: '/resultado-enviar',
      calificarPedido: '/calificar-pedido',
      detallePedido: '/detalle-pedido',
      login: '/login',
      callback: '/callback',
      registro: '/registro',
      recuperarContrasena: '/recuperar-contrasena',
      miCuenta: '/mi-cuenta',
      misFavoritos: '/mis-favoritos',
      misPedidos: '/mis-pedidos',
      misSuscripciones: '/mis-suscripciones',
      seguirPedidos: '/seguir-pedidos',
      recomendados: '/recomendados',
      preferencias: '/preferencias',
      mantenimiento: '/mantenimiento',
    });
    // Literal types survive the derivation: callers keep comparing against exact paths.
    expectTypeOf(PATHS.resultadoEnviarPedido).toEqualTypeOf<'/resultado-enviar-pedido'>();
    expectTypeOf(PATHS).not.toHaveProperty('categoria');
  });

  it('parameters arrive decoded and named as in the pattern; an optional one left out is absent', () => {
    expect(routeOf('/productos/pollo%20asado/ala')).toEqual({
      name: 'producto',
      params: { categoria: 'pollo asado', producto: 'ala' },
    });
    expect(routeOf('/resultado-enviar-pedido/123')).toEqual({ name: 'resultadoEnviarPedido', params: { id: '123' } });
    expect(routeOf('/resultado-enviar-pedido')).toEqual({ name: 'resultadoEnviarPedido', params: {} });
  });

  it('a path no route matches is a 404: extra segments, an empty segment, an undecodable one', () => {
    for (const path of [
      '/healthz',
      '/mi-cuenta/123',
      '/productos/a/b/c',
      '//productos',
      '/productos/%E0%A4%A',
      '/resultado-enviar/1/2',
    ])
      expect(routeOf(path), path).toBeNull();
  });
});

describe('what is derived from the table', () => {
  it('pageOf: the server renders exactly the routes the table marks, each as its page; every other route is a browser screen', () => {
    const rendered = ROUTE_NAMES.filter((name) => pageOf(sample(ROUTES[name].path)).kind !== 'screen');
    expect(rendered).toEqual<RouteName[]>(['index', 'productos', 'categoria', 'producto']);
    expect(pageOf('/productos/combos')).toEqual({ kind: 'category', categoria: 'combos' });
    expect(pageOf('/no-existe').kind).toBe('notFound');
  });

  it('the account, order and checkout pages need a session; the preferences an administrator; login closes once located (spec §6)', () => {
    const guarded = (guard: string) => ROUTE_NAMES.filter((name) => (ROUTES[name] as { guard?: string }).guard === guard);
    expect(guarded('authenticated')).toEqual<RouteName[]>([
      'confirmaPedido',
      'confirmarUbicacion',
      'miCuenta',
      'misFavoritos',
      'misSuscripciones',
      'misPedidos',
      'seguirPedidos',
      'detallePedido',
      'calificarPedido',
    ]);
    expect(guarded('admin')).toEqual<RouteName[]>(['preferencias']);
    expect(guarded('guestOrNoDeliveryTime')).toEqual<RouteName[]>(['login']);
  });

  it("guardRedirect follows each route's guard: a guest leaves a signed-in page for /productos, a customer an admin page, a located customer /login for /", () => {
    for (const name of ROUTE_NAMES) {
      const path = sample(ROUTES[name].path);
      const guard = (ROUTES[name] as { guard?: string }).guard;
      expect(guardRedirect(path, guest), path).toBe(guard === 'authenticated' || guard === 'admin' ? '/productos' : null);
      expect(guardRedirect(path, signedIn), path).toBe(guard === 'admin' ? '/productos' : null);
      expect(guardRedirect(path, located), path).toBe(
        guard === 'admin' ? '/productos' : guard === 'guestOrNoDeliveryTime' ? '/' : null,
      );
      expect(guardRedirect(path, admin), path).toBe(guard === 'guestOrNoDeliveryTime' ? '/' : null);
    }
    // The 404 page is open to everyone.
    expect(guardRedirect('/mi-cuenta/123', guest)).toBeNull();
  });

  it('the router draws a guarded page for exactly the audience guardRedirect lets stay', () => {
    for (const guard of ['authenticated', 'admin', 'guestOrNoDeliveryTime', undefined] as const)
      for (const who of [guest, signedIn, located, admin]) {
        const path = sample(ROUTES[ROUTE_NAMES.find((name) => (ROUTES[name] as { guard?: string }).guard === guard)!].path);
        expect(isAdmitted(guard, who)).toBe(guardRedirect(path, who) === null);
      }
  });

  it('robots.txt keeps crawlers out of every one-customer screen of the table and never out of a sitemap page', () => {
    const disallowed = robotsTxt('https://x.example')
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const name of ROUTE_NAMES) {
      const { crawl, path } = ROUTES[name];
      expect(disallowed.includes(basePath(path)), name).toBe(crawl === 'disallow');
    }
    expect(disallowed).toContain('/api/');
    expect(disallowed).toContain('/mi-cuenta');
    expect(disallowed).not.toContain('/productos');
  });

  it("the sitemap's category and product URLs open the table's category and product routes", () => {
    const p = product({ descripcion_corta: 'Pollo Asado Entero', descr_categoria: 'Pollo Asado' });
    expect(routeOf(categoryPath('Pollo Asado'))?.name).toBe('categoria');
    expect(routeOf(productPath(p, productSlugs([p])))?.name).toBe('producto');
  });
});
