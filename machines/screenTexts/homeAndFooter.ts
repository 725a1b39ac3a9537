/**
 * The home page's content and the footer (src/pages/HomeContent.tsx, src/ui/Hero.tsx, src/ui/Footer.tsx).
 * Part of the message catalogue (machines/messages.ts): both stay the server's HTML on a first visit
 * (src/app/staticIsland.tsx), so their texts come with their components, not with the first route.
 * `footer` and messages.footer are one group split in two: the cookie banner shows the privacy link's text.
 */
import { messages } from '../messages';

export const homeAndFooter = {
  footer: {
    privacy: messages.footer.privacy,
    tagline: 'Pollo asado, broaster y combos para compartir. Pide a domicilio o recoge en tienda.', // (redactado)
    paymentMethods: 'Medios de pago', // (redactado)
    quickAccess: 'Accesos rápidos', // (redactado)
    restaurants: 'Nuestros restaurantes',
    supportChat: 'Chat de soporte', // (redactado)
    contact: 'Contáctanos',
    customerService: 'Servicio al cliente', // (redactado)
    phone: 'Línea de atención', // (redactado)
    followUs: 'Síguenos', // (redactado)
    copyright: (year: number) => `© ${year} Pollos La Brasa`,
    version: (version: string) => `Versión ${version}`,
    paymentAlt: {
      visa: 'Visa',
      amex: 'American Express',
      mastercard: 'Mastercard',
      pse: 'PSE',
      diners: 'Diners Club',
      daviplata: 'Daviplata',
      nequi: 'Nequi',
      efectivo: 'Efectivo',
    },
  },
  home: {
    featured: 'Los favoritos de la casa', // (redactado)
    seeMenu: 'Ver todo el menú', // (redactado)
    acceptToSeeMenu: 'Acepta las cookies para ver nuestro menú y armar tu pedido.', // (redactado)
  },
  hero: {
    headline: 'El sabor a la brasa de siempre, ahora a domicilio', // (redactado, as in public/img/hero.svg)
    text: 'Pollo asado, broaster y alitas hasta tu puerta. Pide en línea y recibe en casa o recoge en tienda.', // (redactado)
    cta: 'Ver productos', // (redactado)
  },
} as const;
