import { SUPPORT_CHAT_URL } from '../messages';
import { menuTexts } from '../screenTexts/menu';
import { PATHS } from '../paths';

/** Side menu links of spec §2, and who sees each. */
export interface MenuLink {
  id: string;
  label: string;
  href: string;
  external?: boolean;
}

export interface MenuAudience {
  isLoggedIn: boolean;
  /** The signed-in user has chosen a delivery time. */
  hasDeliveryTime: boolean;
  isAdmin: boolean;
}

export const CONTACT_URL = 'https://www.pollosbrasa.co/contacto';
export const INSTAGRAM_URL = 'https://www.instagram.com/pollosbrasa.co';
/** 'Iniciar Sesión' goes to login with accion n (spec §2). */
export const LOGIN_FROM_MENU_PATH = `${PATHS.login}?accion=n`;

export function sideMenuLinks({ isLoggedIn, hasDeliveryTime, isAdmin }: MenuAudience): MenuLink[] {
  const m = menuTexts;
  const links: MenuLink[] = [
    isLoggedIn
      ? { id: 'account', label: m.myAccount, href: PATHS.miCuenta }
      : { id: 'login', label: m.logIn, href: LOGIN_FROM_MENU_PATH },
    { id: 'products', label: m.products, href: PATHS.productos },
    { id: 'cart', label: m.myCart, href: PATHS.carrito },
    { id: 'recommended', label: m.recommended, href: PATHS.recomendados },
  ];
  if (isLoggedIn && hasDeliveryTime) {
    links.push(
      { id: 'addresses', label: m.myAddresses, href: PATHS.confirmarUbicacion },
      { id: 'track', label: m.trackOrders, href: PATHS.seguirPedidos },
      { id: 'orders', label: m.myOrders, href: PATHS.misPedidos },
      { id: 'favourites', label: m.myFavourites, href: PATHS.misFavoritos },
      { id: 'subscriptions', label: m.mySubscriptions, href: PATHS.misSuscripciones },
    );
  }
  if (isAdmin) links.push({ id: 'preferences', label: m.preferences, href: PATHS.preferencias });
  links.push(
    { id: 'contact', label: m.contactUs, href: CONTACT_URL, external: true },
    { id: 'help', label: m.onlineHelp, href: SUPPORT_CHAT_URL, external: true },
    { id: 'instagram', label: m.instagram, href: INSTAGRAM_URL, external: true },
  );
  return links;
}

// 'Cerrar sesión' is not a link of this list: the menu offers it whenever the session machine would
// take the logout (machines/session selectCanLogOut), delivery time or not (issue 15).
