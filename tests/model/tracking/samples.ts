import { trackingMachine } from '../../../machines/tracking';
import type { TrackedOrderView } from '../../../machines/tracking';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { NOW } from '../../fixtures/store';

const order = (
  pedido: number,
  estado: TrackedOrderView['order']['estado'],
  historial: TrackedOrderView['order']['historial'],
): TrackedOrderView['order'] =>
  ({
    pedido,
    estado,
    fecha_creacion: '2025-06-01T19:30:00.000Z',
    cantidad_productos: 2,
    recogeentienda: '-',
    total_a_pagar: 45_900,
    fecha_entrega: '2025-06-01',
    hora_entrega: '15:30',
    historial,
  }) as TrackedOrderView['order'];

const RECEIVED = [{ estado: 'recibido' as const, fecha: '2025-06-01T19:30:00.000Z' }];
const PREPARING = [...RECEIVED, { estado: 'en preparación' as const, fecha: '2025-06-01T19:35:00.000Z' }];
const PENDING_PAYMENT = {
  pedido: 100001,
  estadopago: 'PENDIENTE' as const,
  metodo: '',
  total_a_pagar: 45_900,
  nrocupon: '',
  cuponesvalor: 0,
  url_pago: '/sandbox/pagos/ref-1',
  fecha_actualizacion: '2025-06-01T19:30:00.000Z',
};

export const ONE_ORDER: TrackedOrderView[] = [{ order: order(100001, 'recibido', RECEIVED), payment: PENDING_PAYMENT }];

export default defineSamples(trackingMachine, {
  outputs: {
    loadTrackedOrders: {
      'un pedido recibido': { orders: ONE_ORDER, at: NOW },
      'sin pedidos': { orders: [], at: NOW + 1 },
    },
  },
  errors: {
    loadTrackedOrders: {
      'sin respuesta': new Error('Hay algún problema con nuestros servidores, inténtelo de nuevo más tarde'),
      'sin mensaje': new Error(' '),
    },
    subscribeToOrders: { 'EventSource no disponible': new Error('EventSource no disponible') },
  },
  events: {
    'orderStream.statusChanged': {
      'en preparación': { change: { pedido: 100001, estado: 'en preparación', historial: PREPARING }, at: NOW + 300_000 },
      'pedido nuevo': { change: { pedido: 100002, estado: 'recibido', historial: RECEIVED }, at: NOW + 400_000 },
    },
    'orderStream.paymentChanged': {
      aprobado: { change: { pedido: 100001, estadopago: 'APROBADO' }, at: NOW + 200_000 },
    },
  },
  labels: {
    'tracking.retryRequested': 'REINTENTAR',
    'orderStream.opened': 'FLUJO ABIERTO',
    'orderStream.failed': 'FLUJO CORTADO',
    'orderStream.statusChanged': 'CAMBIO DE ESTADO',
    'orderStream.paymentChanged': 'CAMBIO DE PAGO',
    loadTrackedOrders: 'seguir_pedidos',
    subscribeToOrders: 'flujo',
    STREAM_RECONNECT: 'espera creciente',
    TRACKING_REFRESH: '30 s',
    ORDER_STREAM_RETRY: '2 min',
  },
  // Which orders and statuses are shown, and how many failures in a row: not when.
  abstract: (s) => ({
    orders: s.context.orders?.map((v) => `${v.order.pedido}:${v.order.estado}:${v.payment?.estadopago ?? '-'}`) ?? null,
    error: s.context.error,
    failures: s.context.failures,
  }),
});
