import { formatPesos } from '../../../machines/rules/money';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import * as styles from './SubscriptionCard.css';
import { TextField } from '../../ui/TextField';
import { cx } from '../../ui/cx';
import { listPages } from '../../../machines/screenTexts/listPages';
import { useForm } from '../../app/useForm';

/** One subscription, ready to show. */
export interface SubscriptionCardView {
  pedido: number;
  /** Days between deliveries. */
  frequency: number;
  /** Next delivery day, already written for people ('martes, 24 de noviembre'). */
  nextDelivery: string;
  /** What each repeat costs: the subscribed order before its coupon. */
  total: number;
  /** Why `total` is what it is ('Es el valor de tu pedido sin el cupón …'). */
  priceNote?: string;
  /** What each repeat brings: '2 × Pollo asado entero'. */
  products?: readonly string[];
  /** /detalle-pedido?pedido=N */
  detailHref: string;
  /** Paused by the customer: no orders until resumed. */
  paused?: boolean;
  /** The skipped order's day, already written for people; null when none is skipped. */
  skipDay?: string | null;
}

export type ScheduleAction = 'pausar' | 'reanudar' | 'omitir';

export interface SubscriptionCardProps {
  subscription: SubscriptionCardView;
  /** The typed frequency, as typed: the caller validates it (1 to 90). */
  onSave: (frequency: string) => void;
  onCancel: () => void;
  saving?: boolean;
  /** What the last change answered; null when nothing was asked yet. */
  result?: { ok: boolean; message: string } | null;
  /** Pause, resume, skip the next order: the buttons offered now (none while something is sent). */
  scheduleActions?: readonly ScheduleAction[];
  onScheduleAction?: (action: ScheduleAction) => void;
}

const actionText: Record<ScheduleAction, string> = {
  pausar: listPages.pause,
  reanudar: listPages.resume,
  omitir: listPages.skipNext,
};
const actionIcon: Record<ScheduleAction, 'clock' | 'repeat' | 'chevronRight'> = {
  pausar: 'clock',
  reanudar: 'repeat',
  omitir: 'chevronRight',
};

const t = listPages;

/** A /mis-suscripciones card: the order, how often it repeats, the next delivery, what each repeat costs and brings; change the frequency or cancel. */
export function SubscriptionCard({
  subscription: s,
  onSave,
  onCancel,
  saving = false,
  result = null,
  scheduleActions = [],
  onScheduleAction,
}: SubscriptionCardProps) {
  const { text, formProps } = useForm({ frequency: String(s.frequency) }, (values) => onSave(values.frequency));
  const titleId = `suscripcion-${s.pedido}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="subscription">
      <header className={styles.head}>
        <div className={styles.titleRow}>
          <span className={styles.bubble} aria-hidden="true">
            <Icon name="repeat" size={22} />
          </span>
          <h2 id={titleId} className={styles.title}>
            {t.orderNumber(s.pedido)}
          </h2>
        </div>
        <AppLink href={s.detailHref} className={styles.detailLink}>
          {t.viewOrder}
          <Icon name="chevronRight" size={18} />
        </AppLink>
      </header>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t.frequencyShort}</dt>
          <dd className={styles.value}>{t.everyDays(s.frequency)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t.repeatTotal}</dt>
          <dd className={cx(styles.value, styles.amount)} data-testid="repeat-total">
            {formatPesos(s.total)}
          </dd>
        </div>
        <div className={cx(styles.fact, styles.factWide)}>
          <dt className={styles.term}>{t.nextOrder}</dt>
          <dd className={styles.value} data-testid="next-order">
            {s.paused ? t.pausedState : s.nextDelivery}
          </dd>
        </div>
      </dl>
      {s.products && s.products.length > 0 ? (
        <div className={styles.products}>
          <p className={styles.term} id={`${titleId}-productos`}>
            {t.repeatProducts}
          </p>
          <ul className={styles.productList} aria-labelledby={`${titleId}-productos`} data-testid="subscription-products">
            {s.products.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {s.priceNote ? (
        <p className={styles.note} data-testid="price-note">
          <Icon name="info" size={18} />
          {s.priceNote}
        </p>
      ) : null}
      {s.paused || s.skipDay ? (
        <p className={styles.note} data-testid="schedule-note">
          <Icon name="info" size={18} />
          {s.paused ? t.pausedNote : t.skipNote(s.skipDay!)}
        </p>
      ) : null}
      {scheduleActions.length > 0 ? (
        <div className={styles.scheduleActions}>
          {scheduleActions.map((action) => (
            <Button
              key={action}
              variant="secondary"
              size="sm"
              iconStart={<Icon name={actionIcon[action]} size={18} />}
              aria-label={t.scheduleLabel(actionText[action], s.pedido)}
              onClick={() => onScheduleAction?.(action)}
            >
              {actionText[action]}
            </Button>
          ))}
        </div>
      ) : null}
      <div className={styles.actions}>
        <form className={styles.form} {...formProps} aria-label={`${t.changeFrequency}, ${t.orderNumber(s.pedido)}`}>
          <TextField
            className={styles.frequencyField}
            label={t.frequency}
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            required
            {...text('frequency')}
          />
          <Button type="submit" variant="secondary" busy={saving}>
            {t.saveFrequency}
          </Button>
        </form>
        <Button variant="ghost" onClick={onCancel} disabled={saving} iconStart={<Icon name="close" size={18} />}>
          {t.cancelSubscription}
        </Button>
      </div>
      {result ? (
        <p className={cx(styles.result, result.ok ? styles.ok : styles.failed)} role={result.ok ? 'status' : 'alert'}>
          <Icon name={result.ok ? 'checkCircle' : 'errorCircle'} size={18} />
          {result.message}
        </p>
      ) : null}
    </article>
  );
}
