import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressFromInput, prefilledAddress } from '../../machines/rules/address';
import {
  addDays,
  bogotaMinutesOfDay,
  deliveryDays,
  deliveryTimes,
  isSlotPossible,
  slotOffer,
  slotProblem,
} from '../../machines/rules/deliverySlots';
import { isOpenAtSlot, type OpeningHours } from '../../machines/rules/openingHours';

describe('delivery slots (house rules: 11:00 to 21:00 every 30 min, 45 min lead, 3 days)', () => {
  it('a later day offers every slot from 11:00 to 21:00', () => {
    const times = deliveryTimes('2026-11-24', '2026-11-23', 10 * 60);
    expect(times[0]).toBe('11:00');
    expect(times.at(-1)).toBe('21:00');
    expect(times).toHaveLength(21);
  });
  it('today offers only slots at least 45 minutes away', () => {
    expect(deliveryTimes('2026-11-23', '2026-11-23', 14 * 60 + 20)[0]).toBe('15:30');
  });
  it('today is not offered once its last slot is too close', () => {
    expect(deliveryDays('2026-11-23', 20 * 60 + 30)).toEqual(['2026-11-24', '2026-11-25']);
    expect(deliveryDays('2026-11-23', 9 * 60)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });
  it('a past day has no hour still possible', () => {
    expect(deliveryTimes('2026-11-22', '2026-11-23', 9 * 60)).toEqual([]);
  });
  it('days roll over month ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('the time of day is Bogotá time (UTC−5)', () => {
    expect(bogotaMinutesOfDay(Date.UTC(2026, 10, 23, 17, 30))).toBe(12 * 60 + 30);
  });
});

/** 2026-11-23 at hh:mm in Bogotá. */
const at = (h: number, m: number) => Date.UTC(2026, 10, 23, h + 5, m);

describe('the slot form offers only slots still possible (house rules)', () => {
  it('at 19:28 today offers only hours at least 45 minutes away, the first preselected', () => {
    const offer = slotOffer(at(19, 28));
    expect(offer.day).toBe('2026-11-23');
    expect(offer.times).toEqual(['20:30', '21:00']);
    expect(offer.time).toBe('20:30');
    expect(isSlotPossible(offer.day, offer.time, at(19, 28))).toBe(true);
  });
  it('at 21:30 today has no hour left: the first day offered is tomorrow, from 11:00', () => {
    const offer = slotOffer(at(21, 30));
    expect(offer.days).toEqual(['2026-11-24', '2026-11-25']);
    expect(offer).toMatchObject({ day: '2026-11-24', time: '11:00' });
  });
  it('a wanted day and time are kept while still possible, else the first ones', () => {
    expect(slotOffer(at(12, 0), { day: '2026-11-24', time: '18:00' })).toMatchObject({ day: '2026-11-24', time: '18:00' });
    expect(slotOffer(at(19, 28), { day: '2026-11-23', time: '12:00' })).toMatchObject({ day: '2026-11-23', time: '20:30' });
    expect(slotOffer(at(12, 0), { day: '2026-11-22', time: '12:00' })).toMatchObject({ day: '2026-11-23', time: '13:00' });
  });
  it('refuses an hour already gone and a past or too distant day, naming which', () => {
    expect(slotProblem('2026-11-23', '11:00', at(19, 28))).toBe('time');
    expect(slotProblem('2026-03-03', '12:00', at(19, 28))).toBe('day');
    expect(slotProblem('2026-11-26', '12:00', at(19, 28))).toBe('day');
    expect(slotProblem(null, '12:00', at(19, 28))).toBe('day');
    expect(slotProblem('2026-11-24', null, at(19, 28))).toBe('time');
    expect(slotProblem('2026-11-24', '12:00', at(19, 28))).toBeNull();
  });
});

/** Every day 10:00–21:00 (Bucaramanga's S001). */
const UNTIL_NINE: OpeningHours[] = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '10:00', cierra: '21:00' }));
/** Monday to Saturday 11:00–15:00, closed on Sundays (Bogotá's B002). */
const WEEKDAY_LUNCH: OpeningHours[] = [1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '11:00', cierra: '15:00' }));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const openingArb = fc
  .record({
    dia: fc.integer({ min: 0, max: 6 }),
    from: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    length: fc.integer({ min: 1, max: 24 * 60 }),
  })
  .map(({ dia, from, length }): OpeningHours => ({ dia, abre: hhmm(from), cierra: hhmm(Math.min(24 * 60, from + length)) }));
/** Any store's hours, or none known (undefined). */
const hoursArb = fc.option(fc.array(openingArb, { maxLength: 8 }), { nil: undefined });
/** Instants over two years, any minute. */
const instantArb = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) }).map((t) => t - (t % 60_000));
const slotTimes = Array.from({ length: 21 }, (_, i) => hhmm(11 * 60 + 30 * i));

describe('the slot form offers only hours at which the delivering store is open (the order call refuses a delivery from a store closed then)', () => {
  it('a store that closes at 21:00 does not get the 21:00 slot; 20:30 is its last', () => {
    const offer = slotOffer(at(12, 0), { day: '2026-11-24' }, UNTIL_NINE);
    expect(offer.times.at(-1)).toBe('20:30');
    expect(offer.times).toHaveLength(20);
    expect(slotProblem('2026-11-24', '21:00', at(12, 0), UNTIL_NINE)).toBe('time');
    expect(slotProblem('2026-11-24', '20:30', at(12, 0), UNTIL_NINE)).toBeNull();
  });
  it('a day the store does not open is not offered, and is refused as the day', () => {
    // 2026-11-29 is a Sunday.
    expect(slotOffer(at(12, 0), {}, WEEKDAY_LUNCH).days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(deliveryDays('2026-11-28', 9 * 60, WEEKDAY_LUNCH)).toEqual(['2026-11-28', '2026-11-30']);
    expect(slotProblem('2026-11-29', '12:00', Date.UTC(2026, 10, 28, 14), WEEKDAY_LUNCH)).toBe('day');
  });
  it('today, once the store has closed, is not offered (the lead time and its hours together)', () => {
    expect(slotOffer(at(14, 30), {}, WEEKDAY_LUNCH).day).toBe('2026-11-24');
  });
  it('a store that never opens offers nothing; no hours known offers the house hours', () => {
    expect(slotOffer(at(12, 0), {}, [])).toEqual({ days: [], day: null, times: [], time: null });
    expect(slotOffer(at(12, 0), { day: '2026-11-24' }, undefined).times).toHaveLength(21);
  });
  it('with hours, a slot is possible exactly when the house rule allows it and the store is open then (what the server checks apart: orderFields slotProblem, deliveryStore isOpenAtSlot)', () => {
    fc.assert(
      fc.property(
        hoursArb,
        instantArb,
        fc.integer({ min: -1, max: 3 }),
        fc.constantFrom(...slotTimes),
        (hours, now, ahead, time) => {
          const day = addDays(new Date(now - 5 * 3_600_000).toISOString().slice(0, 10), ahead);
          const house = slotProblem(day, time, now) === null;
          const open = hours === undefined || isOpenAtSlot(hours, day, time);
          expect(isSlotPossible(day, time, now, hours)).toBe(house && open);
        },
      ),
    );
  });
  it('the offer with hours is the house offer narrowed to the open hours, and its preselected slot is always possible', () => {
    fc.assert(
      fc.property(hoursArb, instantArb, (hours, now) => {
        const offer = slotOffer(now, {}, hours);
        const house = slotOffer(now, { day: offer.day });
        if (offer.day === null) {
          expect(offer.time).toBeNull();
          return;
        }
        expect(offer.times).toEqual(house.times.filter((t) => hours === undefined || isOpenAtSlot(hours, offer.day!, t)));
        expect(isSlotPossible(offer.day, offer.time, now, hours)).toBe(true);
        for (const day of offer.days)
          expect(
            deliveryTimes(day, new Date(now - 5 * 3_600_000).toISOString().slice(0, 10), bogotaMinutesOfDay(now), hours).length,
          ).toBeGreaterThan(0);
      }),
    );
  });
});

describe('address structure (estructuraDireccion)', () => {
  it('splits a Colombian address into street type, number, cross street and house number', () => {
    expect(
      addressFromInput({ ciudad: 'Bogotá', direccion: 'Calle 72 # 10-34', complemento: 'Apto 501', barrio: ' Chapinero ' }),
    ).toEqual({
      ciudad: 'Bogotá',
      departamento: '',
      nomenclatura: 'Calle',
      segmentoDireccion1: '72',
      segmentoDireccion2: '10',
      segmentoDireccion3: '34',
      complemento: 'Apto 501',
      segmentoCompleto: 'Calle 72 # 10-34, Apto 501',
      barrio: 'Chapinero',
    });
  });
  it('is no address without a street, whatever the complement says (the delivery address required, spec §5 rule 3)', () => {
    expect(
      addressFromInput({ ciudad: 'Bogotá', direccion: '  ', complemento: 'Apto 501', barrio: 'Chapinero' }).segmentoCompleto,
    ).toBe('');
  });
  it('keeps an address it cannot split whole in segmentoCompleto', () => {
    const a = addressFromInput({ ciudad: 'Cali', direccion: 'Finca La Esperanza, vereda El Carmen', complemento: '' });
    expect(a.segmentoCompleto).toBe('Finca La Esperanza, vereda El Carmen');
    expect(a.nomenclatura).toBe('');
  });
  it('accepts letters and bis in the street number', () => {
    const a = addressFromInput({ ciudad: 'Medellín', direccion: 'Carrera 43A # 1 Sur-50', complemento: '' });
    expect(a.nomenclatura).toBe('Carrera');
    expect(a.segmentoDireccion1).toBe('43A');
  });
});

describe('addresses follow the city: an address of another city is never prefilled after a city change', () => {
  const bogota = addressFromInput({
    ciudad: 'Bogotá',
    direccion: 'Calle 72 # 10-34',
    complemento: 'Apto 301',
    barrio: 'Chapinero',
  });
  const profile = 'Calle 85 # 15-32, Apto 402, Bogotá';

  it("the location's address is offered in its own city, with its barrio", () => {
    expect(prefilledAddress('Bogotá', bogota, profile)).toEqual({ direccion: 'Calle 72 # 10-34, Apto 301', barrio: 'Chapinero' });
    expect(prefilledAddress('bogota', bogota, undefined).direccion, 'case and accents do not make another city').toBe(
      'Calle 72 # 10-34, Apto 301',
    );
  });

  it("neither the location's Bogotá address nor the Bogotá profile address is offered in Medellín", () => {
    expect(prefilledAddress('Medellín', bogota, profile)).toEqual({ direccion: '', barrio: '' });
  });

  it('the profile address is offered only when it names the delivery city (as a word, not inside another)', () => {
    expect(prefilledAddress('Bogotá', null, profile)).toEqual({ direccion: profile, barrio: '' });
    expect(prefilledAddress('Bogotá', null, 'Carrera 7 # 71-21').direccion, 'no city named: it may be anywhere').toBe('');
    expect(prefilledAddress('Cali', null, 'Calle 5 # 2-10, Calima').direccion).toBe('');
    expect(prefilledAddress('', null, profile).direccion, 'no delivery city yet').toBe('');
  });

  it('an address typed without a city is taken as of the city it was typed for', () => {
    const noCity = addressFromInput({ ciudad: '', direccion: 'Calle 1 # 2-3', complemento: '' });
    expect(prefilledAddress('Cali', noCity, profile).direccion).toBe('Calle 1 # 2-3');
  });
});
