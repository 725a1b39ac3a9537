import { defineSamples } from '../../../tools/statecharts/testModel';
import { paymentMachine } from '../../../machines/payment';
import type { PaymentState, PaymentStatus } from '../../../machines/schemas/payment';

const status = (estadopago: PaymentState, url_pago: string | null): PaymentStatus => ({
  pedido: 100001,
  estadopago,
  metodo: estadopago === 'PENDIENTE' ? '' : 'NEQUI',
  total_a_pagar: 45_900,
  nrocupon: '',
  cuponesvalor: 0,
  url_pago,
  fecha_actualizacion: '2026-03-02T15:00:00.000Z',
});

export default defineSamples(paymentMachine, {
  inputs: {
    'pedido con sesión': { pedido: 100001, signedIn: true },
    'sin número de pedido': { pedido: null, signedIn: true },
    'sin sesión': { pedido: 100001, signedIn: false },
    'sin número ni sesión': { pedido: null, signedIn: false },
  },
  outputs: {
    loadPaymentStatus: {
      aprobado: status('APROBADO', null),
      pendiente: status('PENDIENTE', '/sandbox/pagos/ref-1'),
      'pendiente sin pasarela': status('PENDIENTE', null),
      rechazado: status('RECHAZADO', '/sandbox/pagos/ref-1'),
    },
    retryPayment: {
      'nuevo intento': status('PENDIENTE', '/sandbox/pagos/ref-2'),
      'ya aprobado': status('APROBADO', null),
    },
  },
  errors: {
    loadPaymentStatus: { 'sin permiso': new Error('Lo sentimos, no se le permite esta acción'), 'sin mensaje': new Error(' ') },
    retryPayment: { 'ya no se puede pagar': new Error('Este pedido ya no se puede pagar.') },
  },
  events: {
    'orderStream.paymentChanged': {
      'este pedido aprobado': { change: { pedido: 100001, estadopago: 'APROBADO' }, at: 0 },
      'otro pedido': { change: { pedido: 100002, estadopago: 'APROBADO' }, at: 0 },
    },
  },
  // The stream's other news is the tracking page's; here only a payment changed matters.
  exclude: {
    'orderStream.opened': 'el flujo abierto no cambia nada en esta página',
    'orderStream.failed': 'un flujo cortado deja las consultas cada 5 s, que siguen igual',
    'orderStream.statusChanged': 'el estado de cocina no es asunto de esta página',
  },
  labels: {
    'orderStream.paymentChanged': 'PAGO CONFIRMADO (FLUJO)',
    'payment.checkRequested': 'CONSULTAR DE NUEVO',
    'payment.retryRequested': 'INTENTAR DE NUEVO',
    'payment.continueRequested': 'CONTINUAR EL PAGO',
    PAYMENT_STATUS_POLL: '5 s',
  },
  // Which answer came last and whether the automatic checks are used up tell states apart, not the count itself.
  abstract: (s) => ({
    pedido: s.context.pedido,
    estadopago: s.context.status?.estadopago ?? null,
    url: s.context.status?.url_pago ?? null,
    error: s.context.error,
    polls: s.context.polls,
  }),
});
