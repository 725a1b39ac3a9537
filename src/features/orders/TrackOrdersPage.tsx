import { PATHS } from '../../../machines/paths';
import { formatDay } from '../../app/format';
import { formatTime, isPickUp, unpaidStateOf, type TrackedOrderView } from './orders';
import { useTracking } from './tracking';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { OrderCard } from './OrderCard';
import { StatusPanel } from '../../ui/StatusPanel';
import { ExpiredNotice, OrderProgress, OrderResource, orderCardProps, PaymentNotice } from './orderParts';
import * as styles from './orders.css';
import { orderPages } from '../../../machines/screenTexts/orderPages';

const t = orderPages;

/**
 * /seguir-pedidos (guard 'authenticated'): the orders of the last 24 h with their status, kept current by
 * the tracking machine (machines/tracking/: the order stream, reconnection, polling as the fallback).
 */
export default function TrackOrdersPage() {
  const { resource, updatedAt, live } = useTracking();

  return (
    <OrderResource resource={resource}>
      {(list) => <TrackedOrders orders={list} updatedAt={updatedAt === null ? null : new Date(updatedAt)} live={live} />}
    </OrderResource>
  );
}

function TrackedOrders({ orders, updatedAt, live }: { orders: TrackedOrderView[]; updatedAt: Date | null; live: boolean }) {
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className={styles.headText}>
          <h1 className={styles.title}>{t.trackTitle}</h1>
          <p className={styles.subtitle}>{t.trackSubtitle}</p>
        </div>
        <p className={styles.updated} aria-live="polite" data-live={live ? 'true' : 'false'}>
          <Icon name="repeat" size={16} />
          {updatedAt ? (live ? t.liveUpdatedAt : t.updatedAt)(formatTime(updatedAt)) : null}
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
  const unpaid = payment ? unpaidStateOf({ estado: order.estado, estadopago: payment.estadopago }) : null;
  const when = (pickUp ? t.pickUpOn : t.deliveryOn)(formatDay(order.fecha_entrega), order.hora_entrega);
  // The payment heard on the stream is newer than the list's: 'Total pagado' follows it.
  const estadopago = payment?.estadopago ?? order.estadopago;
  return (
    <OrderCard {...orderCardProps({ ...order, estadopago })} deliveryMode={`${pickUp ? t.pickUp : t.homeDelivery} · ${when}`}>
      <OrderProgress order={order} />
      {unpaid ? <PaymentNotice pedido={order.pedido} state={unpaid} payLabel={t.payNowOf(order.pedido)} /> : null}
      {order.estado === 'vencido' ? <ExpiredNotice /> : null}
    </OrderCard>
  );
}
