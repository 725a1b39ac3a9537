/**
 * What a confirmed pick-up store becomes in the location (machines/storeChoice → location): the
 * sales point the catalogue, the cart and the order use, and the address shown ('Recoger en …')
 * and sent as the order's direccion (the server puts the store's own address there anyway).
 */
import type { Address, PickupStore, SalesPoint } from '../schemas/salesPoint';

/** The store as the location's sales point (pdvSeleccionado): without its hours, to keep the cookie small. */
export function salesPointOfStore(store: PickupStore): SalesPoint {
  return {
    Vkbur: store.Vkbur,
    Konda: store.Konda,
    citycode: store.citycode,
    city1: store.city1,
    nombre: store.nombre,
    direccion: store.direccion,
  };
}

/** The address of a pick-up: the store's name and street address, in the store's city. */
export function pickupAddressOf(store: Pick<PickupStore, 'city1' | 'nombre' | 'direccion'>): Address {
  const segmentoCompleto = `${store.nombre} · ${store.direccion}`;
  return {
    ciudad: store.city1,
    departamento: '',
    nomenclatura: '',
    segmentoDireccion1: '',
    segmentoDireccion2: '',
    segmentoDireccion3: '',
    complemento: '',
    segmentoCompleto,
  };
}
