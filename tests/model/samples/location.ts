import { defineSamples } from '../../../machines/graph/testModel';
import { EMPTY_LOCATION, locationMachine } from '../../../machines/location';
import { ADDRESS, B001, G001, NOW, now, TOMORROW } from './fixtures';

export default defineSamples(locationMachine, {
  inputs: {
    'sin punto de venta': { ...EMPTY_LOCATION, now },
    'punto de venta guardado': { ...EMPTY_LOCATION, salesPoint: B001, selectedAt: NOW - 60_000, city: 'Bogotá', now },
  },
  events: {
    'location.cityChosen': { Bogotá: { city: 'bogota' }, 'no ofrecida': { city: 'Springfield' } },
    'location.addressConfirmed': {
      'domicilio mañana': { address: ADDRESS, deliveryDate: TOMORROW, deliveryTime: '12:00', pickup: false },
    },
    'location.sessionChanged': { cliente: { isLoggedIn: true } },
    'location.cartChanged': { 'con productos': { isEmpty: false }, vacío: { isEmpty: true } },
  },
  outputs: {
    loadGenericSalesPoints: { 'con G001': [B001, G001], 'sin genérico': [B001] },
    loadCities: { ciudades: ['Bogotá', 'Medellín', 'Cali'] },
    loadSalesPointForCity: { B001: B001 },
  },
  errors: {
    loadGenericSalesPoints: { 'sin respuesta': new Error('No hay conexión con el servidor') },
    loadCities: { 'sin respuesta': new Error('No hay conexión con el servidor') },
    loadSalesPointForCity: { 'sin respuesta': new Error('No hay conexión con el servidor') },
  },
  labels: {
    'location.citiesRequested': 'PEDIR_CIUDADES',
    'location.cityChosen': 'ELEGIR_CIUDAD',
    'location.addressConfirmed': 'CONFIRMAR_UBICACION',
    'location.reset': 'OLVIDAR_UBICACION',
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
