import type { MachineGlossary } from '../glossary';

/** The coupon entry's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'coupon.codeChanged': 'el cliente escribe el código',
    'coupon.submitted': "el cliente pide 'Aplicar'",
    'coupon.cartChanged': 'el carrito cambió sus productos o cupones',
    'coupon.removed': "el cliente pide 'Quitar'",
  },
  guards: {
    hasAppliedCoupon: 'el carrito ya tiene un cupón aplicado',
    hasNoCode: 'el código está vacío',
    cartHasCoupon: 'el carrito tiene un cupón',
    cartKeepsCoupon: 'el carrito conserva el cupón aplicado',
  },
};
