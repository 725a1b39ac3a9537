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
  selectIsBusy,
  selectIsResolvingStore,
  selectStoreError,
  selectSlotError,
  selectSlotForm,
  selectAddress,
  selectDeliveryTime,
  selectPickup,
  EMPTY_LOCATION,
  type LocationInput,
  type StoredLocation,
} from '../../machines/location';
import { messages } from '../../machines/messages';
import type { OpeningHours } from '../../machines/rules/openingHours';
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
    expect(l.persisted).toEqual([{ ...nothingSaved, salesPoint: selectSalesPoint(snap), selectedAt: NOON, city: 'Bogotá' }]);
    expect(l.sent).toEqual([
      { type: 'catalogue.queryChanged', query: { pdv: 'G001', date: '2025-03-14', konda: '28' } },
      { type: 'cart.queryChanged', query: { pdv: 'G001', date: '2025-03-14', konda: '28' } },
      { type: 'cart.deliveryChanged', deliveryDate: null, deliveryTime: null },
    ]);
  });

  it('the generic sales points the page brought are assigned at once, without the call, and announced as the call would', () => {
    const g001 = point('G001', '28', 'Bogotá');
    const input = { ...nothingSaved, genericSalesPoints: [point('P100'), g001], now: () => NOON };
    // Not started yet: the snapshot the server renders and the browser hydrates already names the city.
    expect(selectCity(createActor(locationMachine, { input }).getSnapshot())).toBe('Bogotá');

    const l = startLocation({ genericSalesPoints: [point('P100'), g001] });
    const snap = l.actor.getSnapshot();
    expect(selectIsAssigningGeneric(snap)).toBe(false);
    expect(l.generic.calls).toHaveLength(0);
    expect(selectSalesPoint(snap)).toEqual(g001);
    expect(selectSelectedAt(snap)).toBe(NOON);
    expect(l.persisted).toEqual([{ ...nothingSaved, salesPoint: g001, selectedAt: NOON, city: 'Bogotá' }]);
    expect(l.sent.map((e) => e.type)).toEqual(['catalogue.queryChanged', 'cart.queryChanged', 'cart.deliveryChanged']);
  });

  it('a saved sales point with its selection date is kept even when the page brought the generic ones', () => {
    const l = startLocation({ ...saved, genericSalesPoints: [point('G001', '28')] });
    expect(selectSalesPoint(l.actor.getSnapshot())?.Vkbur).toBe('P100');
    expect(l.persisted).toEqual([]);
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
    const l = startLocation({
      ...saved,
      selectedAt: NOON - 4 * HOUR - 1,
      address,
      deliveryDate: '2025-03-15',
      deliveryTime: '12:00',
      pickup: false,
    });
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

  it("a new city's sales point forgets the delivery chosen before (its address was of the other city, its hour perhaps closed at the new store)", async () => {
    const l = startLocation({
      ...saved,
      address: bogotaAddress,
      deliveryDate: '2025-03-15',
      deliveryTime: '21:00',
      pickup: false,
    });
    await loadCities(l);
    l.actor.send({ type: 'location.cityChosen', city: 'Cali' });
    l.forCity.last().resolve(store('C001', '28', 'Cali', UNTIL_NINE));
    await settle();
    expect(l.persisted.at(-1)).toMatchObject({
      salesPoint: { Vkbur: 'C001' },
      city: 'Cali',
      address: null,
      deliveryDate: null,
      deliveryTime: null,
      pickup: null,
    });
    expect(l.sent.at(-1)).toEqual({ type: 'cart.deliveryChanged', deliveryDate: null, deliveryTime: null });
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

describe('location: the chosen city closes the location dialog (location.cityApplied, relayed to the shell)', () => {
  const listen = (l: ReturnType<typeof startLocation>) => {
    const applied: { type: string; city: string }[] = [];
    l.actor.on('location.cityApplied', (e) => applied.push(e));
    return applied;
  };

  it('a chosen city is announced once, after it became the sales point and was saved', async () => {
    const l = startLocation(saved);
    const applied = listen(l);
    await loadCities(l);
    l.actor.send({ type: 'location.cityChosen', city: 'cali' });
    expect(applied, 'not while its store is being found').toEqual([]);
    l.forCity.last().resolve(point('P400', '28', 'Cali'));
    await settle();
    expect(applied).toEqual([{ type: 'location.cityApplied', city: 'Cali' }]);
    expect(l.persisted.at(-1)?.salesPoint?.Vkbur).toBe('P400');
  });

  it('logged in with an empty cart, the city is announced as well as the way to /confirmar-ubicacion', async () => {
    const l = startLocation({ ...saved, isLoggedIn: true, isCartEmpty: true });
    const applied = listen(l);
    await loadCities(l);
    l.actor.send({ type: 'location.cityChosen', city: 'cali' });
    l.forCity.last().resolve(point('P400', '28', 'Cali'));
    await settle();
    expect(applied).toEqual([{ type: 'location.cityApplied', city: 'Cali' }]);
    expect(l.navigations).toEqual([{ to: '/confirmar-ubicacion' }]);
  });

  it('a city not offered, a locked change or a failed selection is not announced: the dialog stays open on the cities', async () => {
    const l = startLocation(saved);
    const applied = listen(l);
    await loadCities(l);
    l.actor.send({ type: 'location.cityChosen', city: 'Springfield' });
    l.actor.send({ type: 'location.cityChosen', city: 'cali' });
    l.forCity.last().reject(new Error('Nos encontramos en mantenimiento'));
    await settle();
    const locked = startLocation({ ...saved, isLoggedIn: true, isCartEmpty: false });
    const lockedApplied = listen(locked);
    await loadCities(locked);
    locked.actor.send({ type: 'location.cityChosen', city: 'cali' });
    await settle();
    expect([applied, lockedApplied]).toEqual([[], []]);
  });
});

describe('location: address and reset', () => {
  it('confirming an address persists it and tells the cart the delivery slot; the catalogue lists for the delivery day', () => {
    const l = startLocation(saved);
    l.actor.send({
      type: 'location.addressConfirmed',
      address,
      deliveryDate: '2025-03-15',
      deliveryTime: '13:00',
      pickup: false,
    });
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
    l.actor.send({
      type: 'location.addressConfirmed',
      address: { ...address, segmentoCompleto: '  ' },
      deliveryDate: '2025-03-15',
      deliveryTime: '13:00',
      pickup: false,
      saveAddress: true,
    });
    expect(selectAddressError(l.actor.getSnapshot())).toBe(messages.checkoutPages.addressRequired);
    expect(selectIsDeliveryAccepted(l.actor.getSnapshot())).toBe(false);
    expect([l.persisted, l.keptAddresses]).toEqual([[], []]);
    // Pick-up needs none; a later accepted confirmation clears the message.
    l.actor.send({
      type: 'location.addressConfirmed',
      address: { ...address, segmentoCompleto: '' },
      deliveryDate: '2025-03-15',
      deliveryTime: '13:00',
      pickup: true,
    });
    expect(selectAddressError(l.actor.getSnapshot())).toBeNull();
    expect(l.persisted).toHaveLength(1);
  });

  it('a typed address is kept in Mis Direcciones only when asked, for home delivery, once the confirmation is accepted', async () => {
    const l = startLocation(saved);
    l.actor.send({
      type: 'location.addressConfirmed',
      address,
      deliveryDate: '2025-03-13',
      deliveryTime: '13:00',
      pickup: false,
      saveAddress: true,
    });
    expect(l.keptAddresses, 'a refused slot keeps nothing').toEqual([]);
    l.actor.send({
      type: 'location.addressConfirmed',
      address,
      deliveryDate: '2025-03-15',
      deliveryTime: '13:00',
      pickup: true,
      saveAddress: true,
    });
    // After a pick-up, a home delivery waits for the city's store: nothing kept before it is accepted.
    l.actor.send({
      type: 'location.addressConfirmed',
      address,
      deliveryDate: '2025-03-15',
      deliveryTime: '13:00',
      pickup: false,
      saveAddress: true,
    });
    expect(selectIsResolvingStore(l.actor.getSnapshot())).toBe(true);
    expect(l.keptAddresses, 'pick-up, or not accepted yet: nothing kept').toEqual([]);
    l.forCity.last().resolve(point('P100', '30', 'Bogotá'));
    await settle();
    expect(l.keptAddresses, 'kept once the found store accepts it').toEqual([address]);
    l.actor.send({
      type: 'location.addressConfirmed',
      address,
      deliveryDate: '2025-03-15',
      deliveryTime: '14:00',
      pickup: false,
    });
    expect(l.keptAddresses, 'not asked: nothing more kept').toEqual([address]);
    l.actor.send({
      type: 'location.addressConfirmed',
      address,
      deliveryDate: '2025-03-15',
      deliveryTime: '13:00',
      pickup: false,
      saveAddress: true,
    });
    expect(l.keptAddresses).toEqual([address, address]);
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

  it("the order day is Bogotá's and a past delivery day lists for today", () => {
    expect(orderDayOf(Date.UTC(2025, 2, 15, 4, 59))).toBe('2025-03-14'); // 23:59 in Bogotá
    expect(orderDayOf(Date.UTC(2025, 2, 15, 5, 0))).toBe('2025-03-15');
    expect(queryDateOf('2025-03-10', NOON)).toBe('2025-03-14');
    expect(queryDateOf('2025-03-20T00:00:00', NOON)).toBe('2025-03-20');
    expect(queryDateOf(null, NOON)).toBe('2025-03-14');
  });
});

/** Every day 10:00–21:00, as Bucaramanga's S001: the 21:00 slot falls after closing. */
const UNTIL_NINE: OpeningHours[] = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '10:00', cierra: '21:00' }));
/** Monday to Saturday 10:00–22:00, Sunday 11:00–20:00, as Barranquilla's Q001. */
const SHORT_SUNDAY: OpeningHours[] = [
  ...[1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '10:00', cierra: '22:00' })),
  { dia: 0, abre: '11:00', cierra: '20:00' },
];
const store = (Vkbur: string, Konda: string, city1: string, horario?: OpeningHours[]): SalesPoint => ({
  ...point(Vkbur, Konda, city1),
  ...(horario ? { horario } : {}),
});
const G001 = point('G001', '28', 'Bogotá');
/** G001 assigned an hour ago ('Mantener' in the city prompt keeps it, with its city). */
const atGeneric: Partial<LocationInput> = { salesPoint: G001, selectedAt: NOON - HOUR, city: 'Bogotá' };
/** Bogotá, as the address form builds it for the location's city. */
const bogotaAddress: Address = { ...address, ciudad: 'Bogotá' };
const delivery = (deliveryDate: string, deliveryTime: string) => ({
  type: 'location.addressConfirmed' as const,
  address: bogotaAddress,
  deliveryDate,
  deliveryTime,
  pickup: false,
});

describe('location: the store that prepares a home delivery (the order call takes a delivery only from a real store of its city, open then)', () => {
  it('a delivery confirmed at the generic sales point waits (busy, not accepted) while the city store is found; that store becomes the sales point, priced there, and the delivery is stored', async () => {
    const l = startLocation(atGeneric);
    l.advance(HOUR);
    l.actor.send({ ...delivery('2025-03-15', '13:00'), saveAddress: true });
    const waiting = l.actor.getSnapshot();
    expect([selectIsResolvingStore(waiting), selectIsBusy(waiting), selectIsDeliveryAccepted(waiting)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(l.forCity.last().input, "the spec's pdv_ciudad_central_satelite for the delivery city").toEqual({ city: 'Bogotá' });
    expect([l.persisted, l.sent, l.keptAddresses], 'nothing stored, told or kept while waiting').toEqual([[], [], []]);

    l.forCity.last().resolve(store('B001', '30', 'Bogotá', UNTIL_NINE));
    await settle();
    const snap = l.actor.getSnapshot();
    expect(selectSalesPoint(snap)?.Vkbur).toBe('B001');
    expect([selectCity(snap), selectSelectedAt(snap), selectIsDeliveryAccepted(snap), selectIsBusy(snap)]).toEqual([
      'Bogotá',
      NOON + HOUR,
      true,
      false,
    ]);
    expect(l.persisted).toEqual([
      {
        salesPoint: store('B001', '30', 'Bogotá', UNTIL_NINE),
        selectedAt: NOON + HOUR,
        city: 'Bogotá',
        address: bogotaAddress,
        deliveryDate: '2025-03-15',
        deliveryTime: '13:00',
        pickup: false,
      },
    ]);
    expect(l.sent, "the cart re-verifies at the store's pdv and price list").toEqual([
      { type: 'catalogue.queryChanged', query: { pdv: 'B001', date: '2025-03-15', konda: '30' } },
      { type: 'cart.queryChanged', query: { pdv: 'B001', date: '2025-03-15', konda: '30' } },
      { type: 'cart.deliveryChanged', deliveryDate: '2025-03-15', deliveryTime: '13:00' },
    ]);
    expect(l.keptAddresses).toEqual([bogotaAddress]);
    expect(selectSlotForm(snap).times, 'the form now offers only the hours the store is open').not.toContain('21:00');
  });

  it("a store of another city, or a store chosen for pick-up, does not deliver: the delivery city's store is found", async () => {
    const other = startLocation({ salesPoint: point('M001', '29', 'Medellín'), selectedAt: NOON - HOUR, city: 'Bogotá' });
    other.actor.send(delivery('2025-03-15', '13:00'));
    expect(other.forCity.last().input).toEqual({ city: 'Bogotá' });

    const pickedUp = startLocation({
      ...saved,
      address: bogotaAddress,
      deliveryDate: '2025-03-15',
      deliveryTime: '12:00',
      pickup: true,
    });
    pickedUp.actor.send(delivery('2025-03-15', '19:00'));
    expect(pickedUp.forCity.calls).toHaveLength(1);
    pickedUp.forCity.last().resolve(store('B001', '30', 'Bogotá', UNTIL_NINE));
    await settle();
    expect([
      selectSalesPoint(pickedUp.actor.getSnapshot())?.Vkbur,
      selectPickup(pickedUp.actor.getSnapshot()),
      selectDeliveryTime(pickedUp.actor.getSnapshot()),
    ]).toEqual(['B001', false, '19:00']);

    // A real store of the delivery city chosen for delivery prepares it: no call.
    const real = startLocation(saved);
    real.actor.send(delivery('2025-03-15', '13:00'));
    expect(real.forCity.calls).toHaveLength(0);
    expect(selectIsDeliveryAccepted(real.actor.getSnapshot())).toBe(true);
  });

  it('the found store is closed at the chosen hour: it becomes the sales point (its prices from now), the hour is refused with its own message, the form offers only its hours, and the earlier choice made for the generic point is forgotten', async () => {
    const b = startLocation({
      ...atGeneric,
      address: bogotaAddress,
      deliveryDate: '2025-03-15',
      deliveryTime: '12:00',
      pickup: false,
    });
    b.actor.send(delivery('2025-03-15', '21:00'));
    b.forCity.last().resolve(store('B009', '30', 'Bogotá', UNTIL_NINE));
    await settle();
    const snap = b.actor.getSnapshot();
    expect(selectSalesPoint(snap)?.Vkbur).toBe('B009');
    expect(selectSlotError(snap)).toEqual({ field: 'horaEntrega', message: messages.location.deliveryStoreClosed });
    expect(selectIsDeliveryAccepted(snap)).toBe(false);
    expect(selectSlotForm(snap)).toMatchObject({ day: '2025-03-15' });
    expect(selectSlotForm(snap).times.at(-1), 'the last hour it is open for').toBe('20:30');
    expect([selectAddress(snap), selectDeliveryTime(snap), selectPickup(snap)]).toEqual([null, null, null]);
    expect(b.persisted.at(-1)).toMatchObject({
      salesPoint: { Vkbur: 'B009' },
      address: null,
      deliveryDate: null,
      deliveryTime: null,
      pickup: null,
    });
    expect(
      b.sent.filter((e) => e.type === 'cart.queryChanged'),
      'the cart reprices at the store',
    ).toEqual([{ type: 'cart.queryChanged', query: { pdv: 'B009', date: '2025-03-14', konda: '30' } }]);

    // The next confirmation, at an hour it is open, is accepted without another call.
    b.actor.send(delivery('2025-03-15', '20:30'));
    expect(b.forCity.calls).toHaveLength(1);
    expect(selectIsDeliveryAccepted(b.actor.getSnapshot())).toBe(true);
  });

  it("the city's store cannot be found: 'No se pudo seleccionar la ciudad' (spec §8), nothing changes and the confirmation is not accepted", async () => {
    const l = startLocation(atGeneric);
    l.actor.send(delivery('2025-03-15', '13:00'));
    l.forCity.last().reject(new Error('Nos encontramos en mantenimiento'));
    await settle();
    const snap = l.actor.getSnapshot();
    expect(selectStoreError(snap)).toBe(messages.location.citySelectionFailed);
    expect([selectIsDeliveryAccepted(snap), selectIsBusy(snap), selectSalesPoint(snap)?.Vkbur, selectAddress(snap)]).toEqual([
      false,
      false,
      'G001',
      null,
    ]);
    expect([l.persisted, l.sent]).toEqual([[], []]);
    // Another try clears the message while the store is looked for again.
    l.actor.send(delivery('2025-03-15', '13:00'));
    expect(selectStoreError(l.actor.getSnapshot())).toBeNull();
    expect(l.forCity.calls).toHaveLength(2);
  });

  it('without a delivery city (the generic fallback has none, nor has the address) no store can be found: the city is asked for, no call', () => {
    const l = startLocation({ salesPoint: point('G001', '28', ''), selectedAt: NOON - HOUR, city: null });
    l.actor.send({ ...delivery('2025-03-15', '13:00'), address: { ...address, ciudad: ' ' } });
    expect(selectStoreError(l.actor.getSnapshot())).toBe(messages.location.deliveryCityMissing);
    expect(l.forCity.calls).toHaveLength(0);
    expect(selectIsDeliveryAccepted(l.actor.getSnapshot())).toBe(false);
  });

  it('a slot already gone is refused before any store is looked for', () => {
    const l = startLocation(atGeneric);
    l.actor.send(delivery('2025-03-13', '13:00'));
    expect(selectSlotError(l.actor.getSnapshot())?.field).toBe('fechaEntrega');
    expect(l.forCity.calls).toHaveLength(0);
  });

  it('the slot form offers only hours at which the delivering store is open: no 21:00 where it closes at 21:00, no Sunday 20:00 where it closes at 20:00 on Sundays', () => {
    const s001 = startLocation({
      salesPoint: store('S001', '28', 'Bucaramanga', UNTIL_NINE),
      selectedAt: NOON - HOUR,
      city: 'Bucaramanga',
    });
    s001.actor.send({ type: 'location.slotFormOpened' });
    expect(selectSlotForm(s001.actor.getSnapshot()).times.at(-1)).toBe('20:30');
    s001.actor.send({ type: 'location.slotDayChosen', day: '2025-03-15' });
    expect(selectSlotForm(s001.actor.getSnapshot()).times).toHaveLength(20);

    const q001 = startLocation({
      salesPoint: store('Q001', '31', 'Barranquilla', SHORT_SUNDAY),
      selectedAt: NOON - HOUR,
      city: 'Barranquilla',
    });
    q001.actor.send({ type: 'location.slotDayChosen', day: '2025-03-16' }); // a Sunday
    expect(selectSlotForm(q001.actor.getSnapshot()).times.at(-1)).toBe('19:30');
    q001.actor.send({ type: 'location.slotDayChosen', day: '2025-03-15' }); // a Saturday: until 21:00
    expect(selectSlotForm(q001.actor.getSnapshot()).times.at(-1)).toBe('21:00');

    // The generic sales point delivers nothing, so no store hours yet: the house hours.
    const generic = startLocation(atGeneric);
    expect(selectSlotForm(generic.actor.getSnapshot()).times.at(-1)).toBe('21:00');
  });

  it('a home delivery at a closed hour of its store is refused with its message and nothing is stored; a pick-up is checked only against the house hours (the store choice checks its store)', () => {
    const l = startLocation({
      salesPoint: store('Q001', '31', 'Barranquilla', SHORT_SUNDAY),
      selectedAt: NOON - HOUR,
      city: 'Barranquilla',
    });
    l.actor.send({ ...delivery('2025-03-16', '20:00'), address: { ...address, ciudad: 'Barranquilla' } });
    expect(selectSlotError(l.actor.getSnapshot())).toEqual({
      field: 'horaEntrega',
      message: messages.location.deliveryStoreClosed,
    });
    expect(l.persisted).toEqual([]);
    l.actor.send({ ...delivery('2025-03-16', '20:00'), address: { ...address, ciudad: 'Barranquilla' }, pickup: true });
    expect(selectSlotError(l.actor.getSnapshot())).toBeNull();
    expect(l.persisted).toHaveLength(1);
  });
});
