import type { MachineGlossary } from '../glossary';

/** Mis pedidos: events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'orders.moreRequested': "el cliente pide 'Ver más'",
    'orders.retryRequested': "el cliente pide 'Reintentar'",
  },
  guards: {
    isLastPageFull: 'la última página llegó completa (20 pedidos)',
  },
};
