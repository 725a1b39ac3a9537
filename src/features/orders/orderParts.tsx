import type { ReactNode } from 'react';
import { PATHS } from '../../../machines/paths';
import { formatPesos } from '../../../machines/rules/money';
import { orderTotalLabel } from '../../../machines/rules/orderWording';
import type { OrderSummary } from '../../../machines/schemas';
import type { ApiResource } from '../../app/apiResource';
import { formatInstant, isEnded, isPickUp, orderTimeline, paymentLabel, statusLabel } from './orders';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { OrderTimeline } from './OrderTimeline';
import { Spinner } from '../../ui/Spinner';
import { type OrderCardProps } from './OrderCard';
import { LoadFailedPanel, ResourceState } from '../../pages/ResourceState';
import * as styles from './orders.css';
import { orderPages } from '../../../machines/screenTexts/orderPages';

/** Pieces shared by the order pages: /mis-pedidos, /seguir-pedidos, /detalle-pedido, /calificar-pedido. */

const t = orderPages;

export function Pending() {
  return (
    <div className={styles.pending}>
      <Spinner size="lg" />
    </div>
  );
}

interface LoadFailedProps {
  /** Default 'No pudimos cargar tus pedidos'. */
  title?: string;
  error: string;
  onRetry: () => void;
  /** Beside 'Reintentar'. */
  actions?: ReactNode;
}

/** An order page whose data could not be loaded: the error, 'Reintentar' and maybe a way back. */
export function LoadFailed({ title = t.loadFailed, error, onRetry, actions }: LoadFailedProps) {
  return (
    <div className={styles.page}>
      <LoadFailedPanel title={title} error={error} retryText={t.retry} onRetry={onRetry} actions={actions} />
    </div>
  );
}

/** <Pending />, <LoadFailed /> or the order page built from the loaded data. */
export function OrderResource<T>({
  resource,
  children,
  ...failure
}: { resource: ApiResource<T>; children: (data: T) => ReactNode } & Pick<LoadFailedProps, 'title' | 'actions'>) {
  return (
    <ResourceState
      resource={resource}
      loading={<Pending />}
      failed={(error, retry) => <LoadFailed {...failure} error={error} onRetry={retry} />}
    >
      {children}
    </ResourceState>
  );
}

type CardOrder = Pick<
  OrderSummary,
  'pedido' | 'estado' | 'fecha_creacion' | 'cantidad_productos' | 'recogeentienda' | 'total_a_pagar' | 'estadopago'
>;

/** What an <OrderCard /> of mis-pedidos and seguir-pedidos shows of any order (all but how it is delivered). */
export function orderCardProps(order: CardOrder): Omit<OrderCardProps, 'deliveryMode'> {
  return {
    title: t.orderNumber(order.pedido),
    status: order.estado,
    statusLabel: statusLabel(order.estado),
    placedOn: t.placedOn(formatInstant(order.fecha_creacion)),
    itemCount: t.itemCount(order.cantidad_productos),
    pickUp: isPickUp(order.recogeentienda),
    // 'Total pagado' once paid, 'Total a pagar' while unpaid (finding 12).
    totalLabel: orderTotalLabel(order),
    total: formatPesos(order.total_a_pagar),
    detailHref: `${PATHS.detallePedido}?pedido=${order.pedido}`,
    detailText: t.viewDetail,
    detailLabel: t.viewDetailOf(order.pedido),
  };
}

type TimelineOrder = {
  pedido: number;
  estado: Parameters<typeof orderTimeline>[0];
  historial: Parameters<typeof orderTimeline>[1];
  recogeentienda: Parameters<typeof orderTimeline>[2];
};

/** The status steps of an order (received → delivered, or cancelled). */
export function OrderProgress({ order }: { order: TimelineOrder }) {
  const steps = orderTimeline(order.estado, order.historial, order.recogeentienda);
  return (
    <OrderTimeline
      steps={steps.map((s) => ({ key: s.estado, label: s.label, time: s.time, done: s.done, current: s.current }))}
      label={t.timelineLabel(order.pedido)}
      cancelled={isEnded(order.estado)}
    />
  );
}

/** An order that expired unpaid ('vencido'): why it will not arrive, and that its coupon is free again. */
export function ExpiredNotice() {
  return (
    <div className={styles.payment} data-testid="expired-notice">
      <div className={styles.paymentText}>
        <span className={styles.paymentState}>
          <Icon name="clock" size={16} />
          {t.expiredTitle}
        </span>
        <span>{t.expiredHint}</span>
      </div>
    </div>
  );
}

/** An order still waiting for its online payment, and the way to pay it. */
export function PaymentNotice({
  pedido,
  state,
  payLabel,
}: {
  pedido: number;
  state: Parameters<typeof paymentLabel>[0];
  payLabel?: string;
}) {
  return (
    <div className={styles.payment} data-testid="payment-notice">
      <div className={styles.paymentText}>
        <span className={styles.paymentState}>
          <Icon name="alert" size={16} />
          {paymentLabel(state)}
        </span>
        <span>{t.paymentPendingHint}</span>
      </div>
      <ButtonLink href={`${PATHS.resultadoEnviar}/${pedido}`} size="sm" aria-label={payLabel}>
        {t.payNow}
      </ButtonLink>
    </div>
  );
}
