import { describe, expect, it } from 'vitest';
import { addressFromInput } from '../../machines/rules/address';
import { addDays, bogotaMinutesOfDay, deliveryDays, deliveryTimes, isSlotPossible, slotOffer, slotProblem } from '../../machines/rules/deliverySlots';

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

describe('address structure (estructuraDireccion)', () => {
  it('splits a Colombian address into street type, number, cross street and house number', () => {
    expect(addressFromInput({ ciudad: 'Bogotá', direccion: 'Calle 72 # 10-34', complemento: 'Apto 501', barrio: ' Chapinero ' })).toEqual({
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
    expect(addressFromInput({ ciudad: 'Bogotá', direccion: '  ', complemento: 'Apto 501', barrio: 'Chapinero' }).segmentoCompleto).toBe('');
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
