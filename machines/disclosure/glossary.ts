import type { MachineGlossary } from '../glossary';

/** The drop-down lists' events as a product owner reads them (machines/glossary.ts); they check no guard. */
export const glossary: MachineGlossary = {
  events: {
    'disclosure.opened': 'el cliente abre la lista (foco o mouse encima)',
    'disclosure.left': 'el cliente sale de la lista (pierde el foco o retira el mouse)',
    'disclosure.closed': 'la lista se cierra al instante (Escape o elegir una opción)',
  },
  guards: {},
};
