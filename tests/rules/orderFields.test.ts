import { describe, expect, it } from 'vitest';
import { isCalendarDay, orderFieldProblem } from '../../machines/rules/orderFields';
import { validOrder } from './fixtures';
import { orderFieldTexts } from '../../machines/screenTexts/orderFields';

describe('isCalendarDay: a real calendar day written YYYY-MM-DD', () => {
  it.each(['2026-03-02', '2028-02-29', '2026-12-31'])('%s is a day', (day) => expect(isCalendarDay(day)).toBe(true));
  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '9999-99-99', 'aaaa', '2026-3-2', ' 2026-03-02', ''])('%s is not', (day) =>
    expect(isCalendarDay(day)).toBe(false),
  );
});

describe('orderFieldProblem: what the fields hold', () => {
  // 2026-03-02 10:00 in Bogotá.
  const now = Date.parse('2026-03-02T15:00:00Z');
  const ok = validOrder({
    fecha_entrega: '2026-03-03',
    hora_entrega: '12:30',
    telefono: '6017425000',
    celularpedido: '3001234567',
    aceptaterminos: 'S',
  });

  it('a complete order with a possible slot has no problem', () => expect(orderFieldProblem(ok, now)).toBeNull());

  it('the first problem in field order names its field and Spanish message', () => {
    expect(orderFieldProblem({ ...ok, fecha_entrega: '2026-02-30', telefono: 'x' }, now)).toEqual({
      field: 'fecha_entrega',
      message: orderFieldTexts.deliveryDateInvalid,
    });
    expect(orderFieldProblem({ ...ok, hora_entrega: '24:00' }, now)?.field).toBe('hora_entrega');
    expect(orderFieldProblem({ ...ok, fecha_entrega: '2026-03-01' }, now)?.message).toBe(orderFieldTexts.deliveryDayUnavailable);
    expect(orderFieldProblem({ ...ok, fecha_entrega: '2026-03-02', hora_entrega: '10:30' }, now)?.message).toBe(
      orderFieldTexts.deliveryTimeUnavailable,
    );
    expect(orderFieldProblem({ ...ok, telefono: '12345' }, now)?.field).toBe('telefono');
    expect(orderFieldProblem({ ...ok, celularpedido: '2001234567' }, now)?.field).toBe('celularpedido');
    expect(orderFieldProblem({ ...ok, aceptaterminos: 'N' }, now)?.field).toBe('aceptaterminos');
  });

  it('landlines (7 digits or 60 + 8) and mobiles (3 + 9) are contact phones; separators people type are ignored', () => {
    for (const telefono of ['7425000', '6017425000', '3001234567', '(601) 742-5000', '300 123 4567', '742.50.00']) {
      expect(orderFieldProblem({ ...ok, telefono }, now), telefono).toBeNull();
    }
  });

  it("at 19:30 today's last slots are gone and tomorrow's are possible (the evening trap, on the server)", () => {
    const evening = Date.parse('2026-03-03T00:30:00Z'); // 2026-03-02 19:30 in Bogotá
    expect(orderFieldProblem({ ...ok, fecha_entrega: '2026-03-02', hora_entrega: '12:00' }, evening)?.message).toBe(
      orderFieldTexts.deliveryTimeUnavailable,
    );
    expect(orderFieldProblem({ ...ok, fecha_entrega: '2026-03-02', hora_entrega: '20:30' }, evening)).toBeNull();
    expect(orderFieldProblem({ ...ok, fecha_entrega: '2026-03-03', hora_entrega: '11:00' }, evening)).toBeNull();
  });
});
