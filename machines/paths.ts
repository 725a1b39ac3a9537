/** Route paths of spec §2 (name: path), for machines, rules and the router alike. */
export const PATHS = {
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
} as const;

/** The query parameter of /login naming the site page to open once signed in (spec §4: site-internal only; the session checks it). */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** The maintenance page's staff link: sign in, then the preferences where maintenance is switched off (issue 15). */
export const STAFF_LOGIN_PATH = `${PATHS.login}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(PATHS.preferencias)}`;

/**
 * What a path shows, as the server needs to know it before rendering: the public menu pages
 * it renders complete (home, menu, category, product), the other screens of §2 (the app
 * renders them in the browser), or no route at all (404).
 */
export type PageKind =
  | { kind: 'home' }
  | { kind: 'products' }
  | { kind: 'category'; categoria: string }
  | { kind: 'product'; categoria: string; producto: string }
  | { kind: 'screen' }
  | { kind: 'notFound' };

/** Screens with an optional trailing parameter: /resultado-enviar-pedido/{id?}, /resultado-enviar/{pedido?}. */
const WITH_OPTIONAL_PARAM: readonly string[] = [PATHS.resultadoEnviarPedido, PATHS.resultadoEnviar];
const SCREENS: ReadonlySet<string> = new Set(Object.values(PATHS).filter((p) => p !== PATHS.index && p !== PATHS.productos));

export function pageOf(pathname: string): PageKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === PATHS.index) return { kind: 'home' };
  const segments = path.split('/').slice(1);
  if (segments.some((s) => s === '')) return { kind: 'notFound' };
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return null;
    }
  };
  const [first, second, third, ...rest] = segments.map(decode);
  if (first === null || second === null || third === null || rest.length > 0) return { kind: 'notFound' };
  if (`/${first}` === PATHS.productos) {
    if (second === undefined) return { kind: 'products' };
    if (third === undefined) return { kind: 'category', categoria: second };
    return { kind: 'product', categoria: second, producto: third };
  }
  if (second === undefined && third === undefined && SCREENS.has(`/${first}`)) return { kind: 'screen' };
  if (third === undefined && WITH_OPTIONAL_PARAM.includes(`/${first}`)) return { kind: 'screen' };
  return { kind: 'notFound' };
}
