/**
 * Route guards of spec §6. The spec names the guards but not which page uses
 * which; the pages below are the natural owners (account pages need a session,
 * preferences an administrator, login is pointless once signed in with a
 * delivery time). Cookie consent and maintenance are the boot machine's.
 */
export interface GuardAudience {
  isLoggedIn: boolean;
  hasDeliveryTime: boolean;
  isAdmin: boolean;
}

const AUTHENTICATED_ONLY = [
  '/confirmar-ubicacion',
  '/confirma-pedido',
  '/mi-cuenta',
  '/mis-favoritos',
  '/mis-pedidos',
  '/mis-suscripciones',
  '/seguir-pedidos',
  '/detalle-pedido',
  '/calificar-pedido',
];
const ADMIN_ONLY = ['/preferencias'];

const matches = (path: string, prefixes: readonly string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** Where a guard sends the user instead, or null when the page is open to them. */
export function guardRedirect(path: string, who: GuardAudience): string | null {
  if (path === '/login' && who.isLoggedIn && who.hasDeliveryTime) return '/'; // login guard
  if (matches(path, ADMIN_ONLY) && !who.isAdmin) return '/productos'; // es-admin
  if (matches(path, AUTHENTICATED_ONLY) && !who.isLoggedIn) return '/productos'; // esta-autenticado
  return null;
}
