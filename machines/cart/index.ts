/** The cart machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { CHECKOUT_AUTH_MODE, cartMachine } from './machine';
export {
  type CartQuery,
  type CartInput,
  type VerifyCartInput,
  type PersistCartParams,
  type AbandonedCartParams,
  type CartContext,
  type CheckoutOutcome,
  type CartEvent,
  type CartSnapshot,
  type DisplayedLine,
} from './types';
export {
  selectStoredLines,
  selectPricedLines,
  selectPricedCart,
  selectCartTotals,
  selectCartTotal,
  selectCoupons,
  selectCouponDiscount,
  selectTotalAfterCoupon,
  selectLineCount,
  selectOfferCount,
  selectBadgeCount,
  selectIsEmpty,
  selectDisplayedQuantity,
  selectHasPendingEdits,
  selectIsLoading,
  selectDisplayedLines,
  selectCartPageStatus,
  selectVerificationError,
  selectPriceChanges,
  selectHasPriceChanges,
  type CartPageStatus,
} from './selectors';
/** Upper bound of a stored line's quantity (storedCartLineSchema); the constant lives in constants.ts. */
export { MAX_LINE_QUANTITY } from '../constants';
export { glossary } from './glossary';
