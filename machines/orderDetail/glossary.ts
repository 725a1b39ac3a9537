import type { MachineGlossary } from '../glossary';

/** The order detail's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'orderDetail.retryRequested': "el cliente pide 'Reintentar'",
    'orderDetail.cancelRequested': "el cliente pide 'Cancelar pedido'",
    'orderDetail.cancelConfirmed': "el cliente confirma 'Sí, cancelar pedido'",
    'orderDetail.cancelDismissed': "el cliente elige 'No, conservarlo'",
    'orderDetail.subscriptionSet': 'el cliente suscribe el pedido, cambia la frecuencia o elimina la suscripción',
    'orderDetail.frequencyEdited': 'el cliente edita la frecuencia',
  },
  guards: {
    isFrequencyInRange: 'la frecuencia es de 1 a 90 días',
    isSubscriptionSuccess: 'la API confirma el cambio de la suscripción',
  },
};
