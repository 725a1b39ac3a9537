import { defineSamples } from '../../../tools/statecharts/testModel';
import { registrationPopupMachine } from '../../../machines/registrationPopup';
import type { RegistrationCoupon } from '../../../machines/schemas/account';
import { now, valueCoupon } from '../../fixtures/store';

const WELCOME: RegistrationCoupon = {
  ...valueCoupon('BIENVENIDA', { ValorCupon: 10_000, MontoMinimo: 40_000 }),
  imagen: '/img/popup-registro.svg',
  mensaje: 'Regístrate y recibe $ 10.000 de descuento en tu primer pedido desde $ 40.000.',
  vigente_hasta: null,
};

export default defineSamples(registrationPopupMachine, {
  inputs: {
    'cupón habilitado': { couponEnabled: true, now },
    'ya se mostró (habilitarCupon=false)': { couponEnabled: false, now },
    // Without a clock given: the browser's (today's date, whatever day the tests run).
    'cupón habilitado, reloj del navegador': { couponEnabled: true },
  },
  events: {
    'promotion.conditionsChanged': {
      'invitado con cookies en /': { isGuest: true, cookiesAccepted: true, path: '/' },
      'invitado sin cookies': { isGuest: true, cookiesAccepted: false, path: '/' },
      'invitado en /login': { isGuest: true, cookiesAccepted: true, path: '/login' },
      cliente: { isGuest: false, cookiesAccepted: true, path: '/' },
      'invitado en /registro': { isGuest: true, cookiesAccepted: true, path: '/registro' },
      'invitado en /mantenimiento': { isGuest: true, cookiesAccepted: true, path: '/mantenimiento' },
    },
  },
  outputs: {
    loadRegistrationCoupons: {
      'un cupón': [WELCOME],
      ninguno: [],
      'dos cupones, el primero sin imagen': [{ ...WELCOME, nrocupon: 'PRIMERO', imagen: ' ' }, WELCOME],
    },
  },
  errors: {
    loadRegistrationCoupons: {
      'sin respuesta': new Error('Hay algún problema con nuestros servidores, inténtelo de nuevo más tarde'),
    },
  },
  labels: {
    'promotion.conditionsChanged': 'SITUACIÓN',
    'promotion.registerChosen': 'REGISTRARME',
    'promotion.dismissed': 'CERRAR',
  },
  simplePaths: false,
});
