/**
 * The update notice on the appUpdate statechart: one actor for the page, told of every new
 * waiting version; 'Actualizar' hands the page to the waiting worker, which then reloads it.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor, type ActorRefFrom } from 'xstate';
import { appUpdateMachine } from '../../machines/appUpdate';
import { SKIP_WAITING_MESSAGE } from './offlinePolicy';
import { UpdateNotice } from './UpdateNotice';

let actor: ActorRefFrom<typeof appUpdateMachine> | null = null;
let current: ServiceWorkerRegistration | null = null;

function startNotice(): ActorRefFrom<typeof appUpdateMachine> {
  const started = createActor(
    appUpdateMachine.provide({
      actions: {
        activateUpdate: () => {
          // The page reloads once the new worker controls it, so every script comes from one version.
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
          current?.waiting?.postMessage({ type: SKIP_WAITING_MESSAGE });
        },
      },
    }),
  ).start();
  // The notice lives outside the app's tree: it appears over any screen and never re-renders the page.
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(createElement(UpdateNotice, { actor: started }));
  return started;
}

export function offerUpdate(registration: ServiceWorkerRegistration): void {
  current = registration;
  actor ??= startNotice();
  actor.send({ type: 'appUpdate.found' });
}
