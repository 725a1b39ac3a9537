import type { MachineGlossary } from '../glossary';

/** The catalogue's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'catalogue.enabled': 'el arranque permite cargar la carta (cookies aceptadas)',
    'catalogue.disabled': 'el arranque retira el permiso de cargar la carta',
    'catalogue.queryChanged': 'cambia el punto de venta, la lista de precios, el documento o la fecha',
    'catalogue.retryRequested': "el cliente pide 'Reintentar' la carta",
  },
  guards: {
    isEnabled: 'se puede cargar la carta (cookies aceptadas)',
    hasCompletePreload: 'la carta ya vino completa con la página',
    hasPartialPreload: 'la página trajo solo el comienzo de una carta grande (el resto se carga, con o sin cookies)',
    changesQuery: 'cambia el punto de venta, la lista de precios, el documento o la fecha',
    changesQueryWithoutConsent: 'no hay consentimiento y cambia el punto de venta, la lista de precios, el documento o la fecha',
  },
};
