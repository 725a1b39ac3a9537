import { lazy, type ComponentType } from 'react';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '../../machines/constants';

const RELOADED_AT_KEY = 'chunk-reloaded-at';

/**
 * A lazily loaded screen. A chunk that fails to load (a new deployment removed
 * it) reloads the page, at most once per minute (spec §4), so the customer gets
 * the new build instead of a blank screen.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
      if (Date.now() - last > CHUNK_RELOAD_MIN_INTERVAL_MS) {
        sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }),
  );
}
