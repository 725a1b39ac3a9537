import type { ReactNode } from 'react';
import { orderMessages } from '../../../machines/screenTexts/order';
import { ButtonLink } from '../../ui/Button';
import * as styles from './OrderResultView.css';
import { Icon } from '../../ui/Icon';
import { LinkedMessage } from '../../ui/LinkedMessage';
import { StatusPanel } from '../../ui/StatusPanel';
import { pageTexts } from '../../../machines/screenTexts/pages';

export interface OrderResultViewProps {
  /** success: order received; pending: payment in process; failed: payment not completed. */
  outcome: 'success' | 'pending' | 'failed';
  orderNumber?: string | number | null;
  /** Payment or order status as the API reports it (e.g. 'Aprobado'). */
  statusText?: string | null;
  /** Extra line under the title; a string's screen paths ('/seguir-pedidos') show as links. */
  message?: ReactNode;
  /** 'Seguir comprando'. Default '/productos'. */
  continueHref?: string;
  /** 'Ver mis pedidos'; hidden when not given. */
  ordersHref?: string;
  /** Overrides the outcome's title (e.g. '¡Pago aprobado!'). */
  title?: string;
  /** More label/value rows under the order number (e.g. payment method, total). */
  details?: readonly (readonly [label: string, value: string])[];
  /** The main action of the moment (e.g. 'Intentar el pago de nuevo'), before the others. */
  primaryAction?: ReactNode;
  /** Inside the card, under the details: e.g. where and when to pick the order up. */
  after?: ReactNode;
}

export function OrderResultView({
  outcome,
  orderNumber,
  statusText,
  message,
  continueHref = '/productos',
  ordersHref,
  title: titleOverride,
  details = [],
  primaryAction,
  after,
}: OrderResultViewProps) {
  const hasDetails = orderNumber != null || Boolean(statusText) || details.length > 0;
  const title =
    titleOverride ??
    (outcome === 'success'
      ? orderMessages.sent
      : outcome === 'pending'
        ? pageTexts.orderPendingTitle
        : pageTexts.orderFailedTitle);
  return (
    <StatusPanel
      icon={outcome === 'success' ? 'checkCircle' : outcome === 'pending' ? 'clock' : 'alert'}
      tone={outcome === 'success' ? 'success' : 'warning'}
      title={title}
      body={typeof message === 'string' ? <LinkedMessage text={message} /> : message}
      actions={
        <>
          {primaryAction}
          <ButtonLink
            href={continueHref}
            variant={primaryAction ? 'secondary' : 'primary'}
            iconEnd={<Icon name="chevronRight" size={18} />}
          >
            {pageTexts.continueShopping}
          </ButtonLink>
          {ordersHref ? (
            <ButtonLink href={ordersHref} variant="secondary" iconStart={<Icon name="receipt" size={18} />}>
              {pageTexts.viewMyOrders}
            </ButtonLink>
          ) : null}
        </>
      }
    >
      {hasDetails || after ? (
        <>
          {hasDetails ? (
            <dl className={styles.details}>
              {orderNumber != null ? (
                <>
                  <dt className={styles.term}>{pageTexts.orderNumberLabel}</dt>
                  <dd className={styles.value}>{orderNumber}</dd>
                </>
              ) : null}
              {statusText ? (
                <>
                  <dt className={styles.term}>{pageTexts.orderStatus}</dt>
                  <dd className={styles.value}>{statusText}</dd>
                </>
              ) : null}
              {details.map(([label, value]) => (
                <div key={label} className={styles.row}>
                  <dt className={styles.term}>{label}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {after}
        </>
      ) : null}
    </StatusPanel>
  );
}
