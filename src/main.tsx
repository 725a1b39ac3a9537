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
 * (xstate, the machines), then its first snapshot, then react-dom, then the views (the
 * routes, the page's screen), then hydration inside a transition, so React also yields
 * between components.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const { createClientStorefront, readPageData, readCookies, restoredFromPage, pageCatalogue, settlePendingLogout } =
    await import('./app/clientStart');
  await yieldToMain();
  const data = readPageData(document);
  // Hydrate only what was rendered from the cookies the browser has now (see pageDataSchema.cookies);
  // otherwise read them through the schemas (a chunk of its own) and render from scratch. The page
  // carries nothing personal: restoredFromPage completes it from the browser's own cookies.
  const page = data && restoredFromPage(data, document.cookie);
  const cookies = page ?? (await readCookies());
  await yieldToMain();
  const { actor, refs } = createClientStorefront(cookies, data && pageCatalogue(data, page), data?.start ?? null);
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  const { renderApp, prefetchWhenIdle } = await import('./app/clientRender');
  await yieldToMain();
  // Once: by the route when it commits, or by the error page when that took the route's place first
  // (a failed answer before the route's chunk came): either way the app is up and the e2e waits end.
  let mounted = false;
  await renderApp({
    container,
    refs,
    serverRendered: page !== null,
    onMounted: () => {
      if (mounted) return;
      mounted = true;
      if (page) actor.start();
      document.dispatchEvent(new Event(APP_READY_EVENT));
      prefetchWhenIdle();
      settlePendingLogout();
    },
    beforeRender: () => void actor.start(),
  });
}

void start();

// The installable app (src/pwa/): its service worker is registered once the page has loaded and the
// browser is idle, in production builds only (in development it would cache what Vite serves fresh).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const registerWhenIdle = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => void import('./pwa/register').then(({ registerServiceWorker }) => registerServiceWorker()));
  };
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
