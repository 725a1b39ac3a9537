import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { selectProducts } from '../../../machines/catalogue';
import { PATHS } from '../../../machines/paths';
import { formatDeduction, formatPesos } from '../../../machines/rules/money';
import { orderTotalLabel } from '../../../machines/rules/orderWording';
import type { OrderDetail } from '../../../machines/schemas';
import { formatDay } from '../../app/format';
import { api } from '../../api/endpoints';
import type { Loader } from '../../app/accountEffects';
import { useApiResource } from '../../app/apiResource';
import { useCatalogue } from '../../app/hooks';
import { useForm } from '../../app/useForm';
import { formatInstant, isPickUp, orderNumberFromSearch, statusLabel, useOrderDetail } from './orders';
import { AppLink } from '../../ui/AppLink';
import { Button, ButtonLink } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { OrderStatusBadge } from './OrderStatusBadge';
import { StatusPanel } from '../../ui/StatusPanel';
import { TextField } from '../../ui/TextField';
import { cx } from '../../ui/cx';
import { ExpiredNotice, LoadFailed, OrderProgress, Pending, PaymentNotice } from './orderParts';
import { useReorder } from '../reorder/reorder';
import { ReorderButton, ReorderDialog } from '../reorder/ReorderDialog';
import * as styles from './orders.css';
import { orderPages } from '../../../machines/screenTexts/orderPages';

const t = orderPages;
const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog'));

/** /detalle-pedido?pedido=N (guard 'authenticated'): the stored order, its history, cancel, subscription and the way to rate it. */
export default function OrderDetailPage() {
  const pedido = orderNumberFromSearch(useSearch());
  if (pedido === null) return <NotFound />;
  return <Detail key={pedido} pedido={pedido} />;
}

function NotFound({ body = t.detailNotFoundBody }: { body?: string }) {
  return (
    <div className={styles.page}>
      <StatusPanel
        icon="receipt"
        tone="warning"
        title={t.detailNotFound}
        body={body}
        actions={
          <ButtonLink href={PATHS.misPedidos} iconStart={<Icon name="arrowLeft" size={18} />}>
            {t.backToOrders}
          </ButtonLink>
        }
      />
    </div>
  );
}

function Detail({ pedido }: { pedido: number }) {
  const detail = useOrderDetail(pedido);
  if (detail.order === null) {
    if (detail.error === null) return <Pending />;
    return (
      <LoadFailed
        title={t.detailNotFound}
        error={detail.error}
        onRetry={detail.retry}
        actions={
          <ButtonLink href={PATHS.misPedidos} variant="secondary">
            {t.backToOrders}
          </ButtonLink>
        }
      />
    );
  }
  return <Order order={detail.order} actions={detail} />;
}

function Order({ order, actions }: { order: OrderDetail; actions: Actions }) {
  const pickUp = isPickUp(order.recogeentienda);
  const reorder = useReorder();
  const { unpaid, canRate, canSubscribe } = actions;

  return (
    <div className={cx(styles.page, styles.wide)}>
      <AppLink href={PATHS.misPedidos} className={styles.back}>
        <Icon name="arrowLeft" size={18} />
        {t.backToOrders}
      </AppLink>
      <header className={styles.head}>
        <div className={styles.headText}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{t.detailTitle(order.pedido)}</h1>
            <OrderStatusBadge status={order.estado} label={statusLabel(order.estado)} />
          </div>
          <p className={styles.subtitle}>{t.placedOn(formatInstant(order.fecha_creacion))}</p>
        </div>
        <ReorderButton reorder={reorder} pedido={order.pedido} size="md" />
      </header>
      <ReorderDialog reorder={reorder} />

      <div className={styles.detailGrid}>
        <div className={styles.column}>
          <Card id="estado-pedido" icon="clock" title={t.history}>
            <OrderProgress order={order} />
            <ul className={styles.history}>
              {order.historial.map((entry) => (
                <li key={entry.estado} className={styles.historyItem}>
                  <span className={styles.historyState}>{statusLabel(entry.estado)}</span>
                  <span>{formatInstant(entry.fecha)}</span>
                </li>
              ))}
            </ul>
            {unpaid ? <PaymentNotice pedido={order.pedido} state={unpaid} /> : null}
            {order.estado === 'vencido' ? <ExpiredNotice /> : null}
          </Card>

          <Lines order={order} pickUp={pickUp} />
        </div>

        <div className={styles.column}>
          <DeliveryCard order={order} pickUp={pickUp} />
          {canRate ? (
            <Card id="calificar" icon="star" title={t.rateOrder}>
              {order.calificado ? (
                <p className={styles.rated}>
                  <Icon name="checkCircle" size={18} />
                  {t.rated}
                </p>
              ) : (
                <>
                  <p className={styles.cardText}>{t.rateInvite}</p>
                  <ButtonLink
                    href={`${PATHS.calificarPedido}?pedido=${order.pedido}`}
                    variant="accent"
                    iconStart={<Icon name="star" size={18} />}
                  >
                    {t.rateOrder}
                  </ButtonLink>
                </>
              )}
            </Card>
          ) : null}
          {canSubscribe ? (
            <SubscriptionCard
              key={order.frecuencia_suscripcion ?? 'none'}
              frequency={order.frecuencia_suscripcion}
              actions={actions}
            />
          ) : null}
          {order.puede_cancelar ? <CancelCard pedido={order.pedido} actions={actions} /> : null}
        </div>
      </div>
    </div>
  );
}

function Lines({ order, pickUp }: { order: OrderDetail; pickUp: boolean }) {
  const products = useCatalogue(selectProducts);
  const nameOf = (code: string, stored?: string) =>
    stored ?? products.find((p) => p.codigo_producto === code)?.descripcion_corta ?? t.productCode(code);
  const rows: [string, string][] = [
    [t.subtotal, formatPesos(order.totales.subtotal)],
    [t.tax, formatPesos(order.totales.iva)],
  ];
  if (order.totales.descuento > 0) rows.push([t.discount, formatDeduction(order.totales.descuento)]);
  // A pick-up order has no delivery line (finding 15).
  if (!pickUp) rows.push([t.delivery, formatPesos(order.totales.valor_domicilio)]);
  if (order.cuponesvalor > 0) rows.push([t.coupon(order.nrocupon), formatDeduction(order.cuponesvalor)]);
  return (
    <Card id="productos" icon="receipt" title={t.products}>
      <ul className={styles.lines}>
        {order.detalles_pedido.map((line) => (
          <li key={line.codigo_producto} className={styles.line} data-testid="order-line">
            <span className={styles.qty} aria-label={`${t.quantity}: ${line.cantidad}`}>
              {line.cantidad}
            </span>
            <span className={styles.lineName}>
              <span className={styles.lineTitle}>{nameOf(line.codigo_producto, line.descripcion_corta)}</span>
              <span className={styles.lineSub}>{t.lineOf(line.cantidad, formatPesos(line.total / line.cantidad))}</span>
            </span>
            <span className={styles.lineTotal}>{formatPesos(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <Pairs pairs={rows} row={styles.totalRow} label={styles.totalLabel} value={styles.totalValue} />
        <div className={cx(styles.totalRow, styles.grandTotal)}>
          <dt>{orderTotalLabel(order)}</dt>
          <dd className={styles.grandValue} data-testid="order-total">
            {formatPesos(order.total_a_pagar)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** A titled block of the detail page. */
function Card({
  id,
  icon,
  title,
  after,
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        <Icon name={icon} size={20} />
        {title}
        {after}
      </h2>
      {children}
    </section>
  );
}

/** The label / value rows of a <dl>, each in a <div> with the given classes. */
function Pairs({ pairs, row, label, value }: { pairs: [string, ReactNode][]; row: string; label: string; value: string }) {
  return (
    <>
      {pairs.map(([term, text]) => (
        <div key={term} className={row}>
          <dt className={label}>{term}</dt>
          <dd className={value}>{text}</dd>
        </div>
      ))}
    </>
  );
}

/** The name of the store of a pick-up order (its code until known). */
const storeNameOf =
  (pdv: string): Loader<string> =>
  async ({ signal }) => {
    const { data } = await api.salesPointByCode(pdv, { signal });
    return data.nombre ?? data.Vkbur;
  };

function DeliveryCard({ order, pickUp }: { order: OrderDetail; pickUp: boolean }) {
  const facts: [string, ReactNode][] = pickUp
    ? [
        // Collected at the store: who collects it, which store, when (finding 15).
        [t.collector, order.nombre_recibe],
        [t.store, <StoreName key="store" pdv={order.pdv} address={[order.direccion, order.ciudad].filter(Boolean).join(', ')} />],
        [t.pickUpWhen, `${formatDay(order.fecha_entrega)}, ${order.hora_entrega}`],
        [t.phone, order.telefono],
      ]
    : [
        [t.recipient, order.nombre_recibe],
        [t.address, [order.direccion, order.barrio, order.ciudad].filter(Boolean).join(', ')],
        [t.when, `${formatDay(order.fecha_entrega)}, ${order.hora_entrega}`],
        [t.phone, order.telefono],
      ];
  if (order.observacion.trim() !== '') facts.push([t.observation, order.observacion]);
  return (
    <Card
      id="entrega"
      icon={pickUp ? 'store' : 'moto'}
      title={pickUp ? t.pickUpData : t.deliveryData}
      after={<span className={styles.cardText}>· {pickUp ? t.pickUp : t.homeDelivery}</span>}
    >
      <dl className={styles.facts}>
        <Pairs pairs={facts} row={styles.fact} label={styles.factLabel} value={styles.factValue} />
      </dl>
    </Card>
  );
}

/** 'Pollos La Brasa Chapinero · Calle 63 # 11-20, Bogotá': the store's name once known, then its address. */
function StoreName({ pdv, address }: { pdv: string; address: string }) {
  const store = useApiResource(storeNameOf(pdv), `store-${pdv}`);
  const name = store.status === 'ready' ? store.data : pdv;
  return <>{address ? `${name} · ${address}` : name}</>;
}

type Actions = ReturnType<typeof useOrderDetail>;

function SubscriptionCard({ frequency, actions }: { frequency: number | null; actions: Actions }) {
  const subscribed = frequency !== null;
  const { text, formProps } = useForm(
    { frequency: frequency === null ? '7' : String(frequency) },
    (values) => actions.changeSubscription(subscribed ? 'M' : 'N', Number(values.frequency)),
    { fieldErrors: { frequency: actions.frequencyError }, clearFieldError: () => actions.frequencyEdited() },
  );

  return (
    <Card id="suscripcion" icon="repeat" title={t.subscriptionTitle}>
      {subscribed ? (
        <p className={styles.rated} data-testid="subscription-state">
          <Icon name="checkCircle" size={18} />
          {t.subscriptionActive(frequency)}
        </p>
      ) : (
        <p className={styles.cardText}>{t.subscriptionBody}</p>
      )}
      <form className={styles.form} {...formProps}>
        <div className={styles.row}>
          <TextField
            className={styles.frequency}
            label={t.frequency}
            hint={t.frequencyHint}
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            {...text('frequency')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" busy={actions.subscribing === 'N' || actions.subscribing === 'M'} disabled={actions.busy}>
            {subscribed ? t.saveFrequency : t.subscribe}
          </Button>
          {subscribed ? (
            <Button
              variant="ghost"
              busy={actions.subscribing === 'E'}
              disabled={actions.busy}
              iconStart={<Icon name="trash" size={18} />}
              onClick={() => actions.changeSubscription('E', 0)}
            >
              {t.deleteSubscription}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

/** 'Cancelar pedido' asks first, in an alert dialog whose safe answer has the focus (machines/orderDetail `confirmingCancel`). */
function CancelCard({ pedido, actions }: { pedido: number; actions: Actions }) {
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <Card id="cancelar" icon="x" title={t.cancelOrder}>
      <p className={styles.cardText}>{t.cancelHint}</p>
      <Button ref={opener} variant="secondary" onClick={actions.askCancel}>
        {t.cancelOrder}
      </Button>
      {actions.confirmingCancel ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t.cancelTitle(pedido)}
            description={t.cancelBody}
            confirmLabel={t.cancelConfirm}
            onConfirm={actions.confirmCancel}
            dismissLabel={t.cancelKeep}
            onDismiss={actions.keepOrder}
            busy={actions.cancelling}
            returnFocusTo={opener}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
