import { useEffect, useRef, useState } from 'react';
import { ROUTE_HEADING_FOCUS_WAIT_MS } from '../../machines/constants';

/**
 * Focuses `main`'s h1 (made focusable, outside the tab order); false while there is none. A heading
 * that comes late never takes focus from where the person has moved since (typing in the search).
 */
function focusMainHeading(main: HTMLElement, atNavigation: Element | null): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  const active = document.activeElement;
  const movedOn = active !== null && active !== document.body && active !== atNavigation && active.isConnected;
  if (movedOn) return true;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * On every route change but the first page: focus moves to the new screen's main heading, so a
 * keyboard or screen-reader user starts reading the new screen instead of staying on the link they
 * pressed (it was removed, or belongs to the old screen). The heading may come later (a lazy chunk,
 * the screen's data): it is waited for, at most ROUTE_HEADING_FOCUS_WAIT_MS.
 */
export function useRouteFocus(path: string, mainId: string): void {
  const firstPath = useRef(path);
  useEffect(() => {
    if (path === firstPath.current) return;
    firstPath.current = '';
    const main = document.getElementById(mainId);
    const atNavigation = document.activeElement;
    if (!main || focusMainHeading(main, atNavigation)) return;
    const observer = new MutationObserver(() => {
      if (focusMainHeading(main, atNavigation)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), ROUTE_HEADING_FOCUS_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [path, mainId]);
}

/**
 * The side menu and the location dialog are mounted only while open and opened by buttons that are
 * not their Radix triggers, so Radix cannot give focus back when they close: this does. `opened()`
 * remembers the element that had focus; `closed()` (Escape, the close button) gives focus back to it
 * once the dialog is gone, unless the route changed meanwhile (then the new heading has it).
 */
export function useFocusReturn(): { opened: () => void; closed: () => void } {
  const opener = useRef<{ element: HTMLElement; path: string } | null>(null);
  // One pair for the component's life: callers list it in their hooks' dependencies.
  const [handlers] = useState(() => ({
    opened: () => {
      const element = document.activeElement;
      opener.current = element instanceof HTMLElement ? { element, path: window.location.pathname } : null;
    },
    closed: () => {
      const from = opener.current;
      opener.current = null;
      if (!from) return;
      requestAnimationFrame(() => {
        if (window.location.pathname === from.path && from.element.isConnected) from.element.focus();
      });
    },
  }));
  return handlers;
}
