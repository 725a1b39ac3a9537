import { bootMachine } from '../../../machines/boot';
import { MAINTENANCE_PREFERENCE_KEY, POPUP_IMAGE_PREFERENCE_KEY } from '../../../machines/constants';
import { defineSamples } from '../../../tools/statecharts/testModel';

/** A recovery mail's link: its token must survive the consent warning. */
const RECOVERY_PAGE = { path: '/recuperar-contrasena', search: '?token=k9TzQ2' };
/** A bare '?' is no query: the page kept is the path alone (a gated page no other deep-link sample opens). */
const BARE_QUERY_PAGE = { path: '/login', search: '?' };
/** A query without its '?' (as wouter's useSearch gives it) is not glued to the path: the page kept is the path alone. */
const QUERY_WITHOUT_MARK_PAGE = { path: '/mi-cuenta', search: 'pedido=7' };
/** A path that would lead off the site if followed ('//host' is another origin to the browser). */
const FOREIGN_PATH = '//sitio-ajeno.example';

/** The starts of a deep link kept through consent: what the customer does around the banner, nothing else. */
const DEEP_LINK_EVENTS = [
  'navigation.changed a /',
  'navigation.changed a /productos',
  'navigation.changed a /carrito',
  'navigation.changed a /recuperar-contrasena?token',
  'navigation.changed a /login? (consulta vacía)',
  'navigation.changed a /mi-cuenta (consulta sin ?)',
  `navigation.changed a ${FOREIGN_PATH}`,
  'consent.accepted',
  'consent.revoked',
];

/** What the starts before the route guards send (the guards' own start sends the rest). */
const EARLIER_EVENTS = [
  'navigation.changed a /productos',
  'navigation.changed a /carrito',
  'navigation.changed a /mantenimiento',
  'navigation.changed a /',
  'navigation.changed a /preferencias',
  'navigation.changed a /productos/alitas',
  'consent.accepted',
  'consent.revoked',
  'boot.retryRequested',
  'boot.maintenanceSwitched apagado',
  'boot.maintenanceSwitched encendido',
];

export default defineSamples(bootMachine, {
  inputs: {
    'cookies aceptadas en /': { cookiesAccepted: true, path: '/' },
    'sin cookies en /': { cookiesAccepted: false, path: '/' },
    'sin cookies en /carrito': { cookiesAccepted: false, path: '/carrito' },
    'cookies aceptadas en /mantenimiento': { cookiesAccepted: true, path: '/mantenimiento' },
    'cookies aceptadas en /mi-cuenta': { cookiesAccepted: true, path: '/mi-cuenta' },
    // The administrator signs in from the maintenance page and switches maintenance off.
    'cookies aceptadas en /login': { cookiesAccepted: true, path: '/login' },
    // The recovery mail's link on a device that has not accepted cookies.
    'sin cookies en /recuperar-contrasena?token': { cookiesAccepted: false, ...RECOVERY_PAGE },
    // …and that customer reloading / before 'Aceptar': the page comes back from this tab's storage.
    'sin cookies en / tras recargar (recuerda /login?accion=n)': {
      cookiesAccepted: false,
      path: '/',
      returnPage: '/login?accion=n',
    },
    // A tampered (or foreign) stored page is never followed.
    [`sin cookies en / (almacenamiento alterado: ${FOREIGN_PATH})`]: {
      cookiesAccepted: false,
      path: '/',
      returnPage: FOREIGN_PATH,
    },
    // Consent given meanwhile (another tab): the stored page is forgotten, not followed.
    'cookies aceptadas en / (recuerda /carrito de antes)': { cookiesAccepted: true, path: '/', returnPage: '/carrito' },
  },
  // The route guards of docs/product.md#roles have their own start: the other starts do not multiply by every audience.
  focus: {
    'cookies aceptadas en /': EARLIER_EVENTS,
    'sin cookies en /': EARLIER_EVENTS,
    'sin cookies en /carrito': EARLIER_EVENTS,
    'cookies aceptadas en /mantenimiento': EARLIER_EVENTS,
    'sin cookies en /recuperar-contrasena?token': DEEP_LINK_EVENTS,
    'sin cookies en / tras recargar (recuerda /login?accion=n)': DEEP_LINK_EVENTS,
    [`sin cookies en / (almacenamiento alterado: ${FOREIGN_PATH})`]: [
      'navigation.changed a /',
      'navigation.changed a /productos',
      'consent.accepted',
    ],
    'cookies aceptadas en / (recuerda /carrito de antes)': [
      'navigation.changed a /carrito',
      'consent.revoked',
      'consent.accepted',
    ],
    'cookies aceptadas en /login': [
      'navigation.audienceChanged administrador',
      'navigation.audienceChanged administrador en /preferencias (ingresó)',
      'navigation.audienceChanged invitado',
      'navigation.changed a /preferencias',
      'navigation.changed a /mantenimiento',
      'navigation.changed a /login',
      'boot.maintenanceSwitched apagado',
    ],
    'cookies aceptadas en /mi-cuenta': [
      'navigation.audienceChanged',
      'navigation.changed a /login',
      'navigation.changed a /mi-cuenta',
      'navigation.changed a /preferencias',
    ],
  },
  events: {
    'navigation.changed': {
      'a /productos': { path: '/productos' },
      'a /carrito': { path: '/carrito' },
      'a /mantenimiento': { path: '/mantenimiento' },
      'a /': { path: '/' },
      'a /preferencias': { path: '/preferencias' },
      'a /productos/alitas': { path: '/productos/alitas' },
      'a /mi-cuenta': { path: '/mi-cuenta' },
      'a /login': { path: '/login' },
      'a /recuperar-contrasena?token': RECOVERY_PAGE,
      'a /login? (consulta vacía)': BARE_QUERY_PAGE,
      'a /mi-cuenta (consulta sin ?)': QUERY_WITHOUT_MARK_PAGE,
      [`a ${FOREIGN_PATH}`]: { path: FOREIGN_PATH },
    },
    'boot.maintenanceSwitched': { apagado: { on: false }, encendido: { on: true } },
    'navigation.audienceChanged': {
      invitado: { audience: { isLoggedIn: false, hasDeliveryTime: false, isAdmin: false, isResuming: false } },
      'retomando la sesión': { audience: { isLoggedIn: false, hasDeliveryTime: false, isAdmin: false, isResuming: true } },
      'cliente con hora de entrega': { audience: { isLoggedIn: true, hasDeliveryTime: true, isAdmin: false, isResuming: false } },
      administrador: { audience: { isLoggedIn: true, hasDeliveryTime: false, isAdmin: true, isResuming: false } },
      // A logout navigates home as the audience changes: the guard judges /, not the account page left.
      'invitado en / (cerró sesión)': {
        audience: { isLoggedIn: false, hasDeliveryTime: false, isAdmin: false, isResuming: false },
        path: '/',
      },
      // The staff link's login lands on /preferencias as the audience becomes the administrator.
      'administrador en /preferencias (ingresó)': {
        audience: { isLoggedIn: true, hasDeliveryTime: false, isAdmin: true, isResuming: false },
        path: '/preferencias',
      },
    },
  },
  outputs: {
    checkStatus: { 'servicio arriba': { estado: true }, 'servicio caído': { estado: false } },
    loadPreferences: {
      'sin mantenimiento': [{ llave: POPUP_IMAGE_PREFERENCE_KEY, valor: '/img/popup.webp' }],
      'mantenimiento S': [{ llave: MAINTENANCE_PREFERENCE_KEY, valor: 'S' }],
      // Written by hand in the admin: lower case and spaces still mean S; the image left blank means none.
      'mantenimiento " s ", imagen en blanco': [
        { llave: POPUP_IMAGE_PREFERENCE_KEY, valor: '  ' },
        { llave: MAINTENANCE_PREFERENCE_KEY, valor: ' s ' },
      ],
      'mantenimiento N, otra en S': [
        { llave: 'otra', valor: 'S' },
        { llave: MAINTENANCE_PREFERENCE_KEY, valor: 'N' },
      ],
    },
  },
  errors: {
    checkStatus: { 'sin respuesta': new Error('No hay conexión con el servidor') },
    loadPreferences: { 'sin respuesta': new Error('No hay conexión con el servidor') },
  },
  labels: {
    'navigation.changed': 'NAVEGAR',
    'navigation.audienceChanged': 'QUIÉN NAVEGA',
    'consent.accepted': 'ACEPTAR_COOKIES',
    'consent.revoked': 'RECHAZAR_COOKIES',
    'boot.retryRequested': 'REINTENTAR',
    'boot.maintenanceSwitched': 'MANTENIMIENTO',
    STATUS_CHECK_TIMEOUT: 'pasan 10 s sin respuesta',
  },
  // The guards read only whether a page is remembered: which one it is does not change the paths.
  abstract: (s) => ({ ...s.context, returnPage: s.context.returnPage !== null }),
  describe: (s) => {
    const status = (s.value as { status: string }).status;
    const consent = (s.value as { consent: string }).consent;
    return `${status} · cookies ${consent} · ${s.context.path}${s.context.returnPage ? ` · sigue a ${s.context.returnPage}` : ''}`;
  },
});
