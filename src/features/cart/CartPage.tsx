import {
  selectCartPageStatus,
  selectCartTotals,
  selectCouponDiscount,
  selectCoupons,
  selectDisplayedLines,
  selectHasPriceChanges,
  selectIsLoading,
  selectPriceChanges,
  selectTotalAfterCoupon,
  selectVerificationError,
} from '../../../machines/cart';
import { couponTexts } from '../../../machines/screenTexts/coupon';
import { messages } from '../../../machines/messages';
import { cartViewTexts } from '../../../machines/screenTexts/cartViews';
import { homeAndFooter } from '../../../machines/screenTexts/homeAndFooter';
import { useCart, useCartEvents } from '../../app/hooks';
import { ButtonLink } from '../../ui/Button';
import { CartLineRow } from './CartLineRow';
import { CartSummary } from './CartSummary';
import { PriceChangeNotice } from './PriceChangeNotice';
import { Spinner } from '../../ui/Spinner';
import { toCartLineView } from '../../ui/viewModels';
import { LoadFailedPanel } from '../../pages/ResourceState';
import { CouponField } from '../coupon/CouponField';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from '../../pages/pages.css';

export default function CartPage() {
  const status = useCart(selectCartPageStatus);
  const lines = useCart(selectDisplayedLines);
  const totals = useCart(selectCartTotals);
  const loading = useCart(selectIsLoading);
  const error = useCart(selectVerificationError);
  const coupon = useCart((s) => selectCoupons(s)[0] ?? null);
  const discount = useCart(selectCouponDiscount);
  const total = useCart(selectTotalAfterCoupon);
  const pricesChanged = useCart(selectHasPriceChanges);
  const priceChanges = useCart(selectPriceChanges);
  const cart = useCartEvents();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{cartViewTexts.title}</h1>
      {status === 'empty' ? (
        <div className={styles.center}>
          <p>{cartViewTexts.empty}</p>
          <ButtonLink href="/productos">{homeAndFooter.home.seeMenu}</ButtonLink>
        </div>
      ) : status === 'verifying' ? (
        <div className={styles.center}>
          <Spinner />
          <p>{cartViewTexts.verifying}</p>
        </div>
      ) : status === 'failed' ? (
        <LoadFailedPanel
          headingLevel={2}
          title={cartViewTexts.verificationFailed}
          error={error ?? messages.http.other}
          retryText={messages.layout.retry}
          onRetry={cart.retryVerification}
        />
      ) : (
        <>
          {pricesChanged ? <PriceChangeNotice changes={priceChanges} onAcknowledge={cart.acknowledgePriceChanges} /> : null}
          <div className={styles.cartLayout}>
            {/* The lines' names are h3: this h2 keeps the outline in order (h1, h2, h3). */}
            <h2 id="lineas-carrito" className={visuallyHidden}>
              {cartViewTexts.linesHeading}
            </h2>
            <ul className={styles.cartLines} aria-labelledby="lineas-carrito">
              {lines.map(({ line, canDecrease }) => (
                // CartLineRow is the <li> itself.
                <CartLineRow
                  key={line.producto_id}
                  testId="cart-line"
                  line={toCartLineView(line, canDecrease)}
                  onIncrease={cart.increase}
                  onDecrease={cart.decrease}
                  onRemove={cart.remove}
                  busy={loading}
                />
              ))}
            </ul>
            <CartSummary
              subtotal={totals.subtotal}
              vat={totals.iva}
              savings={totals.ahorro}
              total={total}
              {...(coupon ? { discount: { label: couponTexts.discountLine(coupon.nrocupon), amount: discount } } : {})}
              onCheckout={cart.checkout}
              busy={loading}
            >
              <CouponField />
            </CartSummary>
          </div>
        </>
      )}
    </div>
  );
}
