import { reorderMachine } from '../../../machines/reorder';
import type { OrderDetail } from '../../../machines/schemas';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { apiRefusal, detail, NETWORK_ERROR, PEDIDO } from '../../fixtures/account';

/** A delivered order of two alitas (named) and three nuggets (a product whose name the order lost). */
const withLines = (
  lines: Array<{ codigo_producto: string; cantidad: number; total: number; descripcion_corta?: string }>,
): OrderDetail => ({ ...detail('entregado', null), detalles_pedido: lines }) as unknown as OrderDetail;

export default defineSamples(reorderMachine, {
  inputs: { 'carrito vacío': { isCartEmpty: true }, 'carrito con productos': { isCartEmpty: false } },
  events: {
    'reorder.requested': { 'el pedido': { pedido: PEDIDO } },
    'reorder.cartChanged': { vacío: { isEmpty: true }, 'con productos': { isEmpty: false } },
  },
  outputs: {
    loadOrder: {
      'alitas y nuggets': withLines([
        { codigo_producto: 'A1', cantidad: 2, total: 43_200, descripcion_corta: 'Alitas BBQ x8' },
        { codigo_producto: 'N3', cantidad: 3, total: 6_480 },
      ]),
      'sin productos': withLines([]),
    },
  },
  errors: {
    loadOrder: {
      'sin conexión': NETWORK_ERROR,
      'no existe': apiRefusal({ kind: 'notFound', status: 404, message: 'No encontramos lo que buscas.' }),
    },
  },
  labels: {
    'reorder.requested': 'PEDIR DE NUEVO',
    'reorder.replaceChosen': 'REEMPLAZAR',
    'reorder.addChosen': 'AGREGAR',
    'reorder.dismissed': 'CERRAR',
    'reorder.retryRequested': 'REINTENTAR',
    'reorder.cartChanged': 'CARRITO',
    loadOrder: 'la API',
  },
  simplePaths: false,
});
