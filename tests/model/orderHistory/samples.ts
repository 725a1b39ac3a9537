import { orderHistoryMachine } from '../../../machines/orderHistory';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { NETWORK_ERROR, summary } from '../../fixtures/account';

export default defineSamples(orderHistoryMachine, {
  inputs: { 'páginas de 2': { pageSize: 2 } },
  outputs: {
    loadPage: { 'página completa': [summary(1), summary(2)], 'página corta': [summary(3)], 'sin pedidos': [] },
  },
  errors: { loadPage: { 'sin conexión': NETWORK_ERROR } },
  labels: { 'orders.moreRequested': 'VER MÁS', 'orders.retryRequested': 'REINTENTAR', loadPage: 'la API' },
  // Three pages say all there is to say: a full last page offers more, a short one does not.
  when: (s) => s.context.pages.length < 3,
  abstract: (s) => ({
    pages: s.context.pages.length,
    lastFull: s.context.pages.at(-1)?.length === s.context.pageSize,
    error: s.context.error,
  }),
});
