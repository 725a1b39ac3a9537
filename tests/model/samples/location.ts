import { defineSamples } from '../../../tools/statecharts/testModel';
import { EMPTY_LOCATION, locationMachine } from '../../../machines/location';
import { SALES_POINT_SELECTION_MAX_AGE_MS } from '../../../machines/constants';
import { ADDRESS, B001, bogotaAt, CLOCK_TIMES, G001, NOW, now, TODAY, TOMORROW, YESTERDAY } from './fixtures';

export default defineSamples(locationMachine, {
  inputs: {
    'sin punto de venta': { ...EMPTY_LOCATION, now },
    'punto de venta guardado': { ...EMPTY_LOCATION, salesPoint: B001, selectedAt: NOW - 60_000, city: 'Bogotá', now },
    // A cookie from before the selection date was stored: the generic one is assigned again.
    'punto de venta sin fecha de selección': { ...EMPTY_LOCATION, salesPoint: B001, city: 'Bogotá', now },
    'fecha de selección sin punto de venta': { ...EMPTY_LOCATION, selectedAt: NOW - 60_000, now },
    // Inactividad (spec §4, §9): chosen more than 4 h ago, with an address and a slot: all forgotten, the generic assigned.
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
    'punto de venta de hace 4 h justas': { ...EMPTY_LOCATION, salesPoint: B001, selectedAt: NOW - SALES_POINT_SELECTION_MAX_AGE_MS, city: 'Bogotá', now },
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
    // The clock as an input: the same saved location, with a slot saved for today at 12:00, at each time of day.
    ...Object.fromEntries(
      CLOCK_TIMES.map((time) => {
        const at = bogotaAt(time);
        return [
          `a las ${time}`,
          { ...EMPTY_LOCATION, salesPoint: B001, selectedAt: at - 60_000, city: 'Bogotá', deliveryDate: TODAY, deliveryTime: '12:00', pickup: false, address: ADDRESS, isLoggedIn: true, isCartEmpty: false, now: () => at },
        ];
      }),
    ),
  },
  // The times of day exercise the slot form only; the city dialog and logout run at 15:00.
  focus: {
    // Starts that only test what is assigned at start (the answers), and what is told to the others on one change.
    ...Object.fromEntries(
      ['punto de venta sin fecha de selección', 'fecha de selección sin punto de venta', 'punto de venta de hace más de 4 h', 'punto de venta de hace 4 h justas'].map((input) => [input, []]),
    ),
    'punto de venta con espacios, entrega vencida': ['location.addressConfirmed'],
    ...Object.fromEntries(
      ['sin punto de venta', 'punto de venta guardado'].map((input) => [
        input,
        ['location.citiesRequested', 'location.cityChosen', 'location.addressConfirmed', 'location.reset', 'location.sessionChanged', 'location.cartChanged'],
      ]),
    ),
    // Pick-up in store: the chosen store becomes the sales point (machines/storeChoice).
    'punto de venta guardado': ['location.citiesRequested', 'location.cityChosen', 'location.addressConfirmed', 'location.reset', 'location.sessionChanged', 'location.cartChanged', 'location.storeChosen'],
    ...Object.fromEntries(
    CLOCK_TIMES.map((time) => [
      `a las ${time}`,
      ['location.slotFormOpened', 'location.slotDayChosen', 'location.slotTimeChosen', 'location.addressConfirmed', 'location.reset'],
    ]),
    ),
  },
  events: {
    'location.cityChosen': { Bogotá: { city: 'bogota' }, 'no ofrecida': { city: 'Springfield' } },
    'location.addressConfirmed': {
      'domicilio mañana': { address: ADDRESS, deliveryDate: TOMORROW, deliveryTime: '12:00', pickup: false },
      'hoy 11:00': { address: ADDRESS, deliveryDate: TODAY, deliveryTime: '11:00', pickup: false },
      'hoy 20:30': { address: ADDRESS, deliveryDate: TODAY, deliveryTime: '20:30', pickup: false },
      ayer: { address: ADDRESS, deliveryDate: YESTERDAY, deliveryTime: '12:00', pickup: false },
      // Spec §5 rule 3: home delivery without a street (only a complement typed) is refused; pick-up needs none.
      'domicilio sin dirección': { address: { ...ADDRESS, segmentoCompleto: ' ' }, deliveryDate: TOMORROW, deliveryTime: '12:00', pickup: false },
      'recoger sin dirección': { address: { ...ADDRESS, segmentoCompleto: '' }, deliveryDate: TOMORROW, deliveryTime: '12:00', pickup: true },
    },
    'location.storeChosen': {
      Usaquén: { store: { Vkbur: 'B002', Konda: '30', citycode: '11001', city1: 'Bogotá', nombre: 'Usaquén', direccion: 'Calle 119 # 6-12, Usaquén' } },
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
      'genéricos escritos a mano': [B001, { Vkbur: ' g002 ', Konda: '29', citycode: '', city1: 'Cali' }, { Vkbur: ' g001 ', Konda: ' ', citycode: '', city1: ' ' }],
      'otro genérico': [B001, { Vkbur: 'G005', Konda: '31', citycode: '76001', city1: ' Cali ' }],
    },
    loadCities: { ciudades: ['Bogotá', 'Medellín', 'Cali'] },
    loadSalesPointForCity: { B001: B001, 'B003 sin lista de precios': { Vkbur: 'B003', Konda: '', citycode: '11001', city1: 'Bogotá' } },
  },
  errors: {
    loadGenericSalesPoints: { 'sin respuesta': new Error('No hay conexión con el servidor') },
    loadCities: { 'sin respuesta': new Error('No hay conexión con el servidor'), 'sin mensaje': new Error(' ') },
    loadSalesPointForCity: { 'sin respuesta': new Error('No hay conexión con el servidor') },
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
    slot: s.context.deliveryTime,
    // The slot form is the concern of the times of day (no guard reads it); at 15:00 the city dialog is.
    ...(s.context.now() === NOW
      ? {}
      : { slot: `${s.context.deliveryDate} ${s.context.deliveryTime}`, form: `${s.context.slotForm.day} ${s.context.slotForm.time}`, slotError: s.context.slotError?.field ?? null }),
    cities: s.context.cities.length,
    chosenCity: s.context.chosenCity,
    cityError: s.context.cityError,
    isLoggedIn: s.context.isLoggedIn,
    isCartEmpty: s.context.isCartEmpty,
  }),
  describe: (s) => {
    const where = typeof s.value === 'string' ? s.value : `ready.${(s.value as { ready: string }).ready}`;
    return `${where} (${s.context.salesPoint?.Vkbur ?? 'sin punto'}${s.context.cityError ? `, ${s.context.cityError}` : ''})`;
  },
});
