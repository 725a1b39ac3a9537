/**
 * The checkout flow as a model: the storefront's own children session,
 * location, cart and checkout, composed as the actor system runs them
 * (tools/statecharts/testModel.ts, `buildSystemModel`), with what the pages offer
 * as events and what the reference API (or a stub) answers as outcomes.
 *
 * cart → login → location → confirm → send → result, with the 'Continuar al
 * Pago' branches (login, warning, confirmar-ubicacion, confirma-pedido), the
 * login failures, the validation failures the confirm form can produce, and the
 * three answers to 'Pagar' (accepted, rejected, no answer).
 *
 * Left out, and why:
 * - boot and catalogue: boot only gates routes (the tests accept cookies first)
 *   and nothing in the flow depends on the catalogue's state (the product card
 *   is on /productos once it has loaded);
 * - the idle timeout (4 h) and the activity watcher (DOM listeners that do not fail);
 * - the docs/product.md#reglas rules the pages cannot break: the sales point always has a konda, the
 *   location page requires date, time and address, payment type and state are
 *   set by the draft, lines are priced by the same rules, the name (50) and
 *   observation (80) inputs have maxLength, so those rules are only tested in Node
 *   (tests/model: checkout).
 */
import type { AnyEventObject } from 'xstate';
import { type CartSnapshot } from '../../machines/cart';
import { checkoutMachine, type CheckoutSnapshot } from '../../machines/checkout';
import { buildSystemModel, sampleEvent, type SystemSnapshot } from '../../tools/statecharts/testModel';
import { EMPTY_LOCATION, FALLBACK_GENERIC_SALES_POINT, orderDayOf, type LocationSnapshot } from '../../machines/location';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { addressFromInput } from '../../machines/rules/address';
import { describeHttpError } from '../../machines/rules/httpErrors';
import { orderFromStorefront, type RecipientDetails } from '../../machines/rules/orderDraft';
import type { Product } from '../../machines/schemas/catalogue';
import type { Coupon } from '../../machines/schemas/order';
import type { User } from '../../machines/schemas/session';
import { documentOf, usernameOf, type SessionSnapshot } from '../../machines/session';
import { storefrontMachine } from '../../machines/storefront';
import { seedProducts } from '../../server/seed/catalogue';
import { priceForKonda, seedSalesPoints } from '../../server/seed/places';
import { DEMO_CUSTOMER, seedUsers } from '../../server/seed/users';

/** The clock of the whole run: the pages compute 'today' from the browser's clock, the model from this. */
export const LOADED_AT = Date.now();
/** Tomorrow in Bogotá: always offered by the location page, whatever time the tests run. */
export const TOMORROW = orderDayOf(LOADED_AT + 24 * 60 * 60 * 1000);
export const DELIVERY_TIME = '12:00';

const generic = seedSalesPoints.find((p) => p.Vkbur === FALLBACK_GENERIC_SALES_POINT.Vkbur)!;
export const GENERIC_SALES_POINT = {
  Vkbur: generic.Vkbur,
  Konda: generic.Konda,
  citycode: generic.citycode,
  city1: generic.city1,
};
/** The store of the generic sales point's city: it prepares and prices a home delivery confirmed there. */
const delivering = seedSalesPoints.find((p) => !p.isGeneric && p.city1 === generic.city1)!;
export const DELIVERING_STORE = {
  Vkbur: delivering.Vkbur,
  Konda: delivering.Konda,
  citycode: delivering.citycode,
  city1: delivering.city1,
  horario: [...delivering.horario],
};

/** A product as the reference API lists it at the generic sales point (seed price for its konda). */
function listed(code: string): Product {
  const p = seedProducts.find((x) => x.codigo_producto === code)!;
  return { ...p, precio: priceForKonda(p.precio, GENERIC_SALES_POINT.Konda, p.porcentaje_iva, p.unidad_medida_venta)! };
}

export const PRODUCT = listed('P1001');

const seeded = seedUsers.find((u) => u.username === DEMO_CUSTOMER.username)!;
/** The customer the login answers with (the token is the server's; nothing here compares it). */
export const CUSTOMER: User = {
  nombres: seeded.nombres,
  apellidos: seeded.apellidos,
  direccion: seeded.direccion,
  telefono2: seeded.telefono2,
  cedula: seeded.cedula,
  EAdministrador: seeded.EAdministrador,
  esta_autenticado: '1',
  token: 'emitido-por-el-servidor',
  email: seeded.email,
};

/** Two value coupons in the cookie: 'Continuar al Pago' warns (docs/product.md#reglas coupons). */
export const TWO_VALUE_COUPONS: Coupon[] = [
  { nrocupon: 'E2E-V1', tipo: 'V', ValorCupon: 5_000, MontoMinimo: 0, Materialesaplica: '', crudo_a_la_carta: 'G' },
  { nrocupon: 'E2E-V2', tipo: 'V', ValorCupon: 3_000, MontoMinimo: 0, Materialesaplica: '', crudo_a_la_carta: 'G' },
];

/** What the confirm page's form sends; the defaults are the customer's own. */
export const RECIPIENTS: Record<string, RecipientDetails> = {
  'datos completos': {
    nombre_recibe: `${seeded.nombres} ${seeded.apellidos}`,
    telefono: seeded.telefono2,
    celularpedido: seeded.telefono2,
    observacion: 'Sin cebolla',
  },
  'sin nombre': { nombre_recibe: '', telefono: seeded.telefono2, celularpedido: seeded.telefono2, observacion: '' },
  'sin teléfono': {
    nombre_recibe: `${seeded.nombres} ${seeded.apellidos}`,
    telefono: '',
    celularpedido: seeded.telefono2,
    observacion: '',
  },
  'sin celular': {
    nombre_recibe: `${seeded.nombres} ${seeded.apellidos}`,
    telefono: seeded.telefono2,
    celularpedido: '',
    observacion: '',
  },
};

export const CREDENTIALS: Record<string, { username: string; password: string }> = {
  cliente: { username: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password },
  'contraseña errada': { username: DEMO_CUSTOMER.username, password: 'NoEsLaClave9!' },
  'sin contraseña': { username: DEMO_CUSTOMER.username, password: '' },
};

export const ADDRESS_INPUT = { direccion: 'Calle 72 # 10-34', barrio: 'Chapinero', complemento: '' };

/** What the stubs answer (the reference API always accepts a valid order). */
export const REJECTION = { tipo: 'N', mensaje: 'El punto de venta no recibe pedidos en este momento' };
/** The sandbox gateway's page (the real reference differs per order; the browser test matches the path). */
export const SANDBOX_PAYMENT_PAGE = '/sandbox/pagos/referencia';

const session = (s: SystemSnapshot) => s.parts.session as SessionSnapshot;
const location = (s: SystemSnapshot) => s.parts.location as LocationSnapshot;
const cart = (s: SystemSnapshot) => s.parts.cart as CartSnapshot;
const checkout = (s: SystemSnapshot) => s.parts.checkout as CheckoutSnapshot;

/** The order the confirm page builds (src/features/checkout/checkoutEvents.ts: rules/orderDraft orderFromStorefront). */
function orderOf(s: SystemSnapshot, recipient: RecipientDetails) {
  return orderFromStorefront(cart(s).context, location(s).context, documentOf(session(s).context.user), recipient);
}

const checkoutRequested = (s: SystemSnapshot) =>
  sampleEvent(
    { type: 'cart.checkoutRequested', now: LOADED_AT },
    session(s).matches('loggedIn') ? 'como cliente' : 'como invitado',
    'CONTINUAR_AL_PAGO',
  );

const restored = (coupons: Coupon[]) => ({
  cookiesAccepted: true,
  path: '/',
  user: null,
  location: EMPTY_LOCATION,
  cart: { lines: [], coupons },
  now: () => LOADED_AT,
});

/** The storefront's inputs (what src restores from the cookies the tests set). */
export const FLOW_INPUTS = {
  'visita nueva': restored([]),
  'visita con dos cupones de valor': restored(TWO_VALUE_COUPONS),
};

/**
 * The checkout part is loaded by the confirm page (src/features/checkout/checkout.ts); nothing reaches it before,
 * so the model holds it from the start.
 */
export const FLOW_LOADS = [{ type: 'storefront.checkoutLoaded', logic: checkoutMachine }] as const;

export const checkoutFlow = buildSystemModel({
  root: storefrontMachine,
  include: ['session', 'location', 'cart', 'checkout'],
  inputs: FLOW_INPUTS,
  loads: FLOW_LOADS,
  events: (s) => {
    const events: AnyEventObject[] = [
      sampleEvent({ type: 'cart.itemAdded', product: PRODUCT }, PRODUCT.descripcion_corta.toLowerCase(), 'AGREGAR'),
      checkoutRequested(s),
      ...Object.entries(CREDENTIALS).map(([name, body]) =>
        sampleEvent({ type: 'session.loginRequested', ...body }, name, 'INGRESAR'),
      ),
      ...Object.entries(RECIPIENTS).map(([name, recipient]) =>
        sampleEvent({ type: 'checkout.submitted', order: orderOf(s, recipient), username: usernameOf(CUSTOMER) }, name, 'PAGAR'),
      ),
    ];
    const city = location(s).context.city ?? '';
    const address = addressFromInput({
      ciudad: city,
      direccion: ADDRESS_INPUT.direccion,
      complemento: ADDRESS_INPUT.complemento,
      barrio: ADDRESS_INPUT.barrio,
    });
    // The location page sends the address asking to go on to pay; the location asks the cart once it accepts it.
    events.push(
      sampleEvent(
        {
          type: 'location.addressConfirmed',
          address,
          deliveryDate: TOMORROW,
          deliveryTime: DELIVERY_TIME,
          pickup: false,
          continueToPayment: true,
        },
        `mañana ${DELIVERY_TIME}`,
        'CONFIRMAR_UBICACION',
      ),
    );
    return events;
  },
  outputs: {
    loadGenericSalesPoints: { G001: [GENERIC_SALES_POINT] },
    loadSalesPointForCity: { [DELIVERING_STORE.Vkbur]: DELIVERING_STORE },
    verifyCart: { disponible: [PRODUCT] },
    logIn: { cliente: CUSTOMER },
    // The reference API answers an accepted order with its payment page (a new reference each time).
    sendOrder: {
      aceptado: { tipo: 'S', mensaje: orderMessages.sent, pedido: 1, url_pago: SANDBOX_PAYMENT_PAGE },
      rechazado: REJECTION,
    },
  },
  errors: {
    loadGenericSalesPoints: {},
    loadSalesPointForCity: {},
    verifyCart: {},
    // A 401 shows the API's own words (the reference API: 'Usuario o contraseña incorrectos.').
    logIn: {
      'credenciales inválidas': new Error(
        describeHttpError({ status: 401, body: { isError: true, message: messages.session.invalidCredentials } }).message,
      ),
    },
    sendOrder: { 'sin respuesta': new Error(describeHttpError({ status: null }).message) },
  },
  exclude: {
    IDLE_TIMEOUT: 'four hours without activity do not fit a browser test',
    TOKEN_REFRESH: 'the access token is renewed 55 minutes after login: longer than a browser test',
    watchActivity: 'the DOM activity listeners do not fail',
  },
  when: (s, e) => {
    // Gone to the payment provider: the customer does nothing more in the shop on this path.
    if (checkout(s).matches('payingOnline') && !e.type.startsWith('xstate.')) return false;
    const lines = cart(s).context.lines.length;
    switch (e.type) {
      case 'cart.itemAdded':
        return lines === 0; // one product is enough for every branch
      case 'cart.checkoutRequested':
        return lines > 0 && s.page !== '/confirma-pedido' && !checkout(s).matches('sent'); // the cart page's button
      case 'session.loginRequested':
        return s.page === '/login';
      case 'location.addressConfirmed':
        return s.page === '/confirmar-ubicacion' && lines > 0;
      case 'checkout.submitted':
        return s.page === '/confirma-pedido' && lines > 0;
      case 'xstate.done.actor.0.session.loggingIn':
        return s.lastUserEvent?.sample === 'cliente'; // the reference API knows the password
      case 'xstate.error.actor.0.session.loggingIn':
        return s.lastUserEvent?.sample === 'contraseña errada';
      default:
        return true;
    }
  },
  abstract: (s) => ({
    page: s.page,
    user: s.lastUserEvent,
    session: session(s).value,
    loginError: session(s).context.loginError,
    location: location(s).value,
    slot: location(s).context.deliveryTime,
    cart: cart(s).value,
    lines: cart(s).context.lines.length,
    decision: cart(s).context.checkoutOutcome,
    checkout: checkout(s).value,
    rule: checkout(s).context.error?.rule ?? null,
  }),
  describe: (s) => {
    const c = checkout(s);
    if (c.matches('payingOnline')) return 'pedido enviado, a pagar en línea';
    if (c.matches('sent')) return 'pedido enviado';
    if (c.matches('invalid')) return `pedido inválido (${c.context.error?.rule})`;
    if (c.matches('rejected')) return 'pedido rechazado';
    if (c.matches('failed')) return 'pedido sin respuesta';
    const decision = cart(s).context.checkoutOutcome;
    if (decision === 'warning' && s.page !== '/login') return 'aviso';
    if (s.page === '/login' && session(s).context.loginError) return 'login con error';
    return (s.page ?? '/').replace(/^\//, '') || 'inicio';
  },
  labels: {
    sendOrder: 'sendOrder',
    logIn: 'logIn',
    verifyCart: 'verifyCart',
    loadGenericSalesPoints: 'loadGenericSalesPoints',
    CART_RELOAD_DEBOUNCE: 'pasan 500 ms',
  },
});
