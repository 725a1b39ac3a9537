import { PATHS } from '../paths';
import { routeGuard, routeOf, type RouteGuard } from '../routes';

/**
 * Route guards of docs/product.md#roles, by the guard each route declares in the route table (machines/routes.ts).
 * Cookie consent and maintenance are the boot machine's.
 */
export interface GuardAudience {
  isLoggedIn: boolean;
  hasDeliveryTime: boolean;
  isAdmin: boolean;
}

/** Whether a guard lets this audience see its page. */
export function isAdmitted(guard: RouteGuard | undefined, who: GuardAudience): boolean {
  switch (guard) {
    case 'authenticated': // esta-autenticado
      return who.isLoggedIn;
    case 'admin': // es-admin
      return who.isAdmin;
    case 'guestOrNoDeliveryTime': // login guard
      return !(who.isLoggedIn && who.hasDeliveryTime);
    default:
      return true;
  }
}

/** Where each guard sends an audience it does not admit (docs/product.md#roles). */
const REDIRECTS: Record<RouteGuard, string> = {
  authenticated: PATHS.productos,
  admin: PATHS.productos,
  guestOrNoDeliveryTime: PATHS.index,
};

/** The guard of the route a path opens; none for a path no route matches (the 404 page is open to all). */
export function guardOf(path: string): RouteGuard | undefined {
  const route = routeOf(path);
  return route ? routeGuard(route.name) : undefined;
}

/** Where a guard sends the user instead, or null when the page is open to them. */
export function guardRedirect(path: string, who: GuardAudience): string | null {
  const guard = guardOf(path);
  return guard === undefined || isAdmitted(guard, who) ? null : REDIRECTS[guard];
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
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this check refuses
  if (/[\u0000-\u001f]/.test(trimmed)) return null;
  return trimmed;
}
