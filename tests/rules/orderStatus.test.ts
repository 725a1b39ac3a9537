import { describe, expect, it } from 'vitest';
import { awaitsPayment, canRate, kitchenStepsOf, timelineSteps, unpaidStateOf } from '../../machines/rules/orderStatus';
import { ORDER_STATUSES } from '../../machines/schemas';
import { SANDBOX_SCHEDULE_MINUTES } from '../../server/services/orderStatus';
import { orderTimeline } from '../../src/features/orders/orders';

describe('an order status lifecycle, one rule for the server and the screens', () => {
  it('the sandbox kitchen (server) walks exactly the steps the timeline (screens) shows, pick-up skipping en camino', () => {
    for (const pickup of [false, true]) {
      const served = ['recibido', ...SANDBOX_SCHEDULE_MINUTES[pickup ? 'pickup' : 'delivery'].map(([estado]) => estado)];
      expect(served).toEqual(kitchenStepsOf(pickup));
      expect(timelineSteps('recibido', pickup)).toEqual(served);
      expect(orderTimeline('recibido', [], pickup ? 'X' : '').map((s) => s.estado)).toEqual(served);
    }
    expect(kitchenStepsOf(true)).not.toContain('en camino');
  });

  it('a cancelled or expired order shows received then how it ended', () => {
    expect(timelineSteps('cancelado', false)).toEqual(['recibido', 'cancelado']);
    expect(timelineSteps('vencido', true)).toEqual(['recibido', 'vencido']);
  });

  it('only a delivered order can be rated', () => {
    for (const estado of ORDER_STATUSES) expect(canRate({ estado }), estado).toBe(estado === 'entregado');
  });

  it('a pending or rejected payment awaits the customer unless the order ended; an approved one never', () => {
    expect(unpaidStateOf({ estado: 'recibido', estadopago: 'RECHAZADO' })).toBe('RECHAZADO');
    expect(awaitsPayment({ estado: 'recibido', estadopago: 'PENDIENTE' })).toBe(true);
    expect(awaitsPayment({ estado: 'recibido', estadopago: 'APROBADO' })).toBe(false);
    expect(awaitsPayment({ estado: 'recibido', estadopago: null })).toBe(false);
    expect(awaitsPayment({ estado: 'cancelado', estadopago: 'PENDIENTE' })).toBe(false);
    expect(awaitsPayment({ estado: 'vencido', estadopago: 'RECHAZADO' })).toBe(false);
  });
});
