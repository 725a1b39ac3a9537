import { defineSamples } from '../../../tools/statecharts/testModel';
import { EMPTY_LOCATION, FALLBACK_GENERIC_SALES_POINT, locationMachine } from '../../../machines/location';
import { isGenericSalesPoint } from '../../../machines/rules/cityPrompt';
import { SALES_POINT_SELECTION_MAX_AGE_MS } from '../../../machines/constants';
import type { OpeningHours } from '../../../machines/rules/openingHours';
import type { SalesPoint } from '../../../machines/schemas/salesPoint';
import { ADDRESS, B001, bogotaAt, CLOCK_TIMES, G001, NOW, now, TODAY, TOMORROW, YESTERDAY } from '../../fixtures/store';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const hours = (days: readonly number[], abre: string, cierra: string): OpeningHours[] =>
  days.map((dia) => ({ dia, abre, cierra }));
/** Bucaramanga's store closes at 21:00 every day: the house's 21:00 slot is after closing. */
const S001: SalesPoint = {
  Vkbur: 'S001',
  Konda: '28',
  citycode: '68001',
  city1: 'Bucaramanga',
  horario: hours(EVERY_DAY, '10:00', '21:00'),
};
/** Barranquilla's store closes at 20:00 on Sundays (TODAY is a Sunday). */
const Q001: SalesPoint = {
  Vkbur: 'Q001',
  Konda: '31',
  citycode: '08001',
  city1: 'Barranquilla',
  horario: [...hours([1, 2, 3, 4, 5, 6], '10:00', '22:00'), ...hours([0], '11:00', '20:00')],
};
/** A Bogotá store that opens at 16:00: closed at the noon slots the samples confirm. */
const B004: SalesPoint = {
  Vkbur: 'B004',
  Konda: '30',
  citycode: '11001',
  city1: 'Bogotá',
  horario: hours(EVERY_DAY, '16:00', '22:00'),
};
const M001: SalesPoint = { Vkbur: 'M001', Konda: '29', citycode: '05001', city1: 'Medellín' };

const confirmations = (...samples: string[]) => samples.map((sample) => `location.addressConfirmed ${sample}`);

export default defineSamples(locationMachine, {
  inputs: {
    'sin punto de venta': { ...EMPTY_LOCATION, now },
    // The server's page brought the generic sales points: one is assigned at start, without the call.
    'sin punto de venta, la página trae los genéricos': { ...EMPTY_LOCATION, genericSalesPoints: [G001], now },
    'punto de venta guardado': { ...EMPTY_LOCATION, salesPoint: B001, selectedAt: NOW - 60_000, city: 'Bogotá', now },
    // A cookie from before the selection date was stored: the generic one is assigned again.
    'punto de venta sin fecha de selección': { ...EMPTY_LOCATION, salesPoint: B001, city: 'Bogotá', now },
    'fecha de selección sin punto de venta': { ...EMPTY_LOCATION, selectedAt: NOW - 60_000, now },
    // Inactividad (docs/product.md#estados-y-transiciones, docs/product.md#constantes): chosen more than 4 h ago, with an address and a slot: all forgotten, the generic assigned.
    'punto de venta de hace más de 4 h': {
      ...EMPTY_LOCATION,
      salesPoint: B001,
      selectedAt: NOW - SALES_POINT_SELECTION_MAX_AGE_MS - 1,
      city: 'Bogotá',
      address: ADDRESS,
      deliveryDate: TOMORROW,
      deliveryTime: '12:00',
      pickup: false,
      isLoggedIn: true,
      now,
    },
    // Exactly 4 h is not "more than 4 hours": kept.
    'punto de venta de hace 4 h justas': {
      ...EMPTY_LOCATION,
      salesPoint: B001,
      selectedAt: NOW - SALES_POINT_SELECTION_MAX_AGE_MS,
      city: 'Bogotá',
      now,
    },
    // Written by the old site: codes with spaces, no price list; a delivery day already gone.
    'punto de venta con espacios, entrega vencida': {
      ...EMPTY_LOCATION,
      salesPoint: { Vkbur: ' B002 ', Konda: ' ', citycode: '05001', city1: ' Medellín ' },
      selectedAt: NOW - 60_000,
      city: 'Medellín',
      deliveryDate: `${YESTERDAY}T00:00:00`,
      deliveryTime: '12:00',
      address: ADDRESS,
      pickup: false,
      isLoggedIn: true,
      now,
    },
    // G001 assigned without a city (the generic list could not be loaded): the delivery's city is the address's.
    'punto genérico sin ciudad': { ...EMPTY_LOCATION, salesPoint: FALLBACK_GENERIC_SALES_POINT, selectedAt: NOW - 60_000, now },
    // 'Mantener' in the city prompt keeps G001 with its city; a delivery then needs the city's store.
    'punto genérico (Mantener)': { ...EMPTY_LOCATION, salesPoint: G001, selectedAt: NOW - 60_000, city: 'Bogotá', now },
    // A store of another city than the location's (an old cookie): it does not deliver to Bogotá.
    'tienda de otra ciudad': { ...EMPTY_LOCATION, salesPoint: M001, selectedAt: NOW - 60_000, city: 'Bogotá', now },
    // The slot form at a store's own hours: 21:00 is after Bucaramanga's closing, Sunday 20:00 after Barranquilla's.
    'Bucaramanga (cierra a las 21:00) a las 19:30': {
      ...EMPTY_LOCATION,
      salesPoint: S001,
      selectedAt: bogotaAt('19:30') - 60_000,
      city: 'Bucaramanga',
      isLoggedIn: true,
      isCartEmpty: false,
      now: () => bogotaAt('19:30'),
    },
    'Barranquilla (domingo hasta las 20:00) a las 12:00': {
      ...EMPTY_LOCATION,
      salesPoint: Q001,
      selectedAt: bogotaAt('12:00') - 60_000,
      city: 'Barranquilla',
      isLoggedIn: true,
      isCartEmpty: false,
      now: () => bogotaAt('12:00'),
    },
    // The clock as an input: the same saved location, with a slot saved for today at 12:00, at each time of day.
    ...Object.fromEntries(
      CLOCK_TIMES.map((time) => {
        const at = bogotaAt(time);
        return [
          `a las ${time}`,
          {
            ...EMPTY_LOCATION,
            salesPoint: B001,
            selectedAt: at - 60_000,
            city: 'Bogotá',
            deliveryDate: TODAY,
            deliveryTime: '12:00',
            pickup: false,
            address: ADDRESS,
            isLoggedIn: true,
            isCartEmpty: false,
            now: () => at,
          },
        ];
      }),
    ),
  },
  // The times of day exercise the slot form only; the city dialog and logout run at 15:00.
  focus: {
    // Starts that only test what is assigned at start (the answers), and what is told to the others on one change.
    ...Object.fromEntries(
      [
        // What follows the at-start assignment is the same state 'sin punto de venta' reaches after the call.
        'sin punto de venta, la página trae los genéricos',
        'punto de venta sin fecha de selección',
        'fecha de selección sin punto de venta',
        'punto de venta de hace más de 4 h',
        'punto de venta de hace 4 h justas',
      ].map((input) => [input, []]),
    ),
    'punto de venta con espacios, entrega vencida': ['location.addressConfirmed'],
    // Then choosing a city in the dialog: the delivery confirmed for the earlier store is chosen again.
    'punto genérico (Mantener)': [
      ...confirmations('domicilio mañana, guardar dirección', 'hoy 20:30', 'recoger sin dirección', 'ayer'),
      'location.citiesRequested',
      'location.cityChosen Bogotá',
    ],
    // 'Continuar' once the city's store is found: with products in the cart (put in first), or with the cart empty.
    'punto genérico sin ciudad': ['location.addressConfirmed domicilio mañana'],
    'tienda de otra ciudad': ['location.cartChanged', ...confirmations('domicilio mañana', 'domicilio mañana, Continuar')],
    ...Object.fromEntries(
      ['Bucaramanga (cierra a las 21:00) a las 19:30', 'Barranquilla (domingo hasta las 20:00) a las 12:00'].map((input) => [
        input,
        [
          'location.slotFormOpened',
          'location.slotDayChosen',
          'location.slotTimeChosen',
          // Bucaramanga: with 'Continuar', accepted at once with products in the cart (the same slot as
          // Barranquilla's 'domicilio mañana': one path per state keeps only one of the two); then a
          // store chosen for pick-up (the form offers the house hours again).
          ...(input.startsWith('Bucaramanga')
            ? ['location.addressConfirmed domicilio mañana, Continuar', 'location.storeChosen']
            : ['location.addressConfirmed domicilio mañana']),
          'location.addressConfirmed hoy 20:30',
          'location.addressConfirmed hoy 21:00',
        ],
      ]),
    ),
    // The confirmations the city dialog and logout paths need; the newer ones have inputs of their own.
    // 'domicilio sin ciudad': the G001 fallback has no city, so no store can be looked for.
    'sin punto de venta': [
      'location.citiesRequested',
      'location.cityChosen',
      'location.reset',
      'location.sessionChanged',
      'location.cartChanged',
      ...confirmations('domicilio mañana', 'domicilio sin dirección', 'domicilio sin ciudad'),
    ],
    // Pick-up in store: the chosen store becomes the sales point (machines/storeChoice); after it, a delivery is the city store's.
    // (Logout: 'sin punto de venta' and the times of day; from here it would repeat the whole of 'sin punto de venta'.)
    'punto de venta guardado': [
      'location.citiesRequested',
      'location.cityChosen',
      'location.sessionChanged',
      'location.cartChanged',
      'location.storeChosen',
      ...confirmations('recoger sin dirección', 'domicilio mañana, guardar dirección'),
    ],
    ...Object.fromEntries(
      CLOCK_TIMES.map((time) => [
        `a las ${time}`,
        [
          'location.slotFormOpened',
          'location.slotDayChosen',
          'location.slotTimeChosen',
          'location.addressConfirmed',
          'location.reset',
        ],
      ]),
    ),
  },
  events: {
    'location.cityChosen': { Bogotá: { city: 'bogota' }, 'no ofrecida': { city: 'Springfield' } },
    'location.addressConfirmed': {
      'domicilio mañana': { address: ADDRESS, deliveryDate: TOMORROW, deliveryTime: '12:00', pickup: false },
      'hoy 11:00': { address: ADDRESS, deliveryDate: TODAY, deliveryTime: '11:00', pickup: false },
      'hoy 20:30': { address: ADDRESS, deliveryDate: TODAY, deliveryTime: '20:30', pickup: false },
      'hoy 21:00': { address: ADDRESS, deliveryDate: TODAY, deliveryTime: '21:00', pickup: false },
      ayer: { address: ADDRESS, deliveryDate: YESTERDAY, deliveryTime: '12:00', pickup: false },
      // docs/product.md#reglas rule 3: home delivery without a street (only a complement typed) is refused; pick-up needs none.
      'domicilio sin dirección': {
        address: { ...ADDRESS, segmentoCompleto: ' ' },
        deliveryDate: TOMORROW,
        deliveryTime: '12:00',
        pickup: false,
      },
      // The 'guardar dirección' box left checked from a home delivery: a pick-up keeps no address.
      'recoger sin dirección': {
        address: { ...ADDRESS, segmentoCompleto: '' },
        deliveryDate: TOMORROW,
        deliveryTime: '12:00',
        pickup: true,
        saveAddress: true,
      },
      // 'Continuar' with products in the cart goes on to pay once the delivery is accepted.
      'domicilio mañana, Continuar': {
        address: ADDRESS,
        deliveryDate: TOMORROW,
        deliveryTime: '12:00',
        pickup: false,
        continueToPayment: true,
      },
      // Without a city (the G001 fallback has none): no store can be looked for.
      'domicilio sin ciudad': {
        address: { ...ADDRESS, ciudad: ' ' },
        deliveryDate: TOMORROW,
        deliveryTime: '12:00',
        pickup: false,
        saveAddress: true,
      },
      // Kept in Mis Direcciones once accepted (after the city's store is found, when it has to be).
      'domicilio mañana, guardar dirección': {
        address: ADDRESS,
        deliveryDate: TOMORROW,
        deliveryTime: '12:00',
        pickup: false,
        saveAddress: true,
      },
    },
    'location.storeChosen': {
      Usaquén: {
        store: {
          Vkbur: 'B002',
          Konda: '30',
          citycode: '11001',
          city1: 'Bogotá',
          nombre: 'Usaquén',
          direccion: 'Calle 119 # 6-12, Usaquén',
        },
      },
    },
    'location.slotDayChosen': { hoy: { day: TODAY }, mañana: { day: TOMORROW } },
    'location.slotTimeChosen': { '12:00': { time: '12:00' }, '21:00': { time: '21:00' } },
    'location.sessionChanged': { cliente: { isLoggedIn: true } },
    'location.cartChanged': { 'con productos': { isEmpty: false }, vacío: { isEmpty: true } },
  },
  outputs: {
    loadGenericSalesPoints: {
      'con G001': [B001, G001],
      'sin genérico': [B001],
      'genéricos escritos a mano': [
        B001,
        { Vkbur: ' g002 ', Konda: '29', citycode: '', city1: 'Cali' },
        { Vkbur: ' g001 ', Konda: ' ', citycode: '', city1: ' ' },
      ],
      'otro genérico': [B001, { Vkbur: 'G005', Konda: '31', citycode: '76001', city1: ' Cali ' }],
    },
    loadCities: { ciudades: ['Bogotá', 'Medellín', 'Cali'] },
    loadSalesPointForCity: {
      B001: B001,
      'B003 sin lista de precios': { Vkbur: 'B003', Konda: '', citycode: '11001', city1: 'Bogotá' },
      'B004 abre a las 16:00': B004,
    },
  },
  errors: {
    loadGenericSalesPoints: { 'sin respuesta': new Error('No hay conexión con el servidor') },
    loadCities: { 'sin respuesta': new Error('No hay conexión con el servidor'), 'sin mensaje': new Error(' ') },
    loadSalesPointForCity: { 'sin respuesta': new Error('No hay conexión con el servidor') },
  },
  when: (s, e) => {
    // At the times of day, logout leads back to the generic point; a delivery from there (the city store's) is the concern of the 15:00 inputs.
    if (
      e.type === 'location.addressConfirmed' &&
      s.context.now() !== NOW &&
      (s.context.salesPoint === null || isGenericSalesPoint(s.context.salesPoint))
    )
      return false;
    // A confirmation without a city matters only where the location has none (the G001 fallback).
    if (e.type === 'location.addressConfirmed' && e.address.ciudad.trim() === '') return s.context.city === null;
    // Session and cart change only what the city dialog offers: not sent once a delivery is being confirmed.
    if (e.type === 'location.sessionChanged' || e.type === 'location.cartChanged')
      return s.context.address === null && !s.matches('resolvingStore');
    return true;
  },
  labels: {
    'location.citiesRequested': 'PEDIR_CIUDADES',
    'location.cityChosen': 'ELEGIR_CIUDAD',
    'location.addressConfirmed': 'CONFIRMAR_UBICACION',
    'location.reset': 'OLVIDAR_UBICACION',
    'location.storeChosen': 'ELEGIR_TIENDA',
    'location.slotFormOpened': 'ABRIR_FORMULARIO',
    'location.slotDayChosen': 'ELEGIR_DIA',
    'location.slotTimeChosen': 'ELEGIR_HORA',
    'location.sessionChanged': 'SESION',
    'location.cartChanged': 'CARRITO',
  },
  // What the guards and the views read; the stored address and slot only as "set or not".
  abstract: (s) => ({
    salesPoint: s.context.salesPoint?.Vkbur ?? null,
    selectedAt: s.context.selectedAt !== null,
    city: s.context.city,
    address: s.context.address !== null,
    // The delivering store is read from these (deliveringStoreOf: the address's city only without the location's), and a confirmation waiting for it (with what it asks: keep the address, go on to pay).
    ...(s.context.city === null ? { addressCity: s.context.address?.ciudad ?? null } : {}),
    pickup: s.context.pickup,
    pending: s.context.pendingDelivery
      ? `${s.context.pendingDelivery.city} ${s.context.pendingDelivery.deliveryDate} ${s.context.pendingDelivery.deliveryTime} ${s.context.pendingDelivery.saveAddress === true} ${s.context.pendingDelivery.continueToPayment === true}`
      : null,
    slot: s.context.deliveryTime,
    // The slot form is the concern of the times of day (no guard reads it); at 15:00 the city dialog is.
    ...(s.context.now() === NOW
      ? {}
      : {
          slot: `${s.context.deliveryDate} ${s.context.deliveryTime}`,
          form: `${s.context.slotForm.day} ${s.context.slotForm.time}`,
          slotError: s.context.slotError?.field ?? null,
        }),
    cities: s.context.cities.length,
    chosenCity: s.context.chosenCity,
    cityError: s.context.cityError,
    isLoggedIn: s.context.isLoggedIn,
    isCartEmpty: s.context.isCartEmpty,
  }),
  describe: (s) => {
    const where = typeof s.value === 'string' ? s.value : `ready.${(s.value as { ready: string }).ready}`;
    const why = s.context.cityError ?? s.context.storeError ?? s.context.slotError?.message;
    return `${where} (${s.context.salesPoint?.Vkbur ?? 'sin punto'}${why ? `, ${why}` : ''})`;
  },
});
