import type { MachineGlossary } from '../glossary';

/** The payment result's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'payment.checkRequested': "el cliente pide 'Consultar' el pago otra vez",
    'payment.continueRequested': "el cliente pide 'Continuar el pago' en la pasarela",
    'payment.retryRequested': "el cliente pide 'Intentar de nuevo' con otro medio",
    'orderStream.paymentChanged': 'el flujo de pedidos avisa un cambio en un pago',
  },
  guards: {
    canAsk: 'se sabe el número del pedido',
    isApproved: 'la API dice que el pago está APROBADO',
    isRejected: 'la API dice que el pago está RECHAZADO',
    hasPaymentPage: 'la API da la dirección de la pasarela de pagos',
    isThisOrder: 'el aviso es de este pedido',
    hasPollsLeft: 'quedan consultas (máximo 12)',
  },
};
