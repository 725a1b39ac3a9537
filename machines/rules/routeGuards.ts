import { PATHS } from '../paths';

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
  PATHS.confirmarUbicacion,
  PATHS.confirmaPedido,
  PATHS.miCuenta,
  PATHS.misFavoritos,
  PATHS.misPedidos,
  PATHS.misSuscripciones,
  PATHS.seguirPedidos,
  PATHS.detallePedido,
  PATHS.calificarPedido,
];
const ADMIN_ONLY = [PATHS.preferencias];

const matches = (path: string, prefixes: readonly string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** Where a guard sends the user instead, or null when the page is open to them. */
export function guardRedirect(path: string, who: GuardAudience): string | null {
  if (path === PATHS.login && who.isLoggedIn && who.hasDeliveryTime) return PATHS.index; // login guard
  if (matches(path, ADMIN_ONLY) && !who.isAdmin) return PATHS.productos; // es-admin
  if (matches(path, AUTHENTICATED_ONLY) && !who.isLoggedIn) return PATHS.productos; // esta-autenticado
  return null;
}

/**
 * A page of this site to send the customer on to (a remembered deep link, a post-login return), or
 * null: only an absolute path on this origin ('/x?y', never '//host', '/\\host', 'https:' or control
 * characters), so a crafted link or a tampered storage value can never lead off the site.
 */
export function sitePagePath(path: string | null | undefined): string | null {
  if (typeof path !== 'string') return null;
  const trimmed = path.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(trimmed)) return null;
  return trimmed;
}
