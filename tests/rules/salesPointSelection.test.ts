import { describe, expect, test } from 'vitest';
import type { Address, SalesPoint } from '../../machines/schemas/salesPoint';
import {
  deliveringStoreOf,
  deliveryCityOf,
  isPricingOnly,
  isSelectionStale,
  isStoreOfCity,
  locationQueryOf,
  pickGenericSalesPoint,
  queryDateOf,
  salesPointCityOf,
} from '../../machines/rules/salesPointSelection';

/** Friday 2025-03-14, 12:00 in Bogotá (UTC-5). */
const NOON = Date.UTC(2025, 2, 14, 17, 0);
const TODAY = '2025-03-14';
const HOUR = 60 * 60 * 1000;

const point = (Vkbur: string, Konda = '30', city1 = 'Bogotá'): SalesPoint => ({ Vkbur, Konda, citycode: '11001', city1 });
const address = (ciudad: string): Address => ({
  ciudad,
  departamento: 'Cundinamarca',
  nomenclatura: 'Calle',
  segmentoDireccion1: '72',
  segmentoDireccion2: '10',
  segmentoDireccion3: '34',
  complemento: '',
  barrio: 'Chapinero',
  segmentoCompleto: 'Calle 72 # 10-34',
});
const B001 = point('B001');
const M001 = point('M001', '29', 'Medellín');
const G001 = point('G001', '28');

describe('the menu is listed for the chosen delivery day, or today (in Bogotá) when none or past', () => {
  test.each([
    { wanted: null, day: TODAY, why: 'no delivery day: today' },
    { wanted: '2025-03-20', day: '2025-03-20', why: 'a coming day: that day' },
    { wanted: TODAY, day: TODAY, why: 'today: today' },
    { wanted: '2025-03-13', day: TODAY, why: 'a past day: today' },
    { wanted: ' 2025-03-20T00:00:00 ', day: '2025-03-20', why: "the old site's '…T00:00:00', with spaces: its day" },
    { wanted: 'x2025-03-20', day: TODAY, why: 'not starting with a date: today' },
    { wanted: 'mañana', day: TODAY, why: 'not a date: today' },
    { wanted: '2025-3-20', day: TODAY, why: 'not written YYYY-MM-DD: today' },
  ])('$why', ({ wanted, day }) => {
    expect(queryDateOf(wanted, NOON)).toBe(day);
  });

  test("today is Bogotá's day: at 23:59 there it is still that day", () => {
    expect(queryDateOf(null, Date.UTC(2025, 2, 15, 4, 59))).toBe('2025-03-14');
    expect(queryDateOf(null, Date.UTC(2025, 2, 15, 5, 0))).toBe('2025-03-15');
  });
});

describe("the menu and the cart use the sales point's code and price list (default 28); without one, G001", () => {
  test('no sales point yet: G001 with price list 28', () => {
    expect(locationQueryOf({ salesPoint: null, deliveryDate: null }, NOON)).toEqual({ pdv: 'G001', date: TODAY, konda: '28' });
  });

  test("a store's code and price list, as written without spaces, for the delivery day", () => {
    expect(locationQueryOf({ salesPoint: point(' B002 ', ' 31 '), deliveryDate: '2025-03-20' }, NOON)).toEqual({
      pdv: 'B002',
      date: '2025-03-20',
      konda: '31',
    });
  });

  test('a sales point without a price list: 28', () => {
    expect(locationQueryOf({ salesPoint: point('B003', ' '), deliveryDate: null }, NOON).konda).toBe('28');
  });
});

describe('a generic sales point (code starting with G) is assigned when none is saved: G001 first, else the first generic', () => {
  test('G001 is preferred, however written', () => {
    expect(pickGenericSalesPoint([point('G007'), point(' g001 ', '28')])).toEqual({ ...point('g001', '28') });
  });

  test('without G001, the first generic; codes trimmed, price list 28 when missing', () => {
    expect(pickGenericSalesPoint([point('P001'), point(' g005 ', ' '), point('G006')])).toEqual(point('g005', '28'));
    expect(pickGenericSalesPoint([point('G005', ' 29 ')])?.Konda).toBe('29');
  });

  test('no generic in the list: none', () => {
    expect(pickGenericSalesPoint([point('P001'), point('B001')])).toBeNull();
    expect(pickGenericSalesPoint([])).toBeNull();
  });
});

describe("the location's city is the chosen store's city, or none when it has none", () => {
  test.each([
    { city1: ' Cali ', city: 'Cali' },
    { city1: '', city: null },
    { city1: ' ', city: null },
  ])("city1 '$city1': $city", ({ city1, city }) => {
    expect(salesPointCityOf(point('G005', '31', city1))).toBe(city);
  });
});

describe('the generic sales point only prices the menu: no store prepares orders from it', () => {
  test.each([
    { salesPoint: null, pricingOnly: true, why: 'none yet' },
    { salesPoint: G001, pricingOnly: true, why: 'G001' },
    { salesPoint: point(' g005 '), pricingOnly: true, why: 'another generic, however written' },
    { salesPoint: B001, pricingOnly: false, why: 'a store' },
  ])('$why: $pricingOnly', ({ salesPoint, pricingOnly }) => {
    expect(isPricingOnly(salesPoint)).toBe(pricingOnly);
  });
});

describe("a home delivery goes to the location's city, else the address's", () => {
  test.each([
    { city: ' Bogotá ', ciudad: 'Medellín', delivery: 'Bogotá', why: "the location's city, trimmed" },
    { city: null, ciudad: ' Medellín ', delivery: 'Medellín', why: "no city: the address's, trimmed" },
    { city: ' ', ciudad: 'Medellín', delivery: 'Medellín', why: "a blank city: the address's" },
    { city: null, ciudad: ' ', delivery: null, why: 'neither: none' },
  ])('$why', ({ city, ciudad, delivery }) => {
    expect(deliveryCityOf({ city, address: address(ciudad) })).toBe(delivery);
  });

  test('no city and no address: none', () => {
    expect(deliveryCityOf({ city: null, address: null })).toBeNull();
    expect(deliveryCityOf({ city: ' ', address: null })).toBeNull();
  });
});

describe('a store is of the delivery city as the city dialog matches it (case, accents, spaces)', () => {
  test.each([
    { salesPoint: B001, city: 'bogota', of: true },
    { salesPoint: B001, city: ' BOGOTÁ ', of: true },
    { salesPoint: M001, city: 'Bogotá', of: false },
    { salesPoint: B001, city: null, of: false },
    { salesPoint: null, city: 'Bogotá', of: false },
  ])('$salesPoint.Vkbur for $city: $of', ({ salesPoint, city, of }) => {
    expect(isStoreOfCity(salesPoint, city)).toBe(of);
  });
});

describe('a home delivery is prepared only by a real store of its city chosen for delivery; else the city store is found', () => {
  const at = (salesPoint: SalesPoint | null, pickup: boolean | null = false, city: string | null = 'Bogotá') => ({
    salesPoint,
    city,
    address: address('Bogotá'),
    pickup,
  });

  test("the sales point delivers when it is a store of the delivery city, the location's or the address's", () => {
    expect(deliveringStoreOf(at(B001))).toBe(B001);
    expect(deliveringStoreOf(at(B001, null))).toBe(B001);
    expect(deliveringStoreOf(at(B001, false, null))).toBe(B001);
  });

  test.each([
    { location: at(null), why: 'no sales point yet' },
    { location: at(G001), why: 'the generic one' },
    { location: at(M001), why: "another city's store" },
    { location: at(B001, true), why: 'a store chosen for pick-up' },
    { location: { ...at(B001, false, null), address: address(' ') }, why: 'no delivery city' },
  ])('$why: none yet (the city store is found)', ({ location }) => {
    expect(deliveringStoreOf(location)).toBeNull();
  });
});

describe('inactividad: a selection more than 4 hours old is not kept', () => {
  test.each([
    { selectedAt: null, stale: false, why: 'no selection' },
    { selectedAt: NOON - HOUR, stale: false, why: '1 h ago' },
    { selectedAt: NOON - 4 * HOUR, stale: false, why: 'exactly 4 h ago' },
    { selectedAt: NOON - 4 * HOUR - 1, stale: true, why: 'more than 4 h ago' },
  ])('$why: $stale', ({ selectedAt, stale }) => {
    expect(isSelectionStale(selectedAt, NOON)).toBe(stale);
  });
});
