import { subscriptionsMachine } from '../../../machines/subscriptions';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { DOCUMENT, NETWORK_ERROR, PEDIDO, SILENT_ERROR, subscription } from '../../fixtures/account';

export default defineSamples(subscriptionsMachine, {
  inputs: { cliente: { document: DOCUMENT } },
  events: {
    'subscriptions.frequencySaved': {
      'cada 15 días': { pedido: PEDIDO, frequency: '15' },
      'cada 91 días': { pedido: PEDIDO, frequency: '91' },
    },
    'subscriptions.cancelRequested': { 'el pedido': { pedido: PEDIDO } },
    'subscriptions.changeAsked': {
      pausar: { pedido: PEDIDO, change: 'pausar' },
      reanudar: { pedido: PEDIDO, change: 'reanudar' },
      omitir: { pedido: PEDIDO, change: 'omitir' },
    },
  },
  outputs: {
    loadSubscriptions: {
      'cada 7 días': [subscription(PEDIDO, 7)],
      'cada 15 días': [subscription(PEDIDO, 15)],
      // The reference API's own fields (pause and skip): active, paused, and active with a skip to come.
      activa: [subscription(PEDIDO, 7, { pausada: false, omitir_fecha: null })],
      'en pausa': [subscription(PEDIDO, 7, { pausada: true, omitir_fecha: null })],
      'con omisión': [subscription(PEDIDO, 7, { pausada: false, omitir_fecha: '2025-06-08' })],
      // Another order first, paused: each button is about its own subscription.
      'otra en pausa y la activa': [
        subscription(PEDIDO + 1, 7, { pausada: true, omitir_fecha: null }),
        subscription(PEDIDO, 7, { pausada: false, omitir_fecha: null }),
      ],
    },
    changeSubscription: { 'tipo S': { tipo: 'S', mensaje: '' }, 'tipo N': { tipo: 'N', mensaje: 'No' } },
    changeSchedule: {
      'tipo S': { tipo: 'S', mensaje: '' },
      'tipo S con mensaje': { tipo: 'S', mensaje: 'Listo.' },
      'tipo E': { tipo: 'E', mensaje: 'No' },
    },
  },
  errors: {
    loadSubscriptions: { 'sin conexión': NETWORK_ERROR },
    changeSubscription: { 'sin conexión': NETWORK_ERROR },
    changeSchedule: { 'sin conexión': NETWORK_ERROR, 'sin mensaje': SILENT_ERROR },
  },
  labels: {
    'subscriptions.frequencySaved': 'GUARDAR FRECUENCIA',
    'subscriptions.cancelRequested': 'CANCELAR SUSCRIPCIÓN',
    'subscriptions.cancelConfirmed': 'SÍ, CANCELAR',
    'subscriptions.cancelDismissed': 'MANTENER',
    'subscriptions.retryRequested': 'REINTENTAR',
    'subscriptions.changeAsked': 'PROGRAMACIÓN',
    'subscriptions.changeConfirmed': 'SÍ',
    'subscriptions.changeDismissed': 'VOLVER',
    changeSchedule: 'la API',
    loadSubscriptions: 'la API',
    changeSubscription: 'la API',
  },
  simplePaths: false,
});
