/**
 * /resultado-enviar/{pedido} (finding 13): without an order number there is nothing to
 * look up, signed in or not — the page says so and leads to Mis pedidos, never 'Inicia sesión con
 * la cuenta del pedido'.
 */
import { describe, expect, test } from 'vitest';
import { PATHS } from '../../machines/paths';
import { paymentResultView } from '../../machines/rules/paymentResult';
import { messageParts } from '../../machines/rules/messageLinks';
import { paymentTexts } from '../../machines/screenTexts/payment';
import { orderMessages } from '../../machines/screenTexts/order';

describe('the payment result page', () => {
  test('without an order number, signed in, it says the number is missing and leads to Mis pedidos', () => {
    const view = paymentResultView('unknown', { pedido: null, signedIn: true, error: null });
    expect(view.title).toBe(orderMessages.noOrderNumberTitle);
    expect(view.message).toBe(orderMessages.noOrderNumber);
    expect(view.message).not.toBe(paymentTexts.signInToSee);
    expect(view.ordersHref).toBe(PATHS.misPedidos);
    // The message itself names Mis pedidos as a link.
    expect(messageParts(view.message, orderMessages.linkNames)).toContainEqual({
      kind: 'link',
      path: PATHS.misPedidos,
      name: 'Mis pedidos',
    });
  });

  test('without an order number, signed out, it says the same (the number is what is missing)', () => {
    expect(paymentResultView('unknown', { pedido: null, signedIn: false, error: null })).toEqual(
      paymentResultView('unknown', { pedido: null, signedIn: true, error: null }),
    );
  });

  test('with a number but signed out, it asks to sign in with the account of the order and offers no orders page', () => {
    const view = paymentResultView('unknown', { pedido: 100_001, signedIn: false, error: null });
    expect(view.message).toBe(paymentTexts.signInToSee);
    expect(view.ordersHref).toBeNull();
  });

  test('approved, pending and rejected keep their texts, and a signed-in customer is led to Seguir tus pedidos', () => {
    const page = { pedido: 100_001, signedIn: true, error: null };
    expect(paymentResultView('approved', page)).toEqual({
      outcome: 'success',
      title: paymentTexts.approvedTitle,
      message: paymentTexts.approvedBody,
      ordersHref: PATHS.seguirPedidos,
    });
    expect(paymentResultView('pending', page)).toMatchObject({ outcome: 'pending', message: paymentTexts.pendingBody });
    expect(paymentResultView('stalled', page)).toMatchObject({
      outcome: 'pending',
      message: paymentTexts.pendingStalled,
    });
    expect(paymentResultView('rejected', page)).toMatchObject({ outcome: 'failed', message: paymentTexts.rejectedBody });
    expect(paymentResultView('failed', { ...page, error: 'Sin conexión' })).toMatchObject({
      outcome: 'failed',
      message: 'Sin conexión',
    });
  });
});
