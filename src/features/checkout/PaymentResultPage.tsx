import { useParams } from 'wouter';
import { formatDeduction, formatPesos } from '../../../machines/rules/money';
import { orderTotalLabel } from '../../../machines/rules/orderWording';
import { paymentResultView } from '../../../machines/rules/paymentResult';
import { selectIsLoggedIn } from '../../../machines/session';
import { useSession } from '../../app/hooks';
import { orderNumberOf } from '../orders/orders';
import { usePayment } from './payment';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { OrderResultView } from './OrderResultView';
import { Spinner } from '../../ui/Spinner';
import { StatusPanel } from '../../ui/StatusPanel';
import { PickupStoreNote } from '../location/PickupStoreNote';
import { pageTexts } from '../../../machines/screenTexts/pages';
import { paymentTexts } from '../../../machines/screenTexts/payment';
import { couponTexts } from '../../../machines/screenTexts/coupon';

const t = paymentTexts;

/** Where the payment provider sends the customer back: /resultado-enviar/{pedido}. */
export default function PaymentResultPage() {
  const params = useParams<{ pedido?: string }>();
  const signedIn = useSession(selectIsLoggedIn);
  const pedido = orderNumberOf(params.pedido);
  const payment = usePayment(pedido, signedIn);
  const { outcome, status, error, busy, canContinue } = payment;

  if (outcome === 'checking' || outcome === 'leaving') {
    return <StatusPanel icon="clock" title={outcome === 'leaving' ? t.redirecting : t.checking} body={<Spinner />} />;
  }

  const details: (readonly [string, string])[] = [];
  if (status) {
    details.push([pageTexts.orderStatus, t.stateLabels[status.estadopago]]);
    if (status.metodo !== '') details.push([t.method, t.methodLabels[status.metodo] ?? status.metodo]);
    // The receipt shows the coupon's discount (already out of what was paid).
    if (status.cuponesvalor > 0) details.push([couponTexts.discountLine(status.nrocupon), formatDeduction(status.cuponesvalor)]);
    // 'Total pagado' once approved, 'Total a pagar' while it waits (finding 12).
    details.push([orderTotalLabel(status), formatPesos(status.total_a_pagar)]);
  }
  const view = paymentResultView(outcome, { pedido, signedIn, error });
  const check = (
    <Button variant="secondary" onClick={payment.check} disabled={busy}>
      {t.checkAgain}
    </Button>
  );
  const primaryAction =
    outcome === 'rejected' || outcome === 'stalled' ? (
      <>
        <Button onClick={payment.retry} busy={busy} iconStart={<Icon name="repeat" size={18} />}>
          {t.payAgain}
        </Button>
        {outcome === 'stalled' ? check : null}
      </>
    ) : outcome === 'pending' && canContinue ? (
      <Button variant="secondary" onClick={payment.continue}>
        {t.continuePayment}
      </Button>
    ) : outcome === 'failed' ? (
      check
    ) : null;

  // StatusPanel keeps its own gutter (a page gutter around it made the card 256 px wide at 320 px).
  return (
    <OrderResultView
      outcome={view.outcome}
      title={view.title}
      message={view.message}
      orderNumber={pedido}
      details={details}
      primaryAction={primaryAction}
      continueHref="/productos"
      {...(view.ordersHref !== null ? { ordersHref: view.ordersHref } : {})}
      // A pick-up order: the store, its address and the hour, inside the card (src/pages/pickup).
      after={signedIn && pedido !== null ? <PickupStoreNote pedido={pedido} /> : null}
    />
  );
}
