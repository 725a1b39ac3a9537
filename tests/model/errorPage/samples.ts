import { errorPageMachine } from '../../../machines/errorPage';
import { defineSamples } from '../../../tools/statecharts/testModel';

export default defineSamples(errorPageMachine, {
  events: {
    'errorPage.httpFailed': {
      '429 Retry-After 2': { status: 429, method: 'GET', retryAfterSeconds: 2, inMaintenance: false },
      '429 Retry-After 1.5': { status: 429, method: 'get', retryAfterSeconds: 1.5, inMaintenance: false },
      '429 Retry-After 0': { status: 429, method: 'GET', retryAfterSeconds: 0, inMaintenance: false },
      '429 sin Retry-After': { status: 429, method: 'POST', retryAfterSeconds: null, inMaintenance: false },
      '429 en mantenimiento': { status: 429, method: 'GET', retryAfterSeconds: 2, inMaintenance: true },
      '500 al leer': { status: 500, method: 'GET', retryAfterSeconds: null, inMaintenance: false },
      '503 al leer (get)': { status: 503, method: 'get', retryAfterSeconds: null, inMaintenance: false },
      '500 en mantenimiento': { status: 500, method: 'GET', retryAfterSeconds: null, inMaintenance: true },
      '499 al leer': { status: 499, method: 'GET', retryAfterSeconds: null, inMaintenance: false },
      '500 al enviar': { status: 500, method: 'POST', retryAfterSeconds: null, inMaintenance: false },
      '404': { status: 404, method: 'GET', retryAfterSeconds: null, inMaintenance: false },
      '400 al leer': { status: 400, method: 'GET', retryAfterSeconds: null, inMaintenance: false },
      '405 al leer (get)': { status: 405, method: 'get', retryAfterSeconds: null, inMaintenance: false },
      '403 al enviar': { status: 403, method: 'POST', retryAfterSeconds: null, inMaintenance: false },
      '403 en mantenimiento': { status: 403, method: 'GET', retryAfterSeconds: null, inMaintenance: true },
      '401 al leer': { status: 401, method: 'GET', retryAfterSeconds: null, inMaintenance: false },
    },
  },
  labels: {
    'errorPage.httpFailed': 'RESPUESTA',
    'errorPage.backRequested': 'VOLVER',
    'errorPage.crashed': 'LA_PÁGINA_FALLA',
    'errorPage.navigated': 'NAVEGAR',
    COUNTDOWN_TICK: 'pasa 1 s',
  },
  simplePaths: false,
});
