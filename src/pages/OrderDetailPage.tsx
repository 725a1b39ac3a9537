import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { selectProducts } from '../../machines/catalogue';
import { PATHS } from '../../machines/paths';
import { formatPesos } from '../../machines/rules/money';
import type { OrderDetail } from '../../machines/schemas';
import { selectIsLoggedIn } from '../../machines/session';
import { api } from '../api/endpoints';
import { useApiResource } from '../app/apiResource';
import { formatDay } from '../app/format';
import { useCatalogue, useSession } from '../app/hooks';
import {
  awaitsPayment,
  formatInstant,
  isPickUp,
  orderNumberFromSearch,
  orderTimeline,
  paymentLabel,
  statusLabel,
  useOrderActions,
} from '../app/orders';
import { AppLink, Button, ButtonLink, Icon, OrderStatusBadge, OrderTimeline, StatusPanel, TextField } from '../ui';
import { cx } from '../ui/cx';
import { Pending } from './OrdersPage';
import * as styles from './orders.css';
import { orderPages } from '../../machines/screenTexts/orderPages';

const t = orderPages;

/** /detalle-pedido?pedido=N: the stored order, its history, cancel, subscription and the way to rate it. */
export default function OrderDetailPage() {
  const signedIn = useSession(selectIsLoggedIn);
  const pedido = orderNumberFromSearch(useSearch());
  if (!signedIn) return <Pending />;
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
  const resource = useApiResource(({ signal, token }) => api.orderDetail(pedido, { signal, token }), `detalle-${pedido}`);
  const actions = useOrderActions(pedido, resource.reload);

  if (resource.data === null) {
    if (resource.status === 'failed') {
      return (
        <div className={styles.page}>
          <StatusPanel
            icon="alert"
            tone="warning"
            title={t.detailNotFound}
            body={resource.error}
            actions={
              <>
                <Button onClick={resource.reload}>{t.retry}</Button>
                <ButtonLink href={PATHS.misPedidos} variant="secondary">
                  {t.backToOrders}
                </ButtonLink>
              </>
            }
          />
        </div>
      );
    }
    return <Pending />;
  }

  const order = resource.data;
  const pickUp = isPickUp(order.recogeentienda);
  const steps = orderTimeline(order.estado, order.historial, order.recogeentienda);
  const unpaid = awaitsPayment(order.estado, order.estadopago) ? order.estadopago : null;

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
      </header>

      <div className={styles.detailGrid}>
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby="estado-pedido">
            <h2 id="estado-pedido" className={styles.cardTitle}>
              <Icon name="clock" size={20} />
              {t.history}
            </h2>
            <OrderTimeline
              steps={steps.map((s) => ({ key: s.estado, label: s.label, time: s.time, done: s.done, current: s.current }))}
              label={t.timelineLabel(order.pedido)}
              cancelled={order.estado === 'cancelado'}
            />
            <ul className={styles.history}>
              {order.historial.map((entry) => (
                <li key={entry.estado} className={styles.historyItem}>
                  <span className={styles.historyState}>{statusLabel(entry.estado)}</span>
                  <span>{formatInstant(entry.fecha)}</span>
                </li>
              ))}
            </ul>
            {unpaid ? (
              <div className={styles.payment} data-testid="payment-notice">
                <div className={styles.paymentText}>
                  <span className={styles.paymentState}>
                    <Icon name="alert" size={16} />
                    {paymentLabel(unpaid)}
                  </span>
                  <span>{t.paymentPendingHint}</span>
                </div>
                <ButtonLink href={`${PATHS.resultadoEnviar}/${order.pedido}`} size="sm">
                  {t.payNow}
                </ButtonLink>
              </div>
            ) : null}
          </section>

          <Lines order={order} pickUp={pickUp} />
        </div>

        <div className={styles.column}>
          <DeliveryCard order={order} pickUp={pickUp} />
          {order.estado === 'entregado' ? (
            <section className={styles.card} aria-labelledby="calificar">
              <h2 id="calificar" className={styles.cardTitle}>
                <Icon name="star" size={20} />
                {t.rateOrder}
              </h2>
              {order.calificado ? (
                <p className={styles.rated}>
                  <Icon name="checkCircle" size={18} />
                  {t.rated}
                </p>
              ) : (
                <>
                  <p className={styles.cardText}>{t.rateInvite}</p>
                  <ButtonLink href={`${PATHS.calificarPedido}?pedido=${order.pedido}`} variant="accent" iconStart={<Icon name="star" size={18} />}>
                    {t.rateOrder}
                  </ButtonLink>
                </>
              )}
            </section>
          ) : null}
          {order.estado !== 'cancelado' ? (
            <SubscriptionCard key={order.frecuencia_suscripcion ?? 'none'} frequency={order.frecuencia_suscripcion} actions={actions} />
          ) : null}
          {order.puede_cancelar ? <CancelCard pedido={order.pedido} actions={actions} /> : null}
        </div>
      </div>
    </div>
  );
}

function Lines({ order, pickUp }: { order: OrderDetail; pickUp: boolean }) {
  const products = useCatalogue(selectProducts);
  const nameOf = (code: string) => products.find((p) => p.codigo_producto === code)?.descripcion_corta ?? t.productCode(code);
  const rows: [string, string][] = [
    [t.subtotal, formatPesos(order.totales.subtotal)],
    [t.tax, formatPesos(order.totales.iva)],
  ];
  if (order.totales.descuento > 0) rows.push([t.discount, `- ${formatPesos(order.totales.descuento)}`]);
  if (!pickUp) rows.push([t.delivery, formatPesos(order.totales.valor_domicilio)]);
  if (order.cuponesvalor > 0) rows.push([t.coupon(order.nrocupon), `- ${formatPesos(order.cuponesvalor)}`]);
  return (
    <section className={styles.card} aria-labelledby="productos">
      <h2 id="productos" className={styles.cardTitle}>
        <Icon name="receipt" size={20} />
        {t.products}
      </h2>
      <ul className={styles.lines}>
        {order.detalles_pedido.map((line) => (
          <li key={line.codigo_producto} className={styles.line} data-testid="order-line">
            <span className={styles.qty} aria-label={`${t.quantity}: ${line.cantidad}`}>
              {line.cantidad}
            </span>
            <span className={styles.lineName}>
              <span className={styles.lineTitle}>{nameOf(line.codigo_producto)}</span>
              <span className={styles.lineSub}>{t.lineOf(line.cantidad, formatPesos(line.total / line.cantidad))}</span>
            </span>
            <span className={styles.lineTotal}>{formatPesos(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.totalRow}>
            <dt className={styles.totalLabel}>{label}</dt>
            <dd className={styles.totalValue}>{value}</dd>
          </div>
        ))}
        <div className={cx(styles.totalRow, styles.grandTotal)}>
          <dt>{t.totalToPay}</dt>
          <dd className={styles.grandValue} data-testid="order-total">
            {formatPesos(order.total_a_pagar)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function DeliveryCard({ order, pickUp }: { order: OrderDetail; pickUp: boolean }) {
  const facts: [string, string][] = [
    [t.recipient, order.nombre_recibe],
    [pickUp ? t.store : t.address, pickUp ? `${order.pdv} · ${order.ciudad}` : [order.direccion, order.barrio, order.ciudad].filter(Boolean).join(', ')],
    [t.when, `${formatDay(order.fecha_entrega)}, ${order.hora_entrega}`],
    [t.phone, order.telefono],
  ];
  if (order.observacion.trim() !== '') facts.push([t.observation, order.observacion]);
  return (
    <section className={styles.card} aria-labelledby="entrega">
      <h2 id="entrega" className={styles.cardTitle}>
        <Icon name={pickUp ? 'store' : 'moto'} size={20} />
        {t.deliveryData}
        <span className={styles.cardText}>· {pickUp ? t.pickUp : t.homeDelivery}</span>
      </h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Actions = ReturnType<typeof useOrderActions>;

function SubscriptionCard({ frequency, actions }: { frequency: number | null; actions: Actions }) {
  const [value, setValue] = useState(frequency === null ? '7' : String(frequency));
  const [error, setError] = useState<string | null>(null);
  const subscribed = frequency !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(await actions.changeSubscription(subscribed ? 'M' : 'N', Number(value)));
  };

  return (
    <section className={styles.card} aria-labelledby="suscripcion">
      <h2 id="suscripcion" className={styles.cardTitle}>
        <Icon name="repeat" size={20} />
        {t.subscriptionTitle}
      </h2>
      {subscribed ? (
        <p className={styles.rated} data-testid="subscription-state">
          <Icon name="checkCircle" size={18} />
          {t.subscriptionActive(frequency)}
        </p>
      ) : (
        <p className={styles.cardText}>{t.subscriptionBody}</p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <TextField
            className={styles.frequency}
            label={t.frequency}
            hint={t.frequencyHint}
            error={error}
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" busy={actions.busy === 'N' || actions.busy === 'M'} disabled={actions.busy !== null}>
            {subscribed ? t.saveFrequency : t.subscribe}
          </Button>
          {subscribed ? (
            <Button
              variant="ghost"
              busy={actions.busy === 'E'}
              disabled={actions.busy !== null}
              iconStart={<Icon name="trash" size={18} />}
              onClick={() => void actions.changeSubscription('E', 0)}
            >
              {t.deleteSubscription}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function CancelCard({ pedido, actions }: { pedido: number; actions: Actions }) {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  return (
    <section className={styles.card} aria-labelledby="cancelar">
      <h2 id="cancelar" className={styles.cardTitle}>
        <Icon name="x" size={20} />
        {t.cancelOrder}
      </h2>
      {confirming ? (
        <div className={styles.confirm} role="alertdialog" aria-labelledby="cancelar-titulo" aria-describedby="cancelar-texto">
          <p id="cancelar-titulo" className={styles.confirmTitle}>
            {t.cancelTitle(pedido)}
          </p>
          <p id="cancelar-texto" className={styles.cardText}>
            {t.cancelBody}
          </p>
          <div className={styles.actions}>
            <Button
              ref={confirmRef}
              busy={actions.busy === 'cancel'}
              onClick={async () => {
                if (!(await actions.cancel())) setConfirming(false);
              }}
            >
              {t.cancelConfirm}
            </Button>
            <Button variant="secondary" disabled={actions.busy === 'cancel'} onClick={() => setConfirming(false)}>
              {t.cancelKeep}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.cardText}>{t.cancelHint}</p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t.cancelOrder}
          </Button>
        </>
      )}
    </section>
  );
}
