import { navigate as browserNavigate } from 'wouter/use-browser-location';
import type { NavigateParams } from '../../machines/system';

/** The machines' `navigate` action: history mode, scrolled to top (spec §2). */
export function navigate({ to, replace }: NavigateParams): void {
  if (typeof window === 'undefined') return;
  if (window.location.pathname + window.location.search === to) return;
  browserNavigate(to, { replace: replace ?? false });
  window.scrollTo({ top: 0 });
}

/**
 * Leaves the storefront for the payment provider's page (a site path for the sandbox,
 * an https URL for a real provider). Anything else is refused: the URL comes from the
 * API, and a javascript: or foreign http: address must never be followed.
 */
export function openPaymentPage(url: string): void {
  if (typeof window === 'undefined') return;
  let target: URL;
  try {
    target = new URL(url, window.location.origin);
  } catch {
    return;
  }
  const sameOrigin = target.origin === window.location.origin;
  if (!sameOrigin && target.protocol !== 'https:') return;
  window.location.assign(target.href);
}
