import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './App';
import { createClientStorefront } from './app/storefront';
import { readPageData } from './app/pageData';
import { preloadPage } from './routes';

/** public/start-app.js replays the taps a server-rendered page got before its scripts ran, on this event. */
const APP_READY_EVENT = 'storefront:ready';

/**
 * Gives the browser its main thread back between the start's steps (reading the page's data,
 * creating the storefront, hydrating): on a cheap phone each is a task of its own instead of one
 * long one that would hold a tap for a few hundred milliseconds.
 */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  await yieldToMain();
  const data = readPageData(document);
  await yieldToMain();
  const { actor, refs, cookieState } = createClientStorefront(data?.catalogue ?? null);
  // Hydrate only what was rendered from the cookies the app reads now (see pageDataSchema.cookieState).
  const page = data && data.cookieState === cookieState ? data : null;
  const onMounted = () => {
    if (page) actor.start();
    document.dispatchEvent(new Event(APP_READY_EVENT));
  };
  const app = (
    <StrictMode>
      <App refs={refs} serverRendered={page !== null} onMounted={onMounted} />
    </StrictMode>
  );

  // A page the server rendered is hydrated once its screen's chunk (preloaded with the entry) is in,
  // so the first render is the server's markup exactly; without one (the Vite dev server, the
  // screens the browser renders alone, cookies changed since the request) the app renders from scratch.
  // Hydrating in a transition lets React yield to the browser between components.
  if (page) {
    await preloadPage(window.location.pathname).catch(() => undefined);
    await yieldToMain();
    startTransition(() => void hydrateRoot(container, app));
  } else {
    actor.start();
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
