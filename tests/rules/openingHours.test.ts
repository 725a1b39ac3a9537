import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  bogotaInstant,
  hoursText,
  isOpenAt,
  isOpenAtSlot,
  minutesOf,
  nextOpening,
  openingsOn,
  slotInstant,
  storeStatus,
  type OpeningHours,
} from '../../machines/rules/openingHours';
import { pickupAddressOf, salesPointOfStore } from '../../machines/rules/pickupStore';

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A valid opening: a weekday and abre < cierra, on the minute, up to 24:00. */
const openingArb = fc
  .record({
    dia: fc.integer({ min: 0, max: 6 }),
    from: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    length: fc.integer({ min: 1, max: 24 * 60 }),
  })
  .map(({ dia, from, length }): OpeningHours => ({ dia, abre: hhmm(from), cierra: hhmm(Math.min(24 * 60, from + length)) }));
const hoursArb = fc.array(openingArb, { maxLength: 10 });
/** Instants between 2024 and 2030, any second. */
const instantArb = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) });

/** A reference reading of "open at T", written apart from the module: shift to UTC−5 and read the clock. */
function referenceOpen(hours: readonly OpeningHours[], t: number): boolean {
  const local = new Date(t - 5 * 60 * MINUTE);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return hours.some((o) => o.dia === local.getUTCDay() && minutesOf(o.abre)! <= minutes && minutes < minutesOf(o.cierra)!);
}

describe('opening hours (house rule: America/Bogotá, UTC−5)', () => {
  test('a store is open at T exactly when an opening of that Bogotá weekday has abre ≤ T < cierra', () => {
    fc.assert(
      fc.property(hoursArb, instantArb, (hours, t) => {
        expect(isOpenAt(hours, t)).toBe(referenceOpen(hours, t));
      }),
    );
  });

  test('the hours repeat every week', () => {
    fc.assert(
      fc.property(hoursArb, instantArb, (hours, t) => {
        expect(isOpenAt(hours, t + WEEK)).toBe(isOpenAt(hours, t));
      }),
    );
  });

  test('the next opening is T itself while open; otherwise later, open then, and closed every minute before it', () => {
    fc.assert(
      fc.property(hoursArb, instantArb, fc.integer({ min: 0, max: 1000 }), (hours, t, probe) => {
        const next = nextOpening(hours, t);
        if (hours.length === 0) {
          expect(next).toBeNull();
          return;
        }
        expect(next).not.toBeNull();
        if (isOpenAt(hours, t)) {
          expect(next).toBe(t);
          return;
        }
        expect(next!).toBeGreaterThan(t);
        expect(next! - t).toBeLessThanOrEqual(WEEK);
        expect(isOpenAt(hours, next!)).toBe(true);
        expect(isOpenAt(hours, next! - MINUTE)).toBe(false);
        // Any instant between T and the next opening is closed.
        const between = t + Math.floor(((next! - t) * probe) / 1001);
        expect(isOpenAt(hours, between)).toBe(false);
      }),
    );
  });

  test('a store with no hours never opens', () => {
    fc.assert(
      fc.property(instantArb, (t) => {
        expect(isOpenAt([], t)).toBe(false);
        expect(nextOpening([], t)).toBeNull();
      }),
    );
  });

  test('a slot is open exactly when its Bogotá instant is', () => {
    fc.assert(
      fc.property(hoursArb, instantArb, (hours, t) => {
        const local = new Date(t - 5 * 60 * MINUTE);
        const day = local.toISOString().slice(0, 10);
        const time = hhmm(local.getUTCHours() * 60 + local.getUTCMinutes());
        expect(isOpenAtSlot(hours, day, time)).toBe(referenceOpen(hours, t));
        expect(slotInstant(day, time)).toBe(t - (t % MINUTE));
      }),
    );
  });

  test('a store open 10:00–22:00 every day: Bogotá time, not UTC', () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '10:00', cierra: '22:00' }));
    // 2026-11-25 is a Wednesday; 21:59 Bogotá = 02:59 UTC of the next day.
    expect(isOpenAt(hours, Date.parse('2026-11-26T02:59:00Z'))).toBe(true);
    expect(isOpenAt(hours, Date.parse('2026-11-26T03:00:00Z'))).toBe(false);
    expect(isOpenAt(hours, Date.parse('2026-11-25T14:59:59Z'))).toBe(false);
    expect(isOpenAt(hours, Date.parse('2026-11-25T15:00:00Z'))).toBe(true);
    expect(nextOpening(hours, Date.parse('2026-11-26T03:00:00Z'))).toBe(Date.parse('2026-11-26T15:00:00Z'));
    expect(bogotaInstant('2026-11-25', 10 * 60)).toBe(Date.parse('2026-11-25T15:00:00Z'));
  });

  test('a store closed on Sundays opens again on Monday; today is the Bogotá day', () => {
    const hours = [1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '11:00', cierra: '15:00' }));
    const sundayNoon = Date.parse('2026-11-29T17:00:00Z'); // Sunday 12:00 Bogotá
    expect(storeStatus(hours, sundayNoon)).toEqual({ open: false, today: [], nextOpening: Date.parse('2026-11-30T16:00:00Z') });
    // Saturday 23:30 Bogotá is Sunday 04:30 UTC: still Saturday's hours.
    expect(storeStatus(hours, Date.parse('2026-11-29T04:30:00Z')).today).toEqual([{ dia: 6, abre: '11:00', cierra: '15:00' }]);
    expect(hoursText(openingsOn(hours, '2026-11-28'))).toBe('11:00 – 15:00');
  });

  test('malformed openings are ignored, never open', () => {
    const bad = [
      { dia: 3, abre: '22:00', cierra: '10:00' },
      { dia: 3, abre: '25:00', cierra: '26:00' },
      { dia: 9, abre: '10:00', cierra: '12:00' },
      { dia: 3, abre: '10h', cierra: '12:00' },
    ];
    fc.assert(
      fc.property(instantArb, (t) => {
        expect(isOpenAt(bad, t)).toBe(false);
      }),
    );
    expect(nextOpening(bad, Date.parse('2026-11-25T12:00:00Z'))).toBeNull();
    expect(isOpenAtSlot(bad, 'mañana', '10:00')).toBe(false);
  });
});

describe('a confirmed pick-up store in the location (rules/pickupStore.ts)', () => {
  const store = {
    Vkbur: 'B002',
    Konda: '30',
    citycode: '11001',
    city1: 'Bogotá',
    nombre: 'Usaquén',
    direccion: 'Calle 119 # 6-12, Usaquén',
    horario: [{ dia: 1, abre: '11:00', cierra: '15:00' }],
  };

  test('becomes the sales point (pdv and konda of the order) without its hours, so the cookie stays small', () => {
    expect(salesPointOfStore(store)).toEqual({
      Vkbur: 'B002',
      Konda: '30',
      citycode: '11001',
      city1: 'Bogotá',
      nombre: 'Usaquén',
      direccion: 'Calle 119 # 6-12, Usaquén',
    });
  });

  test("its address reads 'name · street address' in the store's city", () => {
    expect(pickupAddressOf(store)).toMatchObject({ ciudad: 'Bogotá', segmentoCompleto: 'Usaquén · Calle 119 # 6-12, Usaquén' });
  });
});
