import { useSyncExternalStore } from 'react';
import { selectIsInMaintenance } from '../../machines/boot';
import { onApiFailure } from '../api/failures';
import { clientRefs } from './storefront';

/**
 * Loads the error page (src/app/errorPage.ts: its machine, its actor) at the first failed API
 * answer, and hands every failure to it in order, with whether the site was in maintenance at
 * that moment. The Layout reads the loaded module with `useErrorPage()`: null until then, when
 * nothing has failed and so the error page would show nothing.
 */
// The view comes with the actor, so the page shows in the same render as its status (a lazy view
// would suspend once and leave the main content blank for a moment).
type ErrorPageModule = typeof import('./errorPage') & { ErrorView: typeof import('../ui/ErrorView').ErrorView };

let loaded: ErrorPageModule | null = null;
let loading: Promise<ErrorPageModule> | null = null;
const listeners = new Set<() => void>();

const load = (): Promise<ErrorPageModule> =>
  (loading ??= Promise.all([import('./errorPage'), import('../ui/ErrorView')]).then(([module, view]) => {
    const withView = { ...module, ErrorView: view.ErrorView };
    loaded = withView;
    for (const listener of listeners) listener();
    return withView;
  }));

const isInMaintenance = () => selectIsInMaintenance(clientRefs().boot.getSnapshot());

onApiFailure((report) => {
  const inMaintenanceThen = isInMaintenance();
  // Asked again once the page is loaded: a 503 that came before the status check answered is said by
  // the maintenance page the boot has opened since (with its staff link), not by a second page over it.
  void load().then((module) => module.reportFailure(report, inMaintenanceThen || isInMaintenance()));
});

/** A screen threw while rendering (the Layout's error boundary): 'Ha ocurrido un error'. */
export function reportCrash(): void {
  void load().then((module) => module.errorPage.send({ type: 'errorPage.crashed' }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The error page's actor once loaded (a route change clears what it shows), else undefined. */
export const currentErrorPage = () => loaded?.errorPage;

export const useErrorPage = (): ErrorPageModule | null =>
  useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
