import { defineSamples } from '../../../tools/statecharts/testModel';
import { EMPTY_LOCATION } from '../../../machines/location';
import { checkoutMachine } from '../../../machines/checkout';
import { storefrontMachine } from '../../../machines/storefront';
import { ADDRESS, ALITAS, B001, CUSTOMER, NOW, now, TOMORROW, user, valueCoupon, YESTERDAY } from '../../fixtures/store';

const MENU = {
  products: [ALITAS],
  categories: [{ grupoportal: 'C03', descripcion: 'Alitas', productos: ['A1'] }],
  complete: true,
};

export default defineSamples(storefrontMachine, {
  inputs: {
    // Reloaded / before accepting the cookies: the tab remembers the recovery link the warning left.
    'primera visita': {
      cookiesAccepted: false,
      path: '/',
      search: '',
      returnPage: '/recuperar-contrasena?token=k9TzQ2',
      user: null,
      location: EMPTY_LOCATION,
      cart: { lines: [], coupons: [] },
      now,
    },
    'cliente que vuelve': {
      cookiesAccepted: true,
      path: '/carrito',
      user: CUSTOMER,
      location: {
        ...EMPTY_LOCATION,
        salesPoint: B001,
        selectedAt: NOW,
        city: 'Bogotá',
        address: ADDRESS,
        deliveryDate: TOMORROW,
        deliveryTime: '12:00',
        pickup: false,
      },
      cart: { lines: [{ producto_id: 'A1', cantidad: 2 }], coupons: [] },
      now,
      // The page was rendered for this visitor's query: its menu is used.
      catalogue: { ...MENU, query: { pdv: 'B001', date: TOMORROW, document: '1020304050', konda: '30' } },
    },
    // A refresh token but no user cookie; a delivery day already past; the page's menu is for another query.
    'sesión recordada, entrega vencida': {
      cookiesAccepted: true,
      path: '/',
      user: null,
      canResume: true,
      location: { ...EMPTY_LOCATION, salesPoint: B001, selectedAt: NOW, deliveryDate: YESTERDAY, deliveryTime: '20:00' },
      cart: { lines: [{ producto_id: 'A1', cantidad: 1 }], coupons: [valueCoupon('BIENVENIDA')] },
      now,
      catalogue: { ...MENU, query: { pdv: 'B001', date: YESTERDAY, document: '1000000000', konda: '30' } },
    },
    // A customer without cedula nor email (priced and named by the no-cedula document); no clock given: Date.now.
    'cliente sin cédula ni correo': {
      cookiesAccepted: true,
      path: '/',
      user: user({ cedula: ' ', email: ' ' }),
      location: EMPTY_LOCATION,
      cart: { lines: [], coupons: [] },
      catalogue: { ...MENU, query: { pdv: 'G001', date: '2025-06-01', document: '10000000000', konda: '28' } },
    },
  },
  events: {
    // What /confirma-pedido and the order result do when they load (src/features/checkout/checkout.ts).
    'storefront.checkoutLoaded': { 'pantalla de pago': { logic: checkoutMachine } },
  },
  // The spawned checkout is a new actor each run: compared as there or not.
  volatile: ['checkout'],
  abstract: (s) => ({ ...s.context, checkout: s.context.checkout !== null }),
  describe: (s) => (s.context.checkout === null ? 'sistema en marcha' : 'sistema en marcha, con el pago cargado'),
});
