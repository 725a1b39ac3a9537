import { orderDetailMachine } from '../../../machines/orderDetail';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { apiRefusal, detail, DOCUMENT, NETWORK_ERROR, PEDIDO, SILENT_ERROR } from '../../fixtures/account';

export default defineSamples(orderDetailMachine, {
  inputs: { 'pedido del cliente': { pedido: PEDIDO, document: DOCUMENT } },
  events: {
    'orderDetail.subscriptionSet': {
      'suscribirse cada 7 días': { action: 'N', frequency: 7 },
      'cambiar a 91 días': { action: 'M', frequency: 91 },
      'cambiar a 0 días': { action: 'M', frequency: 0 },
      eliminar: { action: 'E', frequency: 0 },
    },
  },
  outputs: {
    loadOrder: {
      recibido: detail('recibido', null),
      'entregado y suscrito': detail('entregado', 7),
      cancelado: detail('cancelado', null),
    },
    cancelOrder: { cancelado: { mensaje: 'Tu pedido fue cancelado.' }, 'sin mensaje': { mensaje: '' } },
    changeSubscription: { 'tipo S': { tipo: 'S', mensaje: '' }, 'tipo N': { tipo: 'N', mensaje: 'No' } },
  },
  errors: {
    loadOrder: { 'no existe': apiRefusal({ kind: 'notFound', status: 404, message: 'No encontramos lo que buscas.' }) },
    cancelOrder: { 'en preparación': SILENT_ERROR, 'sin conexión': NETWORK_ERROR },
    changeSubscription: { 'sin conexión': NETWORK_ERROR },
  },
  labels: {
    'orderDetail.retryRequested': 'REINTENTAR',
    'orderDetail.cancelRequested': 'CANCELAR PEDIDO',
    'orderDetail.cancelConfirmed': 'SÍ, CANCELAR',
    'orderDetail.cancelDismissed': 'NO, MANTENER',
    'orderDetail.subscriptionSet': 'SUSCRIPCIÓN',
    'orderDetail.frequencyEdited': 'EDITAR FRECUENCIA',
  },
  simplePaths: false,
});
