import { useEffect, useState, useSyncExternalStore } from 'react';
import { LAYOUT_REVEAL_DELAY_MS, SCROLL_TO_TOP_THRESHOLD_PX } from '../../machines/constants';
import { isOffline, subscribeConnectivity } from '../api/connectivity';

/** Browser facts the layout shows: connectivity, scroll position, pointer kind, first paint. */

/** Online as the store judges it (src/api/connectivity.ts), not only as the browser says. */
export const useIsOnline = () =>
  useSyncExternalStore(
    subscribeConnectivity,
    () => !isOffline(),
    () => true,
  );

const subscribeScroll = (cb: () => void) => {
  window.addEventListener('scroll', cb, { passive: true });
  return () => window.removeEventListener('scroll', cb);
};
/** The scroll-to-top button appears after 20 px of scroll (docs/product.md#pantallas-y-rutas). */
export const useIsScrolledPastTop = () =>
  useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX,
    () => false,
  );

export function useOnScroll(callback: () => void) {
  // DOM glue: a window scroll listener.
  useEffect(() => subscribeScroll(callback), [callback]);
}

const HOVER_QUERY = '(hover: hover) and (min-width: 1024px)';
const subscribeHover = (cb: () => void) => {
  const mq = window.matchMedia(HOVER_QUERY);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
};
/** The cart preview on hover is for desktop only. */
export const useCanHover = () =>
  useSyncExternalStore(
    subscribeHover,
    () => window.matchMedia(HOVER_QUERY).matches,
    () => false,
  );

/**
 * The full-screen loading overlay lifts about 200 ms after mount (docs/product.md#pantallas-y-rutas). A page the server
 * rendered arrives complete, so it is never covered: the overlay is for an app that starts
 * empty (the Vite dev server).
 */
export function useIsRevealed(initiallyRevealed = false) {
  // DOM glue: whether the first paint has happened (the loading overlay lifts), not a fact of any machine.
  const [revealed, setRevealed] = useState(initiallyRevealed);
  useEffect(() => {
    if (revealed) return;
    const id = setTimeout(() => setRevealed(true), LAYOUT_REVEAL_DELAY_MS);
    return () => clearTimeout(id);
  }, [revealed]);
  return revealed;
}
