import { navigate as browserNavigate } from 'wouter/use-browser-location';
import type { NavigateParams } from '../../machines/system';

/** The machines' `navigate` action: history mode, scrolled to top (docs/product.md#pantallas-y-rutas). */
export function navigate({ to, replace }: NavigateParams): void {
  if (typeof window === 'undefined') return;
  if (window.location.pathname + window.location.search === to) return;
  browserNavigate(to, { replace: replace ?? false });
  window.scrollTo({ top: 0 });
}
