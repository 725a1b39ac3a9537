/**
 * The message catalogue's texts that no first-route code shows (machines/messages.ts): the account
 * and address forms' identity texts, the error and status pages, forms, the product pages, the
 * registration popup, payments, account lists, the server's answers and page metadata. A section
 * here and one of the same name in `messages` (identity, errorPage, pages) are one group split in
 * two: `messages` keeps the few texts first-route code shows. They live here so that the home
 * page's scripts do not carry them; import `moreMessages` only from lazily loaded screens, the
 * server and tests.
 */
import { MAX_ONLINE_ORDER_TOTAL_PESOS, UNPAID_ORDER_EXPIRY_MS } from '../constants';
import { SUPPORT_PHONE } from '../messages';
import { formatPesos } from '../rules/money';

export const moreMessages = {
  identity: {
    tooManyFailedLogins:
      'Demasiados intentos fallidos de inicio de sesión con este usuario. Espera unos minutos antes de intentarlo de nuevo o recupera tu contraseña.', // (redactado)
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
    recoverySent:
      'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada.', // (redactado)
    resetTokenInvalid: 'El enlace para cambiar la contraseña no es válido o ya venció. Pide uno nuevo.', // (redactado)
    passwordChanged: 'Tu contraseña fue actualizada.', // (redactado)
    currentPasswordWrong: 'La contraseña actual no es correcta.', // (redactado)
    accountSaved: 'Tus datos fueron actualizados.', // (redactado)
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
  errorPage: {
    maintenance: 'Estamos en Mantenimiento',
    back: 'Volver',
    rateLimited: 'Espera un momento',
    notFound: 'Página No Encontrada',
    goToProducts: 'Ir a Productos',
    genericBody: 'Algo salió mal. Por favor, intenta nuevamente.',
    maintenance503: 'Nos encontramos en mantenimiento',
    routeNotFound: 'This page could not be found',
  },
  pages: {
    comingSoon: 'Esta sección estará disponible pronto.', // (redactado)
    maintenanceBody: 'Estamos haciendo ajustes para atenderte mejor. Vuelve a intentarlo en unos minutos.', // (redactado)
    maintenanceHelp: (phone: string) => `Si necesitas ayuda con un pedido, llámanos al ${phone}.`, // (redactado)
    retry: 'Reintentar', // (redactado)
    staffLogin: 'Acceso para administradores', // (redactado) the maintenance page's discreet link
    secondsLeft: (s: number) => (s === 1 ? 'Reintentando en 1 segundo' : `Reintentando en ${s} segundos`), // (redactado)
    notFoundBody: 'La página que buscas no existe o cambió de dirección.', // (redactado)
    continueShopping: 'Seguir comprando', // (redactado)
    orderStatus: 'Estado', // (redactado)
    orderNumberLabel: 'Pedido número', // (redactado)
    orderPendingTitle: 'Tu pago está en proceso', // (redactado)
    orderFailedTitle: 'No pudimos completar tu pago', // (redactado)
    viewMyOrders: 'Ver mis pedidos', // (redactado)
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
    paused: 'Tu suscripción quedó en pausa: no haremos pedidos hasta que la reanudes.', // (redactado)
    resumed: 'Tu suscripción quedó activa de nuevo.', // (redactado)
    skippedNext: 'No haremos tu próximo pedido; la suscripción sigue con la entrega siguiente.', // (redactado)
    /** `day` in words ('martes 10 de marzo', machines/rules/dates.ts), here and in the mails below: never an ISO date. */
    skipped: (day: string) => `No haremos el pedido del ${day}; la suscripción sigue con la entrega siguiente.`, // (redactado)
    repeatPlacedSubject: (pedido: number) => `Tu pedido de suscripción ${pedido} está listo para pagar`, // (redactado)
    repeatPlacedText: (pedido: number, day: string, time: string, link: string) =>
      `Hola:\n\nCreamos el pedido ${pedido} de tu suscripción para el ${day} a las ${time}. Para que lo preparemos, págalo en los próximos ${UNPAID_ORDER_EXPIRY_MS / 60_000} minutos aquí:\n${link}\n\nSi no quieres este pedido, no hagas nada: sin pago no se prepara y vence solo. Puedes pausar u omitir entregas en Mis suscripciones.`, // (redactado)
    repeatFailedSubject: 'No pudimos crear el pedido de tu suscripción', // (redactado)
    repeatFailedText: (day: string, reason: string) =>
      `Hola:\n\nNo pudimos crear el pedido de tu suscripción para el ${day}: ${reason}\nPuedes hacer el pedido tú mismo en la tienda o revisar tu suscripción en Mis suscripciones.`, // (redactado)
    noSlotLeft: 'ya no quedaban horas de entrega ese día.', // (redactado)
  },
  rating: {
    failed: 'Hubo un error enviando la PQR',
    sent: '¡Gracias por calificar tu pedido!', // (redactado)
    alreadyRated: 'Este pedido ya fue calificado.', // (redactado)
    notDelivered: 'Podrás calificar tu pedido cuando te lo entreguemos.', // (redactado)
    salesPointMismatch: 'El punto de venta no corresponde al pedido.', // (redactado)
    ratingRange: 'La calificación debe ser de 1 a 5.', // (redactado)
  },
  /** Online payment (docs/api/endpoints.md "Payments"). */
  payment: {
    notFound: 'No encontramos el pago de este pedido.', // (redactado)
    alreadyPaid: 'Este pedido ya está pagado.', // (redactado)
    notPayable: 'Este pedido ya no se puede pagar.', // (redactado)
    expired: 'Este pedido venció porque no se pagó a tiempo. Haz un pedido nuevo cuando quieras.', // (redactado)
    resultInvalid: 'Resultado de pago no válido.', // (redactado)
    methodInvalid: 'Medio de pago no válido.', // (redactado)
    notificationInvalid: 'Notificación de pago no válida.', // (redactado)
    providerUnknown: 'Proveedor de pagos desconocido.', // (redactado)
    amountMismatch: 'El valor del pago no coincide con el total del pedido.',
    transactionConflict: 'Esta transacción de pago ya corresponde a otro pago.',
    approvedTitle: '¡Pago aprobado!', // (redactado)
    approvedBody: 'Recibimos tu pago y ya estamos preparando tu pedido. Puedes seguirlo en «Seguir tus pedidos».', // (redactado)
    pendingBody:
      'Tu banco o billetera aún no confirma el pago. Esta página se actualiza sola; no vuelvas a pagar mientras tanto.', // (redactado)
    pendingStalled: 'El pago sigue sin confirmarse. Puedes consultarlo de nuevo o continuar el pago en la pasarela.', // (redactado)
    rejectedBody:
      'El pago fue rechazado y no se hizo ningún cobro. Tu pedido sigue guardado: puedes intentarlo de nuevo con otro medio de pago.', // (redactado)
    checking: 'Consultando el estado de tu pago…', // (redactado)
    checkAgain: 'Consultar de nuevo', // (redactado)
    payAgain: 'Intentar el pago de nuevo', // (redactado)
    continuePayment: 'Continuar con el pago', // (redactado)
    redirecting: 'Te estamos llevando a la pasarela de pagos…', // (redactado)
    method: 'Medio de pago', // (redactado)
    signInToSee: 'Inicia sesión con la cuenta del pedido para ver el estado del pago.', // (redactado)
    stateLabels: { PENDIENTE: 'Pendiente', APROBADO: 'Aprobado', RECHAZADO: 'Rechazado' }, // (redactado)
    methodLabels: { PSE: 'PSE', TARJETA: 'Tarjeta', NEQUI: 'Nequi' } as Record<string, string>, // (redactado)
  },
  /** An administrator's changes of orders and the menu (all redactado). */
  admin: {
    orderFinished: 'Este pedido ya terminó: su estado no puede cambiar.', // (redactado)
    statusBackwards: 'Un pedido no puede volver a un estado anterior.', // (redactado)
    productUnknown: 'No existe un producto con ese código.', // (redactado)
    salesPointUnknown: 'No existe ese punto de venta.', // (redactado)
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
  /** Order errors of docs/product.md#errores (wording redactada: the spec does not quote them). */
  /** The server's checks of what order fields hold (machines/rules/orderFields.ts). */
  orderFields: {
    deliveryDateInvalid: 'La fecha de entrega no es una fecha válida.', // (redactado)
    deliveryTimeInvalid: 'La hora de entrega no es una hora válida.', // (redactado)
    deliveryDayUnavailable: 'Ya no entregamos en la fecha elegida. Elige otra fecha en /confirmar-ubicacion.', // (redactado)
    deliveryTimeUnavailable: 'La hora de entrega elegida ya no es posible. Elige otra hora en /confirmar-ubicacion.', // (redactado)
    phoneInvalid: 'El teléfono de contacto debe tener 7 o 10 dígitos.', // (redactado)
    cellPhoneInvalid: 'El celular debe tener 10 dígitos y empezar por 3.', // (redactado)
    termsNotAccepted: 'Debes aceptar los términos y condiciones para enviar el pedido.', // (redactado)
    totalTooLarge: `Tu pedido supera ${formatPesos(MAX_ONLINE_ORDER_TOTAL_PESOS)}, el valor máximo de un pedido en línea. Para pedidos grandes llámanos al ${SUPPORT_PHONE}.`, // (redactado)
  },
  /** Registration-coupon popup (docs/product.md#pantallas-y-rutas; all redactado). */
  promotions: {
    title: 'Tu cupón de bienvenida',
    imageAlt: 'Regístrate en Pollos La Brasa y recibe tu cupón de bienvenida',
    register: 'Quiero registrarme',
    later: 'Ahora no',
  },
  /** Titles and descriptions of the server-rendered pages, for browsers, search engines and shared links. */
  meta: {
    siteName: 'Pollos La Brasa', // (redactado)
    homeTitle: 'Pollos La Brasa — Pide en línea', // (redactado, as index.html)
    homeDescription: 'Pide en línea pollo asado, broaster y alitas. Domicilios y recogida en tienda.', // (redactado, as index.html)
    productsTitle: 'Nuestro menú — Pollos La Brasa', // (redactado)
    productsDescription:
      'Todo el menú de Pollos La Brasa: pollo asado, broaster, alitas, combos y bebidas, con domicilio o recogida en tienda.', // (redactado)
    categoryTitle: (category: string) => `${category} — Pollos La Brasa`, // (redactado)
    categoryDescription: (category: string, count: number) =>
      `${category} de Pollos La Brasa: ${count === 1 ? '1 producto' : `${count} productos`} para pedir en línea con domicilio o recogida en tienda.`, // (redactado)
    productTitle: (product: string, price: string) => `${product} (${price}) — Pollos La Brasa`, // (redactado)
    notFoundTitle: 'Página No Encontrada — Pollos La Brasa', // (redactado)
    /** Written under the site's name on its social picture (scripts/images/). */
    socialTagline: 'Pollo asado, broaster y alitas a domicilio', // (redactado)
    /** og:image:alt of the site's picture. */
    siteImageAlt: 'Pollos La Brasa: pollo asado, broaster y alitas a domicilio', // (redactado)
    /** og:image:alt of a category's or product's picture: its name on a drawing of the dish. */
    namedImageAlt: (name: string) => `${name}, de Pollos La Brasa`, // (redactado)
  },
  products: {
    title: 'Nuestro menú', // (redactado)
    resultsFor: (text: string) => `Resultados para «${text}»`, // (redactado)
    retry: 'Reintentar', // (redactado)
    minimum: (n: number) => `Mínimo ${n} unidades`, // (redactado)
    showMore: 'Ver más productos', // (redactado)
  },
  forms: {
    loginTitle: 'Ingresa a tu cuenta', // (redactado)
    /** /login when the cart's 'Continuar al Pago' sent the customer (auth mode 1). */
    loginSubtitle: 'Inicia sesión para continuar con tu pedido: tus productos siguen en el carrito.', // (redactado)
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
