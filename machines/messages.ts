/**
 * Every text shown to people, in one catalogue. Quoted texts are the spec's
 * exact words; texts the spec describes but does not quote are written in
 * natural Colombian Spanish and marked "(redactado)".
 */

export const SUPPORT_PHONE = '(601) 742 5000';
export const SUPPORT_CHAT_URL = 'https://wa.me/5716017425000';

/**
 * The one catalogue of texts people see. Texts that only a lazily loaded screen shows live in
 * machines/screenTexts/ (one file per group of screens: `identity`, `forms`, `payment`, `subscriptions`,
 * `meta` and the others no first-route code shows; `homeAndFooter` those of the home page's content and the footer, which stay server HTML; `order` the order's, which
 * only the checkout screens, the order pages and the server say; `menu` the side menu's links; `cartViews` what the
 * product cards and the cart's views say) so that the first route does not
 * download them; this file holds everything else.
 */
export const messages = {
  layout: {
    offline: 'Sin conexión',
    offlineBody: 'No pudimos abrir esta página porque no hay conexión a internet. Revisa tu red y toca Reintentar.', // (redactado)
    pageFailedBody: 'No pudimos abrir esta página. Por favor, intenta nuevamente.', // (redactado)
    retry: 'Reintentar', // (redactado)
    searchPlaceholder: 'Buscar productos...',
    signIn: 'Ingresar',
    greeting: 'Hola',
    welcome: 'Bienvenido',
    scrollToTop: 'Volver arriba', // (redactado)
    openMenu: 'Abrir menú', // (redactado)
    loading: 'Cargando…', // (redactado)
    skipToContent: 'Saltar al contenido', // (redactado)
    notice: 'Aviso', // (redactado)
  },
  cookies: {
    title: 'Este sitio usa cookies',
    // (redactado)
    body: 'Usamos cookies propias para recordar tu carrito, tu ciudad y tu sesión. Al aceptar, nos permites guardarlas en este navegador.',
    accept: 'Aceptar',
    mustAccept: 'Debe aceptar las cookies para poder navegar por el sitio.',
    // (redactado) The footer control of Ley 1581 (consent may be withdrawn as easily as it was given).
    withdraw: 'Retirar consentimiento de cookies',
    withdrawn: 'Retiraste tu consentimiento: borramos las cookies de tu carrito, ciudad y dirección.',
  },
  cart: {
    emptied: '¡Hola!, has vaciado tu carrito.',
    zeroTotal: 'No puedes enviar el pedido en $0 pesos.',
    moreThanOneValueCoupon: 'No puedes usar más de un cupon valor por pedido.',
    couponMinimum: (amount: string) => `El monto mínimo para aplicar cupones de valor es ${amount}.`,
    couponDropped: (code: string) =>
      `Quitamos el cupón ${code} porque ya no tienes en el carrito los productos a los que aplica.`, // (redactado)
    unavailableProducts: 'Algunos productos de tu carrito pueden no estar disponibles para la dirección confirmada.', // (redactado)
    noLinkedProducts: 'No hemos encontrado productos de los vinculados al carrito para la ciudad seleccionada',
    abandonedCartFailed: 'No se pudo actualizar el carrito abandonado',
    /** 'Agregar' worked: a small toast with a link to the cart. */
    added: (name: string, inCart: number) =>
      inCart === 1 ? `Agregaste ${name} a tu carrito.` : `Agregaste ${name}: tienes ${inCart} en tu carrito.`, // (redactado)
    viewCart: 'Ver carrito',
  },
  /** Reorder from a past order: the notice once the sales point answered. */
  reorderNothing: 'Este pedido no tiene productos para pedir de nuevo.', // (redactado)
  reorder: {
    added: (pedido: number) => `Agregamos a tu carrito los productos del pedido #${pedido}.`, // (redactado)
    addedWithChanges: (pedido: number) => `Agregamos a tu carrito los productos del pedido #${pedido} con los precios de hoy.`, // (redactado)
    unavailable: (names: string) => `Ya no están disponibles en tu punto de venta: ${names}.`, // (redactado)
    priceChanged: (changes: string) => `Cambiaron de precio: ${changes}.`, // (redactado)
    priceChange: (name: string, before: string, now: string) => `${name} (antes ${before}, ahora ${now})`, // (redactado)
    noneAvailable: (pedido: number, names: string) =>
      `Ninguno de los productos del pedido #${pedido} está disponible hoy en tu punto de venta: ${names}.`, // (redactado)
  },
  location: {
    chooseAnotherCity: 'Elegir otra ciudad',
    dialogTitle: 'Tu ciudad y dirección', // (redactado)
    cityLabel: 'Ciudad', // (redactado)
    chooseCity: 'Elegir Ciudad',
    changeAddress: 'Cambiar Dirección',
    cannotChangeWithCart: 'No puedes cambiar la ciudad ni la dirección mientras tu carrito tenga productos.', // (redactado)
    cityTooltip: (city: string) => `Vas a comprar para ${city}?`,
    keep: 'Mantener',
    change: 'Cambiar',
    cityNotFound: 'Ciudad no encontrada',
    genericSalesPointFailed: 'No se pudo asignar PDV generico',
    citySelectionFailed: 'No se pudo seleccionar la ciudad',
    /** A home delivery confirmed without a city: no store can be found to prepare it. */
    deliveryCityMissing: 'Elige tu ciudad para saber cuál de nuestras tiendas te lleva el pedido.', // (redactado)
    /** The store that prepares the delivery is closed at the chosen hour (its opening hours); the order call says it in the same words. */
    deliveryStoreClosed: 'La tienda que prepara tu domicilio está cerrada a esa hora. Elige otra hora de entrega.', // (redactado)
    salesPointNotFound: 'Punto de venta no encontrado', // (redactado)
  },
  session: {
    idleWarning: 'Se cerrará la sesion por inactividad.',
    loggedOutIdle: 'Cerramos tu sesión por inactividad. Ingresa de nuevo para seguir con tu pedido.', // (redactado)
    invalidCredentials: 'Usuario o contraseña incorrectos.', // (redactado)
    usernameMissing: 'Escribe tu usuario o correo.', // (redactado)
    passwordMissing: 'Escribe tu contraseña.', // (redactado)
  },
  errorPage: {
    genericTitle: 'Ha ocurrido un error',
  },
  http: {
    badRequest: 'Hubo algún problema, al procesar su solicitud',
    unauthorized: 'No autorizado, no está permitido',
    forbidden: 'Lo sentimos, no se le permite esta acción',
    notFound: 'Página no encontrada',
    methodNotAllowed: 'Método de ruta de API no permitido',
    validation: 'Los datos enviados no son válidos.', // (redactado)
    tooManyRequests: 'Estamos procesando tu solicitud...',
    serverError: 'Nos encontramos en mantenimiento',
    noResponse: 'Hay algún problema con nuestros servidores, inténtelo de nuevo más tarde',
    other: 'Hubo algún problema con su solicitud, inténtelo de nuevo más tarde',
    network: 'Error de Red.',
  },
  /** Registration, password recovery, account data, addresses and social login (docs/api/endpoints.md "Identity"). */
  identity: {
    registered: '¡Bienvenido! Tu cuenta quedó creada.', // (redactado)
    refreshTokenInvalid: 'Tu sesión venció. Inicia sesión de nuevo.', // (redactado)
  },
  /** Labels of the presentational components in src/ui (all redactado). */
  ui: {
    brandName: 'Pollos La Brasa',
    homeLink: 'Pollos La Brasa, ir al inicio',
    close: 'Cerrar',
    optional: '(opcional)',
    deliverTo: 'Entregar en',
    pickUpAt: 'Recoger en',
    /** Read after the chip's visible text (its name must contain what it shows, WCAG 2.5.3). */
    changeLocation: ', cambiar la ubicación de entrega',
    accountAria: (name: string | null) => (name ? `Tu cuenta, sesión iniciada como ${name}` : 'Ingresar a tu cuenta'),
    cartAria: (n: number) => (n === 0 ? 'Carrito, vacío' : n === 1 ? 'Carrito, 1 producto' : `Carrito, ${n} productos`),
    cart: 'Carrito',
    searchLabel: 'Buscar productos',
    search: 'Buscar',
    clearSearch: 'Borrar búsqueda',
    searchResults: 'Productos sugeridos',
    opensInNewTab: '(se abre en una pestaña nueva)',
    notifications: 'Notificaciones',
    dismiss: 'Cerrar aviso',
  },
  /** The rest of the footer's texts are in machines/screenTexts/homeAndFooter.ts (the footer is an island). */
  footer: {
    privacy: 'Política de privacidad', // (redactado)
  },
  checkoutPages: {
    addressRequired: 'Escribe la dirección de entrega.', // (redactado)
    dateRequired: 'Elige la fecha de entrega.', // (redactado)
    timeRequired: 'Elige la hora de entrega.', // (redactado)
    emptyCart: 'Tu carrito está vacío: agrega productos antes de confirmar el pedido.', // (redactado)
  },
} as const;

export type Messages = typeof messages;
