/**
 * Recoger en tienda: the store choice of /confirmar-ubicacion (src/pages/pickup/), its refusals
 * by the order call, and the store on the order's result page. Part of the message catalogue
 * (machines/messages.ts). All redactado: the spec names pick-up (recogeentienda 'X') but quotes
 * none of these texts.
 */
export const pickupTexts = {
  storesTitle: 'Elige la tienda',
  storesHint: 'Recoges tu pedido sin costo de domicilio.',
  loadingStores: 'Buscando las tiendas de tu ciudad…',
  storesFailed: 'No pudimos cargar las tiendas, intenta nuevamente.',
  retry: 'Reintentar',
  noStores: (city: string) => `Aún no hay tiendas para recoger en ${city}.`,
  open: 'Abierto',
  closedNow: 'Cerrado ahora',
  todayHours: (hours: string) => `Hoy: ${hours}`,
  closedToday: 'Hoy no abre',
  /** 'Abre hoy a las 11:00', 'Abre mañana a las 11:00', 'Abre el lunes a las 11:00'. */
  opensAt: (day: 'today' | 'tomorrow' | number, time: string) =>
    `Abre ${day === 'today' ? 'hoy' : day === 'tomorrow' ? 'mañana' : `el ${['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'][day]}`} a las ${time}`,
  storesIn: (city: string) => `Tiendas en ${city}`,
  chosenStore: 'Tienda elegida',
  /** A store the chosen slot does not fit: the customer can pick a later hour or another store. */
  closedAtSlot: 'Cerrada a la hora elegida: elige otra hora u otra tienda.',
  chooseStore: 'Elige una tienda abierta a la hora en que vas a recoger.',
  pickupDate: 'Fecha para recoger',
  pickupTime: 'Hora para recoger',
  confirm: 'Confirmar tienda',
  /**
   * 'Confirmar tienda' with an empty cart (it gave no sign): the store and the hour are kept,
   * and the customer is taken to the menu, priced at that store. `time` is '12:30 p. m.' ('a la 1:00 p. m.').
   */
  storeConfirmed: (store: string, day: string, time: string) =>
    `Listo: recogerás tu pedido en ${store} el ${day} ${time.startsWith('1:') ? 'a la' : 'a las'} ${time}. Ahora elige tus productos.`,
  noFee: 'Sin costo de domicilio',
  /** The order's result page. */
  pickUpAt: 'Recoge tu pedido en',
  /** The order call's refusals (server/services/orderPlacement.ts). */
  storeNotPickup: 'La tienda elegida no recibe pedidos para recoger.',
  storeClosedAtSlot: 'La tienda elegida está cerrada a la hora que escogiste para recoger.',
} as const;
