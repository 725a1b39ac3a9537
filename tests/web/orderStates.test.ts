/**
 * The customer is told when an order expired unpaid (finding 11): the order pages'
 * helpers (src/features/orders/orders.ts) label 'vencido', draw it as the end of a short timeline like a
 * cancellation, and never offer to pay it; the explanation is in the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { UNPAID_ORDER_EXPIRY_MS } from '../../machines/constants';
import { ORDER_STATUSES } from '../../machines/schemas';
import { orderPages } from '../../machines/screenTexts/orderPages';
import { awaitsPayment } from '../../machines/rules/orderStatus';
import { orderTimeline, statusLabel } from '../../src/features/orders/orders';

describe("an order that expired unpaid ('vencido') on the order pages", () => {
  it("is labelled 'Vencido', and every status the API may answer has a label", () => {
    expect(statusLabel('vencido')).toBe('Vencido');
    for (const estado of ORDER_STATUSES) expect(statusLabel(estado)).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóúñ ]+$/);
  });

  it('ends its timeline after recibido, both steps reached, the expiry current', () => {
    const steps = orderTimeline(
      'vencido',
      [
        { estado: 'recibido', fecha: '2026-03-02T15:00:00.000Z' },
        { estado: 'vencido', fecha: '2026-03-02T15:30:00.000Z' },
      ],
      '-',
    );
    expect(steps.map((s) => [s.estado, s.label, s.done, s.current])).toEqual([
      ['recibido', 'Recibido', true, false],
      ['vencido', 'Vencido', true, true],
    ]);
    expect(steps.every((s) => s.time !== null)).toBe(true);
  });

  it('is never offered for payment, whatever its payment state says', () => {
    expect(awaitsPayment({ estado: 'vencido', estadopago: 'PENDIENTE' })).toBe(false);
    expect(awaitsPayment({ estado: 'vencido', estadopago: 'RECHAZADO' })).toBe(false);
    expect(awaitsPayment({ estado: 'recibido', estadopago: 'PENDIENTE' })).toBe(true);
  });

  it('explains in Spanish why it will not arrive and that its coupon is free again, naming the time allowed', () => {
    expect(orderPages.expiredHint).toContain(`${UNPAID_ORDER_EXPIRY_MS / 60_000} minutos`);
    expect(orderPages.expiredHint).toMatch(/cupón/);
  });
});
