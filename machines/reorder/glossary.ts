import type { MachineGlossary } from '../glossary';

/** 'Pedir de nuevo': events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'reorder.requested': "el cliente pide 'Pedir de nuevo'",
    'reorder.replaceChosen': 'el cliente elige reemplazar lo que hay en el carrito',
    'reorder.addChosen': 'el cliente elige agregar el pedido al carrito',
    'reorder.dismissed': 'el cliente cierra la pregunta',
    'reorder.retryRequested': "el cliente pide 'Reintentar'",
    'reorder.cartChanged': 'el carrito queda vacío o con productos',
  },
  guards: {
    hasNothingToReorder: 'el pedido no tiene productos que se puedan pedir de nuevo',
    isCartEmpty: 'el carrito está vacío',
  },
};
