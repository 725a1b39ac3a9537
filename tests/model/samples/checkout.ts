import { checkoutMachine } from '../../../machines/checkout';
import { defineSamples } from '../../../machines/graph/testModel';
import { ORDER_RULES_IN_SPEC_ORDER, type OrderRule } from '../../../machines/rules/orderValidation';
import type { Order } from '../../../machines/schemas/order';
import { validOrder } from './fixtures';

/** For each rule of §5, a change to a valid order that breaks that rule and no earlier one. */
const breakers: Record<OrderRule, (o: Order) => Order> = {
  kondaPresent: (o) => ({ ...o, konda: ' ' }),
  recipientRequired: (o) => ({ ...o, nombre_recibe: '' }),
  recipientMaxLength: (o) => ({ ...o, nombre_recibe: 'A'.repeat(51) }),
  deliveryDateRequired: (o) => ({ ...o, fecha_entrega: '' }),
  deliveryTimeRequired: (o) => ({ ...o, hora_entrega: '' }),
  cityRequired: (o) => ({ ...o, ciudad: '' }),
  addressRequired: (o) => ({ ...o, direccion: '' }),
  phoneRequired: (o) => ({ ...o, telefono: '' }),
  paymentTypeRequired: (o) => ({ ...o, tipo_pago: '' }),
  paymentStateRequired: (o) => ({ ...o, estadopago: '' }),
  cellPhoneRequired: (o) => ({ ...o, celularpedido: '' }),
  hasLines: (o) => ({ ...o, detalles_pedido: [] }),
  lineTaxConsistent: (o) => ({ ...o, detalles_pedido: o.detalles_pedido.map((l) => ({ ...l, porcentaje_iva: 19, valor_iva: 0 })) }),
  lineDiscountConsistent: (o) => ({ ...o, detalles_pedido: o.detalles_pedido.map((l) => ({ ...l, descuento: 'S', clase_condicion: '' })) }),
  totalAboveZero: (o) => ({ ...o, totales: { ...o.totales, total: 0 } }),
  deliveryIdentified: (o) => ({ ...o, recogeentienda: '-', valor_domicilio: 0 }),
  observationMaxLength: (o) => ({ ...o, observacion: 'x'.repeat(81) }),
};

const USERNAME = 'cliente@pollosbrasa.co';

export default defineSamples(checkoutMachine, {
  inputs: { 'pedido nuevo': undefined },
  events: {
    'checkout.submitted': {
      'válido': { order: validOrder(2), username: USERNAME },
      'otro válido': { order: validOrder(3), username: USERNAME },
      ...Object.fromEntries(
        ORDER_RULES_IN_SPEC_ORDER.map((rule) => [`sin ${rule}`, { order: breakers[rule](validOrder(2)), username: USERNAME }]),
      ),
    },
  },
  outputs: {
    sendOrder: {
      aceptado: { tipo: 'S', mensaje: 'Pedido creado', pedido: 4321 },
      'aceptado sin número': { tipo: 'S', mensaje: 'Pedido creado' },
      rechazado: { tipo: 'N', mensaje: 'El punto de venta está cerrado' },
      'rechazado sin mensaje': { tipo: 'N', mensaje: '' },
    },
  },
  errors: {
    sendOrder: { 'sin conexión': new Error('No hay conexión con el servidor'), 'sin mensaje': 'boom-no-es-error' },
  },
  labels: { 'checkout.submitted': 'PAGAR', 'checkout.reset': 'REINICIAR', sendOrder: 'sendOrder' },
  // The key is random per submission: only whether there is one tells states apart.
  volatile: ['idempotencyKey'],
  abstract: (s) => ({ ...s.context, idempotencyKey: s.context.idempotencyKey === null ? null : 'clave' }),
  describe: (s) => {
    const status = String(s.value);
    if (s.matches('invalid')) return `invalid (${s.context.error?.rule})`;
    if (s.matches('sent')) return `sent (${s.context.result?.pedido ?? 'sin número'})`;
    return status;
  },
});
