import { useEffect, useState } from 'react';
import { TRACKING_REFRESH_MS } from '../../machines/constants';
import { PATHS } from '../../machines/paths';
import { selectIsLoggedIn } from '../../machines/session';
import { useApiResource } from '../app/apiResource';
import { formatDay } from '../app/format';
import { useSession } from '../app/hooks';
import { awaitsPayment, formatTime, isPickUp, loadTrackedOrders, type TrackedOrderView } from '../app/orders';
import { ButtonLink, Icon, OrderCard, StatusPanel } from '../ui';
import { OrderProgress, OrderResource, orderCardProps, Pending, PaymentNotice } from './orderParts';
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

  return <OrderResource resource={resource}>{(orders) => <TrackedOrders orders={orders} updatedAt={updatedAt} />}</OrderResource>;
}

function TrackedOrders({ orders, updatedAt }: { orders: TrackedOrderView[]; updatedAt: Date | null }) {
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
  const unpaid = payment && awaitsPayment(order.estado, payment.estadopago) ? payment.estadopago : null;
  return (
    <OrderCard {...orderCardProps(order)} deliveryMode={`${pickUp ? t.pickUp : t.homeDelivery} · ${t.deliveryOn(formatDay(order.fecha_entrega), order.hora_entrega)}`}>
      <OrderProgress order={order} />
      {unpaid ? <PaymentNotice pedido={order.pedido} state={unpaid} payLabel={t.payNowOf(order.pedido)} /> : null}
    </OrderCard>
  );
}
