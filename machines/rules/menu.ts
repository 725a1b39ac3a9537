import { messages, SUPPORT_CHAT_URL } from '../messages';

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
export const LOGIN_FROM_MENU_PATH = '/login?accion=n';

export function sideMenuLinks({ isLoggedIn, hasDeliveryTime, isAdmin }: MenuAudience): MenuLink[] {
  const m = messages.layout;
  const links: MenuLink[] = [
    isLoggedIn
      ? { id: 'account', label: m.myAccount, href: '/mi-cuenta' }
      : { id: 'login', label: m.logIn, href: LOGIN_FROM_MENU_PATH },
    { id: 'products', label: m.products, href: '/productos' },
    { id: 'cart', label: m.myCart, href: '/carrito' },
    { id: 'recommended', label: m.recommended, href: '/recomendados' },
  ];
  if (isLoggedIn && hasDeliveryTime) {
    links.push(
      { id: 'addresses', label: m.myAddresses, href: '/confirmar-ubicacion' },
      { id: 'track', label: m.trackOrders, href: '/seguir-pedidos' },
      { id: 'orders', label: m.myOrders, href: '/mis-pedidos' },
      { id: 'favourites', label: m.myFavourites, href: '/mis-favoritos' },
      { id: 'subscriptions', label: m.mySubscriptions, href: '/mis-suscripciones' },
    );
  }
  if (isAdmin) links.push({ id: 'preferences', label: m.preferences, href: '/preferencias' });
  links.push(
    { id: 'contact', label: m.contactUs, href: CONTACT_URL, external: true },
    { id: 'help', label: m.onlineHelp, href: SUPPORT_CHAT_URL, external: true },
    { id: 'instagram', label: m.instagram, href: INSTAGRAM_URL, external: true },
  );
  return links;
}

/** 'Cerrar sesión' shows only for a signed-in user with a delivery time chosen. */
export const showsLogout = ({ isLoggedIn, hasDeliveryTime }: MenuAudience): boolean => isLoggedIn && hasDeliveryTime;
