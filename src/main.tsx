import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './App';
import { createClientStorefront } from './app/storefront';
import { readPageData } from './app/pageData';
import { preloadPage } from './routes';

const container = document.getElementById('root')!;
const data = readPageData(document);
const { actor, refs, cookieState } = createClientStorefront(data?.catalogue ?? null);
// Hydrate only what was rendered from the cookies the app reads now (see pageDataSchema.cookieState).
const page = data && data.cookieState === cookieState ? data : null;
/** public/start-app.js replays the taps a server-rendered page got before its scripts ran, on this event. */
const APP_READY_EVENT = 'storefront:ready';
function onMounted() {
  if (page) actor.start();
  document.dispatchEvent(new Event(APP_READY_EVENT));
}
const app = (
  <StrictMode>
    <App refs={refs} serverRendered={page !== null} onMounted={onMounted} />
  </StrictMode>
);

// A page the server rendered is hydrated once its screen's chunk (preloaded with the entry) is in,
// so the first render is the server's markup exactly; without one (the Vite dev server, the
// screens the browser renders alone, cookies changed since the request) the app renders from scratch.
// Hydrating in a transition lets React yield to the browser between components: a cheap phone's
// main thread is never held long (Lighthouse's total blocking time).
if (page) {
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  actor.start();
  container.replaceChildren();
  createRoot(container).render(app);
}
