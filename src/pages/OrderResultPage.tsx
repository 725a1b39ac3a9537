import { useParams } from 'wouter';
import { selectOrderResult } from '../../machines/checkout';
import { orderMessages } from '../../machines/screenTexts/order';
import { useCheckout } from '../app/checkout';
import { OrderResultView } from '../ui/OrderResultView';

/** /resultado-enviar-pedido/{id?} and /resultado-enviar/{pedido?}: the order's number and what happens next. */
export default function OrderResultPage() {
  const params = useParams<{ id?: string; pedido?: string }>();
  const result = useCheckout(selectOrderResult);
  const orderNumber = params.id ?? params.pedido ?? (result?.pedido !== undefined ? String(result.pedido) : null);
  return (
    <OrderResultView
      outcome={orderNumber ? 'success' : 'failed'}
      orderNumber={orderNumber}
      message={orderNumber ? orderMessages.sentNext : orderMessages.unexpected}
      continueHref="/productos"
      ordersHref="/seguir-pedidos"
    />
  );
}
