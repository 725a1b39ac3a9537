import { PATHS } from '../../../machines/paths';
import { isPickUp, useOrderHistory } from './orders';
import { Button, ButtonLink } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Icon } from '../../ui/Icon';
import { OrderCard } from './OrderCard';
import { StatusPanel } from '../../ui/StatusPanel';
import { cx } from '../../ui/cx';
import { ExpiredNotice, LoadFailed, orderCardProps, Pending } from './orderParts';
import { useReorder } from '../reorder/reorder';
import { ReorderButton, ReorderDialog } from '../reorder/ReorderDialog';
import * as styles from './orders.css';
import { orderPages } from '../../../machines/screenTexts/orderPages';

const t = orderPages;

/** /mis-pedidos (guard 'authenticated': drawn only for a signed-in customer): every order, newest first, 'Ver más' for the next page. */
export default function OrdersPage() {
  const history = useOrderHistory();
  const reorder = useReorder();
  const { orders, firstLoadError } = history;

  if (firstLoadError !== null) return <LoadFailed error={firstLoadError} onRetry={history.retry} />;
  if (history.firstLoad) return <Pending />;
  if (orders.length === 0) {
    return (
      <div className={styles.page}>
        <StatusPanel
          icon="receipt"
          title={t.ordersEmptyTitle}
          body={t.ordersEmptyBody}
          actions={
            <ButtonLink href={PATHS.productos} iconEnd={<Icon name="chevronRight" size={18} />}>
              {t.goToProducts}
            </ButtonLink>
          }
        />
      </div>
    );
  }

  return (
    <div className={cx(styles.page)}>
      <header className={styles.head}>
        <div className={styles.headText}>
          <h1 className={styles.title}>{t.ordersTitle}</h1>
          <p className={styles.subtitle}>{t.ordersSubtitle}</p>
        </div>
        <ButtonLink href={PATHS.seguirPedidos} variant="accent" size="sm" iconStart={<Icon name="moto" size={18} />}>
          {t.trackTitle}
        </ButtonLink>
      </header>
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order.pedido}>
            <OrderCard
              {...orderCardProps(order)}
              deliveryMode={isPickUp(order.recogeentienda) ? t.pickUp : t.homeDelivery}
              actions={<ReorderButton reorder={reorder} pedido={order.pedido} />}
            >
              {order.estado === 'vencido' ? <ExpiredNotice /> : null}
            </OrderCard>
          </li>
        ))}
      </ul>
      {history.moreError !== null ? (
        <FormAlert>
          {history.moreError}{' '}
          <Button variant="ghost" size="sm" onClick={history.retry}>
            {t.retry}
          </Button>
        </FormAlert>
      ) : null}
      <ReorderDialog reorder={reorder} />
      {history.showsMore ? (
        <div className={styles.more}>
          <Button variant="secondary" busy={history.loadingMore} onClick={history.more}>
            {t.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
