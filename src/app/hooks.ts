import type { SnapshotFrom } from 'xstate';
import type { Product, Provider, SessionAnswer } from '../../machines/schemas';
import type { AccountChanges } from '../../machines/session';
import type { RouteAudience } from '../../machines/boot';
import { useRefs, type StorefrontRefs } from './storefrontRefs';
import { NO_EVENTS, useActorView } from './useActorView';

/**
 * Views read one concern through a selector and send intentions through these
 * hooks; they never build events or apply rules themselves. Both go through useActorView.
 */
type Refs = StorefrontRefs;
const select =
  <K extends keyof Refs>(key: K) =>
  <T>(selector: (snapshot: SnapshotFrom<Refs[K]>) => T, compare?: (a: T, b: T) => boolean): T =>
    useActorView(useRefs()[key] as Refs['cart'], { value: selector as never }, NO_EVENTS, compare && { value: compare as never })
      .value as T;

export const useBoot = select('boot');
export const useSession = select('session');
export const useLocationState = select('location');
export const useCatalogue = select('catalogue');
export const useCart = select('cart');

type LocationEvent = Parameters<Refs['location']['send']>[0];

const cartEvents = {
  /** `quantity`: the product page's choice (the cart raises it to cantidadminima); one otherwise. */
  add: (product: Product, quantity?: number) =>
    ({ type: 'cart.itemAdded', product, ...(quantity === undefined ? {} : { quantity }) }) as const,
  increase: (productId: string) => ({ type: 'cart.quantityIncreased', productId }) as const,
  decrease: (productId: string) => ({ type: 'cart.quantityDecreased', productId }) as const,
  remove: (productId: string) => ({ type: 'cart.itemRemoved', productId, path: window.location.pathname }) as const,
  checkout: () => ({ type: 'cart.checkoutRequested', now: Date.now() }) as const,
  retryVerification: () => ({ type: 'cart.verificationRetried' }) as const,
  /** 'Entendido' under the changed prices. */
  acknowledgePriceChanges: () => ({ type: 'cart.pricesAcknowledged' }) as const,
};

const sessionEvents = {
  /** `redirectTo`: where to go after signing in (the machine keeps it only when site-internal). */
  logIn: (username: string, password: string, redirectTo?: string) =>
    ({ type: 'session.loginRequested', username, password, ...(redirectTo ? { redirectTo } : {}) }) as const,
  logOut: () => ({ type: 'session.logoutRequested' }) as const,
  /** 'Ingresar' (header, side menu): auth mode 0, and the page it was on, to come back to once signed in. */
  startSignIn: () =>
    ({ type: 'session.authModeSet', mode: 0, from: `${window.location.pathname}${window.location.search}` }) as const,
  /** The header's account button: the session decides between /mi-cuenta and signing in (from this page). */
  requestAccount: () =>
    ({ type: 'session.accountRequested', from: `${window.location.pathname}${window.location.search}` }) as const,
  closeIdleWarning: () => ({ type: 'session.idleWarningClosed' }) as const,
  historyNavigated: (sessionCookiePresent: boolean) => ({ type: 'session.historyNavigated', sessionCookiePresent }) as const,
  /** 'Continuar con Google / Facebook'. */
  signInWithProvider: (proveedor: Provider) => ({ type: 'session.providerRequested', proveedor }) as const,
  /** /callback: the provider answered and the state matched. */
  providerReturned: (proveedor: Provider, idToken: string, nonce: string) =>
    ({ type: 'session.providerReturned', proveedor, idToken, nonce }) as const,
  /** /callback: the provider refused, or the answer is not ours. */
  providerFailed: () => ({ type: 'session.providerFailed' }) as const,
  /** /registro: the API created the account and opened its session. */
  registered: (answer: SessionAnswer) => ({ type: 'session.registered', answer }) as const,
  /** /mi-cuenta: the API saved the customer's data. */
  accountUpdated: (account: AccountChanges) => ({ type: 'session.accountUpdated', account }) as const,
};

const bootEvents = {
  acceptCookies: () => ({ type: 'consent.accepted' }) as const,
  /** The footer's 'Retirar consentimiento de cookies' (Ley 1581). */
  withdrawConsent: () => ({ type: 'consent.revoked' }) as const,
  retry: () => ({ type: 'boot.retryRequested' }) as const,
  /** With the page's query: the consent warning remembers the whole page asked for (a recovery link's token). */
  navigated: (path: string) => ({ type: 'navigation.changed', path, search: window.location.search }) as const,
  /** Who is browsing, for the route guards of docs/product.md#roles (the boot machine redirects). */
  audienceChanged: (audience: RouteAudience, path: string) => ({ type: 'navigation.audienceChanged', audience, path }) as const,
};

const locationEvents = {
  requestCities: () => ({ type: 'location.citiesRequested' }) as const,
  chooseCity: (city: string) => ({ type: 'location.cityChosen', city }) as const,
  openSlotForm: () => ({ type: 'location.slotFormOpened' }) as const,
  chooseSlotDay: (day: string) => ({ type: 'location.slotDayChosen', day }) as const,
  chooseSlotTime: (time: string) => ({ type: 'location.slotTimeChosen', time }) as const,
  /** Whether it was accepted, and why not, the location says (selectIsDeliveryAccepted, selectAddressError, selectSlotError). */
  confirmAddress: (event: Omit<Extract<LocationEvent, { type: 'location.addressConfirmed' }>, 'type'>) =>
    ({ type: 'location.addressConfirmed', ...event }) as const,
};

const catalogueEvents = {
  retry: () => ({ type: 'catalogue.retryRequested' }) as const,
};

// The intentions a view sends to one part of the storefront (no selection: sending never re-renders the view).
export const useCartEvents = () => useActorView(useRefs().cart, NO_EVENTS, cartEvents);
export const useSessionEvents = () => useActorView(useRefs().session, NO_EVENTS, sessionEvents);
export const useBootEvents = () => useActorView(useRefs().boot, NO_EVENTS, bootEvents);
export const useLocationEvents = () => useActorView(useRefs().location, NO_EVENTS, locationEvents);
export const useCatalogueEvents = () => useActorView(useRefs().catalogue, NO_EVENTS, catalogueEvents);
