import { useId, type KeyboardEvent } from 'react';
import { formatPesos } from '../../../machines/rules/money';
import type { Coupon } from '../../../machines/schemas/order';
import { couponTexts as t } from '../../../machines/screenTexts/coupon';
import { Button } from '../../ui/Button';
import * as styles from './CouponEntry.css';
import { Icon } from '../../ui/Icon';

/**
 * The coupon field of /carrito and /confirma-pedido (the coupon machine drives it: src/features/coupon/couponEntry.ts).
 * Not in the ui barrel: only those lazily loaded pages import it. No <form> of its own, since on
 * /confirma-pedido it sits inside the order form: Enter in the field applies the code instead of
 * sending the order.
 */
export interface CouponEntryProps {
  code: string;
  /** The cart's coupon; the field is hidden while there is one. */
  applied: Coupon | null;
  /** What it deducts from this cart (the discount line). */
  discount: number;
  refusal: string | null;
  validating: boolean;
  onType: (code: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

export function CouponEntry({ code, applied, discount, refusal, validating, onType, onApply, onRemove }: CouponEntryProps) {
  const id = useId();
  const refusalId = `${id}-motivo`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onApply();
  };
  return (
    <div className={styles.box} data-testid="coupon-entry">
      {applied ? (
        <div className={styles.applied}>
          {/* role=status: the customer hears that the code was taken. */}
          <p role="status" className={styles.appliedText} data-testid="coupon-applied">
            <Icon name="tag" size={18} />
            {t.applied(applied.nrocupon, formatPesos(discount))}
          </p>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t.removeLabel(applied.nrocupon)}>
            {t.remove}
          </Button>
        </div>
      ) : (
        <>
          <label htmlFor={id} className={styles.label}>
            {t.heading}
          </label>
          <div className={styles.entryRow}>
            <input
              id={id}
              className={styles.input}
              value={code}
              onChange={(e) => onType(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t.placeholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              enterKeyHint="done"
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? refusalId : undefined}
              readOnly={validating}
            />
            <Button type="button" variant="secondary" onClick={onApply} busy={validating}>
              {t.apply}
            </Button>
          </div>
          {refusal ? (
            <p id={refusalId} role="alert" className={styles.refusal} data-testid="coupon-refusal">
              <Icon name="alert" size={16} />
              {refusal}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
