import { cartMachine, type CartContext } from '../../../machines/cart';
import { defineSamples } from '../../../machines/graph/testModel';
import { ALITAS, ALITAS_MIN_2, NUGGETS, QUERY, TODAY, TOMORROW } from './fixtures';

const deliveryClass = (c: CartContext) => (c.deliveryTime === null ? 'sin horario' : (c.deliveryDate ?? '') >= TODAY ? 'futuro' : 'pasado');

export default defineSamples(cartMachine, {
  inputs: {
    'carrito vacío': { lines: [], coupons: [], query: QUERY },
    'carrito con producto': { lines: [{ producto_id: 'A1', cantidad: 1 }], coupons: [], query: QUERY },
  },
  events: {
    'cart.itemAdded': { alitas: { product: ALITAS }, nuggets: { product: NUGGETS } },
    'cart.itemRemoved': {
      alitas: { productId: 'A1', path: '/carrito' },
      'alitas en /confirma-pedido': { productId: 'A1', path: '/confirma-pedido' },
    },
    'cart.quantityIncreased': { alitas: { productId: 'A1' } },
    'cart.quantityDecreased': { alitas: { productId: 'A1' } },
    'cart.checkoutRequested': { hoy: { today: TODAY } },
    'cart.sessionChanged': { cliente: { isLoggedIn: true, username: 'cliente@pollosbrasa.co' } },
    'cart.deliveryChanged': {
      'mañana 12:00': { deliveryDate: TOMORROW, deliveryTime: '12:00' },
    },
    'cart.queryChanged': { 'a B001': { query: { pdv: 'B001', konda: '30' } } },
  },
  outputs: {
    verifyCart: {
      'todos disponibles': [ALITAS, NUGGETS],
      ninguno: [],
      'sin nuggets': [ALITAS],
      'alitas de a 2': [ALITAS_MIN_2, NUGGETS],
    },
  },
  errors: { verifyCart: { 'sin respuesta': new Error('No hay conexión con el servidor') } },
  exclude: { 'cart.contentChanged': 'internal: the cart raises it after each content change (covered through the edits)' },
  labels: {
    'cart.itemAdded': 'AGREGAR',
    'cart.itemRemoved': 'QUITAR',
    'cart.quantityIncreased': 'MAS',
    'cart.quantityDecreased': 'MENOS',
    'cart.cleared': 'VACIAR',
    'cart.checkoutRequested': 'CONTINUAR_AL_PAGO',
    'cart.sessionChanged': 'SESION',
    'cart.deliveryChanged': 'HORARIO',
    'cart.queryChanged': 'CAMBIAR_PUNTO',
    CART_EDIT_DEBOUNCE: 'pasa 1 s sin cambios',
    CART_RELOAD_DEBOUNCE: 'pasan 500 ms',
  },
  // Only what the guards read, in classes: which lines (alitas 1 or 2+), pending edits or not,
  // signed in or not, a delivery slot or not, a positive total or not, how many coupons.
  abstract: (s) => ({
    lines: s.context.lines.map((l) => `${l.producto_id}:${Math.min(l.cantidad, 2)}`).sort(),
    pending: Object.values(s.context.pending).some((d) => d !== 0),
    isLoggedIn: s.context.isLoggedIn,
    delivery: deliveryClass(s.context),
    total: s.context.priced.totals.total > 0,
    coupons: s.context.coupons.length,
  }),
  describe: (s) => {
    const c = s.context;
    const decision = c.checkoutDecision?.kind;
    const lines = c.lines.length === 0 ? 'vacío' : c.lines.map((l) => `${l.producto_id}×${l.cantidad}`).join(' ');
    const regions = s.value as { edits: string; verification: string };
    return `${decision ? `${decision} · ` : ''}${lines} · ${regions.edits} · ${regions.verification}`;
  },
});
