import { selectCouponDiscount } from '../../../machines/cart';
import { useCouponEntry } from './couponEntry';
import { useCart } from '../../app/hooks';
import { CouponEntry } from './CouponEntry';

/** The coupon field of /carrito and /confirma-pedido: the coupon machine and the cart's discount. */
export function CouponField() {
  const entry = useCouponEntry();
  const discount = useCart(selectCouponDiscount);
  return (
    <CouponEntry
      code={entry.code}
      applied={entry.applied}
      discount={discount}
      refusal={entry.refusal}
      validating={entry.validating}
      onType={entry.type}
      onApply={entry.apply}
      onRemove={entry.remove}
    />
  );
}
