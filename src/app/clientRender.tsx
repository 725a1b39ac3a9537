import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import { PREFETCH_IDLE_TIMEOUT_MS } from '../../machines/constants';
import { prefetchOrderPathPages, preloadPage } from '../routes';
import type { StorefrontRefs } from './storefrontRefs';
import { setHydratingServerHtml } from './staticIsland';

export interface RenderOptions {
  container: HTMLElement;
  refs: StorefrontRefs;
  /** The page came from the server, rendered from the same cookies: hydrate it. */
  serverRendered: boolean;
  /** When the route's content has committed (src/routes.tsx MountSignal). */
  onMounted: () => void;
  /** Before a render from scratch (no server markup to match): the storefront may start at once. */
  beforeRender: () => void;
}

/**
 * A page the server rendered is hydrated once its screen's chunk is in, so the first render is the
 * server's markup exactly, inside a transition so that React yields to the browser between
 * components; without one (the Vite dev server, the screens the browser renders alone, cookies
 * changed since the request) the app renders from scratch.
 */
export async function renderApp({ container, refs, serverRendered, onMounted, beforeRender }: RenderOptions): Promise<void> {
  const app = (
    <StrictMode>
      <App
        refs={refs}
        serverRendered={serverRendered}
        onMounted={() => {
          // From here on a newly mounted island renders its component (src/app/staticIsland.tsx).
          setHydratingServerHtml(false);
          onMounted();
        }}
      />
    </StrictMode>
  );
  if (serverRendered) {
    await preloadPage(window.location.pathname).catch(() => undefined);
    setHydratingServerHtml(true);
    startTransition(() => void hydrateRoot(container, app));
  } else {
    beforeRender();
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

/**
 * Once the visitor engages (a first tap, key or scroll) and the browser is idle (at most
 * PREFETCH_IDLE_TIMEOUT_MS later): the order path's screens, so a dropped connection does not stop
 * the order. Not before: a visitor who only looks downloads no more than the first route (its
 * JavaScript budget, e2e/server-rendering.spec.ts), and neither does a page audit.
 */
export function prefetchWhenIdle(): void {
  const events = ['pointerdown', 'keydown', 'scroll'] as const;
  const start = () => {
    for (const type of events) window.removeEventListener(type, start);
    const prefetch = () => void prefetchOrderPathPages();
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    else setTimeout(prefetch, PREFETCH_IDLE_TIMEOUT_MS);
  };
  for (const type of events) window.addEventListener(type, start, { once: true, passive: true });
}
