import { useEffect, useRef } from 'react';
import { ROUTE_HEADING_FOCUS_WAIT_MS } from '../../machines/constants';

/** Focuses `main`'s h1 (made focusable, outside the tab order); false while there is none. */
function focusMainHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
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
    if (!main || focusMainHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (focusMainHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), ROUTE_HEADING_FOCUS_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [path, mainId]);
}
