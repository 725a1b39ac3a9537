import { useSyncExternalStore } from 'react';
import { SCREEN_CLOCK_TICK_MS } from '../../machines/constants';

/**
 * The time a screen shows facts of ('Abierto ahora'): read from the clock, never while rendering,
 * and held for the whole tick so every render of that minute agrees.
 */
export const screenClockNow = (): number => Math.floor(Date.now() / SCREEN_CLOCK_TICK_MS) * SCREEN_CLOCK_TICK_MS;

/** Calls `onTick` as each tick begins, until the returned function is called. */
export function subscribeToScreenClock(onTick: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    timer = setTimeout(
      () => {
        onTick();
        arm();
      },
      SCREEN_CLOCK_TICK_MS - (Date.now() % SCREEN_CLOCK_TICK_MS),
    );
  };
  arm();
  return () => clearTimeout(timer);
}

/** The screen clock's time; the component renders again when a new tick begins. */
export function useScreenClock(): number {
  return useSyncExternalStore(subscribeToScreenClock, screenClockNow, screenClockNow);
}
