/**
 * Leaves the storefront for the payment provider's page (a site path for the sandbox,
 * an https URL for a real provider). Anything else is refused: the URL comes from the
 * API, and a javascript: or foreign http: address must never be followed. Only the
 * checkout and the payment result use it (src/features/checkout/checkout.ts, src/features/checkout/payment.ts): not
 * with the machines' navigate (src/app/navigation.ts), which the first route carries.
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
