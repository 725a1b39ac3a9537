import { useSyncExternalStore } from 'react';
import { ERROR_TOAST_TIMEOUT_MS } from '../../machines/constants';
import type { NotifyParams } from '../../machines/system';

/** What the machines' `notify` action shows: toasts that fade, modals that wait for "Aceptar". */
export interface Notice extends NotifyParams {
  id: number;
}

/** Every notice not yet dismissed. */
let notices: readonly Notice[] = [];
/** What the views read: a new toast is published after the frame that answers the tap that raised it. */
let published = notices;
let nextId = 1;
const listeners = new Set<() => void>();
const publish = () => {
  if (published === notices) return;
  published = notices;
  listeners.forEach((l) => l());
};

/**
 * Runs `fn` once the browser has painted the current frame. A tap's own frame then shows what the tap
 * changed (the header's count, the button), and the toast mounts in the next one: its render, style,
 * layout and paint (~16 ms at 4×) no longer delay the answer to 'Agregar' (docs/performance.md).
 * A hidden page paints no frame, so there it runs at once.
 */
function afterNextPaint(fn: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') return fn();
  requestAnimationFrame(() => setTimeout(fn, 0));
}

export function notify(params: NotifyParams): void {
  const notice = { ...params, id: nextId++ };
  // One toast per link: three quick 'Agregar' leave one 'Ver carrito', the latest.
  const replaced = params.action ? notices.filter((n) => n.action?.to !== params.action!.to) : notices;
  notices = [...replaced, notice];
  // A modal waits for 'Aceptar' and takes the focus: it shows in the frame of what raised it.
  if (params.modal) publish();
  else {
    afterNextPaint(publish);
    setTimeout(() => dismiss(notice.id), ERROR_TOAST_TIMEOUT_MS);
  }
}

export function dismiss(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  publish();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useNotices = () =>
  useSyncExternalStore(
    subscribe,
    () => published,
    () => published,
  );
