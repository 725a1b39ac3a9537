import { bootMachine } from '../../../machines/boot';
import { MAINTENANCE_PREFERENCE_KEY, POPUP_IMAGE_PREFERENCE_KEY } from '../../../machines/constants';
import { defineSamples } from '../../../tools/statecharts/testModel';

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
    // Issue 15: the administrator signs in from the maintenance page and switches maintenance off.
    'cookies aceptadas en /login': { cookiesAccepted: true, path: '/login' },
  },
  // The route guards of spec §6 have their own start: the other starts do not multiply by every audience.
  focus: {
    'cookies aceptadas en /': EARLIER_EVENTS,
    'sin cookies en /': EARLIER_EVENTS,
    'sin cookies en /carrito': EARLIER_EVENTS,
    'cookies aceptadas en /mantenimiento': EARLIER_EVENTS,
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
    },
    'boot.maintenanceSwitched': { apagado: { on: false }, encendido: { on: true } },
    'navigation.audienceChanged': {
      invitado: { audience: { isLoggedIn: false, hasDeliveryTime: false, isAdmin: false, isResuming: false } },
      'retomando la sesión': { audience: { isLoggedIn: false, hasDeliveryTime: false, isAdmin: false, isResuming: true } },
      'cliente con hora de entrega': { audience: { isLoggedIn: true, hasDeliveryTime: true, isAdmin: false, isResuming: false } },
      administrador: { audience: { isLoggedIn: true, hasDeliveryTime: false, isAdmin: true, isResuming: false } },
      // A logout navigates home as the audience changes: the guard judges /, not the account page left.
      'invitado en / (cerró sesión)': { audience: { isLoggedIn: false, hasDeliveryTime: false, isAdmin: false, isResuming: false }, path: '/' },
      // The staff link's login lands on /preferencias as the audience becomes the administrator.
      'administrador en /preferencias (ingresó)': { audience: { isLoggedIn: true, hasDeliveryTime: false, isAdmin: true, isResuming: false }, path: '/preferencias' },
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
  describe: (s) => {
    const status = (s.value as { status: string }).status;
    const consent = (s.value as { consent: string }).consent;
    return `${status} · cookies ${consent} · ${s.context.path}`;
  },
});
