import type { MachineGlossary } from '../glossary';

/** The location's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'location.citiesRequested': 'el cliente abre la lista de ciudades',
    'location.cityChosen': 'el cliente elige una ciudad',
    'location.addressConfirmed': 'el cliente confirma la dirección, la fecha y la hora',
    'location.storeChosen': 'se elige la tienda que recoge o prepara el pedido',
    'location.slotFormOpened': 'el cliente abre el formulario de fecha y hora',
    'location.slotDayChosen': 'el cliente elige el día de entrega',
    'location.slotTimeChosen': 'el cliente elige la hora de entrega',
    'location.reset': 'la sesión se cierra: vuelve el punto de venta genérico',
    'location.sessionChanged': 'la sesión avisa que el cliente inició sesión',
    'location.cartChanged': 'el carrito avisa si quedó vacío o con productos',
  },
  guards: {
    hasSavedSalesPoint: 'hay un punto de venta guardado con su fecha de elección',
    isSelectionStale: 'el punto de venta se eligió hace más de 4 horas',
    hasGenericSalesPoint: 'la API ofrece un punto de venta genérico',
    hasGenericSalesPointAtHand: 'la página trajo un punto de venta genérico',
    isOfferedCity: 'la ciudad está en la lista ofrecida',
    isCityChangeLocked: 'el cliente tiene sesión y productos en el carrito (no puede cambiar ciudad)',
    isLoggedInWithEmptyCart: 'el cliente tiene sesión y el carrito vacío',
    hasDeliveryAddress: 'hay dirección de entrega (o es para recoger en tienda)',
    wantsAddressSaved: 'el cliente pidió guardar la dirección en Mis Direcciones',
    wantsToContinueToPayment: "el cliente pidió 'Continuar' y hay productos en el carrito",
    isSlotPossible: 'el día y la hora aún son posibles',
    isConfirmedSlotPossible: 'el día y la hora confirmados aún son posibles',
    isHomeDelivery: 'es a domicilio, no para recoger',
    isGenericSalesPoint: 'el punto de venta es el genérico (solo da precios)',
    isSalesPointOfOtherCity: 'el punto de venta es de otra ciudad que la de entrega',
    isPickupSalesPoint: 'el punto de venta se eligió para recoger en tienda',
    hasDeliveryCity: 'se sabe la ciudad de entrega',
    needsDeliveryStore: 'un domicilio que el punto de venta actual no puede preparar (genérico, de otra ciudad o de recoger)',
  },
};
