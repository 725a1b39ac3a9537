import { assign, enqueueActions, fromPromise, not, raise, setup } from 'xstate';
import { PATHS } from '../paths';
import { CART_EDIT_DEBOUNCE_MS, CART_RELOAD_DEBOUNCE_MS } from '../constants';
import { messages } from '../messages';
import type { Product } from '../schemas/catalogue';
import type { Coupon, StoredCartLine } from '../schemas/order';
import { couponMinimumNotMet, hasNoFutureSlot, hasNoTotal, hasTooManyValueCoupons } from '../rules/checkoutDecision';
import { couponsForRemainingItems, droppedCoupons } from '../rules/coupons';
import { priceCart } from '../rules/pricing';
import { changedPrices, pendingPriceChanges } from '../rules/priceChanges';
import { clampQuantity } from '../rules/quantity';
import { reorderNotice, reorderReport, type ReorderItem } from '../rules/reorder';
import type { LocationEvent } from '../location';
import { SYSTEM_IDS, type NavigateParams, type NotifyParams } from '../system';
import type {
  AbandonedCartParams,
  CartContext,
  CartEvent,
  CartInput,
  CartQuery,
  CheckoutOutcome,
  PersistCartParams,
  VerifyCartInput,
} from './types';

/**
 * Cart (docs/product.md#estados-y-transiciones "Cart edits", "Cart verification", "Abandoned cart" and
 * "Cart checkout"). Three parallel regions:
 * - `edits`: idle ⇄ debouncing. Plus/minus are batched in `pending` and applied
 *   after CART_EDIT_DEBOUNCE (1 s) without a new one; add and delete apply at once.
 * - `verification`: idle → scheduled (CART_RELOAD_DEBOUNCE, 500 ms after any content
 *   change) → verifying (re-queries the cart's products for the sales point) → idle, or
 *   failed (no answer, timeout, error status) until a retry, a change or a new query.
 * - `checkout`: idle → decidingCheckout (passed through: 'Continuar al Pago', a chain
 *   of named guards in the spec's order: guest, no total, too many coupons, coupon
 *   minimum, no future slot).
 * - `prices`: unchanged ⇄ changed. A verification that prices a line differently
 *   from what the cart showed records the price seen and the price now (`priceChanges`, the
 *   reorder's rule: rules/priceChanges.ts); the cart and /confirma-pedido name each one until the
 *   customer acknowledges them (`cart.pricesAcknowledged`) or the line leaves the cart.
 *
 * Coupons (docs/product.md#entidades, docs/product.md#reglas): the coupon entry (machines/coupon) applies a code the server accepted
 * (`cart.couponApplied`) or removes one (`cart.couponRemoved`); an edit that leaves a coupon
 * without the products it is tied to drops it and says which (docs/product.md#estados-y-transiciones "Coupons not tied to remaining
 * items are dropped").
 *
 * Every content change persists the cart (cookie) and syncs the abandoned cart;
 * the edit handlers raise `cart.contentChanged` so the verification region
 * schedules a reload.
 */

/** Auth mode that makes the login page return to the checkout (docs/product.md#estados-y-transiciones). */
export const CHECKOUT_AUTH_MODE = 1;

// ─── Pure helpers ───────────────────────────────────────────────────────────

const byCode = (products: Record<string, Product>): ReadonlyMap<string, Product> => new Map(Object.entries(products));

/** Lines plus the priced cart derived from them. */
function withLines(
  lines: StoredCartLine[],
  products: Record<string, Product>,
): Pick<CartContext, 'lines' | 'products' | 'priced'> {
  return { lines, products, priced: priceCart(lines, byCode(products)) };
}

const minimumOf = (context: CartContext, productId: string): number => context.products[productId]?.cantidadminima ?? 1;

const findLine = (context: CartContext, productId: string) => context.lines.find((l) => l.producto_id === productId);

/** Changes still told only for products still in the cart. */
const priceChangesOf = (context: CartContext, lines: readonly StoredCartLine[]) =>
  context.priceChanges.filter((c) => lines.some((l) => l.producto_id === c.producto_id));

const removesLastLine = (context: CartContext, productId: string): boolean =>
  context.lines.length === 1 && context.lines[0]!.producto_id === productId;

export const hasPending = (pending: Record<string, number>): boolean => Object.values(pending).some((delta) => delta !== 0);

const isCompleteQuery = (query: Partial<CartQuery>): query is CartQuery =>
  [query.pdv, query.date, query.document, query.konda].every((v) => typeof v === 'string' && v.trim() !== '');

/** A query announcement that changes one of its fields (the location repeats the same sales point, e.g. once its generic one is assigned). */
const changesQuery = (query: Partial<CartQuery>, change: Partial<CartQuery>): boolean =>
  (Object.keys(change) as (keyof CartQuery)[]).some((key) => change[key] !== undefined && change[key] !== query[key]);

/** What a verification answer does to the cart. */
function verificationOutcome(context: CartContext, available: readonly Product[]) {
  const found = new Map(available.map((p) => [p.codigo_producto, p]));
  const kept = context.lines.filter((l) => found.has(l.producto_id));
  return {
    found,
    droppedCount: context.lines.length - kept.length,
    keptCount: kept.length,
    raisesQuantity: kept.some((l) => l.cantidad < found.get(l.producto_id)!.cantidadminima),
  };
}

/** Abandoned cart (docs/product.md#estados-y-transiciones): recorded when non-empty, logged in and delivery time set; cleared when empty. */
function abandonedCartSync(context: CartContext, whenEmpty: 'clear' | 'skip'): AbandonedCartParams | null {
  if (!context.isLoggedIn || !context.username) return null;
  if (context.lines.length === 0) {
    return whenEmpty === 'clear' ? { mode: 'clear', username: context.username, lines: [] } : null;
  }
  if (!context.deliveryTime || context.deliveryTime.trim() === '') return null;
  return { mode: 'record', username: context.username, lines: context.lines };
}

function initialContext(input: CartInput): CartContext {
  return {
    ...withLines(input.lines ?? [], {}),
    coupons: input.coupons ?? [],
    pending: {},
    isLoggedIn: false,
    username: null,
    deliveryDate: null,
    deliveryTime: null,
    query: input.query ?? {},
    verificationError: null,
    checkoutAt: null,
    checkoutOutcome: null,
    reorder: null,
    priceChanges: [],
  };
}

const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : messages.http.other;

/** The toast after 'Agregar': the product and how many the cart now holds, with a link to the cart. */
function addedNotice(context: CartContext, product: Product): NotifyParams {
  const inCart = findLine(context, product.codigo_producto)?.cantidad ?? 0;
  return {
    level: 'success',
    message: messages.cart.added(product.descripcion_corta, inCart),
    action: { label: messages.cart.viewCart, to: PATHS.carrito },
  };
}

// ─── Machine ────────────────────────────────────────────────────────────────

const productOf = ({ event }: { event: { productId: string } }) => ({ productId: event.productId });

const cartSetup = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
    tags: {} as 'loading',
  },
  actors: {
    /** POST /api/productos/listar_productos_filtro with the cart's codes: the ones the sales point offers. */
    verifyCart: fromPromise<Product[], VerifyCartInput>(async ({ signal: _signal }) => {
      throw new Error('not provided: verifyCart');
    }),
  },
  delays: {
    CART_EDIT_DEBOUNCE: CART_EDIT_DEBOUNCE_MS,
    CART_RELOAD_DEBOUNCE: CART_RELOAD_DEBOUNCE_MS,
  },
  guards: {
    hasLine: ({ context }, params: { productId: string }) => findLine(context, params.productId) !== undefined,
    removesLastLine: ({ context }, params: { productId: string }) => removesLastLine(context, params.productId),
    removesLastLineOnConfirmOrderPage: ({ context }, params: { productId: string; path: string | undefined }) =>
      removesLastLine(context, params.productId) && params.path === PATHS.confirmaPedido,
    hasPendingEdits: ({ context }) => hasPending(context.pending),
    /** Some line's price changed since the customer saw it and nobody acknowledged it yet. */
    hasPriceChanges: ({ context }) => context.priceChanges.length > 0,
    /** A coupon goes with products: an empty cart takes none (docs/product.md#estados-y-transiciones: emptying it clears them). */
    hasLines: ({ context }) => context.lines.length > 0,
    hasCoupon: ({ context }, params: { code: string }) => context.coupons.some((c) => c.nrocupon === params.code),
    /** The announced query differs from the one the lines were (or are being) verified with. */
    changesQuery: ({ context }, params: { query: Partial<CartQuery> }) => changesQuery(context.query, params.query),
    /** Lines to verify and a complete sales-point query to verify them with. */
    canVerify: ({ context }) => context.lines.length > 0 && isCompleteQuery(context.query),
    /** A reorder waits for this answer to say what changed. */
    hasPendingReorder: ({ context }) => context.reorder !== null,
    verificationFindsNone: ({ context }, params: { products: Product[] }) =>
      context.lines.length > 0 && verificationOutcome(context, params.products).keptCount === 0,
    verificationDropsLines: ({ context }, params: { products: Product[] }) =>
      verificationOutcome(context, params.products).droppedCount > 0,
    verificationRaisesQuantities: ({ context }, params: { products: Product[] }) =>
      verificationOutcome(context, params.products).raisesQuantity,
    // 'Continuar al Pago' (docs/product.md#estados-y-transiciones), rules/checkoutDecision.ts, in the spec's order.
    isGuest: ({ context }) => !context.isLoggedIn,
    hasNoTotal: ({ context }) => hasNoTotal(context.priced.totals.total),
    hasTooManyValueCoupons: ({ context }) => hasTooManyValueCoupons(context.coupons),
    isBelowCouponMinimum: ({ context }) => couponMinimumNotMet(context.coupons, context.priced.totals.subtotal) !== null,
    hasNoFutureSlot: ({ context }) => hasNoFutureSlot(context.deliveryDate, context.deliveryTime, context.checkoutAt ?? 0),
  },
  actions: {
    // Effects, implemented by src with .provide().
    /** src: wouter navigation. */
    navigate: (_, _params: NavigateParams) => {},
    /** src: toast or modal. */
    notify: (_, _params: NotifyParams) => {},
    /** src: writes the carrito_alacarta and cupones cookies (removes them when empty). */
    persistCart: (_, _params: PersistCartParams) => {},
    /** src: POST carritoAbandonado/agregar (record) or limpiar (clear); on failure notifies messages.cart.abandonedCartFailed. */
    syncAbandonedCart: (_, _params: AbandonedCartParams) => {},

    // Context.
    addItem: assign(({ context }, params: { product: Product; quantity?: number }) => {
      const { product } = params;
      const products = { ...context.products, [product.codigo_producto]: product };
      const existing = findLine(context, product.codigo_producto);
      const lines = existing
        ? context.lines.map((l) =>
            l === existing ? { ...l, cantidad: clampQuantity(l.cantidad + (params.quantity ?? 1), product.cantidadminima) } : l,
          )
        : [
            ...context.lines,
            { producto_id: product.codigo_producto, cantidad: clampQuantity(params.quantity ?? 1, product.cantidadminima) },
          ];
      return withLines(lines, products);
    }),
    removeLine: assign(({ context }, params: { productId: string }) => {
      const { [params.productId]: _dropped, ...pending } = context.pending;
      const lines = context.lines.filter((l) => l.producto_id !== params.productId);
      return { ...withLines(lines, context.products), pending, priceChanges: priceChangesOf(context, lines) };
    }),
    /** Adds a plus (+1) or minus (−1) to the batch; the shown quantity stays within [cantidadminima, MAX]. */
    addPending: assign(({ context }, params: { productId: string; step: 1 | -1 }) => {
      const line = findLine(context, params.productId);
      if (!line) return {};
      const shown = line.cantidad + (context.pending[params.productId] ?? 0);
      const next = clampQuantity(shown + params.step, minimumOf(context, params.productId));
      return { pending: { ...context.pending, [params.productId]: next - line.cantidad } };
    }),
    applyPending: assign(({ context }) => {
      const lines = context.lines.map((l) => {
        const delta = context.pending[l.producto_id] ?? 0;
        return delta === 0 ? l : { ...l, cantidad: clampQuantity(l.cantidad + delta, minimumOf(context, l.producto_id)) };
      });
      return { ...withLines(lines, context.products), pending: {} };
    }),
    /**
     * Drops lines the sales point does not offer, refreshes prices and raises quantities to the new
     * minimums; a line now priced differently from what the cart showed is recorded with both prices
     * (`toldElsewhere`: products whose change another notice names, the reorder's).
     */
    applyVerification: assign(({ context }, params: { products: Product[]; toldElsewhere?: readonly string[] }) => {
      const { found } = verificationOutcome(context, params.products);
      const lines = context.lines
        .filter((l) => found.has(l.producto_id))
        .map((l) => {
          const cantidad = clampQuantity(l.cantidad, found.get(l.producto_id)!.cantidadminima);
          return cantidad === l.cantidad ? l : { ...l, cantidad };
        });
      const pending = Object.fromEntries(Object.entries(context.pending).filter(([id]) => found.has(id)));
      const toldHere = (productId: string) => !params.toldElsewhere?.includes(productId);
      const seen = context.priced.lines
        .filter((l) => toldHere(l.producto_id))
        .map((l) => ({ producto_id: l.producto_id, nombre: l.descripcion_corta, precio: l.unit.finalPrice }));
      const told = context.priceChanges.filter((c) => toldHere(c.producto_id));
      const priceChanges = pendingPriceChanges(
        told,
        changedPrices(seen, params.products),
        lines.map((l) => l.producto_id),
      );
      return { ...withLines(lines, { ...context.products, ...Object.fromEntries(found) }), pending, priceChanges };
    }),
    /** A past order's products in place of the cart's, or added to them (quantities add up, within the limits). */
    applyReorder: assign(({ context }, params: { pedido: number; items: ReorderItem[]; replace: boolean }) => {
      const base = params.replace ? [] : context.lines;
      const lines = [...base];
      for (const item of params.items) {
        const i = lines.findIndex((l) => l.producto_id === item.producto_id);
        const minimum = minimumOf(context, item.producto_id);
        if (i === -1) lines.push({ producto_id: item.producto_id, cantidad: clampQuantity(item.cantidad, minimum) });
        else lines[i] = { ...lines[i]!, cantidad: clampQuantity(lines[i]!.cantidad + item.cantidad, minimum) };
      }
      return {
        ...withLines(lines, context.products),
        pending: params.replace ? {} : context.pending,
        coupons: params.replace ? [] : context.coupons,
        reorder: { pedido: params.pedido, items: params.items },
        priceChanges: priceChangesOf(context, lines),
      };
    }),
    clearReorder: assign({ reorder: null }),
    clearPriceChanges: assign({ priceChanges: [] }),
    /** The accepted coupon joins the cart (one entry per code; the checkout still refuses two value coupons). */
    addCoupon: assign(({ context }, params: { coupon: Coupon }) => ({
      coupons: [...context.coupons.filter((c) => c.nrocupon !== params.coupon.nrocupon), params.coupon],
    })),
    removeCoupon: assign(({ context }, params: { code: string }) => ({
      coupons: context.coupons.filter((c) => c.nrocupon !== params.code),
    })),
    clearCoupons: assign({ coupons: [] }),
    /** Lines, pending edits, coupons and (derived) offer count. */
    clearCart: assign(({ context }) => ({
      ...withLines([], context.products),
      pending: {},
      coupons: [],
      reorder: null,
      priceChanges: [],
    })),
    assignSession: assign((_, params: { isLoggedIn: boolean; username: string | null }) => ({
      isLoggedIn: params.isLoggedIn,
      username: params.isLoggedIn ? params.username : null,
    })),
    assignDelivery: assign((_, params: { deliveryDate: string | null; deliveryTime: string | null }) => ({
      deliveryDate: params.deliveryDate,
      deliveryTime: params.deliveryTime,
    })),
    assignVerificationError: assign((_, params: { error: unknown }) => ({ verificationError: errorMessage(params.error) })),
    clearVerificationError: assign({ verificationError: null }),
    assignQuery: assign(({ context }, params: { query: Partial<CartQuery> }) => ({
      query: { ...context.query, ...params.query },
    })),
    assignCheckoutRequest: assign((_, params: { now: number }) => ({ checkoutAt: params.now, checkoutOutcome: null })),
    assignCheckoutOutcome: assign((_, params: { outcome: CheckoutOutcome }) => ({ checkoutOutcome: params.outcome })),
    /** Tells the session (when present) that the login page should come back to checkout. */
    setCheckoutAuthMode: enqueueActions(({ system, enqueue }) => {
      const session = system.get(SYSTEM_IDS.session);
      const event = { type: 'session.authModeSet', mode: CHECKOUT_AUTH_MODE } as const;
      if (session) enqueue.sendTo(session, event);
    }),
    scheduleVerification: raise({ type: 'cart.contentChanged' }),
    /** The location dialog locks city changes while the cart has products (docs/product.md#pantallas-y-rutas). */
    tellLocationWhetherEmpty: enqueueActions(({ context, system, enqueue }) => {
      const location = system.get(SYSTEM_IDS.location);
      const event: LocationEvent = { type: 'location.cartChanged', isEmpty: context.lines.length === 0 };
      if (location) enqueue.sendTo(location, event);
    }),
  },
});

export const cartMachine = cartSetup
  .extend({
    actions: {
      /** After a content change: cookie, then the abandoned-cart record (recorded, or cleared when empty). */
      saveCart: cartSetup.enqueueActions(({ context, enqueue }) => {
        enqueue({ type: 'persistCart', params: { lines: context.lines, coupons: context.coupons } });
        enqueue('tellLocationWhetherEmpty');
        const sync = abandonedCartSync(context, 'clear');
        if (sync) enqueue({ type: 'syncAbandonedCart', params: sync });
      }),
      /** Coupons not tied to remaining items are dropped (docs/product.md#estados-y-transiciones), each with a message naming it. */
      dropUntiedCoupons: cartSetup.enqueueActions(({ context, enqueue }) => {
        const kept = couponsForRemainingItems(
          context.coupons,
          context.lines.map((l) => l.producto_id),
        );
        enqueue.assign({ coupons: kept });
        for (const coupon of droppedCoupons(context.coupons, kept)) {
          enqueue({ type: 'notify', params: { level: 'warning', message: messages.cart.couponDropped(coupon.nrocupon) } });
        }
      }),
      /** After login or a new delivery slot: record a non-empty cart once it qualifies. */
      recordAbandonedCart: cartSetup.enqueueActions(({ context, enqueue }) => {
        const sync = abandonedCartSync(context, 'skip');
        if (sync) enqueue({ type: 'syncAbandonedCart', params: sync });
      }),
    },
  })
  .createMachine({
    id: 'cart',
    type: 'parallel',
    context: ({ input }) => initialContext(input),
    on: {
      // 'Agregar' says it worked with a small toast that offers the cart; the badge follows too.
      'cart.itemAdded': {
        actions: [
          { type: 'addItem', params: ({ event }) => ({ product: event.product, quantity: event.quantity }) },
          'saveCart',
          'scheduleVerification',
          { type: 'notify', params: ({ context, event }) => addedNotice(context, event.product) },
        ],
      },
      // Deleting the last item clears coupons and says so; on /confirma-pedido as a modal, then to /productos.
      'cart.itemRemoved': [
        {
          guard: {
            type: 'removesLastLineOnConfirmOrderPage',
            params: ({ event }) => ({ productId: event.productId, path: event.path }),
          },
          actions: [
            { type: 'removeLine', params: productOf },
            'clearCoupons',
            'saveCart',
            'scheduleVerification',
            { type: 'notify', params: { level: 'warning', message: messages.cart.emptied, modal: true } },
            { type: 'navigate', params: { to: PATHS.productos } },
          ],
        },
        {
          guard: { type: 'removesLastLine', params: productOf },
          actions: [
            { type: 'removeLine', params: productOf },
            'clearCoupons',
            'saveCart',
            'scheduleVerification',
            { type: 'notify', params: { level: 'info', message: messages.cart.emptied } },
          ],
        },
        {
          guard: { type: 'hasLine', params: productOf },
          actions: [{ type: 'removeLine', params: productOf }, 'dropUntiedCoupons', 'saveCart', 'scheduleVerification'],
        },
      ],
      // The coupon entry: a code the server accepted for these products, or the customer's 'Quitar'.
      'cart.couponApplied': {
        guard: 'hasLines',
        actions: [{ type: 'addCoupon', params: ({ event }) => ({ coupon: event.coupon }) }, 'saveCart'],
      },
      'cart.couponRemoved': {
        guard: { type: 'hasCoupon', params: ({ event }) => ({ code: event.code }) },
        actions: [{ type: 'removeCoupon', params: ({ event }) => ({ code: event.code }) }, 'saveCart'],
      },
      // After an order is sent, and on logout: no message, no abandoned-cart call.
      'cart.cleared': {
        target: ['.edits.idle', '.verification.idle', '.checkout.idle'],
        actions: ['clearCart', { type: 'persistCart', params: { lines: [], coupons: [] } }, 'tellLocationWhetherEmpty'],
      },
      'cart.sessionChanged': {
        actions: [
          { type: 'assignSession', params: ({ event }) => ({ isLoggedIn: event.isLoggedIn, username: event.username }) },
          'recordAbandonedCart',
        ],
      },
      'cart.deliveryChanged': {
        actions: [
          {
            type: 'assignDelivery',
            params: ({ event }) => ({ deliveryDate: event.deliveryDate, deliveryTime: event.deliveryTime }),
          },
          'recordAbandonedCart',
        ],
      },
    },
    states: {
      edits: {
        description: 'Cambios de cantidad',
        initial: 'idle',
        states: {
          idle: {
            description: 'Sin cambios pendientes',
            on: {
              'cart.quantityIncreased': {
                guard: { type: 'hasLine', params: productOf },
                target: 'debouncing',
                actions: { type: 'addPending', params: ({ event }) => ({ productId: event.productId, step: 1 }) },
              },
              'cart.quantityDecreased': {
                guard: { type: 'hasLine', params: productOf },
                target: 'debouncing',
                actions: { type: 'addPending', params: ({ event }) => ({ productId: event.productId, step: -1 }) },
              },
            },
          },
          debouncing: {
            description: 'Agrupando + y −: se aplican tras 1 s sin cambios',
            on: {
              'cart.quantityIncreased': {
                guard: { type: 'hasLine', params: productOf },
                target: 'debouncing',
                reenter: true,
                actions: { type: 'addPending', params: ({ event }) => ({ productId: event.productId, step: 1 }) },
              },
              'cart.quantityDecreased': {
                guard: { type: 'hasLine', params: productOf },
                target: 'debouncing',
                reenter: true,
                actions: { type: 'addPending', params: ({ event }) => ({ productId: event.productId, step: -1 }) },
              },
              // 'Continuar al Pago' during the pause: the batch counts (the checkout region decides after this).
              'cart.checkoutRequested': [
                { guard: 'hasPendingEdits', target: 'idle', actions: ['applyPending', 'saveCart', 'scheduleVerification'] },
                { target: 'idle', actions: 'applyPending' },
              ],
            },
            after: {
              CART_EDIT_DEBOUNCE: [
                { guard: 'hasPendingEdits', target: 'idle', actions: ['applyPending', 'saveCart', 'scheduleVerification'] },
                { target: 'idle', actions: 'applyPending' },
              ],
            },
          },
        },
      },
      verification: {
        description: 'Verificación contra el punto de venta',
        initial: 'checking',
        on: {
          // Each change restarts the 500 ms wait (the target is re-entered).
          'cart.contentChanged': '.scheduled',
          // Only a real change verifies again (/carrito verified twice on open when the location
          // announced the same generic sales point the cart had started with).
          'cart.queryChanged': {
            guard: { type: 'changesQuery', params: ({ event }) => ({ query: event.query }) },
            target: '.checking',
            actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) },
          },
          // A past order's products: verified at once (no 500 ms wait), then the notice names what changed.
          'cart.linesReordered': {
            target: '.checking',
            actions: [
              {
                type: 'applyReorder',
                params: ({ event }) => ({ pedido: event.pedido, items: event.items, replace: event.replace }),
              },
              'saveCart',
            ],
          },
        },
        states: {
          /** Passed through: verify when there are lines and a complete query. */
          checking: {
            description: '¿Hay productos y punto de venta para verificar?',
            always: [{ guard: 'canVerify', target: 'verifying' }, { target: 'idle' }],
          },
          idle: { description: 'Verificado' },
          scheduled: {
            description: 'Verifica medio segundo después del último cambio',
            after: { CART_RELOAD_DEBOUNCE: 'checking' },
          },
          verifying: {
            description: 'Consultando qué productos ofrece el punto de venta',
            tags: ['loading'],
            invoke: {
              src: 'verifyCart',
              input: ({ context }) => ({
                codes: context.lines.map((l) => l.producto_id),
                query: context.query as CartQuery,
              }),
              onDone: [
                {
                  guard: 'hasPendingReorder',
                  description: 'Pedido repetido: avisa lo que ya no hay y lo que cambió de precio',
                  target: 'idle',
                  actions: [
                    {
                      type: 'applyVerification',
                      params: ({ context, event }) => ({
                        products: event.output,
                        toldElsewhere: context.reorder!.items.map((i) => i.producto_id),
                      }),
                    },
                    'dropUntiedCoupons',
                    'saveCart',
                    {
                      type: 'notify',
                      params: ({ context, event }) =>
                        reorderNotice(context.reorder!.pedido, reorderReport(context.reorder!.items, event.output)),
                    },
                    'clearReorder',
                  ],
                },
                {
                  guard: { type: 'verificationFindsNone', params: ({ event }) => ({ products: event.output }) },
                  target: 'idle',
                  actions: [
                    { type: 'applyVerification', params: ({ event }) => ({ products: event.output }) },
                    'clearCoupons',
                    'saveCart',
                    { type: 'notify', params: { level: 'warning', message: messages.cart.noLinkedProducts } },
                  ],
                },
                {
                  guard: { type: 'verificationDropsLines', params: ({ event }) => ({ products: event.output }) },
                  target: 'idle',
                  actions: [
                    { type: 'applyVerification', params: ({ event }) => ({ products: event.output }) },
                    'dropUntiedCoupons',
                    'saveCart',
                    { type: 'notify', params: { level: 'warning', message: messages.cart.unavailableProducts } },
                  ],
                },
                {
                  guard: { type: 'verificationRaisesQuantities', params: ({ event }) => ({ products: event.output }) },
                  target: 'idle',
                  actions: [{ type: 'applyVerification', params: ({ event }) => ({ products: event.output }) }, 'saveCart'],
                },
                {
                  target: 'idle',
                  actions: { type: 'applyVerification', params: ({ event }) => ({ products: event.output }) },
                },
              ],
              // The cart stays as it is; the page says so and offers a retry (a change or a new query verifies again too).
              onError: {
                target: 'failed',
                actions: { type: 'assignVerificationError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          failed: {
            description: 'Sin respuesta del punto de venta: se puede reintentar',
            // Left by a retry, a change or a new query: the message goes with the state.
            exit: 'clearVerificationError',
            on: { 'cart.verificationRetried': 'checking' },
          },
        },
      },
      checkout: {
        description: 'Continuar al Pago',
        initial: 'idle',
        states: {
          idle: {
            description: 'Esperando Continuar al Pago',
            on: {
              'cart.checkoutRequested': {
                target: 'decidingCheckout',
                actions: { type: 'assignCheckoutRequest', params: ({ event }) => ({ now: event.now }) },
              },
            },
          },
          /** Passed through: one guard per rule of docs/product.md#estados-y-transiciones, in the spec's order (rules/checkoutDecision.ts). */
          decidingCheckout: {
            description: 'Decide en el orden de la spec',
            always: [
              {
                guard: 'isGuest',
                description: 'Sin sesión: a iniciar sesión',
                target: 'idle',
                actions: [
                  { type: 'assignCheckoutOutcome', params: { outcome: 'login' } },
                  'setCheckoutAuthMode',
                  { type: 'navigate', params: { to: PATHS.login } },
                ],
              },
              {
                guard: 'hasNoTotal',
                description: 'Total en $0: aviso',
                target: 'idle',
                actions: [
                  { type: 'assignCheckoutOutcome', params: { outcome: 'warning' } },
                  { type: 'notify', params: { level: 'warning', message: messages.cart.zeroTotal } },
                ],
              },
              {
                guard: 'hasTooManyValueCoupons',
                description: 'Más de un cupón de valor: aviso',
                target: 'idle',
                actions: [
                  { type: 'assignCheckoutOutcome', params: { outcome: 'warning' } },
                  { type: 'notify', params: { level: 'warning', message: messages.cart.moreThanOneValueCoupon } },
                ],
              },
              {
                guard: 'isBelowCouponMinimum',
                description: 'No alcanza el mínimo del cupón: aviso',
                target: 'idle',
                actions: [
                  { type: 'assignCheckoutOutcome', params: { outcome: 'warning' } },
                  {
                    type: 'notify',
                    params: ({ context }) => ({
                      level: 'warning',
                      message: couponMinimumNotMet(context.coupons, context.priced.totals.subtotal) ?? '',
                    }),
                  },
                ],
              },
              {
                guard: 'hasNoFutureSlot',
                description: 'Sin horario aún posible: a confirmar ubicación',
                target: 'idle',
                actions: [
                  { type: 'assignCheckoutOutcome', params: { outcome: 'confirmLocation' } },
                  { type: 'navigate', params: { to: PATHS.confirmarUbicacion } },
                ],
              },
              {
                description: 'Todo en regla: a confirmar el pedido',
                target: 'idle',
                actions: [
                  { type: 'assignCheckoutOutcome', params: { outcome: 'confirmOrder' } },
                  { type: 'navigate', params: { to: PATHS.confirmaPedido } },
                ],
              },
            ],
          },
        },
      },
      prices: {
        description: 'Precios que vio el cliente',
        initial: 'unchanged',
        states: {
          unchanged: {
            description: 'Como los vio el cliente',
            always: { guard: 'hasPriceChanges', target: 'changed' },
          },
          changed: {
            description: 'Cambió el precio de algún producto: el carrito y confirma-pedido lo dicen antes del pago',
            // Left when the lines that changed leave the cart (or it is emptied), or when the customer has seen them.
            always: { guard: not('hasPriceChanges'), target: 'unchanged' },
            on: { 'cart.pricesAcknowledged': { target: 'unchanged', actions: 'clearPriceChanges' } },
          },
        },
      },
    },
  });
