import { storeChoiceMachine } from '../../../machines/storeChoice';
import type { PickupStore } from '../../../machines/schemas';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { TODAY, TOMORROW } from '../../fixtures/store';

/** TODAY (2025-06-01) is a Sunday: Usaquén does not open; Chapinero opens every day 10:00–22:00. */
const week = [0, 1, 2, 3, 4, 5, 6];
export const CHAPINERO: PickupStore = {
  Vkbur: 'B001',
  Konda: '30',
  citycode: '11001',
  city1: 'Bogotá',
  nombre: 'Chapinero',
  direccion: 'Carrera 13 # 54-25, Chapinero',
  horario: week.map((dia) => ({ dia, abre: '10:00', cierra: '22:00' })),
};
export const USAQUEN: PickupStore = {
  Vkbur: 'B002',
  Konda: '30',
  citycode: '11001',
  city1: 'Bogotá',
  nombre: 'Usaquén',
  direccion: 'Calle 119 # 6-12, Usaquén',
  horario: [1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '11:00', cierra: '15:00' })),
};

export default defineSamples(storeChoiceMachine, {
  inputs: {
    'domicilio en Bogotá, hoy 12:30': { city: 'Bogotá', store: null, slot: { day: TODAY, time: '12:30' } },
    'recogía en Usaquén, mañana 12:00': { city: 'Bogotá', store: 'B002', slot: { day: TOMORROW, time: '12:00' } },
    // The remembered store is closed at the remembered slot (Sunday): the list opens with none chosen.
    'recogía en Usaquén, hoy 12:30': { city: 'Bogotá', store: 'B002', slot: { day: TODAY, time: '12:30' } },
    // No city remembered (a cookie from before): the stores are asked for an empty city, which has none.
    'recogía, sin ciudad': { city: null, store: 'B001', slot: { day: TOMORROW, time: '12:00' } },
  },
  // Without a city only the answer to the store request matters.
  focus: { 'recogía, sin ciudad': [] },
  events: {
    'storeChoice.storeChosen': { Chapinero: { vkbur: 'B001' }, Usaquén: { vkbur: 'B002' }, desconocida: { vkbur: 'Z999' } },
    'storeChoice.slotChanged': {
      'mañana 12:00': { slot: { day: TOMORROW, time: '12:00' } },
      'mañana 16:00': { slot: { day: TOMORROW, time: '16:00' } },
      'sin hora': { slot: { day: TODAY, time: null } },
    },
    'storeChoice.cityChanged': { Medellín: { city: 'Medellín' }, 'la misma': { city: 'Bogotá' } },
  },
  outputs: { loadStores: { 'Chapinero y Usaquén': [CHAPINERO, USAQUEN], ninguna: [] } },
  errors: { loadStores: { 'sin conexión': new Error('Error de Red.'), 'sin mensaje': new Error(' ') } },
  labels: {
    'storeChoice.deliveryChosen': 'DOMICILIO',
    'storeChoice.pickupChosen': 'RECOGER EN TIENDA',
    'storeChoice.storeChosen': 'ELEGIR TIENDA',
    'storeChoice.slotChanged': 'HORARIO',
    'storeChoice.cityChanged': 'CIUDAD',
    'storeChoice.retryRequested': 'REINTENTAR',
    'storeChoice.confirmed': 'CONFIRMAR TIENDA',
    loadStores: 'la API',
  },
  // What the guards and views read: the city, which stores are listed, the chosen one, the slot, the message.
  abstract: (s) => ({
    city: s.context.city,
    stores: s.context.stores.map((x) => x.Vkbur).join(','),
    chosen: s.context.chosen,
    slot: `${s.context.slot.day ?? ''} ${s.context.slot.time ?? ''}`,
    error: s.context.error,
  }),
  simplePaths: false,
});
