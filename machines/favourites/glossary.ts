import type { MachineGlossary } from '../glossary';

/** Favourites' events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'favourites.toggled': 'el cliente toca el corazón de un producto',
    'favourites.retryRequested': "el cliente pide 'Reintentar'",
    'favourites.salesPointChanged': 'el cliente compra ahora en otro punto de venta',
    'favourites.shown': 'una página muestra los favoritos',
  },
  guards: {
    isSignedIn: 'el cliente tiene sesión',
    hasPendingChange: 'quedan cambios por enviar a la API',
    isAnotherSalesPoint: 'es otro punto de venta',
    hasNoList: 'no hay lista con los precios de este punto de venta',
  },
};
