import { formatPesos } from '../../../machines/rules/money';
import { couponMachine } from '../../../machines/coupon';
import { messages } from '../../../machines/messages';
import { orderMessages } from '../../../machines/screenTexts/order';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { valueCoupon } from '../../fixtures/store';

const LINES = [{ producto_id: 'A1', cantidad: 2 }];
const WELCOME = valueCoupon('BIENVENIDA', { MontoMinimo: 30_000 });
const WINGS = valueCoupon('ALITAS3MIL', { ValorCupon: 3_000, Materialesaplica: 'A1' });

export default defineSamples(couponMachine, {
  inputs: {
    'carrito sin cupón': { applied: null, lines: LINES },
    'carrito con cupón': { applied: WINGS, lines: LINES },
  },
  events: {
    'coupon.codeChanged': { bienvenida: { code: ' bienvenida ' }, 'en blanco': { code: '   ' } },
    'coupon.cartChanged': {
      'sin cupón': { coupons: [], lines: [{ producto_id: 'N1', cantidad: 1 }] },
      'con el cupón': { coupons: [WINGS], lines: [{ producto_id: 'A1', cantidad: 3 }] },
      // Another coupon than the applied one (the applied one was dropped, another kept): the field does not keep showing it.
      'con otro cupón': { coupons: [WELCOME], lines: [{ producto_id: 'A1', cantidad: 1 }] },
    },
  },
  outputs: { validateCoupon: { aceptado: WELCOME } },
  errors: {
    validateCoupon: {
      'ya usado': new Error(orderMessages.couponAlreadyUsed),
      'mínimo no alcanzado': new Error(messages.cart.couponMinimum(formatPesos(30_000))),
      // Blank (spaces only): the docs/product.md#errores generic message instead.
      'sin mensaje': new Error('   '),
    },
  },
  labels: {
    'coupon.codeChanged': 'ESCRIBIR',
    'coupon.submitted': 'APLICAR',
    'coupon.removed': 'QUITAR',
    'coupon.cartChanged': 'CAMBIA_EL_CARRITO',
    validateCoupon: 'el servidor',
  },
  abstract: (s) => ({
    code: s.context.code.trim() !== '',
    applied: s.context.applied?.nrocupon ?? null,
    refusal: s.context.refusal,
    lines: s.context.lines,
  }),
  simplePaths: false,
});
