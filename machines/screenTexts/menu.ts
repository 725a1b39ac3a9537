/**
 * The side menu's and the footer's links (docs/product.md#pantallas-y-rutas "Side menu"), part of the message catalogue
 * (machines/messages.ts): only the side menu (loaded when it opens), the footer (server HTML on
 * the first route) and the account screens show them, so the first route does not download them.
 */
export const menuTexts = {
  myAccount: 'Mi cuenta',
  logIn: 'Iniciar Sesión',
  logOut: 'Cerrar sesión',
  products: 'Productos',
  myCart: 'Mi carrito',
  recommended: 'Recomendados',
  myAddresses: 'Mis Direcciones',
  trackOrders: 'Seguir tus pedidos',
  myOrders: 'Mis pedidos',
  myFavourites: 'Mis favoritos',
  mySubscriptions: 'Mis suscripciones',
  preferences: 'Preferencias',
  contactUs: 'Contáctanos',
  onlineHelp: 'Ayuda en línea',
  instagram: 'Instagram',
  closeMenu: 'Cerrar menú', // (redactado)
  menu: 'Menú', // (redactado)
} as const;
