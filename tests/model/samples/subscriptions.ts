import { subscriptionsMachine } from '../../../machines/subscriptions';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { DOCUMENT, NETWORK_ERROR, PEDIDO, subscription } from './accountFixtures';

export default defineSamples(subscriptionsMachine, {
  inputs: { cliente: { document: DOCUMENT } },
  events: {
    'subscriptions.frequencySaved': { 'cada 15 días': { pedido: PEDIDO, frequency: '15' }, 'cada 91 días': { pedido: PEDIDO, frequency: '91' } },
    'subscriptions.cancelRequested': { 'el pedido': { pedido: PEDIDO } },
  },
  outputs: {
    loadSubscriptions: { 'cada 7 días': [subscription(PEDIDO, 7)], 'cada 15 días': [subscription(PEDIDO, 15)] },
    changeSubscription: { 'tipo S': { tipo: 'S', mensaje: '' }, 'tipo N': { tipo: 'N', mensaje: 'No' } },
  },
  errors: { loadSubscriptions: { 'sin conexión': NETWORK_ERROR }, changeSubscription: { 'sin conexión': NETWORK_ERROR } },
  labels: {
    'subscriptions.frequencySaved': 'GUARDAR FRECUENCIA',
    'subscriptions.cancelRequested': 'CANCELAR SUSCRIPCIÓN',
    'subscriptions.cancelConfirmed': 'SÍ, CANCELAR',
    'subscriptions.cancelDismissed': 'MANTENER',
    'subscriptions.retryRequested': 'REINTENTAR',
    loadSubscriptions: 'la API',
    changeSubscription: 'la API',
  },
  simplePaths: false,
});
