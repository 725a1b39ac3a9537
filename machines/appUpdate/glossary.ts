import type { MachineGlossary } from '../glossary';

/** The installed app's update events as a product owner reads them (machines/glossary.ts); no guards. */
export const glossary: MachineGlossary = {
  events: {
    'appUpdate.found': 'hay una versión nueva de la tienda esperando',
    'appUpdate.accepted': "el cliente pide 'Actualizar'",
    'appUpdate.dismissed': "el cliente elige 'Ahora no'",
  },
  guards: {},
};
