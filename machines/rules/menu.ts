import { SUPPORT_CHAT_URL } from '../messages';
import { menuTexts } from '../screenTexts/menu';
import { LOGIN_FROM_MENU_PATH, PATHS } from '../paths';

/** Side menu links of docs/product.md#pantallas-y-rutas, and who sees each. */
export interface MenuLink {
  id: string;
  label: string;
  href: string;
  external?: boolean;
}

/** Who opens the menu. A delivery time is not asked: the account screens do not depend on it (accountLinks). */
export interface MenuAudience {
  isLoggedIn: boolean;
  isAdmin: boolean;
}

export const CONTACT_URL = 'https://www.pollosbrasa.co/contacto';
export const INSTAGRAM_URL = 'https://www.instagram.com/pollosbrasa.co';

/**
 * The signed-in customer's own screens, in the side menu and on /mi-cuenta. A deliberate departure from
 * docs/product.md#pantallas-y-rutas and docs/product.md#roles, which offer them only once a delivery time is chosen: a customer who signs
 * in to check an order has no delivery time yet, and was left with no way to it. The screens themselves
 * never needed one (rules/routeGuards: a session is enough).
 */
export function accountLinks(): MenuLink[] {
  // In the spec's order (docs/product.md#pantallas-y-rutas "Side menu").
  const m = menuTexts;
  return [
    { id: 'addresses', label: m.myAddresses, href: PATHS.confirmarUbicacion },
    { id: 'track', label: m.trackOrders, href: PATHS.seguirPedidos },
    { id: 'orders', label: m.myOrders, href: PATHS.misPedidos },
    { id: 'favourites', label: m.myFavourites, href: PATHS.misFavoritos },
    { id: 'subscriptions', label: m.mySubscriptions, href: PATHS.misSuscripciones },
  ];
}

export function sideMenuLinks({ isLoggedIn, isAdmin }: MenuAudience): MenuLink[] {
  const m = menuTexts;
  const links: MenuLink[] = [
    isLoggedIn
      ? { id: 'account', label: m.myAccount, href: PATHS.miCuenta }
      : { id: 'login', label: m.logIn, href: LOGIN_FROM_MENU_PATH },
    { id: 'products', label: m.products, href: PATHS.productos },
    { id: 'cart', label: m.myCart, href: PATHS.carrito },
    { id: 'recommended', label: m.recommended, href: PATHS.recomendados },
  ];
  if (isLoggedIn) links.push(...accountLinks());
  if (isAdmin) links.push({ id: 'preferences', label: m.preferences, href: PATHS.preferencias });
  links.push(
    { id: 'contact', label: m.contactUs, href: CONTACT_URL, external: true },
    { id: 'help', label: m.onlineHelp, href: SUPPORT_CHAT_URL, external: true },
    { id: 'instagram', label: m.instagram, href: INSTAGRAM_URL, external: true },
  );
  return links;
}

// 'Cerrar sesión' is not a link of this list: the menu offers it whenever the session machine would
// take the logout (machines/session selectCanLogOut), delivery time or not.
