import { useEffect, useState } from 'react';
import { TRACKING_REFRESH_MS } from '../../machines/constants';
import { PATHS } from '../../machines/paths';
import { formatPesos } from '../../machines/rules/money';
import { selectIsLoggedIn } from '../../machines/session';
import { useApiResource } from '../app/apiResource';
import { formatDay } from '../app/format';
import { useSession } from '../app/hooks';
import { awaitsPayment, formatInstant, formatTime, isPickUp, loadTrackedOrders, orderTimeline, paymentLabel, statusLabel, type TrackedOrderView } from '../app/orders';
import { Button, ButtonLink, Icon, OrderCard, OrderTimeline, StatusPanel } from '../ui';
import { Pending } from './OrdersPage';
import * as styles from './orders.css';
import { orderPages } from '../../machines/screenTexts/orderPages';

const t = orderPages;

/** /seguir-pedidos: the orders of the last 24 h with their status, refreshed every TRACKING_REFRESH_MS while open. */
export default function TrackOrdersPage() {
  const signedIn = useSession(selectIsLoggedIn);
  return signedIn ? <Tracking /> : <Pending />;
}

function Tracking() {
  const resource = useApiResource(loadTrackedOrders, 'seguir-pedidos');
  const { reload } = resource;
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);

  useEffect(() => {
    const timer = setInterval(reload, TRACKING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  useEffect(() => {
    if (resource.status === 'ready') setUpdatedAt(new Date());
  }, [resource.status, resource.data]);

  if (resource.data === null) {
    if (resource.status === 'failed') {
      return (
        <div className={styles.page}>
          <StatusPanel icon="alert" tone="warning" title={t.loadFailed} body={resource.error} actions={<Button onClick={reload}>{t.retry}</Button>} />
        </div>
      );
    }
    return <Pending />;
  }

  const orders = resource.data;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className={styles.headText}>
          <h1 className={styles.title}>{t.trackTitle}</h1>
          <p className={styles.subtitle}>{t.trackSubtitle}</p>
        </div>
        <p className={styles.updated} aria-live="polite">
          <Icon name="repeat" size={16} />
          {updatedAt ? t.updatedAt(formatTime(updatedAt)) : null}
        </p>
      </header>
      {orders.length === 0 ? (
        <StatusPanel
          icon="moto"
          headingLevel={2}
          title={t.trackEmptyTitle}
          body={t.trackEmptyBody}
          actions={
            <>
              <ButtonLink href={PATHS.productos}>{t.goToProducts}</ButtonLink>
              <ButtonLink href={PATHS.misPedidos} variant="secondary">
                {t.allOrders}
              </ButtonLink>
            </>
          }
        />
      ) : (
        <ul className={styles.list}>
          {orders.map((view) => (
            <li key={view.order.pedido}>
              <TrackedOrderCard view={view} />
            </li>
          ))}
        </ul>
      )}
      {orders.length > 0 ? (
        <div className={styles.more}>
          <ButtonLink href={PATHS.misPedidos} variant="ghost" iconStart={<Icon name="receipt" size={18} />}>
            {t.allOrders}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}

function TrackedOrderCard({ view: { order, payment } }: { view: TrackedOrderView }) {
  const pickUp = isPickUp(order.recogeentienda);
  const steps = orderTimeline(order.estado, order.historial, order.recogeentienda);
  const unpaid = payment && awaitsPayment(order.estado, payment.estadopago) ? payment.estadopago : null;
  return (
    <OrderCard
      title={t.orderNumber(order.pedido)}
      status={order.estado}
      statusLabel={statusLabel(order.estado)}
      placedOn={t.placedOn(formatInstant(order.fecha_creacion))}
      itemCount={t.itemCount(order.cantidad_productos)}
      pickUp={pickUp}
      deliveryMode={`${pickUp ? t.pickUp : t.homeDelivery} · ${t.deliveryOn(formatDay(order.fecha_entrega), order.hora_entrega)}`}
      totalLabel={t.totalToPay}
      total={formatPesos(order.total_a_pagar)}
      detailHref={`${PATHS.detallePedido}?pedido=${order.pedido}`}
      detailText={t.viewDetail}
      detailLabel={t.viewDetailOf(order.pedido)}
    >
      <OrderTimeline
        steps={steps.map((s) => ({ key: s.estado, label: s.label, time: s.time, done: s.done, current: s.current }))}
        label={t.timelineLabel(order.pedido)}
        cancelled={order.estado === 'cancelado'}
      />
      {unpaid ? (
        <div className={styles.payment} data-testid="payment-notice">
          <div className={styles.paymentText}>
            <span className={styles.paymentState}>
              <Icon name="alert" size={16} />
              {paymentLabel(unpaid)}
            </span>
            <span>{t.paymentPendingHint}</span>
          </div>
          <ButtonLink href={`${PATHS.resultadoEnviar}/${order.pedido}`} size="sm" aria-label={t.payNowOf(order.pedido)}>
            {t.payNow}
          </ButtonLink>
        </div>
      ) : null}
    </OrderCard>
  );
}
