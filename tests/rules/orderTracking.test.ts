import { describe, expect, it } from 'vitest';
import { ORDER_STREAM_RECONNECT_MAX_MS, ORDER_STREAM_RECONNECT_MIN_MS } from '../../machines/constants';
import {
  applyPaymentChange,
  applyStatusChange,
  isListedOrder,
  reconnectDelayMs,
  type TrackedOrderView,
} from '../../machines/rules/orderTracking';

const view = (pedido: number, estado: TrackedOrderView['order']['estado'] = 'recibido'): TrackedOrderView => ({
  order: {
    pedido,
    estado,
    fecha_creacion: '2026-03-02T15:00:00.000Z',
    cantidad_productos: 1,
    recogeentienda: '-',
    total_a_pagar: 20_000,
    historial: [{ estado: 'recibido', fecha: '2026-03-02T15:00:00.000Z' }],
  } as TrackedOrderView['order'],
  payment: {
    pedido,
    estadopago: 'PENDIENTE',
    metodo: '',
    total_a_pagar: 20_000,
    nrocupon: '',
    cuponesvalor: 0,
    url_pago: '/x',
    fecha_actualizacion: '2026-03-02T15:00:00.000Z',
  },
});

describe('live tracking rules', () => {
  it('the timeline shows each step as it happens: the changed order takes the new status and timeline, the others stay', () => {
    const list = [view(1), view(2)];
    const historial = [
      { estado: 'recibido' as const, fecha: '2026-03-02T15:00:00.000Z' },
      { estado: 'en preparación' as const, fecha: '2026-03-02T15:05:00.000Z' },
    ];
    const next = applyStatusChange(list, { pedido: 2, estado: 'en preparación', historial });
    expect(next[1]!.order).toMatchObject({ estado: 'en preparación', historial });
    expect(next[0]).toBe(list[0]);
    expect(list[1]!.order.estado).toBe('recibido');
    expect(isListedOrder(list, 2)).toBe(true);
    expect(isListedOrder(list, 3)).toBe(false);
  });

  it('an approved payment removes the pending notice of that order only', () => {
    const list = [view(1), view(2)];
    const next = applyPaymentChange(list, { pedido: 1, estadopago: 'APROBADO' });
    expect(next[0]!.payment?.estadopago).toBe('APROBADO');
    expect(next[1]!.payment?.estadopago).toBe('PENDIENTE');
    expect(applyPaymentChange([{ ...view(3), payment: null }], { pedido: 3, estadopago: 'APROBADO' })[0]!.payment).toBeNull();
  });

  it('a cut stream is opened again after 1 s, 2 s, 4 s… never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000]);
    expect(reconnectDelayMs(0)).toBe(ORDER_STREAM_RECONNECT_MIN_MS);
    expect(reconnectDelayMs(1_000)).toBe(ORDER_STREAM_RECONNECT_MAX_MS);
  });
});
