import type { MachineGlossary } from '../glossary';

/** The root machine's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'storefront.checkoutLoaded': 'llega el código de la pantalla de pago (la máquina del pedido)',
  },
  guards: {
    isCheckoutMissing: 'aún no se ha creado la máquina del pedido',
  },
};
