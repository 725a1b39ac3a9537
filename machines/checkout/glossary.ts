import type { MachineGlossary } from '../glossary';

/** The checkout's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'checkout.submitted': "el cliente pide 'Pagar' (envía el pedido)",
    'checkout.reset': 'se descarta el pedido en curso (nuevo pedido o cierre de sesión)',
  },
  guards: {
    breaksRule: 'el pedido incumple la regla',
    hasPaymentPage: 'la API acepta el pedido y da la pasarela de pagos',
    isAccepted: 'la API acepta el pedido',
    isSameOrderAsFailed: 'es el mismo pedido que acaba de fallar',
  },
};
