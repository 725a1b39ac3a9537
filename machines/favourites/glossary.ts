import type { MachineGlossary } from '../glossary';

/** Favourites' events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'favourites.toggled': 'el cliente toca el corazón de un producto',
    'favourites.retryRequested': "el cliente pide 'Reintentar'",
  },
  guards: {
    isSignedIn: 'el cliente tiene sesión',
    hasPendingChange: 'quedan cambios por enviar a la API',
  },
};
