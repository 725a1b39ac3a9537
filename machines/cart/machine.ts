import { assign, enqueueActions, fromPromise, not, raise, setup } from 'xstate';
import { PATHS } from '../paths';
import { CART_EDIT_DEBOUNCE_MS, CART_RELOAD_DEBOUNCE_MS } from '../constants';
import { messages } from '../messages';
import type { Product } from '../schemas/catalogue';
import type { Coupon } from '../schemas/order';
import { CHECKOUT_RULES, decideCheckout, type CheckoutRule } from '../rules/checkoutDecision';
import { couponsForRemainingItems, droppedCoupons } from '../rules/coupons';
import { reorderNotice, reorderReport, type ReorderItem } from '../rules/reorder';
import type { LocationEvent } from '../location';
import { SYSTEM_IDS, type NavigateParams, type NotifyParams } from '../system';
import {
  abandonedCartSync,
  addedNotice,
  addItem,
  addPending,
  applyPending,
  applyReorder,
  applyVerification,
  changesQuery,
  checkoutFacts,
  checkoutStopsAt,
  CHECKOUT_PATHS,
  CHECKOUT_GUARDS,
  clearCart,
  errorMessage,
  findLine,
  hasPending,
  initialContext,
  isCompleteQuery,
  removeLine,
  removesLastLine,
  verificationOutcome,
  withCoupon,
  withoutCoupon,
} from './content';
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
 * "Cart checkout"). Four parallel regions:
 * - `edits`: idle ⇄ debouncing. Plus/minus are batched in `pending` and applied
 *   after CART_EDIT_DEBOUNCE (1 s) without a new one; add and delete apply at once.
 * - `verification`: idle → scheduled (CART_RELOAD_DEBOUNCE, 500 ms after any content
 *   change) → verifying (re-queries the cart's products for the sales point) → idle, or
 *   failed (no answer, timeout, error status) until a retry, a change or a new query.
 * - `checkout`: idle → decidingCheckout (passed through: 'Continuar al Pago' follows the first rule of
 *   rules/checkoutDecision.ts that holds, in the spec's order; none holding goes to confirma-pedido).
 * - `prices`: unchanged ⇄ changed. A verification that prices a line differently from what the cart
 *   showed records the price seen and the price now (rules/priceChanges.ts) until the customer
 *   acknowledges them (`cart.pricesAcknowledged`) or the line leaves the cart.
 *
 * Coupons (docs/product.md#entidades, #reglas): the coupon entry (machines/coupon) applies a code the
 * server accepted or removes one; an edit that leaves a coupon without its products drops it and says which.
 * Every content change persists the cart (cookie) and syncs the abandoned cart; the edit handlers
 * raise `cart.contentChanged` so the verification region schedules a reload.
 * The content updates themselves are pure functions in content.ts.
 */

/** Auth mode that makes the login page return to the checkout (docs/product.md#estados-y-transiciones). */
export const CHECKOUT_AUTH_MODE = 1;

/** The checkout chain's arrows, read in the diagram: one per rule of rules/checkoutDecision.ts, then confirma-pedido. */
const CHECKOUT_DESCRIPTIONS: Record<CheckoutRule, string> = {
  guest: 'Sin sesión: a iniciar sesión',
  noTotal: 'Total en $0: aviso',
  tooManyValueCoupons: 'Más de un cupón de valor: aviso',
  couponMinimumNotMet: 'No alcanza el mínimo del cupón: aviso',
  noFutureSlot: 'Sin horario aún posible: a confirmar ubicación',
};

const productOf = ({ event }: { event: { productId: string } }) => ({ productId: event.productId });
const hasLine = { type: 'hasLine', params: productOf } as const;
const pendingStep = (step: 1 | -1) =>
  ({ type: 'addPending', params: ({ event }: { event: { productId: string } }) => ({ ...productOf({ event }), step }) }) as const;
/** Deleting the last line empties the cart: its coupons go too (the message follows). */
const removeLastLine = [{ type: 'removeLine', params: productOf }, 'clearCoupons', 'saveCart', 'scheduleVerification'] as const;
/** The batch of plus/minus, once the pause ends or 'Continuar al Pago' is pressed during it. */
const applyBatch = [
  { guard: 'hasPendingEdits', target: 'idle', actions: ['applyPending', 'saveCart', 'scheduleVerification'] },
  { target: 'idle', actions: 'applyPending' },
] as const;
/** The sales point's answer applied to the cart. */
const applyAnswer = {
  type: 'applyVerification',
  params: ({ event }: { event: { output: Product[] } }) => ({ products: event.output }),
} as const;

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
    // 'Continuar al Pago' stops at this rule of rules/checkoutDecision.ts (the first, in the spec's order,
    // that holds); one guard per rule, so the diagram and the explorer name each rule in Spanish.
    isGuest: ({ context }) => checkoutStopsAt(context, 'guest'),
    hasNoTotal: ({ context }) => checkoutStopsAt(context, 'noTotal'),
    hasTooManyValueCoupons: ({ context }) => checkoutStopsAt(context, 'tooManyValueCoupons'),
    isBelowCouponMinimum: ({ context }) => checkoutStopsAt(context, 'couponMinimumNotMet'),
    hasNoFutureSlot: ({ context }) => checkoutStopsAt(context, 'noFutureSlot'),
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
    addItem: assign(({ context }, params: { product: Product; quantity?: number }) =>
      addItem(context, params.product, params.quantity),
    ),
    removeLine: assign(({ context }, params: { productId: string }) => removeLine(context, params.productId)),
    addPending: assign(({ context }, params: { productId: string; step: 1 | -1 }) =>
      addPending(context, params.productId, params.step),
    ),
    applyPending: assign(({ context }) => applyPending(context)),
    applyVerification: assign(({ context }, params: { products: Product[]; toldElsewhere?: readonly string[] }) =>
      applyVerification(context, params.products, params.toldElsewhere),
    ),
    applyReorder: assign(({ context }, params: { pedido: number; items: ReorderItem[]; replace: boolean }) =>
      applyReorder(context, params.pedido, params.items, params.replace),
    ),
    clearReorder: assign({ reorder: null }),
    clearPriceChanges: assign({ priceChanges: [] }),
    /** The accepted coupon joins the cart (one entry per code; the checkout still refuses two value coupons). */
    addCoupon: assign(({ context }, params: { coupon: Coupon }) => ({ coupons: withCoupon(context.coupons, params.coupon) })),
    removeCoupon: assign(({ context }, params: { code: string }) => ({ coupons: withoutCoupon(context.coupons, params.code) })),
    clearCoupons: assign({ coupons: [] }),
    /** Lines, pending edits, coupons and (derived) offer count. */
    clearCart: assign(({ context }) => clearCart(context)),
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
      /** Where rules/checkoutDecision.ts sends 'Continuar al Pago': the login (which comes back here), a warning, or on. */
      followCheckoutDecision: cartSetup.enqueueActions(({ context, enqueue }) => {
        const { outcome, message } = decideCheckout(checkoutFacts(context));
        enqueue({ type: 'assignCheckoutOutcome', params: { outcome } });
        if (outcome === 'login') enqueue('setCheckoutAuthMode');
        if (outcome === 'warning') enqueue({ type: 'notify', params: { level: 'warning', message: message ?? '' } });
        else enqueue({ type: 'navigate', params: { to: CHECKOUT_PATHS[outcome] } });
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
            ...removeLastLine,
            { type: 'notify', params: { level: 'warning', message: messages.cart.emptied, modal: true } },
            { type: 'navigate', params: { to: PATHS.productos } },
          ],
        },
        {
          guard: { type: 'removesLastLine', params: productOf },
          actions: [...removeLastLine, { type: 'notify', params: { level: 'info', message: messages.cart.emptied } }],
        },
        {
          guard: hasLine,
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
              'cart.quantityIncreased': { guard: hasLine, target: 'debouncing', actions: pendingStep(1) },
              'cart.quantityDecreased': { guard: hasLine, target: 'debouncing', actions: pendingStep(-1) },
            },
          },
          debouncing: {
            description: 'Agrupando + y −: se aplican tras 1 s sin cambios',
            on: {
              'cart.quantityIncreased': { guard: hasLine, target: 'debouncing', reenter: true, actions: pendingStep(1) },
              'cart.quantityDecreased': { guard: hasLine, target: 'debouncing', reenter: true, actions: pendingStep(-1) },
              // 'Continuar al Pago' during the pause: the batch counts (the checkout region decides after this).
              'cart.checkoutRequested': applyBatch,
            },
            after: { CART_EDIT_DEBOUNCE: applyBatch },
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
                    applyAnswer,
                    'clearCoupons',
                    'saveCart',
                    { type: 'notify', params: { level: 'warning', message: messages.cart.noLinkedProducts } },
                  ],
                },
                {
                  guard: { type: 'verificationDropsLines', params: ({ event }) => ({ products: event.output }) },
                  target: 'idle',
                  actions: [
                    applyAnswer,
                    'dropUntiedCoupons',
                    'saveCart',
                    { type: 'notify', params: { level: 'warning', message: messages.cart.unavailableProducts } },
                  ],
                },
                {
                  guard: { type: 'verificationRaisesQuantities', params: ({ event }) => ({ products: event.output }) },
                  target: 'idle',
                  actions: [applyAnswer, 'saveCart'],
                },
                {
                  target: 'idle',
                  actions: applyAnswer,
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
          /** Passed through: one arrow per rule of rules/checkoutDecision.ts, in the spec's order, then confirma-pedido. */
          decidingCheckout: {
            description: 'Decide en el orden de la spec',
            always: [
              ...CHECKOUT_RULES.map(({ rule }) => ({
                guard: CHECKOUT_GUARDS[rule],
                description: CHECKOUT_DESCRIPTIONS[rule],
                target: 'idle' as const,
                actions: 'followCheckoutDecision' as const,
              })),
              { description: 'Todo en regla: a confirmar el pedido', target: 'idle', actions: 'followCheckoutDecision' },
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
