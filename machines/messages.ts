/**
 * Every text shown to people, in one catalogue. Quoted texts are the spec's
 * exact words; texts the spec describes but does not quote are written in
 * natural Colombian Spanish and marked "(redactado)".
 */

import { MAX_LINE_QUANTITY, MAX_ONLINE_ORDER_TOTAL_PESOS } from './constants';

export const SUPPORT_PHONE = '(601) 742 5000';
export const SUPPORT_CHAT_URL = 'https://wa.me/5716017425000';

/**
 * The one catalogue of texts people see. Texts that only a lazily loaded screen shows live in
 * machines/screenTexts/ (one file per group of screens) so that the first route does not
 * download them; this file holds everything else.
 */
export const messages = {
  layout: {
    offline: 'Sin conexión',
    searchPlaceholder: 'Buscar productos...',
    noProductsFound: 'No se encontraron productos',
    signIn: 'Ingresar',
    greeting: 'Hola',
    welcome: 'Bienvenido',
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
    scrollToTop: 'Volver arriba', // (redactado)
    openMenu: 'Abrir menú', // (redactado)
    closeMenu: 'Cerrar menú', // (redactado)
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
  },
  cart: {
    title: 'Tu Carrito',
    empty: 'Tu carrito está vacío',
    emptied: '¡Hola!, has vaciado tu carrito.',
    checkout: 'Continuar al Pago',
    zeroTotal: 'No puedes enviar el pedido en $0 pesos.',
    moreThanOneValueCoupon: 'No puedes usar más de un cupon valor por pedido.',
    couponMinimum: (amount: string) => `El monto mínimo para aplicar cupones de valor es ${amount}.`,
    unavailableProducts:
      'Algunos productos de tu carrito pueden no estar disponibles para la dirección confirmada.', // (redactado)
    noLinkedProducts: 'No hemos encontrado productos de los vinculados al carrito para la ciudad seleccionada',
    abandonedCartFailed: 'No se pudo actualizar el carrito abandonado',
    add: 'Agregar', // (redactado)
    increase: 'Aumentar cantidad', // (redactado)
    decrease: 'Disminuir cantidad', // (redactado)
    remove: 'Eliminar', // (redactado)
    subtotal: 'Subtotal', // (redactado)
    vat: 'IVA', // (redactado)
    savings: 'Ahorras', // (redactado)
    total: 'Total', // (redactado)
    itemCount: (n: number) => (n === 1 ? '1 producto' : `${n} productos`), // (redactado)
    offerExtras: (n: number) => (n === 1 ? '+1 de regalo' : `+${n} de regalo`), // (redactado)
  },
  location: {
    chooseAnotherCity: 'Elegir otra ciudad',
    dialogTitle: 'Tu ciudad y dirección', // (redactado)
    cityLabel: 'Ciudad', // (redactado)
    chooseCity: 'Elegir Ciudad',
    changeAddress: 'Cambiar Dirección',
    cannotChangeWithCart:
      'No puedes cambiar la ciudad ni la dirección mientras tu carrito tenga productos.', // (redactado)
    cityTooltip: (city: string) => `Vas a comprar para ${city}?`,
    keep: 'Mantener',
    change: 'Cambiar',
    cityNotFound: 'Ciudad no encontrada',
    genericSalesPointFailed: 'No se pudo asignar PDV generico',
    citySelectionFailed: 'No se pudo seleccionar la ciudad',
    salesPointNotFound: 'Punto de venta no encontrado', // (redactado)
  },
  session: {
    idleWarning: 'Se cerrará la sesion por inactividad.',
    invalidCredentials: 'Usuario o contraseña incorrectos.', // (redactado)
    tooManyFailedLogins: 'Demasiados intentos fallidos de inicio de sesión con este usuario. Espera unos minutos antes de intentarlo de nuevo o recupera tu contraseña.', // (redactado)
  },
  errorPage: {
    maintenance: 'Estamos en Mantenimiento',
    back: 'Volver',
    rateLimited: 'Espera un momento',
    notFound: 'Página No Encontrada',
    goToProducts: 'Ir a Productos',
    genericTitle: 'Ha ocurrido un error',
    genericBody: 'Algo salió mal. Por favor, intenta nuevamente.',
    maintenance503: 'Nos encontramos en mantenimiento',
    routeNotFound: 'This page could not be found',
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
  subscriptions: {
    createFailed: 'Apreciado usuario, no se pudo crear la suscripcion, intenta nuevamente.',
    updateFailed: 'Apreciado usuario, no se pudo actualizar la suscripcion, intenta nuevamente.',
    deleteFailed: 'Apreciado usuario, no se pudo eliminar la suscripcion, intenta nuevamente.',
    created: 'Tu suscripción quedó creada.', // (redactado)
    updated: 'Tu suscripción quedó actualizada.', // (redactado)
    deleted: 'Tu suscripción quedó eliminada.', // (redactado)
    alreadyExists: 'Este pedido ya tiene una suscripción.', // (redactado)
    notFound: 'Este pedido no tiene una suscripción.', // (redactado)
    orderCancelled: 'No puedes suscribirte a un pedido cancelado.', // (redactado)
    orderNotPaid: 'Solo puedes suscribirte a un pedido pagado.', // (redactado)
    frequencyRange: 'La frecuencia debe ser de 1 a 90 días.', // (redactado)
    frequencyForDelete: 'Para eliminar la suscripción la frecuencia debe ser 0.', // (redactado)
    documentInvalid: 'El documento no es válido.', // (redactado)
    actionInvalid: 'La acción debe ser N (crear), M (modificar) o E (eliminar).', // (redactado)
  },
  rating: {
    failed: 'Hubo un error enviando la PQR',
    sent: '¡Gracias por calificar tu pedido!', // (redactado)
    alreadyRated: 'Este pedido ya fue calificado.', // (redactado)
    salesPointMismatch: 'El punto de venta no corresponde al pedido.', // (redactado)
    ratingRange: 'La calificación debe ser de 1 a 5.', // (redactado)
  },
  /** Registration, password recovery, account data, addresses and social login (docs/api/endpoints.md "Identity"). */
  identity: {
    namesRequired: 'Escribe tus nombres.', // (redactado)
    surnamesRequired: 'Escribe tus apellidos.', // (redactado)
    nameTooLong: 'Máximo 60 caracteres.', // (redactado)
    cedulaInvalid: 'La cédula debe tener entre 5 y 15 dígitos.', // (redactado)
    emailInvalid: 'Escribe un correo válido, como nombre@correo.com.', // (redactado)
    phoneInvalid: 'El celular debe tener 10 dígitos y empezar por 3.', // (redactado)
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres, con letras y números.', // (redactado)
    passwordTooLong: 'La contraseña puede tener máximo 200 caracteres.', // (redactado)
    passwordsDiffer: 'Las contraseñas no coinciden.', // (redactado)
    termsRequired: 'Debes aceptar los términos y condiciones.', // (redactado)
    emailTaken: 'Ya existe una cuenta con este correo. Inicia sesión o recupera tu contraseña.', // (redactado)
    cedulaTaken: 'Ya existe una cuenta con esta cédula.', // (redactado)
    registered: '¡Bienvenido! Tu cuenta quedó creada.', // (redactado)
    recoverySent: 'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada.', // (redactado)
    resetTokenInvalid: 'El enlace para cambiar la contraseña no es válido o ya venció. Pide uno nuevo.', // (redactado)
    passwordChanged: 'Tu contraseña fue actualizada.', // (redactado)
    currentPasswordWrong: 'La contraseña actual no es correcta.', // (redactado)
    accountSaved: 'Tus datos fueron actualizados.', // (redactado)
    refreshTokenInvalid: 'Tu sesión venció. Inicia sesión de nuevo.', // (redactado)
    loggedOut: 'Cerraste sesión.', // (redactado)
    providerUnknown: 'Proveedor de inicio de sesión no soportado.', // (redactado)
    providerTokenRequired: 'Falta la confirmación del proveedor de inicio de sesión.', // (redactado)
    providerTokenInvalid: 'No pudimos confirmar tu identidad con el proveedor. Intenta de nuevo.', // (redactado)
    providerAlreadyLinked: 'Esta cuenta de Google o Facebook ya está vinculada a otro usuario.', // (redactado)
    providerEmailMismatch: 'El correo debe ser el mismo de tu cuenta de Google o Facebook.',
    addressAliasRequired: 'Ponle un nombre a la dirección, como Casa u Oficina.', // (redactado)
    addressRequired: 'Escribe la dirección.', // (redactado)
    addressNotFound: 'La dirección no existe.', // (redactado)
    addressesFull: 'Ya tienes 20 direcciones guardadas: borra alguna para agregar otra.', // (redactado)
    addressSaved: 'Dirección guardada.', // (redactado)
    addressDeleted: 'Dirección eliminada.', // (redactado)
    recoveryMailSubject: 'Crea una nueva contraseña para tu cuenta de Pollos La Brasa', // (redactado)
    recoveryMail: (nombres: string, link: string, minutes: number) =>
      `Hola, ${nombres}:\n\nRecibimos una solicitud para cambiar la contraseña de tu cuenta en Pollos La Brasa. Para crear una nueva, abre este enlace:\n\n${link}\n\nEl enlace sirve una sola vez y vence en ${minutes} minutos.\n\nSi no fuiste tú, no tienes que hacer nada: tu contraseña sigue siendo la misma.\n\nUn saludo,\nEl equipo de Pollos La Brasa`, // (redactado)
  },
  /** Online payment (docs/api/endpoints.md "Payments"). */
  payment: {
    notFound: 'No encontramos el pago de este pedido.', // (redactado)
    alreadyPaid: 'Este pedido ya está pagado.', // (redactado)
    notPayable: 'Este pedido ya no se puede pagar.', // (redactado)
    resultInvalid: 'Resultado de pago no válido.', // (redactado)
    methodInvalid: 'Medio de pago no válido.', // (redactado)
    notificationInvalid: 'Notificación de pago no válida.', // (redactado)
    providerUnknown: 'Proveedor de pagos desconocido.', // (redactado)
    amountMismatch: 'El valor del pago no coincide con el total del pedido.',
    approvedTitle: '¡Pago aprobado!', // (redactado)
    approvedBody: 'Recibimos tu pago y ya estamos preparando tu pedido. Puedes seguirlo en «Seguir tus pedidos».', // (redactado)
    pendingBody: 'Tu banco o billetera aún no confirma el pago. Esta página se actualiza sola; no vuelvas a pagar mientras tanto.', // (redactado)
    pendingStalled: 'El pago sigue sin confirmarse. Puedes consultarlo de nuevo o continuar el pago en la pasarela.', // (redactado)
    rejectedBody: 'El pago fue rechazado y no se hizo ningún cobro. Tu pedido sigue guardado: puedes intentarlo de nuevo con otro medio de pago.', // (redactado)
    checking: 'Consultando el estado de tu pago…', // (redactado)
    checkAgain: 'Consultar de nuevo', // (redactado)
    payAgain: 'Intentar el pago de nuevo', // (redactado)
    continuePayment: 'Continuar con el pago', // (redactado)
    redirecting: 'Te estamos llevando a la pasarela de pagos…', // (redactado)
    method: 'Medio de pago', // (redactado)
    amount: 'Total', // (redactado)
    signInToSee: 'Inicia sesión con la cuenta del pedido para ver el estado del pago.', // (redactado)
    stateLabels: { PENDIENTE: 'Pendiente', APROBADO: 'Aprobado', RECHAZADO: 'Rechazado' }, // (redactado)
    methodLabels: { PSE: 'PSE', TARJETA: 'Tarjeta', NEQUI: 'Nequi' } as Record<string, string>, // (redactado)
  },
  /** Favourites, recommended products, registration coupon and administrator preferences (all redactado). */
  account: {
    productNotFound: 'El producto no existe.',
    notAFavourite: 'Este producto no está en tus favoritos.',
    favouritesFull: 'Ya tienes 100 favoritos: quita alguno para agregar otro.',
    dateNotToday: 'La fecha debe ser la de hoy.',
    registrationCoupon: (value: string, minimum: string) =>
      `Regístrate y recibe ${value} de descuento en tu primer pedido desde ${minimum}.`,
    preferenceKeyInvalid: 'La llave de la preferencia no es válida.',
    maintenanceValueInvalid: 'El valor de mantenimiento debe ser S o N.',
    popupImageInvalid: 'La imagen debe ser una ruta del sitio (/...) o una dirección https.',
    preferenceSaved: 'Preferencia guardada.',
  },
  /** Order errors of §8 (wording redactada: the spec does not quote them). */
  /** The server's checks of what order fields hold (machines/rules/orderFields.ts). */
  orderFields: {
    deliveryDateInvalid: 'La fecha de entrega no es una fecha válida.', // (redactado)
    deliveryTimeInvalid: 'La hora de entrega no es una hora válida.', // (redactado)
    deliveryDayUnavailable: 'Ya no entregamos en la fecha elegida. Elige otra fecha en /confirmar-ubicacion.', // (redactado)
    deliveryTimeUnavailable: 'La hora de entrega elegida ya no es posible. Elige otra hora en /confirmar-ubicacion.', // (redactado)
    phoneInvalid: 'El teléfono de contacto debe tener 7 o 10 dígitos.', // (redactado)
    cellPhoneInvalid: 'El celular debe tener 10 dígitos y empezar por 3.', // (redactado)
    termsNotAccepted: 'Debes aceptar los términos y condiciones para enviar el pedido.', // (redactado)
    lineQuantityTooLarge: `Puedes pedir hasta ${MAX_LINE_QUANTITY} unidades de cada producto en un pedido en línea. Para pedidos grandes llámanos al ${SUPPORT_PHONE}.`, // (redactado)
    totalTooLarge: `Tu pedido supera $ ${MAX_ONLINE_ORDER_TOTAL_PESOS.toLocaleString('es-CO')}, el valor máximo de un pedido en línea. Para pedidos grandes llámanos al ${SUPPORT_PHONE}.`, // (redactado)
  },
  order: {
    pricesUndeterminable: `No pudimos determinar los precios de tu pedido. Escríbenos por el chat de ventas (${SUPPORT_CHAT_URL}) o llámanos al ${SUPPORT_PHONE}.`,
    kondaMissing: `No pudimos determinar la lista de precios de tu pedido. Escríbenos por el chat de ventas (${SUPPORT_CHAT_URL}) o llámanos al ${SUPPORT_PHONE}.`,
    recipientRequired: 'Escribe el nombre de quien recibe el pedido.',
    recipientTooLong: 'El nombre de quien recibe no puede tener más de 50 caracteres.',
    deliveryDateMissing: 'Elige la fecha de entrega.',
    deliveryTimeMissing: 'Elige la hora de entrega.',
    cityMissing: 'Elige la ciudad de entrega.',
    addressMissing: 'Escribe la dirección de entrega.',
    phoneMissing: 'Escribe un teléfono de contacto.',
    paymentTypeMissing: 'Elige el medio de pago.',
    paymentStateInvalid: 'Campo pedido inválido -> estadopago',
    cellPhoneMissing: 'Para pagar en línea necesitamos tu número de celular.',
    noProducts: 'Tu pedido no tiene productos para enviar.',
    taxCalculation: `No pudimos calcular el IVA de tu pedido. Vuelve a cargar tu carrito o llámanos al ${SUPPORT_PHONE}.`,
    discountCalculation: `No pudimos calcular los descuentos u ofertas de tu pedido. Vuelve a cargar tu carrito o llámanos al ${SUPPORT_PHONE}.`,
    zeroTotal: 'No puedes enviar el pedido en $0 pesos',
    deliveryNotIdentified: 'No pudimos saber si tu pedido es a domicilio o para recoger en tienda. Confirma tu dirección en /confirmar-ubicacion.',
    observationTooLong: 'Las observaciones no pueden tener más de 80 caracteres.',
    unexpected: `Ocurrió un error inesperado con tu pedido. Antes de intentarlo de nuevo revisa tus pedidos recientes en /seguir-pedidos o en /mi-cuenta, o llámanos al ${SUPPORT_PHONE}.`,
    sent: '¡Recibimos tu pedido!', // (redactado)
    couponNotFound: 'El cupón no existe o ya no está vigente.', // (redactado)
    couponAlreadyUsed: 'Este cupón ya fue usado.', // (redactado)
    couponNotApplicable: 'El cupón no aplica para los productos de tu pedido.', // (redactado)
    idempotencyKeyInvalid: 'La clave de idempotencia del pedido no es válida.', // (redactado)
    idempotencyKeyReused: 'Esta clave de idempotencia ya se usó con un pedido diferente.', // (redactado)
    inFlight: 'Tu pedido todavía se está procesando. Espera un momento antes de volver a intentarlo.', // (redactado)
    cancelled: 'Cancelamos tu pedido.', // (redactado)
    cannotCancel: 'Tu pedido ya está en preparación y no se puede cancelar.', // (redactado)
    sentNext: 'Ya lo estamos preparando. Te avisaremos cuando vaya en camino; puedes seguirlo en «Seguir tus pedidos».', // (redactado)
    orderNumber: (n: string | number) => `Pedido número ${n}`, // (redactado)
  },
  /** Registration-coupon popup (spec §2; all redactado). */
  promotions: {
    title: 'Tu cupón de bienvenida',
    imageAlt: 'Regístrate en Pollos La Brasa y recibe tu cupón de bienvenida',
    register: 'Quiero registrarme',
    later: 'Ahora no',
  },
  /** Labels of the presentational components in src/ui (all redactado). */
  ui: {
    brandName: 'Pollos La Brasa',
    homeLink: 'Pollos La Brasa, ir al inicio',
    close: 'Cerrar',
    optional: '(opcional)',
    deliverTo: 'Entregar en',
    pickUpAt: 'Recoger en',
    locationAria: (city: string, address: string) => `Ubicación de entrega: ${city}${address ? `, ${address}` : ''}. Cambiar`,
    accountAria: (name: string | null) => (name ? `Tu cuenta, sesión iniciada como ${name}` : 'Ingresar a tu cuenta'),
    cartAria: (n: number) => (n === 0 ? 'Carrito, vacío' : n === 1 ? 'Carrito, 1 producto' : `Carrito, ${n} productos`),
    cart: 'Carrito',
    menu: 'Menú',
    searchLabel: 'Buscar productos',
    search: 'Buscar',
    clearSearch: 'Borrar búsqueda',
    searchResults: 'Productos sugeridos',
    viewCart: 'Ver carrito',
    quantityOf: (name: string) => `Cantidad de ${name}`,
    increaseOf: (name: string) => `Aumentar cantidad de ${name}`,
    decreaseOf: (name: string) => `Disminuir cantidad de ${name}`,
    removeOf: (name: string) => `Eliminar ${name} del carrito`,
    perUnit: (unit: string) => `/ ${unit}`,
    each: 'c/u',
    vatIncluded: 'IVA incluido',
    regularPrice: 'Precio normal',
    discountBadge: (percent: number) => `−${percent} %`,
    offerBadge: (label: string) => `Oferta ${label}`,
    addToCart: (name: string) => `Agregar ${name} al carrito`,
    adding: 'Agregando…',
    noProductsInCategory: 'No hay productos disponibles en esta categoría por ahora.',
    categories: 'Categorías',
    summaryTitle: 'Resumen de tu pedido',
    deliveryFee: 'Domicilio',
    opensInNewTab: '(se abre en una pestaña nueva)',
    notifications: 'Notificaciones',
    dismiss: 'Cerrar aviso',
  },
  footer: {
    tagline: 'Pollo asado, broaster y combos para compartir. Pide a domicilio o recoge en tienda.', // (redactado)
    paymentMethods: 'Medios de pago', // (redactado)
    quickAccess: 'Accesos rápidos', // (redactado)
    restaurants: 'Nuestros restaurantes',
    supportChat: 'Chat de soporte', // (redactado)
    contact: 'Contáctanos',
    customerService: 'Servicio al cliente', // (redactado)
    phone: 'Línea de atención', // (redactado)
    privacy: 'Política de privacidad', // (redactado)
    followUs: 'Síguenos', // (redactado)
    copyright: (year: number) => `© ${year} Pollos La Brasa`,
    version: (version: string) => `Versión ${version}`,
    paymentAlt: {
      visa: 'Visa',
      amex: 'American Express',
      mastercard: 'Mastercard',
      pse: 'PSE',
      diners: 'Diners Club',
      daviplata: 'Daviplata',
      nequi: 'Nequi',
      efectivo: 'Efectivo',
    },
  },
  home: {
    featured: 'Los favoritos de la casa', // (redactado)
    seeMenu: 'Ver todo el menú', // (redactado)
    acceptToSeeMenu: 'Acepta las cookies para ver nuestro menú y armar tu pedido.', // (redactado)
  },
  /** Titles and descriptions of the server-rendered pages, for browsers, search engines and shared links. */
  meta: {
    siteName: 'Pollos La Brasa', // (redactado)
    homeTitle: 'Pollos La Brasa — Pide en línea', // (redactado, as index.html)
    homeDescription: 'Pide en línea pollo asado, broaster y alitas. Domicilios y recogida en tienda.', // (redactado, as index.html)
    productsTitle: 'Nuestro menú — Pollos La Brasa', // (redactado)
    productsDescription: 'Todo el menú de Pollos La Brasa: pollo asado, broaster, alitas, combos y bebidas, con domicilio o recogida en tienda.', // (redactado)
    categoryTitle: (category: string) => `${category} — Pollos La Brasa`, // (redactado)
    categoryDescription: (category: string, count: number) =>
      `${category} de Pollos La Brasa: ${count === 1 ? '1 producto' : `${count} productos`} para pedir en línea con domicilio o recogida en tienda.`, // (redactado)
    productTitle: (product: string, price: string) => `${product} (${price}) — Pollos La Brasa`, // (redactado)
    notFoundTitle: 'Página No Encontrada — Pollos La Brasa', // (redactado)
  },
  products: {
    title: 'Nuestro menú', // (redactado)
    resultsFor: (text: string) => `Resultados para «${text}»`, // (redactado)
    retry: 'Reintentar', // (redactado)
    minimum: (n: number) => `Mínimo ${n} unidades`, // (redactado)
    showMore: 'Ver más productos', // (redactado)
  },
  checkoutPages: {
    addressRequired: 'Escribe la dirección de entrega.', // (redactado)
    dateRequired: 'Elige la fecha de entrega.', // (redactado)
    timeRequired: 'Elige la hora de entrega.', // (redactado)
    emptyCart: 'Tu carrito está vacío: agrega productos antes de confirmar el pedido.', // (redactado)
  },
  pages: {
    heroHeadline: 'El sabor a la brasa de siempre, ahora a domicilio', // (redactado, as in public/img/hero.svg)
    heroText: 'Pollo asado, broaster y alitas hasta tu puerta. Pide en línea y recibe en casa o recoge en tienda.', // (redactado)
    heroCta: 'Ver productos', // (redactado)
    comingSoon: 'Esta sección estará disponible pronto.', // (redactado)
    maintenanceBody: 'Estamos haciendo ajustes para atenderte mejor. Vuelve a intentarlo en unos minutos.', // (redactado)
    maintenanceHelp: (phone: string) => `Si necesitas ayuda con un pedido, llámanos al ${phone}.`, // (redactado)
    retry: 'Reintentar', // (redactado)
    rateLimitedBody: 'Recibimos muchas solicitudes a la vez. Volveremos a intentarlo en un momento.', // (redactado)
    secondsLeft: (s: number) => (s === 1 ? 'Reintentando en 1 segundo' : `Reintentando en ${s} segundos`), // (redactado)
    notFoundBody: 'La página que buscas no existe o cambió de dirección.', // (redactado)
    continueShopping: 'Seguir comprando', // (redactado)
    orderStatus: 'Estado', // (redactado)
    orderNumberLabel: 'Pedido número', // (redactado)
    orderPendingTitle: 'Tu pago está en proceso', // (redactado)
    orderFailedTitle: 'No pudimos completar tu pago', // (redactado)
    viewMyOrders: 'Ver mis pedidos', // (redactado)
  },
  forms: {
    loginTitle: 'Ingresa a tu cuenta', // (redactado)
    loginSubtitle: 'Para pagar tu pedido necesitas iniciar sesión.', // (redactado)
    username: 'Usuario o correo', // (redactado)
    password: 'Contraseña', // (redactado)
    showPassword: 'Mostrar contraseña', // (redactado)
    hidePassword: 'Ocultar contraseña', // (redactado)
    forgotPassword: '¿Olvidaste tu contraseña?', // (redactado)
    noAccount: '¿No tienes cuenta?', // (redactado)
    register: 'Regístrate', // (redactado)
    or: 'o', // (redactado)
    withGoogle: 'Continuar con Google', // (redactado)
    withFacebook: 'Continuar con Facebook', // (redactado)
    addressTitle: 'Confirma tu ubicación', // (redactado)
    deliveryMode: '¿Cómo quieres recibir tu pedido?', // (redactado)
    homeDelivery: 'Domicilio', // (redactado)
    pickUp: 'Recoger en tienda', // (redactado)
    city: 'Ciudad', // (redactado)
    address: 'Dirección', // (redactado)
    addressHint: 'Ej.: Calle 45 # 12-30', // (redactado)
    neighbourhood: 'Barrio', // (redactado)
    complement: 'Complemento', // (redactado)
    complementHint: 'Apartamento, torre, oficina o un punto de referencia', // (redactado)
    deliveryDate: 'Fecha de entrega', // (redactado)
    deliveryTime: 'Hora de entrega', // (redactado)
    chooseOption: 'Selecciona una opción', // (redactado)
    confirmAddress: 'Confirmar ubicación', // (redactado)
    confirmTitle: 'Confirma tu pedido', // (redactado)
    recipientName: 'Nombre de quien recibe', // (redactado)
    phone: 'Teléfono', // (redactado)
    cellPhone: 'Celular', // (redactado)
    cellPhoneHint: 'Te escribiremos a este número sobre tu pago y tu pedido.', // (redactado)
    observation: 'Observaciones', // (redactado)
    observationHint: 'Ej.: sin cebolla, dejar en portería', // (redactado)
    characterCount: (n: number, max: number) => `${n}/${max}`,
    characterCountAria: (n: number, max: number) => `${n} de ${max} caracteres`, // (redactado)
    deliveryDetails: 'Datos de entrega', // (redactado)
    pay: 'Pagar', // (redactado)
  },
  /** Server start: one process per PGlite data folder (server/db/dataLock.ts). */
  dataLock: {
    folderInUse: (folder: string, pid: number, host: string) =>
      `La carpeta de datos ${folder} ya está en uso por otro proceso del servidor (pid ${pid} en ${host}); detenga ese proceso o use otra DATA_DIR. Varios procesos necesitan PostgreSQL (DATABASE_URL). / The data folder ${folder} is already in use by another server process (pid ${pid} on ${host}); stop it or use another DATA_DIR. Several processes need PostgreSQL (DATABASE_URL).`,
  },
} as const;

export type Messages = typeof messages;
