import { useSyncExternalStore } from 'react';
import { ERROR_TOAST_TIMEOUT_MS } from '../../machines/constants';
import type { NotifyParams } from '../../machines/system';

/** What the machines' `notify` action shows: toasts that fade, modals that wait for "Aceptar". */
export interface Notice extends NotifyParams {
  id: number;
}

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function notify(params: NotifyParams): void {
  const notice = { ...params, id: nextId++ };
  const show = () => {
    // One toast per link: three quick 'Agregar' leave one 'Ver carrito', the latest.
    const replaced = params.action ? notices.filter((n) => n.action?.to !== params.action!.to) : notices;
    notices = [...replaced, notice];
    emit();
    if (!params.modal) setTimeout(() => dismiss(notice.id), ERROR_TOAST_TIMEOUT_MS);
  };
  // A toast shows once the frame that answers its tap is painted ('Agregar': the header's new count), so
  // its render, style, layout and paint (~16 ms at 4×) do not delay that answer (docs/performance.md).
  // A modal waits for 'Aceptar' and shows at once, as does anything on a page that paints no frame.
  if (params.modal || typeof document === 'undefined' || document.hidden) show();
  else requestAnimationFrame(() => setTimeout(show));
}

export function dismiss(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useNotices = () =>
  useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
