import './styles/global.css';

/** public/start-app.js replays the taps a server-rendered page got before its scripts ran, on this event. */
const APP_READY_EVENT = 'storefront:ready';

/**
 * Gives the browser its main thread back between the start's steps: on a cheap phone each step is
 * a task of its own instead of one long one that would hold a tap for a few hundred milliseconds.
 */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app starts in steps, each module group evaluated in a task of its own: the storefront
 * (xstate, the machines, zod schemas, cookies), then its first snapshot, then the views (React,
 * the routes, the page's screen), then hydration inside a transition, so React also yields
 * between components.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const { createClientStorefront, readPageData } = await import('./app/clientStart');
  await yieldToMain();
  const data = readPageData(document);
  await yieldToMain();
  const { actor, refs, cookieState } = createClientStorefront(data?.catalogue ?? null, data?.start ?? null);
  // Hydrate only what was rendered from the cookies the app reads now (see pageDataSchema.cookieState).
  const page = data && data.cookieState === cookieState ? data : null;
  await yieldToMain();
  const { renderApp, prefetchWhenIdle } = await import('./app/clientRender');
  await yieldToMain();
  await renderApp({
    container,
    refs,
    serverRendered: page !== null,
    onMounted: () => {
      if (page) actor.start();
      document.dispatchEvent(new Event(APP_READY_EVENT));
      prefetchWhenIdle();
    },
    beforeRender: () => void actor.start(),
  });
}

void start();
