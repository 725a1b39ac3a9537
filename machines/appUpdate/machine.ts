import { setup } from 'xstate';
import type { AppUpdateEvent } from './types';

/**
 * A new version of the installed storefront (a new service worker waiting): the customer is
 * offered to update, and only their 'Actualizar' activates it and reloads the page, so nobody
 * loses what they are typing to an update. 'Ahora no' keeps the running version; the new one
 * takes over the next time the store is opened. The browser side (src/pwa/) reports a waiting
 * worker with `appUpdate.found` and implements `activateUpdate`.
 */
export const appUpdateMachine = setup({
  types: {
    events: {} as AppUpdateEvent,
  },
  actions: {
    /** src: the waiting worker takes over, then the page reloads once it controls it. */
    activateUpdate: () => {},
  },
}).createMachine({
  id: 'appUpdate',
  initial: 'current',
  states: {
    current: {
      description: 'La tienda está al día: no se ofrece nada.',
      on: { 'appUpdate.found': 'available' },
    },
    available: {
      description: "Hay una versión nueva lista: se ofrece 'Actualizar' o 'Ahora no'.",
      on: { 'appUpdate.accepted': 'updating', 'appUpdate.dismissed': 'postponed' },
    },
    postponed: {
      description:
        'El cliente sigue con la versión abierta; la nueva se usará la próxima vez que abra la tienda, o se ofrece otra vez si llega otra.',
      on: { 'appUpdate.found': 'available' },
    },
    updating: {
      description: 'Se activa la versión nueva y la página se recarga.',
      entry: 'activateUpdate',
    },
  },
});
