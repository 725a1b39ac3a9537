import { useSearch } from 'wouter';
import { PATHS } from '../../../machines/paths';
import { canRate } from '../../../machines/rules/orderStatus';
import type { OrderDetail } from '../../../machines/schemas';
import { useResource } from '../../app/apiResource';
import { orderNumberFromSearch, useRateOrder, type RatingValues } from './orders';
import { useForm } from '../../app/useForm';
import { AppLink } from '../../ui/AppLink';
import { Button, ButtonLink } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Icon } from '../../ui/Icon';
import { SelectField } from '../../ui/SelectField';
import { StarRating } from '../../ui/StarRating';
import { StatusPanel } from '../../ui/StatusPanel';
import { TextAreaField } from '../../ui/TextAreaField';
import { cx } from '../../ui/cx';
import { OrderResource } from './orderParts';
import * as styles from './orders.css';
import { orderPages } from '../../../machines/screenTexts/orderPages';
import { pageTexts } from '../../../machines/screenTexts/pages';
import { ratingTexts } from '../../../machines/screenTexts/rating';
import { formTexts } from '../../../machines/screenTexts/forms';

const t = orderPages;
/** The field's size for the customer; ratingParamsSchema (observation ≤ 500) is what decides. */
const OBSERVATION_MAX = 500;

/** /calificar-pedido?pedido=N (guard 'authenticated'): 1–5 stars, a reason and an observation for a delivered order. */
export default function RateOrderPage() {
  const pedido = orderNumberFromSearch(useSearch());
  if (pedido === null) {
    return (
      <div className={styles.page}>
        <StatusPanel
          icon="receipt"
          tone="warning"
          title={t.detailNotFound}
          body={t.detailNotFoundBody}
          actions={<BackToOrders />}
        />
      </div>
    );
  }
  return <Rate key={pedido} pedido={pedido} />;
}

function BackToOrders({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <ButtonLink href={PATHS.misPedidos} variant={variant} iconStart={<Icon name="receipt" size={18} />}>
      {pageTexts.viewMyOrders}
    </ButtonLink>
  );
}

function Rate({ pedido }: { pedido: number }) {
  const resource = useResource<OrderDetail>('orderDetail', { pedido });
  return (
    <OrderResource resource={resource} title={t.detailNotFound} actions={<BackToOrders variant="secondary" />}>
      {(order) => <Rateable order={order} pedido={pedido} />}
    </OrderResource>
  );
}

function Rateable({ order, pedido }: { order: OrderDetail; pedido: number }) {
  const detailHref = `${PATHS.detallePedido}?pedido=${pedido}`;
  if (order.calificado) {
    return (
      <div className={styles.page}>
        <StatusPanel icon="checkCircle" tone="success" title={t.rated} actions={<BackToOrders />} />
      </div>
    );
  }
  if (!canRate(order)) {
    return (
      <div className={styles.page}>
        <StatusPanel
          icon="clock"
          tone="neutral"
          title={t.notRatable}
          body={t.notRatableBody}
          actions={
            <ButtonLink href={detailHref} variant="secondary">
              {t.viewDetail}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return <RateForm order={order} detailHref={detailHref} />;
}

function RateForm({ order, detailHref }: { order: OrderDetail; detailHref: string }) {
  const rating = useRateOrder(order.pedido, order.pdv);
  const { values, set, text, error, formProps } = useForm<RatingValues>(
    { rating: null, reason: '', observation: '' },
    rating.submit,
    { fieldErrors: rating.errors, refusals: rating.refusals, clearFieldError: rating.clearFieldError },
  );

  if (rating.status === 'sent') {
    return (
      <div className={styles.page}>
        <StatusPanel
          icon="checkCircle"
          tone="success"
          title={rating.message ?? ratingTexts.sent}
          body={t.thanksBody}
          actions={<BackToOrders />}
        />
      </div>
    );
  }

  return (
    <div className={cx(styles.page, styles.narrow)}>
      <AppLink href={detailHref} className={styles.back}>
        <Icon name="arrowLeft" size={18} />
        {t.detailTitle(order.pedido)}
      </AppLink>
      <section className={styles.card} aria-labelledby="calificar-titulo">
        <div className={styles.headText}>
          <p className={styles.eyebrow}>{t.rateOrder}</p>
          <h1 id="calificar-titulo" className={styles.title}>
            {t.rateTitle}
          </h1>
          <p className={styles.subtitle}>{t.rateSubtitle(order.pedido)}</p>
        </div>
        <form className={styles.form} {...formProps}>
          {rating.status === 'failed' ? <FormAlert>{rating.message}</FormAlert> : null}
          <StarRating
            legend={t.stars}
            value={values.rating}
            onChange={(n) => set('rating', n)}
            starLabel={t.starLabel}
            valueText={values.rating ? t.starWords[values.rating] : undefined}
            error={error('rating')}
          />
          <SelectField
            label={t.reason}
            placeholder={formTexts.chooseOption}
            options={t.reasons.map((r) => ({ value: r, label: r }))}
            {...text('reason')}
          />
          <TextAreaField
            label={t.observationLabel}
            hint={t.observationHint}
            optional
            showCount
            maxLength={OBSERVATION_MAX}
            rows={4}
            {...text('observation')}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={rating.status === 'sending'} iconStart={<Icon name="star" size={18} />}>
              {t.send}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
