import type { MachineGlossary } from '../glossary';

/** The error page's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'errorPage.httpFailed': 'la API responde con un error',
    'errorPage.crashed': 'la página falla al dibujarse',
    'errorPage.backRequested': "el cliente pide 'Volver'",
    'errorPage.navigated': 'el cliente va a otra página',
  },
  guards: {
    isRateLimitedInMaintenance: 'es un 429 (demasiadas solicitudes) en mantenimiento',
    isRateLimited: 'es un 429 (demasiadas solicitudes)',
    isServerErrorOnRead: 'es un 500 o más al leer datos, fuera de mantenimiento',
    isUnexpectedOnRead: 'es un 400, 403 o 405 al leer datos, fuera de mantenimiento',
    isCountdownOver: 'la cuenta regresiva llegó a 0',
  },
};
