import { useEffect, useState } from 'react';
import { MY_ORDERS_PAGE_SIZE } from '../../machines/constants';
import { PATHS } from '../../machines/paths';
import type { OrderSummary } from '../../machines/schemas';
import { selectIsLoggedIn } from '../../machines/session';
import { api } from '../api/endpoints';
import { useApiResource } from '../app/apiResource';
import { useSession } from '../app/hooks';
import { isPickUp } from '../app/orders';
import { Button, ButtonLink, FormAlert, Icon, OrderCard, StatusPanel } from '../ui';
import { cx } from '../ui/cx';
import { LoadFailed, orderCardProps, Pending } from './orderParts';
import * as styles from './orders.css';
import { orderPages } from '../../machines/screenTexts/orderPages';

const t = orderPages;

/** /mis-pedidos (signed-in guard: machines/rules/routeGuards.ts): every order, newest first, 'Ver más' for the next page. */
export default function OrdersPage() {
  const signedIn = useSession(selectIsLoggedIn);
  return signedIn ? <Orders /> : <Pending />;
}

function Orders() {
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState<readonly OrderSummary[][]>([]);
  const resource = useApiResource(
    ({ signal, token }) => api.myOrders(page, MY_ORDERS_PAGE_SIZE, { signal, token }).then((orders) => ({ page, orders })),
    `mis-pedidos-${page}`,
  );

  useEffect(() => {
    if (resource.status !== 'ready') return;
    const { page: loaded, orders } = resource.data;
    setPages((current) => {
      const next = [...current];
      next[loaded - 1] = orders;
      return next;
    });
  }, [resource.status, resource.data]);

  const orders = pages.flat();
  const firstLoad = pages.length === 0;

  if (firstLoad && resource.status === 'failed') return <LoadFailed error={resource.error} onRetry={resource.reload} />;
  if (firstLoad) return <Pending />;
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

  const lastPage = pages[pages.length - 1] ?? [];
  const hasMore = pages.length === page && lastPage.length === MY_ORDERS_PAGE_SIZE;
  const loadingMore = resource.status === 'loading' && page > pages.length;

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
            <OrderCard {...orderCardProps(order)} deliveryMode={isPickUp(order.recogeentienda) ? t.pickUp : t.homeDelivery} />
          </li>
        ))}
      </ul>
      {resource.status === 'failed' ? (
        <FormAlert>
          {resource.error}{' '}
          <Button variant="ghost" size="sm" onClick={resource.reload}>
            {t.retry}
          </Button>
        </FormAlert>
      ) : null}
      {hasMore || loadingMore ? (
        <div className={styles.more}>
          <Button variant="secondary" busy={loadingMore} onClick={() => setPage(pages.length + 1)}>
            {t.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
