/**
 * Installs the service worker (src/pwa/worker/sw.ts) and offers its updates through the
 * appUpdate statechart. Loaded on idle after the page has loaded (src/main.tsx), so neither
 * workbox-window nor this notice weighs on the first route.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { createActor } from 'xstate';
import { appUpdateMachine } from '../../machines/appUpdate';
import { UpdateNotice } from './UpdateNotice';

export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  const actor = createActor(
    appUpdateMachine.provide({
      actions: {
        activateUpdate: () => {
          // The page reloads once the new worker controls it, so every script comes from one version.
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    }),
  ).start();
  workbox.addEventListener('waiting', () => actor.send({ type: 'appUpdate.found' }));

  // The notice lives outside the app's tree: it appears over any screen and never re-renders the page.
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(createElement(UpdateNotice, { actor }));

  void workbox.register().catch(() => {
    // No worker (private mode, blocked): the store works online as before.
  });
}
