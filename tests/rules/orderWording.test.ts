/**
 * How an order reads: 'Total pagado' once paid (finding 12), and a pick-up order that
 * reads as one — no delivery line, 'Nombre de quien recoge', no doorman hint (finding 15).
 */
import { describe, expect, test } from 'vitest';
import { DELIVERY_FEE_PESOS } from '../../machines/constants';
import { deliveryFeeFor } from '../../machines/rules/orderDraft';
import { deliveryFeeLine, isPaidOrder, orderTotalLabel, receivingWords } from '../../machines/rules/orderWording';
import { ORDER_STATUSES } from '../../machines/schemas';

describe("the total's name follows the payment", () => {
  test('a paid order says Total pagado, whatever its status', () => {
    for (const estado of ORDER_STATUSES) expect(orderTotalLabel({ estado, estadopago: 'APROBADO' })).toBe('Total pagado');
    // The payment result page knows only the payment.
    expect(orderTotalLabel({ estadopago: 'APROBADO' })).toBe('Total pagado');
  });

  test('an order still waiting for its payment says Total a pagar', () => {
    expect(orderTotalLabel({ estado: 'recibido', estadopago: 'PENDIENTE' })).toBe('Total a pagar');
    expect(orderTotalLabel({ estado: 'recibido', estadopago: 'RECHAZADO' })).toBe('Total a pagar');
    expect(orderTotalLabel({ estadopago: 'PENDIENTE' })).toBe('Total a pagar');
  });

  test('an order that ended unpaid (cancelled, expired) owes nothing: just Total', () => {
    expect(orderTotalLabel({ estado: 'vencido', estadopago: 'PENDIENTE' })).toBe('Total');
    expect(orderTotalLabel({ estado: 'cancelado', estadopago: 'RECHAZADO' })).toBe('Total');
  });

  test('a list that does not send the payment: an order the kitchen took was paid (it starts only once paid)', () => {
    expect(isPaidOrder({ estado: 'en preparación' })).toBe(true);
    expect(isPaidOrder({ estado: 'en camino' })).toBe(true);
    expect(isPaidOrder({ estado: 'entregado' })).toBe(true);
    expect(isPaidOrder({ estado: 'recibido' })).toBe(false);
    expect(orderTotalLabel({ estado: 'entregado' })).toBe('Total pagado');
    expect(orderTotalLabel({ estado: 'recibido' })).toBe('Total a pagar');
    // The payment's own word wins over the guess.
    expect(isPaidOrder({ estado: 'recibido', estadopago: 'APROBADO' })).toBe(true);
  });
});

describe('a pick-up order reads as one', () => {
  test("it asks for the name of who collects it, and its hint says nothing of a doorman ('portería')", () => {
    const pickUp = receivingWords(true);
    expect(pickUp.recipientLabel).toBe('Nombre de quien recoge');
    expect(pickUp.observationHint).not.toMatch(/porter[ií]a|domicili/i);
    const delivery = receivingWords(false);
    expect(delivery.recipientLabel).toBe('Nombre de quien recibe');
  });

  test("its summary has no delivery line at all (not 'Domicilio $ 0'); a home delivery's line is the order's fee", () => {
    expect(deliveryFeeLine(true)).toBeUndefined();
    expect(deliveryFeeLine(false)).toBe(DELIVERY_FEE_PESOS);
    expect(deliveryFeeLine(false)).toBe(deliveryFeeFor(false));
  });
});
