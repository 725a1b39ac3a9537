import { defineSamples } from '../../../machines/graph/testModel';
import { EMPTY_LOCATION } from '../../../machines/location';
import { storefrontMachine } from '../../../machines/storefront';
import { ADDRESS, B001, CUSTOMER, NOW, now, TOMORROW } from './fixtures';

export default defineSamples(storefrontMachine, {
  inputs: {
    'primera visita': { cookiesAccepted: false, path: '/', user: null, location: EMPTY_LOCATION, cart: { lines: [], coupons: [] }, now },
    'cliente que vuelve': {
      cookiesAccepted: true,
      path: '/carrito',
      user: CUSTOMER,
      location: { ...EMPTY_LOCATION, salesPoint: B001, selectedAt: NOW, city: 'Bogotá', address: ADDRESS, deliveryDate: TOMORROW, deliveryTime: '12:00', pickup: false },
      cart: { lines: [{ producto_id: 'A1', cantidad: 2 }], coupons: [] },
      now,
    },
  },
  describe: () => 'sistema en marcha',
});
