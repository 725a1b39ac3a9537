import { useParams } from 'wouter';
import { selectOrderResult } from '../../../machines/checkout';
import { PATHS } from '../../../machines/paths';
import { orderMessages } from '../../../machines/screenTexts/order';
import { useCheckout } from './checkout';
import { OrderResultView } from './OrderResultView';

/**
 * /resultado-enviar-pedido/{id?} and /resultado-enviar/{pedido?}: the order's number and what happens next.
 * Without a number it says so and leads to Mis pedidos; an order just sent whose answer brought no
 * number gets the spec's generic order error, which names the recent orders (shown as links).
 */
export default function OrderResultPage() {
  const params = useParams<{ id?: string; pedido?: string }>();
  const result = useCheckout(selectOrderResult);
  const orderNumber = params.id ?? params.pedido ?? (result?.pedido !== undefined ? String(result.pedido) : null);
  if (!orderNumber && result !== null) {
    return (
      <OrderResultView
        outcome="failed"
        message={orderMessages.unexpected}
        continueHref={PATHS.productos}
        ordersHref={PATHS.seguirPedidos}
      />
    );
  }
  if (!orderNumber) {
    return (
      <OrderResultView
        outcome="failed"
        title={orderMessages.noOrderNumberTitle}
        message={orderMessages.noOrderNumber}
        continueHref={PATHS.productos}
        ordersHref={PATHS.misPedidos}
      />
    );
  }
  return (
    <OrderResultView
      outcome="success"
      orderNumber={orderNumber}
      message={orderMessages.sentNext}
      continueHref={PATHS.productos}
      ordersHref={PATHS.seguirPedidos}
    />
  );
}
