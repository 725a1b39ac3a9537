import { bootMachine } from '../../../machines/boot';
import { MAINTENANCE_PREFERENCE_KEY, POPUP_IMAGE_PREFERENCE_KEY } from '../../../machines/constants';
import { defineSamples } from '../../../tools/statecharts/testModel';

export default defineSamples(bootMachine, {
  inputs: {
    'cookies aceptadas en /': { cookiesAccepted: true, path: '/' },
    'sin cookies en /': { cookiesAccepted: false, path: '/' },
    'sin cookies en /carrito': { cookiesAccepted: false, path: '/carrito' },
    'cookies aceptadas en /mantenimiento': { cookiesAccepted: true, path: '/mantenimiento' },
  },
  events: {
    'navigation.changed': {
      'a /productos': { path: '/productos' },
      'a /carrito': { path: '/carrito' },
      'a /mantenimiento': { path: '/mantenimiento' },
      'a /': { path: '/' },
      'a /preferencias': { path: '/preferencias' },
      'a /productos/alitas': { path: '/productos/alitas' },
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
    'consent.accepted': 'ACEPTAR_COOKIES',
    'consent.revoked': 'RECHAZAR_COOKIES',
    'boot.retryRequested': 'REINTENTAR',
    STATUS_CHECK_TIMEOUT: 'pasan 10 s sin respuesta',
  },
  describe: (s) => {
    const status = (s.value as { status: string }).status;
    const consent = (s.value as { consent: string }).consent;
    return `${status} · cookies ${consent} · ${s.context.path}`;
  },
});
