import { createElement, lazy, type ComponentType } from 'react';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '../../machines/constants';

const RELOADED_AT_KEY = 'chunk-reloaded-at';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Loads the screen's chunk; once loaded, the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * A lazily loaded screen. A chunk that fails to load (a new deployment removed
 * it) reloads the page, at most once per minute (spec §4), so the customer gets
 * the new build instead of a blank screen.
 *
 * `preload()` lets a server-rendered page resolve its screen before rendering (the server) and
 * before hydrating (the browser), so both render the screen itself, never a fallback.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  const remember = (module: { default: ComponentType<P> }) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() =>
    load()
      .then(remember)
      .catch((error: unknown) => {
        const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
        if (Date.now() - last > CHUNK_RELOAD_MIN_INTERVAL_MS) {
          sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
          window.location.reload();
          return new Promise<never>(() => {});
        }
        throw error;
      }),
  );
  const Page = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(Page, { preload: () => load().then(remember).then(() => undefined) });
}
