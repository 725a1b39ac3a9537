import { checkoutMachine } from '../../../machines/checkout';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { ORDER_RULES_IN_SPEC_ORDER } from '../../../machines/rules/orderValidation';
import { orderBreakers } from '../../rules/fixtures';
import { validOrder } from '../../fixtures/store';

const USERNAME = 'cliente@pollosbrasa.co';

export default defineSamples(checkoutMachine, {
  inputs: { 'pedido nuevo': undefined },
  events: {
    'checkout.submitted': {
      válido: { order: validOrder(2), username: USERNAME },
      'otro válido': { order: validOrder(3), username: USERNAME },
      'válido sin sesión': { order: validOrder(2) },
      ...Object.fromEntries(
        ORDER_RULES_IN_SPEC_ORDER.map((rule) => [
          `sin ${rule}`,
          { order: orderBreakers[rule](validOrder(2)), username: USERNAME },
        ]),
      ),
    },
  },
  outputs: {
    sendOrder: {
      aceptado: { tipo: 'S', mensaje: 'Pedido creado', pedido: 4321 },
      'aceptado, a pagar en línea': { tipo: 'S', mensaje: 'Pedido creado', pedido: 4321, url_pago: '/sandbox/pagos/ref-4321' },
      'aceptado sin número': { tipo: 'S', mensaje: 'Pedido creado' },
      rechazado: { tipo: 'N', mensaje: 'El punto de venta está cerrado' },
      'rechazado sin mensaje': { tipo: 'N', mensaje: '' },
      'aceptado, pasarela en blanco': { tipo: 'S', mensaje: 'Pedido creado', pedido: 4322, url_pago: '  ' },
      'rechazado con pasarela': { tipo: 'N', mensaje: 'Pago no disponible', url_pago: '/sandbox/pagos/ref-x' },
    },
  },
  errors: {
    sendOrder: {
      'sin conexión': new Error('No hay conexión con el servidor'),
      'sin mensaje': 'boom-no-es-error',
      'Error en blanco': new Error('  '),
      'texto en blanco': '  ' as unknown as Error,
    },
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
