import type { MachineGlossary } from '../glossary';

/** Delivery or pick-up: the store choice's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'storeChoice.deliveryChosen': "el cliente elige 'Domicilio'",
    'storeChoice.pickupChosen': "el cliente elige 'Recoger en tienda'",
    'storeChoice.storeChosen': 'el cliente elige una tienda',
    'storeChoice.slotChanged': 'el cliente cambia el día o la hora de recoger',
    'storeChoice.cityChanged': 'cambia la ciudad elegida',
    'storeChoice.retryRequested': "el cliente pide 'Reintentar' la lista de tiendas",
    'storeChoice.confirmed': 'el cliente confirma la tienda',
  },
  guards: {
    hasRememberedStore: 'el cliente venía recogiendo en una tienda recordada',
    isOtherCity: 'es otra ciudad que la actual',
    isStoreChoosable: 'la tienda es de la lista y abre a la hora de recoger',
    hasChosenStore: 'hay una tienda elegida, abierta a la hora de recoger',
  },
};
