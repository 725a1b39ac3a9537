import { cartMachine, type CartContext } from '../../../machines/cart';
import { defineSamples } from '../../../tools/statecharts/testModel';
import {
  ALITAS,
  ALITAS_MIN_2,
  bogotaAt,
  CLOCK_TIMES,
  NUGGETS,
  NOW,
  QUERY,
  TODAY,
  TOMORROW,
  valueCoupon,
} from '../../fixtures/store';

const REORDER_ITEMS = [
  { producto_id: 'A1', cantidad: 1, nombre: 'Alitas BBQ x8', precio: 21_600 },
  { producto_id: 'N3', cantidad: 3, nombre: 'Nuggets', precio: 2_000 },
];

/** The alitas at the Chapinero store: $ 23.700 where the cart showed $ 21.600. */
const ALITAS_AT_CHAPINERO = { ...ALITAS, precio: 21_944 };
/** The answer that changes a price; sent only while the query is Chapinero's (see `when`). */
const CHAPINERO_PRICES = [ALITAS_AT_CHAPINERO, NUGGETS];

/** The reorder sent only once the cart told a changed price (see `when`). */
const REORDER_AFTER_NOTICE = 100002;

const deliveryClass = (c: CartContext) => (c.deliveryTime === null ? 'sin horario' : `${c.deliveryDate} ${c.deliveryTime}`);

/** The larger of a line's quantity and that quantity plus its pending plus/minus. */
const shownQuantity = (c: CartContext, productId: string) => {
  const quantity = c.lines.find((l) => l.producto_id === productId)?.cantidad ?? 0;
  return Math.max(quantity, quantity + (c.pending[productId] ?? 0));
};

/** The 15:00 inputs: every event, one slot (tomorrow 12:00) and one clock. */
const EVERY_EVENT_BUT_CHECKOUT = [
  'cart.itemAdded alitas',
  'cart.itemAdded nuggets',
  'cart.itemRemoved',
  'cart.quantityIncreased',
  'cart.quantityDecreased',
  'cart.cleared',
  'cart.sessionChanged cliente',
  'cart.queryChanged a B001',
  'cart.verificationRetried',
];

export default defineSamples(cartMachine, {
  inputs: {
    'carrito vacío': { lines: [], coupons: [], query: QUERY },
    'carrito con producto': { lines: [{ producto_id: 'A1', cantidad: 1 }], coupons: [], query: QUERY },
    // The clock as an input: a customer with a product presses 'Continuar al Pago' at each time of day.
    'a distintas horas': { lines: [{ producto_id: 'A1', cantidad: 1 }], coupons: [], query: QUERY },
    // The coupon rules of 'Continuar al Pago' (docs/product.md#entidades, docs/product.md#estados-y-transiciones).
    'dos cupones de valor': {
      lines: [{ producto_id: 'A1', cantidad: 1 }],
      coupons: [valueCoupon('V1'), valueCoupon('V2')],
      query: QUERY,
    },
    // A customer whose session and slot arrive oddly (no username, a blank hour) and a sales point left blank.
    'cliente con datos incompletos': { lines: [{ producto_id: 'A1', cantidad: 1 }], coupons: [], query: QUERY },
    // Coupon entry: a coupon tied to the alitas, with nuggets beside them (docs/product.md#estados-y-transiciones: dropped with its products).
    'cupón atado a las alitas': {
      lines: [
        { producto_id: 'A1', cantidad: 1 },
        { producto_id: 'N3', cantidad: 3 },
      ],
      coupons: [valueCoupon('ALITAS3MIL', { ValorCupon: 3_000, Materialesaplica: 'A1' })],
      query: QUERY,
    },
    // Reorder: a past order's alitas and nuggets into a cart that has alitas, replacing or adding.
    'repetir un pedido': { lines: [{ producto_id: 'A1', cantidad: 1 }], coupons: [valueCoupon('V1')], query: QUERY },
    'repetir un pedido en Chapinero': { lines: [{ producto_id: 'A1', cantidad: 1 }], coupons: [], query: QUERY },
    // The sales point changes the price of a line the cart showed; the cart names it until acknowledged.
    'cambia el precio en otro punto': { lines: [{ producto_id: 'A1', cantidad: 1 }], coupons: [], query: QUERY },
    'cupón con mínimo de $100.000': {
      lines: [{ producto_id: 'A1', cantidad: 1 }],
      coupons: [valueCoupon('V1', { MontoMinimo: 100_000 })],
      query: QUERY,
    },
  },
  focus: {
    ...Object.fromEntries(
      ['carrito vacío', 'carrito con producto'].map((input) => [
        input,
        [...EVERY_EVENT_BUT_CHECKOUT, 'cart.deliveryChanged mañana 12:00', 'cart.checkoutRequested hoy'],
      ]),
    ),
    ...Object.fromEntries(
      ['dos cupones de valor', 'cupón con mínimo de $100.000'].map((input) => [
        input,
        ['cart.sessionChanged cliente', 'cart.checkoutRequested hoy'],
      ]),
    ),
    'cupón atado a las alitas': [
      'cart.itemRemoved alitas',
      'cart.couponRemoved ALITAS3MIL',
      'cart.couponRemoved otro',
      'cart.couponApplied bienvenida',
    ],
    'carrito vacío': [
      ...EVERY_EVENT_BUT_CHECKOUT,
      'cart.deliveryChanged mañana 12:00',
      'cart.checkoutRequested hoy',
      'cart.couponApplied bienvenida',
    ],
    'cliente con datos incompletos': [
      'cart.sessionChanged sin usuario',
      'cart.sessionChanged invitado con nombre',
      'cart.sessionChanged cliente',
      'cart.deliveryChanged sin hora',
      'cart.deliveryChanged mañana 12:00',
      'cart.queryChanged punto en blanco',
      'cart.itemRemoved alitas',
    ],
    'repetir un pedido': [
      'cart.linesReordered reemplazando',
      'cart.linesReordered agregando',
      'cart.cleared',
      'cart.verificationRetried',
      'cart.quantityIncreased alitas',
    ],
    // A reorder after the cart told a changed price (see `when`): the reorder's notice names its products'
    // prices, the cart neither names them again nor keeps its own notice about them.
    'repetir un pedido en Chapinero': ['cart.queryChanged a Chapinero', 'cart.linesReordered tras el aviso'],
    'cambia el precio en otro punto': [
      'cart.queryChanged a Chapinero',
      'cart.pricesAcknowledged',
      'cart.itemAdded nuggets',
      'cart.itemAdded cuatro nuggets',
      'cart.itemRemoved alitas',
      'cart.cleared',
    ],
    'a distintas horas': [
      'cart.sessionChanged cliente',
      'cart.deliveryChanged',
      ...CLOCK_TIMES.map((time) => `cart.checkoutRequested a las ${time}`),
    ],
  },
  events: {
    // 'cuatro nuggets': the product page's quantity, above the pack's minimum of 3.
    'cart.itemAdded': {
      alitas: { product: ALITAS },
      nuggets: { product: NUGGETS },
      'cuatro nuggets': { product: NUGGETS, quantity: 4 },
    },
    'cart.itemRemoved': {
      alitas: { productId: 'A1', path: '/carrito' },
      'alitas en /confirma-pedido': { productId: 'A1', path: '/confirma-pedido' },
    },
    'cart.quantityIncreased': { alitas: { productId: 'A1' } },
    'cart.quantityDecreased': { alitas: { productId: 'A1' } },
    // The clock as an input: 'Continuar al Pago' at 15:00 and at each time of day of the fixtures.
    'cart.checkoutRequested': {
      hoy: { now: NOW },
      ...Object.fromEntries(CLOCK_TIMES.map((time) => [`a las ${time}`, { now: bogotaAt(time) }])),
    },
    'cart.sessionChanged': {
      cliente: { isLoggedIn: true, username: 'cliente@pollosbrasa.co' },
      'sin usuario': { isLoggedIn: true, username: null },
      'invitado con nombre': { isLoggedIn: false, username: 'quien@correo.co' },
    },
    'cart.deliveryChanged': {
      'mañana 12:00': { deliveryDate: TOMORROW, deliveryTime: '12:00' },
      'hoy 20:30': { deliveryDate: TODAY, deliveryTime: '20:30' },
      'sin hora': { deliveryDate: TOMORROW, deliveryTime: '  ' },
    },
    'cart.couponApplied': { bienvenida: { coupon: valueCoupon('BIENVENIDA', { MontoMinimo: 30_000 }) } },
    'cart.couponRemoved': { ALITAS3MIL: { code: 'ALITAS3MIL' }, otro: { code: 'BIENVENIDA' } },
    'cart.linesReordered': {
      // Paid then: alitas at $ 21.600 (today's price), nuggets at $ 2.000 (today $ 2.160).
      reemplazando: { pedido: 100001, items: REORDER_ITEMS, replace: true },
      agregando: { pedido: 100001, items: REORDER_ITEMS, replace: false },
      'tras el aviso': { pedido: REORDER_AFTER_NOTICE, items: REORDER_ITEMS, replace: false },
    },
    'cart.queryChanged': {
      'a B001': { query: { pdv: 'B001', konda: '30' } },
      'punto en blanco': { query: { pdv: ' ' } },
      // Pick-up at the Chapinero store, whose alitas may cost more (its answer with the same prices says the price came back).
      'a Chapinero': { query: { pdv: 'CHAPINERO' } },
      // The location announcing the sales point the cart already has (its generic one, once assigned).
      'el mismo punto': { query: { pdv: 'G001', konda: '28' } },
    },
  },
  outputs: {
    verifyCart: {
      'todos disponibles': [ALITAS, NUGGETS],
      ninguno: [],
      'sin nuggets': [ALITAS],
      'alitas de a 2': [ALITAS_MIN_2, NUGGETS],
      'alitas más caras en Chapinero': CHAPINERO_PRICES,
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
    'cart.verificationRetried': 'REINTENTAR',
    'cart.couponApplied': 'CUPON_ACEPTADO',
    'cart.couponRemoved': 'QUITAR_CUPON',
    'cart.linesReordered': 'PEDIR_DE_NUEVO',
    'cart.pricesAcknowledged': 'ENTENDIDO',
    CART_EDIT_DEBOUNCE: 'pasa 1 s sin cambios',
    CART_RELOAD_DEBOUNCE: 'pasan 500 ms',
  },
  // Quantities stay small (see `when`), so lines and pending edits are kept exactly; signed in or not,
  // the delivery slot, a positive total or not, how many coupons.
  when: (s, e) =>
    (e as { output?: unknown }).output === CHAPINERO_PRICES
      ? s.context.query.pdv === 'CHAPINERO'
      : e.type === 'cart.quantityIncreased'
        ? shownQuantity(s.context, e.productId) < 2
        : e.type === 'cart.itemAdded'
          ? shownQuantity(s.context, e.product.codigo_producto) < 2
          : e.type === 'cart.linesReordered'
            ? shownQuantity(s.context, 'A1') < 2 &&
              shownQuantity(s.context, 'N3') < 4 &&
              // Only once the cart told a changed price, so that every path with this reorder goes through the notice.
              (e.pedido !== REORDER_AFTER_NOTICE || s.context.priceChanges.length > 0)
            : true,
  abstract: (s) => ({
    lines: s.context.lines.map((l) => `${l.producto_id}:${l.cantidad}`).sort(),
    pending: Object.entries(s.context.pending)
      .filter(([, d]) => d !== 0)
      .map(([id, d]) => `${id}:${d}`)
      .sort(),
    // The minimum and the price each known product has (a verification can raise the one and change the other).
    minimums: Object.values(s.context.products)
      .map((p) => `${p.codigo_producto}:${p.cantidadminima}:${p.precio}`)
      .sort(),
    priceChanges: s.context.priceChanges.map((c) => `${c.producto_id}:${c.before}→${c.now}`),
    // What `when` reads (only Chapinero answers with other prices) and what the guard changesQuery
    // compares an announced query with (the samples change the sales point and its konda).
    salesPoint: `${s.context.query.pdv}|${s.context.query.konda}`,
    isLoggedIn: s.context.isLoggedIn,
    delivery: deliveryClass(s.context),
    total: s.context.priced.totals.total > 0,
    coupons: s.context.coupons.map((c) => c.nrocupon),
    reorder: s.context.reorder !== null,
  }),
  describe: (s) => {
    const c = s.context;
    const decision = c.checkoutOutcome;
    const lines = c.lines.length === 0 ? 'vacío' : c.lines.map((l) => `${l.producto_id}×${l.cantidad}`).join(' ');
    const regions = s.value as { edits: string; verification: string; prices: string };
    const prices = regions.prices === 'changed' ? ' · precios cambiados' : '';
    return `${decision ? `${decision} · ` : ''}${lines} · ${regions.edits} · ${regions.verification}${prices}`;
  },
});
