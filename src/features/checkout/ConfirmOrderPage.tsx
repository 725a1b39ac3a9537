import {
  selectCartTotals,
  selectCouponDiscount,
  selectCoupons,
  selectHasPriceChanges,
  selectIsLoading,
  selectPriceChanges,
  selectPricedLines,
} from '../../../machines/cart';
import { couponTexts } from '../../../machines/screenTexts/coupon';
import { CouponField } from '../coupon/CouponField';
import { selectCheckoutMessage, selectIsSending } from '../../../machines/checkout';
import { deliveryFeeFor } from '../../../machines/rules/orderDraft';
import { deliveryFeeLine } from '../../../machines/rules/orderWording';
import { selectAddress, selectCity, selectDeliveryDate, selectDeliveryTime, selectPickup } from '../../../machines/location';
import { messages } from '../../../machines/messages';
import { homeAndFooter } from '../../../machines/screenTexts/homeAndFooter';
import { selectUser } from '../../../machines/session';
import { useCheckout } from './checkout';
import { useCart, useCartEvents, useLocationState, useSession } from '../../app/hooks';
import { useCheckoutEvents } from './checkoutEvents';
import { formatDay } from '../../app/format';
import { ButtonLink } from '../../ui/Button';
import { ConfirmOrderForm } from './ConfirmOrderForm';
import { PriceChangeNotice } from '../cart/PriceChangeNotice';
import { toCartLineView } from '../../ui/viewModels';
import * as styles from '../../pages/pages.css';

/** /confirma-pedido: who receives, contact phones, observation; then 'Pagar'. */
export default function ConfirmOrderPage() {
  const lines = useCart(selectPricedLines);
  const totals = useCart(selectCartTotals);
  const coupon = useCart((s) => selectCoupons(s)[0] ?? null);
  const discount = useCart(selectCouponDiscount);
  // a price the sales point changed is named here before paying, and 'Pagar' waits while the cart is re-priced.
  const pricesChanged = useCart(selectHasPriceChanges);
  const priceChanges = useCart(selectPriceChanges);
  const repricing = useCart(selectIsLoading);
  const cart = useCartEvents();
  const city = useLocationState(selectCity) ?? '';
  const address = useLocationState(selectAddress);
  const date = useLocationState(selectDeliveryDate) ?? '';
  const time = useLocationState(selectDeliveryTime) ?? '';
  const pickup = useLocationState(selectPickup) ?? false;
  const user = useSession(selectUser);
  const sending = useCheckout(selectIsSending);
  const message = useCheckout(selectCheckoutMessage);
  const checkout = useCheckoutEvents();

  if (lines.length === 0 && !sending) {
    return (
      <div className={styles.center}>
        <p>{messages.checkoutPages.emptyCart}</p>
        <ButtonLink href="/productos">{homeAndFooter.home.seeMenu}</ButtonLink>
      </div>
    );
  }

  const deliveryFee = deliveryFeeFor(pickup);
  const feeLine = deliveryFeeLine(pickup);
  return (
    <div className={styles.page}>
      <ConfirmOrderForm
        defaultValues={{
          recipientName: user ? `${user.nombres} ${user.apellidos}`.replace(/,/g, ' ').trim() : '',
          phone: user?.telefono2 ?? '',
          cellPhone: user?.telefono2 ?? '',
        }}
        delivery={{ pickup, city, address: address?.segmentoCompleto, date: formatDay(date), time }}
        editDeliveryHref="/confirmar-ubicacion"
        summary={{
          lines: lines.map((l) => {
            const view = toCartLineView(l);
            return { id: view.id, name: view.name, quantity: view.quantity, total: view.lineTotal, unitLabel: view.unitLabel };
          }),
          subtotal: totals.subtotal,
          vat: totals.iva,
          // A pick-up order has no delivery line at all, not 'Domicilio $ 0' (finding 15).
          ...(feeLine !== undefined ? { deliveryFee: feeLine } : {}),
          savings: totals.ahorro,
          ...(coupon ? { discount: { label: couponTexts.discountLine(coupon.nrocupon), amount: discount } } : {}),
          total: totals.total + deliveryFee - discount,
        }}
        coupon={<CouponField />}
        notice={pricesChanged ? <PriceChangeNotice changes={priceChanges} onAcknowledge={cart.acknowledgePriceChanges} /> : null}
        onSubmit={(v) =>
          checkout.submit({
            nombre_recibe: v.recipientName,
            telefono: v.phone,
            celularpedido: v.cellPhone,
            observacion: v.observation,
          })
        }
        busy={sending || repricing}
        error={message}
      />
    </div>
  );
}
