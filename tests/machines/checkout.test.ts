import { describe, expect, it } from 'vitest';
import { orderBreakers } from '../rules/fixtures';
import { assign, createActor, fromPromise, setup, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import {
  cartMachine,
  selectCoupons,
  selectLineCount,
  selectOfferCount,
  type CartQuery,
  type PersistCartParams,
  type VerifyCartInput,
} from '../../machines/cart';
import {
  checkoutMachine,
  selectCheckoutMessage,
  selectCheckoutStatus,
  selectIsSending,
  selectOrderError,
  selectOrderNumber,
  type ClearAbandonedCartParams,
  type SendOrderInput,
} from '../../machines/checkout';
import { CART_RELOAD_DEBOUNCE_MS } from '../../machines/constants';
import { orderMessages } from '../../machines/screenTexts/order';
import { buildOrder } from '../../machines/rules/orderDraft';
import { ORDER_RULES_IN_SPEC_ORDER, type OrderRule } from '../../machines/rules/orderValidation';
import { priceCart } from '../../machines/rules/pricing';
import type { Product } from '../../machines/schemas/catalogue';
import type { Order, OrderResult } from '../../machines/schemas/order';
import { SYSTEM_IDS, type NavigateParams } from '../../machines/system';

// ─── Fixtures ───────────────────────────────────────────────────────────────

const COMBO: Product = {
  codigo_producto: 'C1',
  descripcion_corta: 'Combo familiar',
  descripcion_producto: 'Combo familiar',
  sinonimos: [],
  imagen_producto: 'c1.webp',
  categoria_id: '10',
  descr_categoria: 'Combos',
  precio: 40_000,
  porcentaje_iva: 8,
  unidad_medida_venta: 'UN',
  cantidadminima: 1,
  descuento: 'X',
  idescuentos: { valor_porcentaje_descuento: 10 },
  oferta: 'X',
  iofertas: { cantidad_minima: 2, cantidad_producto_adicional: 1 },
};

/** A valid order, built the way src builds it (rules/orderDraft.ts). */
function validOrder(quantity = 2): Order {
  return buildOrder({
    lines: priceCart([{ producto_id: 'C1', cantidad: quantity }], new Map([['C1', COMBO]])).lines,
    salesPoint: { Vkbur: 'P001', Konda: '28', citycode: '11001', city1: 'Bogotá' },
    document: '52123456',
    address: {
      ciudad: 'Bogotá',
      departamento: 'Cundinamarca',
      nomenclatura: 'Calle',
      segmentoDireccion1: '45',
      segmentoDireccion2: '12',
      segmentoDireccion3: '30',
      complemento: 'Apto 301',
      segmentoCompleto: 'Calle 45 # 12-30 Apto 301',
    },
    city: 'Bogotá',
    deliveryDate: '2025-06-01',
    deliveryTime: '12:30',
    pickup: false,
    recipient: {
      nombre_recibe: 'Ana María Rojas',
      telefono: '6017425000',
      celularpedido: '3001234567',
      observacion: 'Sin cebolla',
    },
    coupons: [],
  });
}

/** Breaks `rule` and every rule after it (applied last-first, so `rule`'s change wins where two touch one field). */
function breakingFrom(rule: OrderRule): Order {
  const from = ORDER_RULES_IN_SPEC_ORDER.indexOf(rule);
  return ORDER_RULES_IN_SPEC_ORDER.slice(from)
    .reverse()
    .reduce((order, r) => orderBreakers[r](order), validOrder());
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const ACCEPTED: OrderResult = { tipo: 'S', mensaje: 'Pedido creado', pedido: 123 };

/** The checkout with doubles: sendOrder answers with `answer` (or what `respond` returns), keys are key-1, key-2… */
function checkoutWithDoubles(respond: (input: SendOrderInput) => Promise<OrderResult> = async () => ACCEPTED) {
  const sent: SendOrderInput[] = [];
  const signals: AbortSignal[] = [];
  const navigate: NavigateParams[] = [];
  const clearedAbandoned: ClearAbandonedCartParams[] = [];
  let keys = 0;
  const machine = checkoutMachine.provide({
    actors: {
      sendOrder: fromPromise<OrderResult, SendOrderInput>(async ({ input, signal }) => {
        sent.push(input);
        signals.push(signal);
        return respond(input);
      }),
    },
    actions: {
      navigate: (_, params) => void navigate.push(params),
      clearAbandonedCart: (_, params) => void clearedAbandoned.push(params),
      assignIdempotencyKey: assign({ idempotencyKey: () => `key-${++keys}` }),
    },
  });
  return { machine, sent, signals, navigate, clearedAbandoned };
}

function startCheckout(respond?: (input: SendOrderInput) => Promise<OrderResult>) {
  const doubles = checkoutWithDoubles(respond);
  const actor = createActor(doubles.machine).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading'));
  return { ...doubles, actor, settled };
}

// ─── Tests ──────────────────────────────────────────────────────────────────

describe('checkout machine', () => {
  it('a valid order is sent with an idempotency key (loading while sending), then goes to its result page', async () => {
    const answer = deferred<OrderResult>();
    const { actor, sent, navigate, clearedAbandoned, settled } = startCheckout(() => answer.promise);
    const order = validOrder();
    actor.send({ type: 'checkout.submitted', order, username: 'ana@example.com' });

    expect(selectCheckoutStatus(actor.getSnapshot())).toBe('sending');
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([{ order, idempotencyKey: 'key-1' }]);

    answer.resolve(ACCEPTED);
    await settled();
    const s = actor.getSnapshot();
    expect(selectCheckoutStatus(s)).toBe('sent');
    expect(selectOrderNumber(s)).toBe(123);
    expect(selectCheckoutMessage(s)).toBeNull();
    expect(navigate).toEqual([{ to: '/resultado-enviar-pedido/123' }]);
    expect(clearedAbandoned).toEqual([{ username: 'ana@example.com' }]);
  });

  it('an accepted online-payment order (url_pago) empties the cart and abandoned cart, then leaves for the payment page instead of the result page', async () => {
    const opened: string[] = [];
    const doubles = checkoutWithDoubles(async () => ({ ...ACCEPTED, url_pago: '/sandbox/pagos/ref-1' }));
    const actor = createActor(
      doubles.machine.provide({ actions: { openPaymentPage: (_, params: { url: string }) => void opened.push(params.url) } }),
    ).start();
    actor.send({ type: 'checkout.submitted', order: validOrder(), username: 'ana@example.com' });
    await waitFor(actor, (s) => s.matches('payingOnline'));
    const s = actor.getSnapshot();
    expect(selectCheckoutStatus(s)).toBe('payingOnline');
    // 'Pagar' stays busy until the browser has left.
    expect(selectIsSending(s)).toBe(true);
    expect(opened).toEqual(['/sandbox/pagos/ref-1']);
    expect(doubles.navigate).toEqual([]);
    expect(doubles.clearedAbandoned).toEqual([{ username: 'ana@example.com' }]);
    expect(selectOrderNumber(s)).toBe(123);
  });

  describe('order validation (spec §5): checked in order, each failure stops', () => {
    it.each(ORDER_RULES_IN_SPEC_ORDER.map((rule, i) => [i + 1, rule] as const))(
      '%i. %s: reported even when every later rule is broken too, and nothing is sent',
      (_n, rule) => {
        const { actor, sent } = startCheckout();
        actor.send({ type: 'checkout.submitted', order: breakingFrom(rule) });
        const s = actor.getSnapshot();
        expect(selectCheckoutStatus(s)).toBe('invalid');
        expect(selectOrderError(s)?.rule).toBe(rule);
        expect(selectCheckoutMessage(s)).toBe(selectOrderError(s)?.message);
        expect(sent).toEqual([]);
      },
    );

    it('the spec texts: recipient name required, at most 50 characters; observation at most 80', () => {
      const { actor } = startCheckout();
      actor.send({ type: 'checkout.submitted', order: { ...validOrder(), nombre_recibe: 'A'.repeat(51) } });
      expect(selectCheckoutMessage(actor.getSnapshot())).toBe(orderMessages.recipientTooLong);
      actor.send({ type: 'checkout.submitted', order: { ...validOrder(), nombre_recibe: `  ${'A'.repeat(50)}  ` } });
      expect(selectCheckoutStatus(actor.getSnapshot())).toBe('sending');
    });

    it('a corrected order can be submitted again from invalid', async () => {
      const { actor, sent, settled } = startCheckout();
      actor.send({ type: 'checkout.submitted', order: orderBreakers.phoneRequired(validOrder()) });
      expect(selectCheckoutStatus(actor.getSnapshot())).toBe('invalid');
      actor.send({ type: 'checkout.submitted', order: validOrder() });
      await settled();
      expect(selectCheckoutStatus(actor.getSnapshot())).toBe('sent');
      expect(selectOrderError(actor.getSnapshot())).toBeNull();
      expect(sent).toHaveLength(1);
    });
  });

  it('double submission sends one order (a second click on Pagar while sending is ignored)', async () => {
    const answer = deferred<OrderResult>();
    const { actor, sent, navigate, settled } = startCheckout(() => answer.promise);
    actor.send({ type: 'checkout.submitted', order: validOrder() });
    actor.send({ type: 'checkout.submitted', order: validOrder() });
    actor.send({ type: 'checkout.submitted', order: validOrder(3) });
    answer.resolve(ACCEPTED);
    await settled();
    expect(sent).toHaveLength(1);
    expect(navigate).toEqual([{ to: '/resultado-enviar-pedido/123' }]);
  });

  it("an answer with tipo other than 'S' is rejected and keeps the API's mensaje; it can be submitted again", async () => {
    let calls = 0;
    const { actor, sent, navigate, clearedAbandoned, settled } = startCheckout(async () =>
      ++calls === 1 ? { tipo: 'E', mensaje: 'El punto de venta está cerrado.' } : ACCEPTED,
    );
    actor.send({ type: 'checkout.submitted', order: validOrder() });
    await settled();
    expect(selectCheckoutStatus(actor.getSnapshot())).toBe('rejected');
    expect(selectCheckoutMessage(actor.getSnapshot())).toBe('El punto de venta está cerrado.');
    expect(navigate).toEqual([]);
    expect(clearedAbandoned).toEqual([]);

    actor.send({ type: 'checkout.submitted', order: validOrder() });
    await settled();
    expect(selectCheckoutStatus(actor.getSnapshot())).toBe('sent');
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it("a failed send keeps the actor's Spanish error message; retrying the same order reuses its key, a changed one gets a new key", async () => {
    let calls = 0;
    const { actor, sent, settled } = startCheckout(async () => {
      calls += 1;
      if (calls <= 2) throw new Error('Hay algún problema con nuestros servidores, inténtelo de nuevo más tarde');
      return ACCEPTED;
    });
    actor.send({ type: 'checkout.submitted', order: validOrder() });
    await settled();
    expect(selectCheckoutStatus(actor.getSnapshot())).toBe('failed');
    expect(selectCheckoutMessage(actor.getSnapshot())).toBe(
      'Hay algún problema con nuestros servidores, inténtelo de nuevo más tarde',
    );

    actor.send({ type: 'checkout.submitted', order: validOrder() });
    await settled();
    expect(selectCheckoutStatus(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'checkout.submitted', order: validOrder(3) });
    await settled();
    expect(selectCheckoutStatus(actor.getSnapshot())).toBe('sent');
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('an error without a message falls back to the generic order error', async () => {
    const { actor, settled } = startCheckout(async () => {
      throw { status: 0 };
    });
    actor.send({ type: 'checkout.submitted', order: validOrder() });
    await settled();
    expect(selectCheckoutMessage(actor.getSnapshot())).toBe(orderMessages.unexpected);
  });

  it('checkout.reset goes back to editing with everything cleared, cancelling a send in flight', async () => {
    const answer = deferred<OrderResult>();
    const { actor, navigate, signals } = startCheckout(() => answer.promise);
    actor.send({ type: 'checkout.submitted', order: validOrder(), username: 'ana@example.com' });
    actor.send({ type: 'checkout.reset' });
    expect(signals[0]?.aborted).toBe(true); // src passes the signal to the HTTP call
    answer.resolve(ACCEPTED);
    await answer.promise;
    const s = actor.getSnapshot();
    expect(selectCheckoutStatus(s)).toBe('editing');
    expect(s.context).toEqual({ order: null, username: null, idempotencyKey: null, error: null, result: null, failure: null });
    expect(navigate).toEqual([]);
  });

  it('after sending an order: cart, coupons, offer count and cart cookies cleared, and the abandoned-cart record cleared', async () => {
    const clock = new SimulatedClock();
    const persisted: PersistCartParams[] = [];
    const query: CartQuery = { pdv: 'P001', date: '2025-06-01', document: '52123456', konda: '28' };
    const cart = cartMachine.provide({
      actors: {
        verifyCart: fromPromise<Product[], VerifyCartInput>(async () => [COMBO]),
      },
      actions: { persistCart: (_, params) => void persisted.push(params) },
    });
    const checkout = checkoutWithDoubles();
    const root = setup({ actors: { cart, checkout: checkout.machine } }).createMachine({
      invoke: [
        {
          src: 'cart',
          systemId: SYSTEM_IDS.cart,
          input: {
            lines: [{ producto_id: 'C1', cantidad: 2 }],
            coupons: [
              {
                nrocupon: 'BIENVENIDA',
                tipo: 'V',
                ValorCupon: 5_000,
                MontoMinimo: 0,
                Materialesaplica: '',
                crudo_a_la_carta: '',
              },
            ],
            query,
          },
        },
        { src: 'checkout', systemId: SYSTEM_IDS.checkout },
      ],
    });
    const rootActor = createActor(root, { clock }).start();
    const cartActor = rootActor.system.get(SYSTEM_IDS.cart) as ActorRefFrom<typeof cartMachine>;
    const checkoutActor = rootActor.system.get(SYSTEM_IDS.checkout) as ActorRefFrom<typeof checkoutMachine>;

    await waitFor(cartActor, (s) => s.matches({ verification: 'idle' }));
    expect(selectLineCount(cartActor.getSnapshot())).toBe(1);
    expect(selectOfferCount(cartActor.getSnapshot())).toBe(1);

    checkoutActor.send({ type: 'checkout.submitted', order: validOrder(), username: 'ana@example.com' });
    await waitFor(checkoutActor, (s) => s.matches('sent'));

    const c = cartActor.getSnapshot();
    expect(selectLineCount(c)).toBe(0);
    expect(selectCoupons(c)).toEqual([]);
    expect(selectOfferCount(c)).toBe(0);
    expect(persisted.at(-1)).toEqual({ lines: [], coupons: [] }); // src removes the cart cookies
    expect(checkout.clearedAbandoned).toEqual([{ username: 'ana@example.com' }]);
    expect(checkout.navigate).toEqual([{ to: '/resultado-enviar-pedido/123' }]);

    // Nothing left to verify afterwards.
    clock.increment(CART_RELOAD_DEBOUNCE_MS);
    expect(cartActor.getSnapshot().matches({ verification: 'idle' })).toBe(true);
  });
});
