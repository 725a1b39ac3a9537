import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import * as styles from './OrderCard.css';
import { OrderStatusBadge, type OrderStatusKey } from './OrderStatusBadge';

export interface OrderCardProps {
  /** 'Pedido #100001'. */
  title: string;
  status: OrderStatusKey;
  statusLabel: string;
  /** 'Hecho el 3 mar 2026, 12:30 p. m.' */
  placedOn: string;
  /** '2 productos'. */
  itemCount: string;
  /** 'Domicilio' or 'Recoger en tienda'. */
  deliveryMode: string;
  pickUp: boolean;
  totalLabel: string;
  /** Already formatted: '$ 58.800'. */
  total: string;
  detailHref: string;
  detailText: string;
  /** Names the link for screen readers ('Ver detalle del pedido #100001'). */
  detailLabel: string;
  /** Under the header: a status timeline, a payment notice… */
  children?: ReactNode;
  /** Extra buttons beside 'Ver detalle'. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

/** One order in the customer's lists (mis-pedidos, seguir-pedidos). */
export function OrderCard({
  title,
  status,
  statusLabel,
  placedOn,
  itemCount,
  deliveryMode,
  pickUp,
  totalLabel,
  total,
  detailHref,
  detailText,
  detailLabel,
  children,
  actions,
  headingLevel = 2,
}: OrderCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-testid="order-card">
      <div className={styles.body}>
        <div className={styles.head}>
          <Heading className={styles.number}>{title}</Heading>
          <OrderStatusBadge status={status} label={statusLabel} size="sm" />
        </div>
        <ul className={styles.meta}>
          <li className={styles.metaItem}>
            <Icon name="clock" size={16} />
            {placedOn}
          </li>
          <li className={styles.metaItem}>
            <Icon name="receipt" size={16} />
            {itemCount}
          </li>
          <li className={styles.metaItem}>
            <Icon name={pickUp ? 'store' : 'moto'} size={16} />
            {deliveryMode}
          </li>
        </ul>
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
      <div className={styles.side}>
        <p className={styles.total}>
          <span className={styles.totalLabel}>{totalLabel}</span>
          <span className={styles.totalValue}>{total}</span>
        </p>
        <div>
          {actions}
          <ButtonLink
            href={detailHref}
            variant="secondary"
            size="sm"
            aria-label={detailLabel}
            iconEnd={<Icon name="chevronRight" size={18} />}
          >
            {detailText}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
