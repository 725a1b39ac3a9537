import type { MachineGlossary } from '../glossary';

/** An account page's data: events as a product owner reads them (machines/glossary.ts); no guards. */
export const glossary: MachineGlossary = {
  events: {
    'resource.retryRequested': "el cliente pide 'Reintentar'",
    'resource.reloadRequested': 'la página pide leer los datos otra vez',
  },
  guards: {},
};
