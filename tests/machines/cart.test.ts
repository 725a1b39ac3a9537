import { describe, expect, it } from 'vitest';
import { product as sampleProduct } from '../fixtures/store';
import {
  createActor,
  fromCallback,
  fromPromise,
  setup,
  SimulatedClock,
  waitFor,
  type ActorRefFrom,
  type AnyEventObject,
} from 'xstate';
import {
  selectCartPageStatus,
  selectVerificationError,
  cartMachine,
  selectBadgeCount,
  selectCartTotals,
  selectCoupons,
  selectCouponDiscount,
  selectTotalAfterCoupon,
  selectDisplayedLines,
  selectDisplayedQuantity,
  selectHasPendingEdits,
  selectHasPriceChanges,
  selectIsLoading,
  selectPriceChanges,
  selectLineCount,
  selectOfferCount,
  selectPricedLines,
  selectStoredLines,
  type AbandonedCartParams,
  type CartQuery,
  type PersistCartParams,
  type VerifyCartInput,
} from '../../machines/cart';
import { CART_EDIT_DEBOUNCE_MS, CART_RELOAD_DEBOUNCE_MS } from '../../machines/constants';
import { messages } from '../../machines/messages';
import type { Product } from '../../machines/schemas/catalogue';
import type { Coupon, StoredCartLine } from '../../machines/schemas/order';
import { SYSTEM_IDS, type NavigateParams, type NotifyParams } from '../../machines/system';

// ─── Doubles ────────────────────────────────────────────────────────────────

/** The shared product fixture, priced as these tests count: 10.000 pesos, no VAT. */
const product = (code: string, overrides: Partial<Product> = {}): Product =>
  sampleProduct(code, {
    imagen_producto: `${code}.webp`,
    categoria_id: '10',
    descr_categoria: 'Pollo',
    precio: 10_000,
    porcentaje_iva: 0,
    ...overrides,
  });

function coupon(nrocupon: string, overrides: Partial<Coupon> = {}): Coupon {
  return { nrocupon, tipo: 'V', ValorCupon: 5_000, MontoMinimo: 0, Materialesaplica: '', crudo_a_la_carta: '', ...overrides };
}

const QUERY: CartQuery = { pdv: 'P001', date: '2025-06-01', document: '1000000000', konda: '28' };
const ALITAS = product('A1');
const PECHUGA = product('P2', { precio: 20_000 });
/** Sold in packs of at least 3. */
const NUGGETS = product('N3', { cantidadminima: 3, precio: 1_000 });

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

interface StartOptions {
  lines?: StoredCartLine[];
  coupons?: Coupon[];
  query?: CartQuery | null;
  /** What the sales point offers; verifyCart answers with the requested ones among these. */
  catalogue?: Product[];
  /** Overrides the verifyCart double. */
  verify?: (input: VerifyCartInput) => Promise<Product[]>;
}

/** Starts the cart under a tiny parent with a session double (systemId 'session'), on a simulated clock. */
function startCart(options: StartOptions = {}) {
  const clock = new SimulatedClock();
  const navigate: NavigateParams[] = [];
  const notify: NotifyParams[] = [];
  const persisted: PersistCartParams[] = [];
  const abandoned: AbandonedCartParams[] = [];
  const verifyCalls: VerifyCartInput[] = [];
  const sessionEvents: AnyEventObject[] = [];
  const catalogue = options.catalogue ?? [ALITAS, PECHUGA, NUGGETS];
  const verify =
    options.verify ?? (async (input: VerifyCartInput) => catalogue.filter((p) => input.codes.includes(p.codigo_producto)));

  const cart = cartMachine.provide({
    actors: {
      verifyCart: fromPromise<Product[], VerifyCartInput>(async ({ input }) => {
        verifyCalls.push(input);
        return verify(input);
      }),
    },
    actions: {
      navigate: (_, params) => void navigate.push(params),
      notify: (_, params) => void notify.push(params),
      persistCart: (_, params) => void persisted.push(params),
      syncAbandonedCart: (_, params) => void abandoned.push(params),
    },
  });
  const root = setup({
    actors: {
      cart,
      session: fromCallback(({ receive }) => {
        receive((event) => void sessionEvents.push(event));
      }),
    },
  }).createMachine({
    invoke: [
      { src: 'session', systemId: SYSTEM_IDS.session },
      {
        src: 'cart',
        systemId: SYSTEM_IDS.cart,
        input: {
          lines: options.lines ?? [],
          coupons: options.coupons ?? [],
          query: options.query === undefined ? QUERY : options.query,
        },
      },
    ],
  });
  const rootActor = createActor(root, { clock }).start();
  const actor = rootActor.system.get(SYSTEM_IDS.cart) as ActorRefFrom<typeof cartMachine>;
  const verified = () => waitFor(actor, (s) => s.matches({ verification: 'idle' }));
  return { actor, clock, navigate, notify, persisted, abandoned, verifyCalls, sessionEvents, verified };
}

/** A started cart holding these products (added, then verified). */
async function cartWith(products: Array<[Product, number]>, options: StartOptions = {}) {
  const harness = startCart(options);
  for (const [p, quantity] of products) harness.actor.send({ type: 'cart.itemAdded', product: p, quantity });
  harness.clock.increment(CART_RELOAD_DEBOUNCE_MS);
  await harness.verified();
  harness.persisted.length = 0;
  harness.notify.length = 0;
  harness.verifyCalls.length = 0;
  harness.abandoned.length = 0;
  return harness;
}

const quantities = (lines: readonly StoredCartLine[]) => Object.fromEntries(lines.map((l) => [l.producto_id, l.cantidad]));

// ─── Tests ──────────────────────────────────────────────────────────────────

describe('cart machine', () => {
  describe('verification (spec §4 "Cart verification")', () => {
    it('at start, stored lines are re-queried for the sales point and priced (loading while verifying)', async () => {
      const pending = deferred<Product[]>();
      const { actor, verifyCalls, verified } = startCart({
        lines: [{ producto_id: 'A1', cantidad: 2 }],
        verify: () => pending.promise,
      });
      expect(selectIsLoading(actor.getSnapshot())).toBe(true);
      expect(verifyCalls).toEqual([{ codes: ['A1'], query: QUERY }]);
      pending.resolve([ALITAS]);
      await verified();
      expect(selectIsLoading(actor.getSnapshot())).toBe(false);
      expect(selectPricedLines(actor.getSnapshot()).map((l) => [l.codigo_producto, l.cantidad, l.total])).toEqual([
        ['A1', 2, 20_000],
      ]);
    });

    it('an empty cart, or one without a complete sales-point query, is not verified until the query arrives', async () => {
      const empty = startCart();
      expect(empty.actor.getSnapshot().matches({ verification: 'idle' })).toBe(true);
      expect(empty.verifyCalls).toHaveLength(0);

      const noQuery = startCart({ lines: [{ producto_id: 'A1', cantidad: 1 }], query: null });
      expect(noQuery.verifyCalls).toHaveLength(0);
      noQuery.actor.send({ type: 'cart.queryChanged', query: { pdv: 'P001', date: '2025-06-01' } });
      expect(noQuery.verifyCalls).toHaveLength(0);
      noQuery.actor.send({ type: 'cart.queryChanged', query: { document: '1000000000', konda: '28' } });
      await noQuery.verified();
      expect(noQuery.verifyCalls).toEqual([{ codes: ['A1'], query: QUERY }]);
    });

    it('the cart reloads 500 ms after content changes, and each change restarts the wait', async () => {
      const { actor, clock, verifyCalls, verified } = startCart();
      actor.send({ type: 'cart.itemAdded', product: ALITAS });
      clock.increment(CART_RELOAD_DEBOUNCE_MS - 100);
      actor.send({ type: 'cart.itemAdded', product: PECHUGA });
      clock.increment(CART_RELOAD_DEBOUNCE_MS - 1);
      expect(verifyCalls).toHaveLength(0);
      clock.increment(1);
      expect(verifyCalls).toEqual([{ codes: ['A1', 'P2'], query: QUERY }]);
      await verified();
    });

    it('unavailable lines are dropped and, if the count changed, an alert says some products may not be available for the confirmed address', async () => {
      const { actor, notify, persisted, verified } = startCart({
        lines: [
          { producto_id: 'A1', cantidad: 1 },
          { producto_id: 'ZZ', cantidad: 4 },
        ],
        coupons: [coupon('C-ZZ', { Materialesaplica: 'ZZ' }), coupon('C-ANY')],
      });
      await verified();
      expect(selectStoredLines(actor.getSnapshot())).toEqual([{ producto_id: 'A1', cantidad: 1 }]);
      expect(selectCoupons(actor.getSnapshot()).map((c) => c.nrocupon)).toEqual(['C-ANY']);
      expect(notify).toEqual([
        { level: 'warning', message: messages.cart.couponDropped('C-ZZ') },
        { level: 'warning', message: messages.cart.unavailableProducts },
      ]);
      expect(persisted.at(-1)).toEqual({ lines: [{ producto_id: 'A1', cantidad: 1 }], coupons: [coupon('C-ANY')] });
    });

    it('when the sales point offers none of the cart\'s products, the cart is emptied with "No hemos encontrado productos…"', async () => {
      const { actor, notify, verified } = startCart({ lines: [{ producto_id: 'ZZ', cantidad: 1 }], coupons: [coupon('C1')] });
      await verified();
      expect(selectLineCount(actor.getSnapshot())).toBe(0);
      expect(selectCoupons(actor.getSnapshot())).toEqual([]);
      expect(notify).toEqual([{ level: 'warning', message: messages.cart.noLinkedProducts }]);
    });

    it('no alert when every line is still available; prices are refreshed', async () => {
      const { actor, notify, persisted, verified } = startCart({
        lines: [{ producto_id: 'A1', cantidad: 1 }],
        catalogue: [product('A1', { precio: 12_000 })],
      });
      await verified();
      expect(notify).toEqual([]);
      expect(persisted).toEqual([]);
      expect(selectCartTotals(actor.getSnapshot()).total).toBe(12_000);
    });

    it('a failed verification keeps the cart as it is', async () => {
      const { actor, notify } = startCart({
        lines: [{ producto_id: 'A1', cantidad: 2 }],
        verify: async () => {
          throw new Error('Error de Red.');
        },
      });
      await waitFor(actor, (s) => s.matches({ verification: 'failed' }));
      expect(selectStoredLines(actor.getSnapshot())).toEqual([{ producto_id: 'A1', cantidad: 2 }]);
      expect(notify).toEqual([]);
    });

    it("the cart page is 'verifying', then 'failed' with the §8 message and a retry, never 'empty' while the cart has lines", async () => {
      let attempt = 0;
      const pending = deferred<Product[]>();
      const { actor, verifyCalls, verified } = startCart({
        lines: [{ producto_id: 'A1', cantidad: 2 }],
        verify: () => (++attempt === 1 ? Promise.reject(new Error(messages.http.noResponse)) : pending.promise),
      });
      expect(selectCartPageStatus(actor.getSnapshot())).toBe('verifying');
      await waitFor(actor, (s) => s.matches({ verification: 'failed' }));
      expect(selectCartPageStatus(actor.getSnapshot())).toBe('failed');
      expect(selectVerificationError(actor.getSnapshot())).toBe(messages.http.noResponse);
      expect(selectBadgeCount(actor.getSnapshot())).toBe(1);

      actor.send({ type: 'cart.verificationRetried' });
      expect(verifyCalls).toHaveLength(2);
      expect(selectCartPageStatus(actor.getSnapshot())).toBe('verifying');
      expect(selectVerificationError(actor.getSnapshot())).toBeNull();
      pending.resolve([ALITAS]);
      await verified();
      expect(selectCartPageStatus(actor.getSnapshot())).toBe('ready');
    });

    it("a cart without lines is 'empty' whatever its verification did", () => {
      const { actor } = startCart({ verify: async () => Promise.reject(new Error('x')) });
      expect(selectCartPageStatus(actor.getSnapshot())).toBe('empty');
    });

    it('a new sales-point query verifies again at once', async () => {
      const { actor, verifyCalls, verified } = await cartWith([[ALITAS, 1]]);
      actor.send({ type: 'cart.queryChanged', query: { pdv: 'P777', konda: '30' } });
      expect(verifyCalls).toEqual([{ codes: ['A1'], query: { ...QUERY, pdv: 'P777', konda: '30' } }]);
      await verified();
    });

    it('the same query announced again verifies nothing (/carrito verified its products twice on open)', async () => {
      const pending = deferred<Product[]>();
      const { actor, verifyCalls, verified } = startCart({
        lines: [{ producto_id: 'A1', cantidad: 1 }],
        verify: () => pending.promise,
      });
      expect(verifyCalls).toHaveLength(1);
      // While the first verification is under way (the location assigning the same generic sales point)…
      actor.send({ type: 'cart.queryChanged', query: { pdv: QUERY.pdv, konda: QUERY.konda, date: QUERY.date } });
      actor.send({ type: 'cart.queryChanged', query: { document: QUERY.document } });
      pending.resolve([ALITAS]);
      await verified();
      // …and once it is done.
      actor.send({ type: 'cart.queryChanged', query: QUERY });
      expect(actor.getSnapshot().matches({ verification: 'idle' })).toBe(true);
      expect(verifyCalls).toEqual([{ codes: ['A1'], query: QUERY }]);
      // One field that changes is a new query.
      actor.send({ type: 'cart.queryChanged', query: { ...QUERY, document: '52123456' } });
      expect(verifyCalls).toHaveLength(2);
      expect(verifyCalls[1]).toEqual({ codes: ['A1'], query: { ...QUERY, document: '52123456' } });
    });
  });

  describe('edits (spec §4 "Cart edits")', () => {
    it('adding a product applies at once: a new line, or more of an existing one', async () => {
      const { actor, persisted } = await cartWith([[ALITAS, 1]]);
      actor.send({ type: 'cart.itemAdded', product: ALITAS, quantity: 2 });
      actor.send({ type: 'cart.itemAdded', product: PECHUGA });
      expect(quantities(selectStoredLines(actor.getSnapshot()))).toEqual({ A1: 3, P2: 1 });
      expect(selectCartTotals(actor.getSnapshot()).total).toBe(3 * 10_000 + 20_000);
      expect(persisted.at(-1)?.lines).toEqual([
        { producto_id: 'A1', cantidad: 3 },
        { producto_id: 'P2', cantidad: 1 },
      ]);
    });

    it('during the 1 s pause the line shows the asked quantity, priced, never below cantidadminima', async () => {
      const { actor } = await cartWith([
        [ALITAS, 1],
        [NUGGETS, 3],
      ]);
      actor.send({ type: 'cart.quantityIncreased', productId: 'A1' });
      actor.send({ type: 'cart.quantityDecreased', productId: 'N3' });
      const [alitas, nuggets] = selectDisplayedLines(actor.getSnapshot());
      expect(alitas!.line.cantidad).toBe(2);
      expect(alitas!.line.total).toBe(20_000);
      expect(alitas!.canDecrease).toBe(true);
      expect(nuggets!.line.cantidad).toBe(3);
      expect(nuggets!.canDecrease).toBe(false);
    });

    it('plus/minus are batched and applied after a 1 s pause', async () => {
      const { actor, clock, persisted, verifyCalls } = await cartWith([[ALITAS, 1]]);
      actor.send({ type: 'cart.quantityIncreased', productId: 'A1' });
      clock.increment(CART_EDIT_DEBOUNCE_MS - 100);
      actor.send({ type: 'cart.quantityIncreased', productId: 'A1' });
      clock.increment(CART_EDIT_DEBOUNCE_MS - 100);
      actor.send({ type: 'cart.quantityIncreased', productId: 'A1' });
      actor.send({ type: 'cart.quantityDecreased', productId: 'A1' });

      // During the pause: the line is unchanged, the shown quantity is line + pending.
      let s = actor.getSnapshot();
      expect(s.matches({ edits: 'debouncing' })).toBe(true);
      expect(selectStoredLines(s)).toEqual([{ producto_id: 'A1', cantidad: 1 }]);
      expect(selectDisplayedQuantity(s, 'A1')).toBe(3);
      expect(selectHasPendingEdits(s)).toBe(true);
      expect(persisted).toEqual([]);

      clock.increment(CART_EDIT_DEBOUNCE_MS - 1);
      expect(selectStoredLines(actor.getSnapshot())).toEqual([{ producto_id: 'A1', cantidad: 1 }]);
      clock.increment(1);
      s = actor.getSnapshot();
      expect(s.matches({ edits: 'idle' })).toBe(true);
      expect(selectStoredLines(s)).toEqual([{ producto_id: 'A1', cantidad: 3 }]);
      expect(selectHasPendingEdits(s)).toBe(false);
      expect(selectCartTotals(s).total).toBe(30_000);
      expect(persisted).toEqual([{ lines: [{ producto_id: 'A1', cantidad: 3 }], coupons: [] }]);

      // …and the cart reloads 500 ms later.
      expect(verifyCalls).toHaveLength(0);
      clock.increment(CART_RELOAD_DEBOUNCE_MS);
      expect(verifyCalls).toHaveLength(1);
    });

    it('quantity never below cantidadminima (raised to it)', async () => {
      const { actor, clock } = await cartWith([[NUGGETS, 1]]);
      expect(selectStoredLines(actor.getSnapshot())).toEqual([{ producto_id: 'N3', cantidad: 3 }]);

      actor.send({ type: 'cart.quantityDecreased', productId: 'N3' });
      actor.send({ type: 'cart.quantityDecreased', productId: 'N3' });
      expect(selectDisplayedQuantity(actor.getSnapshot(), 'N3')).toBe(3);
      clock.increment(CART_EDIT_DEBOUNCE_MS);
      expect(selectStoredLines(actor.getSnapshot())).toEqual([{ producto_id: 'N3', cantidad: 3 }]);

      // Minus never removes a line, even at 1.
      const single = await cartWith([[ALITAS, 1]]);
      single.actor.send({ type: 'cart.quantityDecreased', productId: 'A1' });
      single.clock.increment(CART_EDIT_DEBOUNCE_MS);
      expect(selectStoredLines(single.actor.getSnapshot())).toEqual([{ producto_id: 'A1', cantidad: 1 }]);
    });

    it('a stored quantity below a raised cantidadminima is raised to it on verification, and saved', async () => {
      const { actor, persisted, notify, verified } = startCart({
        lines: [{ producto_id: 'N3', cantidad: 1 }],
        catalogue: [NUGGETS],
      });
      await verified();
      expect(selectStoredLines(actor.getSnapshot())).toEqual([{ producto_id: 'N3', cantidad: 3 }]);
      expect(persisted.at(-1)?.lines).toEqual([{ producto_id: 'N3', cantidad: 3 }]);
      expect(notify).toEqual([]);
    });

    it('plus/minus on a product not in the cart is ignored', async () => {
      const { actor } = await cartWith([[ALITAS, 1]]);
      actor.send({ type: 'cart.quantityIncreased', productId: 'NOPE' });
      expect(actor.getSnapshot().matches({ edits: 'idle' })).toBe(true);
      expect(selectDisplayedQuantity(actor.getSnapshot(), 'NOPE')).toBeNull();
    });

    it('deleting the last item clears coupons and shows ¡Hola!, has vaciado tu carrito.', async () => {
      const { actor, notify, navigate, persisted } = await cartWith([[ALITAS, 2]], { coupons: [coupon('C1')] });
      actor.send({ type: 'cart.itemRemoved', productId: 'A1', path: '/carrito' });
      const s = actor.getSnapshot();
      expect(selectLineCount(s)).toBe(0);
      expect(selectCoupons(s)).toEqual([]);
      expect(notify).toEqual([{ level: 'info', message: '¡Hola!, has vaciado tu carrito.' }]);
      expect(navigate).toEqual([]);
      expect(persisted.at(-1)).toEqual({ lines: [], coupons: [] });
    });

    it('on confirma-pedido, emptying the cart is a warning modal and then goes to /productos', async () => {
      const { actor, notify, navigate } = await cartWith([[ALITAS, 2]]);
      actor.send({ type: 'cart.itemRemoved', productId: 'A1', path: '/confirma-pedido' });
      expect(notify).toEqual([{ level: 'warning', message: messages.cart.emptied, modal: true }]);
      expect(navigate).toEqual([{ to: '/productos' }]);
    });

    it('coupons not tied to remaining items are dropped, each with a message naming it', async () => {
      const { actor, notify } = await cartWith(
        [
          [ALITAS, 1],
          [PECHUGA, 1],
        ],
        {
          coupons: [coupon('C-A1', { Materialesaplica: 'A1' }), coupon('C-P2', { Materialesaplica: 'X9, P2' }), coupon('C-ANY')],
        },
      );
      actor.send({ type: 'cart.itemRemoved', productId: 'A1' });
      expect(selectStoredLines(actor.getSnapshot())).toEqual([{ producto_id: 'P2', cantidad: 1 }]);
      expect(selectCoupons(actor.getSnapshot()).map((c) => c.nrocupon)).toEqual(['C-P2', 'C-ANY']);
      expect(notify).toEqual([{ level: 'warning', message: messages.cart.couponDropped('C-A1') }]);
    });

    it('removing a product no coupon is tied to says nothing', async () => {
      const { actor, notify } = await cartWith(
        [
          [ALITAS, 1],
          [PECHUGA, 1],
        ],
        { coupons: [coupon('C-P2', { Materialesaplica: 'P2' })] },
      );
      actor.send({ type: 'cart.itemRemoved', productId: 'A1' });
      expect(selectCoupons(actor.getSnapshot()).map((c) => c.nrocupon)).toEqual(['C-P2']);
      expect(notify).toEqual([]);
    });

    describe('coupon entry (the coupon machine tells the cart)', () => {
      it('a coupon the server accepted is kept and saved in the cupones cookie; the discount comes off the total', async () => {
        const { actor, persisted } = await cartWith([[ALITAS, 2]]);
        const total = selectCartTotals(actor.getSnapshot()).total;
        actor.send({ type: 'cart.couponApplied', coupon: coupon('BIENVENIDA') });
        expect(selectCoupons(actor.getSnapshot())).toEqual([coupon('BIENVENIDA')]);
        expect(persisted.at(-1)?.coupons).toEqual([coupon('BIENVENIDA')]);
        expect(selectCouponDiscount(actor.getSnapshot())).toBe(5_000);
        expect(selectTotalAfterCoupon(actor.getSnapshot())).toBe(total - 5_000);
      });

      it('the same code twice is one coupon; an empty cart takes none', async () => {
        const { actor } = await cartWith([[ALITAS, 2]]);
        actor.send({ type: 'cart.couponApplied', coupon: coupon('BIENVENIDA') });
        actor.send({ type: 'cart.couponApplied', coupon: coupon('BIENVENIDA') });
        expect(selectCoupons(actor.getSnapshot())).toHaveLength(1);
        const empty = startCart();
        empty.actor.send({ type: 'cart.couponApplied', coupon: coupon('BIENVENIDA') });
        expect(selectCoupons(empty.actor.getSnapshot())).toEqual([]);
      });

      it("'Quitar' removes the coupon and saves the cart; the total is whole again", async () => {
        const { actor, persisted } = await cartWith([[ALITAS, 2]], { coupons: [coupon('BIENVENIDA')] });
        actor.send({ type: 'cart.couponRemoved', code: 'BIENVENIDA' });
        expect(selectCoupons(actor.getSnapshot())).toEqual([]);
        expect(persisted.at(-1)?.coupons).toEqual([]);
        expect(selectTotalAfterCoupon(actor.getSnapshot())).toBe(selectCartTotals(actor.getSnapshot()).total);
      });

      it('the discount never exceeds the total', async () => {
        const { actor } = await cartWith([[ALITAS, 1]], { coupons: [coupon('GIGANTE', { ValorCupon: 10_000_000 })] });
        expect(selectTotalAfterCoupon(actor.getSnapshot())).toBe(0);
      });
    });

    it('removing a line drops its pending plus/minus', async () => {
      const { actor, clock } = await cartWith([
        [ALITAS, 1],
        [PECHUGA, 1],
      ]);
      actor.send({ type: 'cart.quantityIncreased', productId: 'A1' });
      actor.send({ type: 'cart.itemRemoved', productId: 'A1' });
      clock.increment(CART_EDIT_DEBOUNCE_MS);
      expect(selectStoredLines(actor.getSnapshot())).toEqual([{ producto_id: 'P2', cantidad: 1 }]);
    });

    it('cart.cleared empties lines, coupons and offer count and persists, without the vaciado message', async () => {
      const offer = product('O1', { oferta: 'X', iofertas: { cantidad_minima: 2, cantidad_producto_adicional: 1 } });
      const { actor, clock, notify, persisted, abandoned } = await cartWith(
        [
          [offer, 2],
          [ALITAS, 1],
        ],
        {
          catalogue: [offer, ALITAS],
          coupons: [coupon('C1')],
        },
      );
      expect(selectOfferCount(actor.getSnapshot())).toBe(1);
      expect(selectBadgeCount(actor.getSnapshot())).toBe(3);
      actor.send({ type: 'cart.quantityIncreased', productId: 'A1' });

      actor.send({ type: 'cart.cleared' });
      const s = actor.getSnapshot();
      expect(selectLineCount(s)).toBe(0);
      expect(selectCoupons(s)).toEqual([]);
      expect(selectOfferCount(s)).toBe(0);
      expect(selectBadgeCount(s)).toBe(0);
      expect(s.matches({ edits: 'idle', verification: 'idle' })).toBe(true);
      expect(persisted).toEqual([{ lines: [], coupons: [] }]);
      expect(notify).toEqual([]);
      expect(abandoned).toEqual([]);
      clock.increment(CART_EDIT_DEBOUNCE_MS);
      expect(selectLineCount(actor.getSnapshot())).toBe(0);
    });

    it('an edit during verification cancels it and verifies the new content 500 ms later', async () => {
      const first = deferred<Product[]>();
      let calls = 0;
      const { actor, clock, verifyCalls, verified } = startCart({
        lines: [{ producto_id: 'A1', cantidad: 1 }],
        verify: (input) =>
          ++calls === 1
            ? first.promise
            : Promise.resolve([ALITAS, PECHUGA].filter((p) => input.codes.includes(p.codigo_producto))),
      });
      actor.send({ type: 'cart.itemAdded', product: PECHUGA });
      expect(actor.getSnapshot().matches({ verification: 'scheduled' })).toBe(true);
      first.resolve([]); // stale answer: ignored
      clock.increment(CART_RELOAD_DEBOUNCE_MS);
      await verified();
      expect(verifyCalls.map((c) => c.codes)).toEqual([['A1'], ['A1', 'P2']]);
      expect(selectLineCount(actor.getSnapshot())).toBe(2);
    });
    it('deleting the last item during a verification cancels it: no stale alert afterwards', async () => {
      const answer = deferred<Product[]>();
      const { actor, clock, notify, verified } = startCart({
        lines: [{ producto_id: 'A1', cantidad: 1 }],
        verify: () => answer.promise,
      });
      actor.send({ type: 'cart.itemRemoved', productId: 'A1' });
      answer.resolve([]);
      clock.increment(CART_RELOAD_DEBOUNCE_MS);
      await verified();
      expect(notify).toEqual([{ level: 'info', message: messages.cart.emptied }]);
    });
  });

  describe('abandoned cart (spec §4)', () => {
    it('recorded when the cart is non-empty, the user logged in and a delivery time set; cleared when it empties', async () => {
      const { actor, abandoned } = await cartWith([[ALITAS, 1]]);
      actor.send({ type: 'cart.itemAdded', product: PECHUGA });
      expect(abandoned).toEqual([]); // guest

      actor.send({ type: 'cart.sessionChanged', isLoggedIn: true, username: 'ana@example.com' });
      expect(abandoned).toEqual([]); // no delivery time yet

      actor.send({ type: 'cart.deliveryChanged', deliveryDate: '2025-06-01', deliveryTime: '12:30' });
      expect(abandoned).toEqual([
        {
          mode: 'record',
          username: 'ana@example.com',
          lines: [
            { producto_id: 'A1', cantidad: 1 },
            { producto_id: 'P2', cantidad: 1 },
          ],
        },
      ]);

      actor.send({ type: 'cart.itemRemoved', productId: 'P2' });
      expect(abandoned.at(-1)).toEqual({
        mode: 'record',
        username: 'ana@example.com',
        lines: [{ producto_id: 'A1', cantidad: 1 }],
      });

      actor.send({ type: 'cart.itemRemoved', productId: 'A1' });
      expect(abandoned.at(-1)).toEqual({ mode: 'clear', username: 'ana@example.com', lines: [] });
    });
  });

  describe('checkout decision (spec §4 "Cart checkout")', () => {
    const TODAY = '2025-06-01';
    /** TODAY at 09:00 in Bogotá. */
    const NOW = Date.UTC(2025, 5, 1, 14, 0);

    async function loggedInCart(
      options: StartOptions & {
        products?: Array<[Product, number]>;
        deliveryDate?: string | null;
        deliveryTime?: string | null;
      } = {},
    ) {
      const harness = await cartWith(options.products ?? [[PECHUGA, 1]], options);
      harness.actor.send({ type: 'cart.sessionChanged', isLoggedIn: true, username: 'ana@example.com' });
      harness.actor.send({
        type: 'cart.deliveryChanged',
        deliveryDate: options.deliveryDate === undefined ? TODAY : options.deliveryDate,
        deliveryTime: options.deliveryTime === undefined ? '12:30' : options.deliveryTime,
      });
      return harness;
    }

    it('anonymous checkout sets auth mode 1 and goes to /login', async () => {
      const { actor, sessionEvents, navigate, notify } = await cartWith([[PECHUGA, 1]]);
      actor.send({ type: 'cart.checkoutRequested', now: NOW });
      expect(sessionEvents).toEqual([{ type: 'session.authModeSet', mode: 1 }]);
      expect(navigate).toEqual([{ to: '/login' }]);
      expect(notify).toEqual([]);
      expect(actor.getSnapshot().matches({ checkout: 'idle' })).toBe(true);
    });

    it('total 0 or less: warning', async () => {
      const free = product('F0', { precio: 0 });
      const { actor, navigate, notify } = await loggedInCart({ products: [[free, 1]], catalogue: [free] });
      actor.send({ type: 'cart.checkoutRequested', now: NOW });
      expect(notify).toEqual([{ level: 'warning', message: 'No puedes enviar el pedido en $0 pesos.' }]);
      expect(navigate).toEqual([]);
    });

    it('more than one value coupon: warning', async () => {
      const { actor, navigate, notify } = await loggedInCart({ coupons: [coupon('C1'), coupon('C2')] });
      actor.send({ type: 'cart.checkoutRequested', now: NOW });
      expect(notify).toEqual([{ level: 'warning', message: 'No puedes usar más de un cupon valor por pedido.' }]);
      expect(navigate).toEqual([]);
    });

    it('unmet coupon minimum: warning with the amount', async () => {
      const { actor, notify } = await loggedInCart({ coupons: [coupon('C1', { MontoMinimo: 50_000 })] });
      actor.send({ type: 'cart.checkoutRequested', now: NOW });
      expect(notify).toEqual([{ level: 'warning', message: 'El monto mínimo para aplicar cupones de valor es $\u00a050.000.' }]);
    });

    it('delivery date and time set and today not after the delivery day: /confirma-pedido', async () => {
      const { actor, navigate, notify } = await loggedInCart({ deliveryDate: '2025-06-02' });
      actor.send({ type: 'cart.checkoutRequested', now: NOW });
      expect(navigate).toEqual([{ to: '/confirma-pedido' }]);
      expect(notify).toEqual([]);
    });

    it('delivery day already past, or no delivery time: /confirmar-ubicacion', async () => {
      const past = await loggedInCart({ deliveryDate: '2025-05-31' });
      past.actor.send({ type: 'cart.checkoutRequested', now: NOW });
      expect(past.navigate).toEqual([{ to: '/confirmar-ubicacion' }]);

      const noTime = await loggedInCart({ deliveryTime: null });
      noTime.actor.send({ type: 'cart.checkoutRequested', now: NOW });
      expect(noTime.navigate).toEqual([{ to: '/confirmar-ubicacion' }]);
    });

    it('a slot today whose hour is already gone: /confirmar-ubicacion (the slot is asked again)', async () => {
      const { actor, navigate } = await loggedInCart({ deliveryDate: TODAY, deliveryTime: '12:30' });
      actor.send({ type: 'cart.checkoutRequested', now: Date.UTC(2025, 5, 1, 19 + 5, 30) });
      expect(navigate).toEqual([{ to: '/confirmar-ubicacion' }]);
    });

    it('Continuar al Pago during the 1 s pause applies the pending plus/minus first', async () => {
      // Minimum 25.000: one Pechuga (20.000) is short, two are enough.
      const { actor, navigate, notify, persisted } = await loggedInCart({ coupons: [coupon('C1', { MontoMinimo: 25_000 })] });
      actor.send({ type: 'cart.quantityIncreased', productId: 'P2' });
      actor.send({ type: 'cart.checkoutRequested', now: NOW });
      expect(selectStoredLines(actor.getSnapshot())).toEqual([{ producto_id: 'P2', cantidad: 2 }]);
      expect(persisted.at(-1)?.lines).toEqual([{ producto_id: 'P2', cantidad: 2 }]);
      expect(actor.getSnapshot().matches({ edits: 'idle' })).toBe(true);
      expect(notify).toEqual([]);
      expect(navigate).toEqual([{ to: '/confirma-pedido' }]);
    });
  });
});

describe('reorder: a past order back into the cart, verified against the current sales point', () => {
  const items = [
    { producto_id: 'A1', cantidad: 2, nombre: 'Alitas', precio: 10_000 },
    { producto_id: 'P2', cantidad: 1, nombre: 'Pechuga', precio: 18_000 },
    { producto_id: 'X9', cantidad: 1, nombre: 'Combo retirado', precio: 30_000 },
  ];

  it("'Agregar': the order's quantities add to the cart's, verified at once (no 500 ms wait); the dialog names what is gone and what changed price", async () => {
    const harness = await cartWith([[ALITAS, 1]], { coupons: [coupon('V1')] });
    harness.actor.send({ type: 'cart.linesReordered', pedido: 100001, items, replace: false });
    expect(harness.verifyCalls).toEqual([{ codes: ['A1', 'P2', 'X9'], query: QUERY }]);
    await harness.verified();
    const s = harness.actor.getSnapshot();
    expect(quantities(selectStoredLines(s))).toEqual({ A1: 3, P2: 1 });
    expect(selectCoupons(s).map((c) => c.nrocupon)).toEqual(['V1']);
    expect(harness.notify).toEqual([
      {
        level: 'warning',
        modal: true,
        message:
          'Agregamos a tu carrito los productos del pedido #100001 con los precios de hoy. Ya no están disponibles en tu punto de venta: Combo retirado. Cambiaron de precio: Producto P2 (antes $\u00a018.000, ahora $\u00a020.000).',
      },
    ]);
    expect(harness.persisted.at(-1)?.lines).toEqual(selectStoredLines(s));
  });

  it("'Reemplazar': only the order's products remain, the coupons go; everything at the price paid is a success toast", async () => {
    const harness = await cartWith([[NUGGETS, 3]], { coupons: [coupon('V1')] });
    harness.actor.send({ type: 'cart.linesReordered', pedido: 7, items: items.slice(0, 1), replace: true });
    await harness.verified();
    const s = harness.actor.getSnapshot();
    expect(quantities(selectStoredLines(s))).toEqual({ A1: 2 });
    expect(selectCoupons(s)).toEqual([]);
    expect(harness.notify).toEqual([{ level: 'success', message: messages.reorder.added(7) }]);
  });

  it('a failed verification keeps the reorder: the retry still names the differences; a later verification says nothing more', async () => {
    let fail = true;
    const harness = await cartWith([], {
      verify: async (input) => {
        if (fail) throw new Error('No hay conexión con el servidor');
        return [ALITAS, PECHUGA].filter((p) => input.codes.includes(p.codigo_producto));
      },
    });
    harness.actor.send({ type: 'cart.linesReordered', pedido: 9, items, replace: true });
    await waitFor(harness.actor, (s) => s.matches({ verification: 'failed' }));
    expect(harness.notify).toEqual([]);
    fail = false;
    harness.actor.send({ type: 'cart.verificationRetried' });
    await harness.verified();
    expect(harness.notify.map((n) => n.message)).toEqual([expect.stringContaining('Combo retirado')]);
    harness.actor.send({ type: 'cart.quantityIncreased', productId: 'A1' });
    harness.clock.increment(CART_EDIT_DEBOUNCE_MS);
    harness.clock.increment(CART_RELOAD_DEBOUNCE_MS);
    await harness.verified();
    expect(harness.notify).toHaveLength(1);
  });
});

describe('prices are told, never silent', () => {
  /** The sales point the customer picks up at: the alitas cost more there. */
  const CHAPINERO = { pdv: 'CHAPINERO' };
  const ALITAS_AT_CHAPINERO = product('A1', { precio: 12_000 });

  /** A cart that showed the alitas (and pechuga) at the generic prices, then answers with these products. */
  async function cartMovingTo(
    answer: Product[],
    products: Array<[Product, number]> = [
      [ALITAS, 1],
      [PECHUGA, 1],
    ],
  ) {
    let next: Product[] | null = null;
    const harness = await cartWith(products, {
      verify: async (input) => (next ?? [ALITAS, PECHUGA, NUGGETS]).filter((p) => input.codes.includes(p.codigo_producto)),
    });
    next = answer;
    return harness;
  }

  it('a new sales point that prices a line differently names it with the price the cart showed and the price now', async () => {
    const { actor, notify, verified } = await cartMovingTo([ALITAS_AT_CHAPINERO, PECHUGA]);
    expect(selectHasPriceChanges(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cart.queryChanged', query: CHAPINERO });
    await verified();
    const s = actor.getSnapshot();
    expect(selectPriceChanges(s)).toEqual([{ producto_id: 'A1', nombre: 'Producto A1', before: 10_000, now: 12_000 }]);
    expect(selectHasPriceChanges(s)).toBe(true);
    expect(s.matches({ prices: 'changed' })).toBe(true);
    // The new price is the one the cart charges; the notice is the page's, not a toast that fades.
    expect(selectCartTotals(s).total).toBe(12_000 + 20_000);
    expect(notify).toEqual([]);
  });

  it("'Entendido' acknowledges them: nothing is told any more, and a later answer at the same price says nothing new", async () => {
    const { actor, verified } = await cartMovingTo([ALITAS_AT_CHAPINERO, PECHUGA]);
    actor.send({ type: 'cart.queryChanged', query: CHAPINERO });
    await verified();
    actor.send({ type: 'cart.pricesAcknowledged' });
    expect(selectPriceChanges(actor.getSnapshot())).toEqual([]);
    expect(actor.getSnapshot().matches({ prices: 'unchanged' })).toBe(true);
    // Another query (the customer signs in) answered at the same Chapinero price.
    actor.send({ type: 'cart.queryChanged', query: { ...CHAPINERO, document: '52123456' } });
    await verified();
    expect(selectHasPriceChanges(actor.getSnapshot())).toBe(false);
  });

  it('a line that changes again keeps the price first seen; a price back to it is no change any more', async () => {
    let answer: Product[] = [ALITAS_AT_CHAPINERO, PECHUGA];
    const { actor, verified } = await cartWith(
      [
        [ALITAS, 1],
        [PECHUGA, 1],
      ],
      {
        verify: async (input) => answer.filter((p) => input.codes.includes(p.codigo_producto)),
      },
    );
    answer = [ALITAS, PECHUGA]; // the cart was verified at the generic prices
    actor.send({ type: 'cart.queryChanged', query: { konda: '30' } });
    await verified();
    answer = [ALITAS_AT_CHAPINERO, PECHUGA];
    actor.send({ type: 'cart.queryChanged', query: CHAPINERO });
    await verified();
    answer = [product('A1', { precio: 15_000 }), PECHUGA];
    actor.send({ type: 'cart.queryChanged', query: { pdv: 'SALITRE' } });
    await verified();
    expect(selectPriceChanges(actor.getSnapshot())).toEqual([
      { producto_id: 'A1', nombre: 'Producto A1', before: 10_000, now: 15_000 },
    ]);
    answer = [ALITAS, PECHUGA];
    actor.send({ type: 'cart.queryChanged', query: { pdv: 'P001' } });
    await verified();
    expect(selectPriceChanges(actor.getSnapshot())).toEqual([]);
    expect(actor.getSnapshot().matches({ prices: 'unchanged' })).toBe(true);
  });

  it('a changed line that leaves the cart takes its notice with it; emptying the cart forgets them all', async () => {
    const { actor, verified } = await cartMovingTo([ALITAS_AT_CHAPINERO, product('P2', { precio: 25_000 })]);
    actor.send({ type: 'cart.queryChanged', query: CHAPINERO });
    await verified();
    expect(selectPriceChanges(actor.getSnapshot()).map((c) => c.producto_id)).toEqual(['A1', 'P2']);
    actor.send({ type: 'cart.itemRemoved', productId: 'A1' });
    expect(selectPriceChanges(actor.getSnapshot()).map((c) => c.producto_id)).toEqual(['P2']);
    actor.send({ type: 'cart.cleared' });
    expect(selectPriceChanges(actor.getSnapshot())).toEqual([]);
    expect(actor.getSnapshot().matches({ prices: 'unchanged' })).toBe(true);
  });

  it('a cart restored from its cookie tells nothing at its first answer: the customer saw no price yet', async () => {
    const { actor, verified } = startCart({ lines: [{ producto_id: 'A1', cantidad: 1 }], catalogue: [ALITAS_AT_CHAPINERO] });
    await verified();
    expect(selectPriceChanges(actor.getSnapshot())).toEqual([]);
  });

  it("a reorder's own products are named by the reorder's notice, not a second time by the cart", async () => {
    const { actor, notify, verified } = await cartMovingTo(
      [ALITAS_AT_CHAPINERO, PECHUGA],
      [
        [ALITAS, 1],
        [PECHUGA, 1],
      ],
    );
    actor.send({
      type: 'cart.linesReordered',
      pedido: 5,
      items: [{ producto_id: 'A1', cantidad: 1, nombre: 'Alitas', precio: 10_000 }],
      replace: false,
    });
    await verified();
    expect(selectPriceChanges(actor.getSnapshot())).toEqual([]);
    expect(notify.map((n) => n.message)).toEqual([
      expect.stringContaining('Cambiaron de precio: Producto A1 (antes $\u00a010.000, ahora $\u00a012.000)'),
    ]);
  });
});

describe("the total follows the quantities shown at once (no lag after '+' or '−')", () => {
  it('during the 1 s pause the totals, the coupon discount, the offer count and the badge are those of the lines shown', async () => {
    const offer = product('O1', { oferta: 'X', iofertas: { cantidad_minima: 2, cantidad_producto_adicional: 1 } });
    const { actor, clock } = await cartWith(
      [
        [ALITAS, 1],
        [offer, 1],
      ],
      { catalogue: [ALITAS, offer], coupons: [coupon('BIG', { ValorCupon: 25_000 })] },
    );
    expect(selectBadgeCount(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'cart.quantityIncreased', productId: 'A1' });
    actor.send({ type: 'cart.quantityIncreased', productId: 'O1' });
    const s = actor.getSnapshot();
    expect(selectHasPendingEdits(s)).toBe(true);
    const shown = selectDisplayedLines(s).reduce((sum, d) => sum + d.line.total, 0);
    expect(shown).toBe(2 * 10_000 + 2 * 10_000);
    expect(selectCartTotals(s).total).toBe(shown);
    expect(selectOfferCount(s)).toBe(1);
    expect(selectBadgeCount(s)).toBe(3);
    expect(selectCouponDiscount(s)).toBe(25_000);
    expect(selectTotalAfterCoupon(s)).toBe(shown - 25_000);
    // Applied after the pause: the same figures, now stored.
    clock.increment(CART_EDIT_DEBOUNCE_MS);
    expect(selectCartTotals(actor.getSnapshot()).total).toBe(shown);
    expect(selectBadgeCount(actor.getSnapshot())).toBe(3);
  });
});

describe("'Agregar' says it worked", () => {
  it('a success toast names the product and how many the cart holds, with a link to the cart', async () => {
    const { actor, notify } = await cartWith([]);
    actor.send({ type: 'cart.itemAdded', product: ALITAS });
    actor.send({ type: 'cart.itemAdded', product: ALITAS, quantity: 2 });
    actor.send({ type: 'cart.itemAdded', product: NUGGETS });
    const viewCart = { label: 'Ver carrito', to: '/carrito' };
    expect(notify).toEqual([
      { level: 'success', message: 'Agregaste Producto A1 a tu carrito.', action: viewCart },
      { level: 'success', message: 'Agregaste Producto A1: tienes 3 en tu carrito.', action: viewCart },
      // Nuggets come in packs of at least 3: the toast says what the cart holds.
      { level: 'success', message: 'Agregaste Producto N3: tienes 3 en tu carrito.', action: viewCart },
    ]);
  });
});
