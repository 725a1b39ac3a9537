import type { SnapshotFrom } from 'xstate';
import type { Product } from '../schemas/catalogue';
import type { Coupon, StoredCartLine } from '../schemas/order';
import type { PricedCart, PricedLine } from '../rules/pricing';
import type { PriceChange } from '../rules/priceChanges';
import type { ReorderItem } from '../rules/reorder';
import type { CheckoutOutcome } from '../rules/checkoutDecision';
import type { cartMachine } from './machine';

/** Where 'Continuar al Pago' leads (rules/checkoutDecision.ts decides). */
export type { CheckoutOutcome };

/** What products are priced against: sales point, selection date, customer document, price list. */
export interface CartQuery {
  pdv: string;
  /** YYYY-MM-DD */
  date: string;
  document: string;
  konda: string;
}

export interface CartInput {
  lines: StoredCartLine[];
  coupons: Coupon[];
  /** Known at start when src restored it; otherwise `cart.queryChanged` brings it. */
  query?: CartQuery | null;
}

export interface VerifyCartInput {
  /** codigo_producto of every stored line. */
  codes: string[];
  query: CartQuery;
}

export interface PersistCartParams {
  lines: StoredCartLine[];
  coupons: Coupon[];
}

/** `record`: POST carritoAbandonado/agregar; `clear`: POST carritoAbandonado/limpiar (lines empty). */
export interface AbandonedCartParams {
  mode: 'record' | 'clear';
  username: string;
  lines: StoredCartLine[];
}

export interface CartContext {
  /** productosCarrito as stored (cookie carrito_alacarta), with edits applied. */
  lines: StoredCartLine[];
  /** cupones */
  coupons: Coupon[];
  /** Products the cart prices against, by codigo_producto (from cart.itemAdded and verification). */
  products: Record<string, Product>;
  /** Plus/minus not applied yet: productId → quantity delta. */
  pending: Record<string, number>;
  /** The stored lines priced against `products` (lines whose product is not known yet are left out). */
  priced: PricedCart;
  isLoggedIn: boolean;
  username: string | null;
  deliveryDate: string | null;
  deliveryTime: string | null;
  query: Partial<CartQuery>;
  /** The Spanish message (docs/product.md#errores) of the last failed verification; null otherwise. */
  verificationError: string | null;
  /** When the last 'Continuar al Pago' was pressed (epoch ms): the slot guard's "now". */
  checkoutAt: number | null;
  /** Where the last 'Continuar al Pago' led (which guard of the chain held). */
  checkoutOutcome: CheckoutOutcome | null;
  /** A past order put back in the cart, until the sales point's answer says what changed (the notice). */
  reorder: PendingReorder | null;
  /**
   * Lines whose price changed since the customer saw it (a new sales point, price list or document
   * answered), with the price seen and the price now, until the customer acknowledges them.
   */
  priceChanges: PriceChange[];
}

export interface PendingReorder {
  pedido: number;
  items: ReorderItem[];
}

export type CartEvent =
  | { type: 'cart.itemAdded'; product: Product; quantity?: number }
  /** `path`: the current route; on /confirma-pedido emptying the cart is a modal and goes to /productos. */
  | { type: 'cart.itemRemoved'; productId: string; path?: string }
  | { type: 'cart.quantityIncreased'; productId: string }
  | { type: 'cart.quantityDecreased'; productId: string }
  | { type: 'cart.cleared' }
  /** The coupon entry: the server accepted this coupon for the cart's products. */
  | { type: 'cart.couponApplied'; coupon: Coupon }
  /** 'Quitar' on an applied coupon. */
  | { type: 'cart.couponRemoved'; code: string }
  /** `now`: epoch milliseconds, the browser's clock (the slot must still be possible then). */
  | { type: 'cart.checkoutRequested'; now: number }
  | { type: 'cart.sessionChanged'; isLoggedIn: boolean; username: string | null }
  | { type: 'cart.deliveryChanged'; deliveryDate: string | null; deliveryTime: string | null }
  /** Partial: the given fields replace the current ones; verification runs again. */
  | { type: 'cart.queryChanged'; query: Partial<CartQuery> }
  /**
   * Reorder: a past order's products, in place of the cart's (`replace`) or added to
   * them; verified at once against the sales point, and the notice says what is gone or changed price.
   */
  | { type: 'cart.linesReordered'; pedido: number; items: ReorderItem[]; replace: boolean }
  /** 'Reintentar' after a failed verification. */
  | { type: 'cart.verificationRetried' }
  /** 'Entendido' under the changed prices: the customer has seen them. */
  | { type: 'cart.pricesAcknowledged' }
  /** Raised by the cart itself after an edit: schedules the reload. */
  | { type: 'cart.contentChanged' };

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** A cart line as the customer sees it: pending plus/minus already counted. */
export interface DisplayedLine {
  line: PricedLine;
  canDecrease: boolean;
}
