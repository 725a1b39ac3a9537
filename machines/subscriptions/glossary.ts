import type { MachineGlossary } from '../glossary';

/** Mis suscripciones: events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'subscriptions.retryRequested': "el cliente pide 'Reintentar'",
    'subscriptions.frequencySaved': 'el cliente guarda una nueva frecuencia',
    'subscriptions.cancelRequested': 'el cliente pide cancelar una suscripción',
    'subscriptions.cancelConfirmed': 'el cliente confirma la cancelación',
    'subscriptions.cancelDismissed': 'el cliente desiste de cancelar',
    'subscriptions.changeAsked': 'el cliente pide pausar, reanudar u omitir el próximo pedido',
    'subscriptions.changeConfirmed': 'el cliente confirma el cambio',
    'subscriptions.changeDismissed': 'el cliente desiste del cambio',
  },
  guards: {
    isFrequencyInRange: 'la frecuencia es de 1 a 90 días',
    isScheduleChangeOffered: 'ese cambio se ofrece para la suscripción (según esté activa o en pausa)',
    isSubscriptionSuccess: 'la API confirma el cambio',
  },
};
