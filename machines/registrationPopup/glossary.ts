import type { MachineGlossary } from '../glossary';

/** The registration coupon window's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'promotion.conditionsChanged': 'cambia la sesión, el consentimiento o la página',
    'promotion.registerChosen': 'el cliente toca la imagen (va al registro)',
    'promotion.dismissed': 'el cliente cierra la ventana',
  },
  guards: {
    isCouponPopupSpent: 'este navegador ya vio la ventana (su cookie del cupón está apagada)',
    canOfferCoupon: 'es un invitado que aceptó las cookies, fuera de /registro, /login y /mantenimiento',
    hasCoupons: 'la API tiene cupón de registro para hoy',
  },
};
