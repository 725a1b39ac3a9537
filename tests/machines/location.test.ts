import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import {
  isSelectionStale,
  locationMachine,
  orderDayOf,
  pickGenericSalesPoint,
  queryDateOf,
  selectCities,
  selectCity,
  selectCityError,
  selectIsAssigningGeneric,
  selectIsCityChangeLocked,
  selectIsInactive,
  selectIsSelectingCity,
  selectLocationDialogMode,
  selectSalesPoint,
  selectSelectedAt,
  selectAddressError,
  selectIsDeliveryAccepted,
  EMPTY_LOCATION,
  type LocationInput,
  type StoredLocation,
} from '../../machines/location';
import { messages } from '../../machines/messages';
import type { Address, SalesPoint } from '../../machines/schemas/salesPoint';
import type { NavigateParams, NotifyParams } from '../../machines/system';

const HOUR = 60 * 60 * 1000;
/** 2025-03-14 12:00 in Bogotá (17:00 UTC). */
const NOON = Date.UTC(2025, 2, 14, 17, 0, 0);

const point = (Vkbur: string, Konda = '30', city1 = 'Bogotá'): SalesPoint => ({ Vkbur, Konda, citycode: '11001', city1 });

const address: Address = {
  ciudad: 'Medellín',
  departamento: 'Antioquia',
  nomenclatura: 'Calle',
  segmentoDireccion1: '10',
  segmentoDireccion2: '43',
  segmentoDireccion3: '12',
  complemento: 'Apto 301',
  segmentoCompleto: 'Calle 10 # 43 - 12 Apto 301',
};

/** Nothing saved: the location machine's own empty location. */
const nothingSaved: StoredLocation = EMPTY_LOCATION;

function controlled<T, I = unknown>() {
  const calls: { input: I; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<T, I>(({ input }) => new Promise<T>((resolve, reject) => calls.push({ input, resolve, reject })));
  return { logic, calls, last: () => calls[calls.length - 1]! };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function startLocation(input: Partial<LocationInput> = {}) {
  let now = NOON;
  const generic = controlled<SalesPoint[]>();
  const cities = controlled<string[]>();
  const forCity = controlled<SalesPoint, { city: string }>();
  const navigations: NavigateParams[] = [];
  const notices: NotifyParams[] = [];
  const persisted: StoredLocation[] = [];
  const sent: EventObject[] = [];
  const keptAddresses: Address[] = [];
  const machine = locationMachine.provide({
    actors: { loadGenericSalesPoints: generic.logic, loadCities: cities.logic, loadSalesPointForCity: forCity.logic },
    actions: {
      navigate: (_, params) => navigations.push(params),
      notify: (_, params) => notices.push(params),
      persistLocation: (_, params) => persisted.push(params),
      saveDeliveryAddress: (_, params) => keptAddresses.push(params.address),
    },
  });
  const actor = createActor(machine, {
    input: { ...nothingSaved, now: () => now, ...input },
    inspect: (ev) => {
      if (ev.type === '@xstate.event' && /^(cart|catalogue)\./.test(ev.event.type)) sent.push(ev.event);
    },
  });
  actor.start();
  return {
    actor,
    generic,
    cities,
    forCity,
    navigations,
    notices,
    persisted,
    sent,
    keptAddresses,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Saved sales point P100 (Bogotá), selected one hour before NOON. */
const saved: Partial<LocationInput> = { salesPoint: point('P100', '30', 'Bogotá'), selectedAt: NOON - HOUR, city: 'Bogotá' };

async function loadCities(l: ReturnType<typeof startLocation>, names = ['Bogotá', 'Medellín', 'Cali']) {
  l.actor.send({ type: 'location.citiesRequested' });
  l.cities.last().resolve(names);
  await settle();
}

describe('location: sales point (spec §4)', () => {
  it('when no saved sales point or selection date exists, a generic sales point is assigned', async () => {
    const l = startLocation();
    expect(selectIsAssigningGeneric(l.actor.getSnapshot())).toBe(true);
    l.generic.last().resolve([point('P100'), point('G002', '29', ''), point(' G001 ', '', 'Bogotá')]);
    await settle();

    const snap = l.actor.getSnapshot();
    expect(selectSalesPoint(snap)).toEqual({ Vkbur: 'G001', Konda: '28', citycode: '11001', city1: 'Bogotá' });
    expect(selectCity(snap)).toBe('Bogotá');
    expect(selectSelectedAt(snap)).toBe(NOON);
    expect(l.persisted).toEqual([
      { ...nothingSaved, salesPoint: selectSalesPoint(snap), selectedAt: NOON, city: 'Bogotá' },
    ]);
    expect(l.sent).toEqual([
      { type: 'catalogue.queryChanged', query: { pdv: 'G001', date: '2025-03-14', konda: '28' } },
      { type: 'cart.queryChanged', query: { pdv: 'G001', date: '2025-03-14', konda: '28' } },
      { type: 'cart.deliveryChanged', deliveryDate: null, deliveryTime: null },
    ]);
  });

  it('a saved sales point without a selection date is replaced by a generic one', () => {
    const l = startLocation({ salesPoint: point('P100') });
    expect(selectIsAssigningGeneric(l.actor.getSnapshot())).toBe(true);
  });

  it('a saved sales point with its selection date is kept, without calls', () => {
    const l = startLocation(saved);
    expect(selectSalesPoint(l.actor.getSnapshot())?.Vkbur).toBe('P100');
    expect(l.generic.calls).toHaveLength(0);
    expect(l.persisted).toEqual([]);
  });

  it('when the generic sales point cannot be assigned, it says so and falls back to G001 with konda 28', async () => {
    const l = startLocation();
    l.generic.last().reject(new Error('Error de Red.'));
    await settle();
    expect(l.notices).toEqual([{ level: 'error', message: 'No se pudo asignar PDV generico' }]);
    expect(selectSalesPoint(l.actor.getSnapshot())).toMatchObject({ Vkbur: 'G001', Konda: '28' });
    expect(l.persisted).toHaveLength(1);

    const m = startLocation();
    m.generic.last().resolve([point('P100'), point('P200')]);
    await settle();
    expect(m.notices).toEqual([{ level: 'error', message: messages.location.genericSalesPointFailed }]);
    expect(selectSalesPoint(m.actor.getSnapshot())).toMatchObject({ Vkbur: 'G001', Konda: '28' });
  });

  it('pickGenericSalesPoint prefers G001, else the first code starting with G', () => {
    expect(pickGenericSalesPoint([point('G007'), point('G001')])?.Vkbur).toBe('G001');
    expect(pickGenericSalesPoint([point('P001'), point('g005', '')])).toEqual({ ...point('g005'), Konda: '28' });
    expect(pickGenericSalesPoint([point('P001')])).toBeNull();
  });

  it('the inactivity flag is set when the selection date is more than 4 hours old', () => {
    const l = startLocation(saved); // selected at NOON − 1 h
    const snap = l.actor.getSnapshot();
    expect(selectIsInactive(snap, NOON)).toBe(false);
    expect(selectIsInactive(snap, NOON + 3 * HOUR)).toBe(false); // exactly 4 h: not more
    expect(selectIsInactive(snap, NOON + 3 * HOUR + 1)).toBe(true);
    expect(isSelectionStale(null, NOON)).toBe(false);
  });

  it('a selection more than 4 hours old (inactividad) is not kept: it is forgotten with its address and slot, and the generic one assigned', async () => {
    const l = startLocation({ ...saved, selectedAt: NOON - 4 * HOUR - 1, address, deliveryDate: '2025-03-15', deliveryTime: '12:00', pickup: false });
    expect(selectIsAssigningGeneric(l.actor.getSnapshot())).toBe(true);
    l.generic.last().resolve([point('G001', '28', '')]);
    await settle();
    expect(l.persisted).toEqual([{ ...nothingSaved, salesPoint: point('G001', '28', ''), selectedAt: NOON }]);
  });

  it('a selection exactly 4 hours old is still kept (the spec says more than 4 hours)', () => {
    const l = startLocation({ ...saved, selectedAt: NOON - 4 * HOUR });
    expect(selectSalesPoint(l.actor.getSnapshot())?.Vkbur).toBe('P100');
    expect(l.generic.calls).toHaveLength(0);
  });
});

describe('location: city (spec §4, §5)', () => {
  it('choosing a city matches it case-insensitively, sets the sales point by city, stamps the selection date and tells catalogue and cart', async () => {
    const l = startLocation(saved);
    await loadCities(l);
    expect(selectCities(l.actor.getSnapshot())).toEqual(['Bogotá', 'Medellín', 'Cali']);

    l.advance(2 * HOUR);
    l.actor.send({ type: 'location.cityChosen', city: '  MEDELLÍN ' });
    expect(selectIsSelectingCity(l.actor.getSnapshot())).toBe(true);
    expect(l.forCity.last().input).toEqual({ city: 'Medellín' });
    l.forCity.last().resolve(point('P300', '31', 'MEDELLIN'));
    await settle();

    const snap = l.actor.getSnapshot();
    expect(selectSalesPoint(snap)?.Vkbur).toBe('P300');
    expect(selectCity(snap)).toBe('Medellín');
    expect(selectSelectedAt(snap)).toBe(NOON + 2 * HOUR);
    expect(l.persisted.at(-1)).toMatchObject({ city: 'Medellín', selectedAt: NOON + 2 * HOUR });
    expect(l.sent).toEqual([
      { type: 'catalogue.queryChanged', query: { pdv: 'P300', date: '2025-03-14', konda: '31' } },
      { type: 'cart.queryChanged', query: { pdv: 'P300', date: '2025-03-14', konda: '31' } },
      { type: 'cart.deliveryChanged', deliveryDate: null, deliveryTime: null },
    ]);
    expect(l.navigations).toEqual([]); // anonymous: the lists reload in place
  });

  it("a typed city that is not offered gives 'Ciudad no encontrada'", async () => {
    const l = startLocation(saved);
    await loadCities(l);
    l.actor.send({ type: 'location.cityChosen', city: 'Barranquilla' });
    expect(selectCityError(l.actor.getSnapshot())).toBe('Ciudad no encontrada');
    expect(l.forCity.calls).toHaveLength(0);

    l.actor.send({ type: 'location.cityChosen', city: 'cali' });
    expect(selectCityError(l.actor.getSnapshot())).toBeNull();
  });

  it('logged in with an empty cart, choosing a city goes to /confirmar-ubicacion', async () => {
    const l = startLocation(saved);
    l.actor.send({ type: 'location.sessionChanged', isLoggedIn: true });
    l.actor.send({ type: 'location.cartChanged', isEmpty: true });
    expect(selectLocationDialogMode(l.actor.getSnapshot())).toBe('loggedInEmptyCart');
    await loadCities(l);
    l.actor.send({ type: 'location.cityChosen', city: 'cali' });
    l.forCity.last().resolve(point('P400', '28', 'Cali'));
    await settle();
    expect(l.navigations).toEqual([{ to: '/confirmar-ubicacion' }]);
  });

  it('logged in with products in the cart, the city cannot be changed', async () => {
    const l = startLocation({ ...saved, isLoggedIn: true, isCartEmpty: false });
    expect(selectIsCityChangeLocked(l.actor.getSnapshot())).toBe(true);
    expect(selectLocationDialogMode(l.actor.getSnapshot())).toBe('lockedByCart');
    await loadCities(l);
    l.actor.send({ type: 'location.cityChosen', city: 'Cali' });
    expect(l.forCity.calls).toHaveLength(0);
    expect(l.notices).toEqual([{ level: 'warning', message: messages.location.cannotChangeWithCart }]);

    l.actor.send({ type: 'location.cartChanged', isEmpty: true });
    l.actor.send({ type: 'location.cityChosen', city: 'Cali' });
    expect(l.forCity.calls).toHaveLength(1);
  });

  it("a failed city selection says 'No se pudo seleccionar la ciudad' and keeps the sales point", async () => {
    const l = startLocation(saved);
    await loadCities(l);
    l.actor.send({ type: 'location.cityChosen', city: 'Cali' });
    l.forCity.last().reject(new Error('Nos encontramos en mantenimiento'));
    await settle();
    expect(l.notices).toEqual([{ level: 'error', message: 'No se pudo seleccionar la ciudad' }]);
    expect(selectSalesPoint(l.actor.getSnapshot())?.Vkbur).toBe('P100');
    expect(l.persisted).toEqual([]);
  });
});

describe('location: address and reset', () => {
  it('confirming an address persists it and tells the cart the delivery slot; the catalogue lists for the delivery day', () => {
    const l = startLocation(saved);
    l.actor.send({ type: 'location.addressConfirmed', address, deliveryDate: '2025-03-15', deliveryTime: '13:00', pickup: false });
    expect(l.persisted).toEqual([
      { ...nothingSaved, ...saved, address, deliveryDate: '2025-03-15', deliveryTime: '13:00', pickup: false },
    ]);
    expect(l.sent).toEqual([
      { type: 'catalogue.queryChanged', query: { pdv: 'P100', date: '2025-03-15', konda: '30' } },
      { type: 'cart.queryChanged', query: { pdv: 'P100', date: '2025-03-15', konda: '30' } },
      { type: 'cart.deliveryChanged', deliveryDate: '2025-03-15', deliveryTime: '13:00' },
    ]);
  });

  it("home delivery needs a delivery address (spec §5 rule 3): 'Escribe la dirección de entrega.' and nothing stored", () => {
    const l = startLocation(saved);
    l.actor.send({ type: 'location.addressConfirmed', address: { ...address, segmentoCompleto: '  ' }, deliveryDate: '2025-03-15', deliveryTime: '13:00', pickup: false, saveAddress: true });
    expect(selectAddressError(l.actor.getSnapshot())).toBe(messages.checkoutPages.addressRequired);
    expect(selectIsDeliveryAccepted(l.actor.getSnapshot())).toBe(false);
    expect([l.persisted, l.keptAddresses]).toEqual([[], []]);
    // Pick-up needs none; a later accepted confirmation clears the message.
    l.actor.send({ type: 'location.addressConfirmed', address: { ...address, segmentoCompleto: '' }, deliveryDate: '2025-03-15', deliveryTime: '13:00', pickup: true });
    expect(selectAddressError(l.actor.getSnapshot())).toBeNull();
    expect(l.persisted).toHaveLength(1);
  });

  it('a typed address is kept in Mis Direcciones only when asked, for home delivery, once the confirmation is accepted', () => {
    const l = startLocation(saved);
    l.actor.send({ type: 'location.addressConfirmed', address, deliveryDate: '2025-03-13', deliveryTime: '13:00', pickup: false, saveAddress: true });
    expect(l.keptAddresses, 'a refused slot keeps nothing').toEqual([]);
    l.actor.send({ type: 'location.addressConfirmed', address, deliveryDate: '2025-03-15', deliveryTime: '13:00', pickup: true, saveAddress: true });
    l.actor.send({ type: 'location.addressConfirmed', address, deliveryDate: '2025-03-15', deliveryTime: '13:00', pickup: false });
    expect(l.keptAddresses, 'pick-up or not asked: nothing kept').toEqual([]);
    l.actor.send({ type: 'location.addressConfirmed', address, deliveryDate: '2025-03-15', deliveryTime: '13:00', pickup: false, saveAddress: true });
    expect(l.keptAddresses).toEqual([address]);
  });

  it('logout resets the location: choices forgotten and a generic sales point reassigned', async () => {
    const l = startLocation({ ...saved, address, deliveryDate: '2025-03-15', deliveryTime: '13:00', isLoggedIn: true });
    l.actor.send({ type: 'location.reset' });
    expect(selectIsAssigningGeneric(l.actor.getSnapshot())).toBe(true);
    expect(selectLocationDialogMode(l.actor.getSnapshot())).toBe('anonymous');
    l.generic.last().resolve([point('G001', '28')]);
    await settle();
    expect(l.persisted).toEqual([{ ...nothingSaved, salesPoint: point('G001', '28'), selectedAt: NOON, city: 'Bogotá' }]);
  });

  it('the order day is Bogotá\'s and a past delivery day lists for today', () => {
    expect(orderDayOf(Date.UTC(2025, 2, 15, 4, 59))).toBe('2025-03-14'); // 23:59 in Bogotá
    expect(orderDayOf(Date.UTC(2025, 2, 15, 5, 0))).toBe('2025-03-15');
    expect(queryDateOf('2025-03-10', NOON)).toBe('2025-03-14');
    expect(queryDateOf('2025-03-20T00:00:00', NOON)).toBe('2025-03-20');
    expect(queryDateOf(null, NOON)).toBe('2025-03-14');
  });
});
