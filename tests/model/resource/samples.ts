import { resourceMachine } from '../../../machines/resource';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { NETWORK_ERROR, PEDIDO, SILENT_ERROR } from '../../fixtures/account';

export default defineSamples(resourceMachine, {
  inputs: {
    'el pedido a calificar': { source: 'orderDetail', params: { pedido: PEDIDO } },
  },
  outputs: {
    load: { datos: { pedido: PEDIDO, estado: 'entregado' }, 'otros datos': { pedido: PEDIDO, estado: 'cancelado' } },
  },
  errors: {
    load: { 'sin conexión': NETWORK_ERROR, 'sin mensaje': SILENT_ERROR },
  },
  labels: {
    'resource.retryRequested': 'REINTENTAR',
    'resource.reloadRequested': 'RECARGAR',
    load: 'la API',
  },
});
