import { createElement, lazy, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '../../machines/constants';
import { isOffline, whenOnline } from '../api/connectivity';
import { preloadMoreIcons } from '../ui/Icon';
import { RouteUnavailable } from '../ui/RouteUnavailable';

const RELOADED_AT_KEY = 'chunk-reloaded-at';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Loads the screen's chunk; once loaded, the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * A lazily loaded screen. A chunk that fails to load:
 * - offline: the customer stays in the app on 'Sin conexión' with Reintentar (a reload now would
 *   land on the browser's own offline page); back online, the chunk is asked for again;
 * - online (a new deployment removed it): the page reloads, at most once per minute (docs/product.md#estados-y-transiciones), so
 *   the customer gets the new build; within that minute, a failure panel with Reintentar (a
 *   reload) rather than a blank screen.
 *
 * `preload()` lets a server-rendered page resolve its screen before rendering (the server) and
 * before hydrating (the browser), so both render the screen itself, never a fallback. The same
 * `preload()` prefetches the likely next screens when the browser is idle (routes.tsx).
 */
export function lazyPage<P extends object>(loadScreen: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  // The icons the first route does not draw come with every screen (src/ui/Icon.tsx).
  const load = () => Promise.all([loadScreen(), preloadMoreIcons().catch(() => undefined)]).then(([screen]) => screen);
  let loaded: ComponentType<P> | null = null;
  const listeners = new Set<() => void>();
  const remember = (module: { default: ComponentType<P> }) => {
    loaded = module.default;
    for (const listener of listeners) listener();
    return module;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  /** Reintentar: ask for the chunk again; if that fails while online, a reload can now succeed (offline it would land on the browser's error page). */
  const retry = () => {
    load()
      .then(remember)
      .catch(() => {
        if (!isOffline()) window.location.reload();
      });
  };

  function Unavailable() {
    const offline = isOffline();
    // Back online: the screen comes by itself, without a tap.
    useEffect(() => whenOnline(retry), []);
    return createElement(RouteUnavailable, { offline, onRetry: offline ? retry : () => window.location.reload() });
  }

  const Lazy = lazy(() =>
    load()
      .then(remember)
      .catch(() => {
        if (!isOffline()) {
          const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
          if (Date.now() - last > CHUNK_RELOAD_MIN_INTERVAL_MS) {
            sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
            window.location.reload();
            return new Promise<never>(() => {});
          }
        }
        // React.lazy keeps this answer: the panel stays until a retry loads the real screen (`loaded`).
        return { default: Unavailable as unknown as ComponentType<P> };
      }),
  );
  const Page = (props: P) => {
    const current = useSyncExternalStore(
      subscribe,
      () => loaded,
      () => loaded,
    );
    return createElement((current ?? Lazy) as ComponentType<P>, props);
  };
  return Object.assign(Page, {
    preload: () =>
      load()
        .then(remember)
        .then(() => undefined),
  });
}
