import type { ReactNode } from 'react';
import { messages } from '../../machines/messages';
import { ButtonLink } from './Button';
import * as styles from './OrderResultView.css';
import { Icon } from './Icon';
import { StatusPanel } from './StatusPanel';

export interface OrderResultViewProps {
  /** success: order received; pending: payment in process; failed: payment not completed. */
  outcome: 'success' | 'pending' | 'failed';
  orderNumber?: string | number | null;
  /** Payment or order status as the API reports it (e.g. 'Aprobado'). */
  statusText?: string | null;
  /** Extra line under the title. */
  message?: ReactNode;
  /** 'Seguir comprando'. Default '/productos'. */
  continueHref?: string;
  /** 'Ver mis pedidos'; hidden when not given. */
  ordersHref?: string;
}

export function OrderResultView({ outcome, orderNumber, statusText, message, continueHref = '/productos', ordersHref }: OrderResultViewProps) {
  const title =
    outcome === 'success' ? messages.order.sent : outcome === 'pending' ? messages.pages.orderPendingTitle : messages.pages.orderFailedTitle;
  return (
    <StatusPanel
      icon={outcome === 'success' ? 'checkCircle' : outcome === 'pending' ? 'clock' : 'alert'}
      tone={outcome === 'success' ? 'success' : 'warning'}
      title={title}
      body={message}
      actions={
        <>
          <ButtonLink href={continueHref} iconEnd={<Icon name="chevronRight" size={18} />}>
            {messages.pages.continueShopping}
          </ButtonLink>
          {ordersHref ? (
            <ButtonLink href={ordersHref} variant="secondary" iconStart={<Icon name="receipt" size={18} />}>
              {messages.pages.viewMyOrders}
            </ButtonLink>
          ) : null}
        </>
      }
    >
      {orderNumber != null || statusText ? (
        <dl className={styles.details}>
          {orderNumber != null ? (
            <>
              <dt className={styles.term}>{messages.pages.orderNumberLabel}</dt>
              <dd className={styles.value}>{orderNumber}</dd>
            </>
          ) : null}
          {statusText ? (
            <>
              <dt className={styles.term}>{messages.pages.orderStatus}</dt>
              <dd className={styles.value}>{statusText}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </StatusPanel>
  );
}
