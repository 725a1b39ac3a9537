import type { MachineGlossary } from '../glossary';

/** Order tracking's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'tracking.retryRequested': "el cliente pide 'Reintentar'",
    'orderStream.opened': 'se abre el flujo de eventos de los pedidos',
    'orderStream.statusChanged': 'el flujo avisa que un pedido cambió de estado',
    'orderStream.paymentChanged': 'el flujo avisa un cambio en el pago de un pedido',
    'orderStream.failed': 'se corta el flujo de eventos',
  },
  guards: {
    hasReconnectsLeft: 'van menos de 4 cortes seguidos',
    isListedOrder: 'el pedido está en la lista',
    hasMissedChanges: 'hubo cortes: pudo perderse algún cambio',
  },
};
