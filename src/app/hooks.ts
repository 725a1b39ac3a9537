import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { Product, Provider, SessionAnswer } from '../../machines/schemas';
import type { AccountChanges } from '../../machines/session';
import type { RouteAudience } from '../../machines/boot';
import { selectIsDeliveryAccepted } from '../../machines/location/selectors';
import { useRefs, type StorefrontRefs } from './storefrontRefs';

/**
 * Views read one concern through a selector and send intentions through these
 * hooks; they never build events or apply rules themselves.
 */
type Refs = StorefrontRefs;
const select =
  <K extends keyof Refs>(key: K) =>
  <T>(selector: (snapshot: SnapshotFrom<Refs[K]>) => T, compare?: (a: T, b: T) => boolean): T =>
    useSelector(useRefs()[key] as never, selector as never, compare as never) as T;

export const useBoot = select('boot');
export const useSession = select('session');
export const useLocationState = select('location');
export const useCatalogue = select('catalogue');
export const useCart = select('cart');

export function useCartEvents() {
  const refs = useRefs();
  return useMemo(
    () => ({
      /** `quantity`: the product page's choice (the cart raises it to cantidadminima); one otherwise. */
      add: (product: Product, quantity?: number) =>
        refs.cart.send({ type: 'cart.itemAdded', product, ...(quantity === undefined ? {} : { quantity }) }),
      increase: (productId: string) => refs.cart.send({ type: 'cart.quantityIncreased', productId }),
      decrease: (productId: string) => refs.cart.send({ type: 'cart.quantityDecreased', productId }),
      remove: (productId: string) => refs.cart.send({ type: 'cart.itemRemoved', productId, path: window.location.pathname }),
      checkout: () => refs.cart.send({ type: 'cart.checkoutRequested', now: Date.now() }),
      retryVerification: () => refs.cart.send({ type: 'cart.verificationRetried' }),
      /** 'Entendido' under the changed prices. */
      acknowledgePriceChanges: () => refs.cart.send({ type: 'cart.pricesAcknowledged' }),
    }),
    [refs],
  );
}

export function useSessionEvents() {
  const refs = useRefs();
  return useMemo(
    () => ({
      /** `redirectTo`: where to go after signing in (the machine keeps it only when site-internal). */
      logIn: (username: string, password: string, redirectTo?: string) =>
        refs.session.send({ type: 'session.loginRequested', username, password, ...(redirectTo ? { redirectTo } : {}) }),
      logOut: () => refs.session.send({ type: 'session.logoutRequested' }),
      /** 'Ingresar' (header, side menu): auth mode 0, and the page it was on, to come back to once signed in. */
      startSignIn: () =>
        refs.session.send({ type: 'session.authModeSet', mode: 0, from: `${window.location.pathname}${window.location.search}` }),
      closeIdleWarning: () => refs.session.send({ type: 'session.idleWarningClosed' }),
      historyNavigated: (sessionCookiePresent: boolean) =>
        refs.session.send({ type: 'session.historyNavigated', sessionCookiePresent }),
      /** 'Continuar con Google / Facebook'. */
      signInWithProvider: (proveedor: Provider) => refs.session.send({ type: 'session.providerRequested', proveedor }),
      /** /callback: the provider answered and the state matched. */
      providerReturned: (proveedor: Provider, idToken: string, nonce: string) =>
        refs.session.send({ type: 'session.providerReturned', proveedor, idToken, nonce }),
      /** /callback: the provider refused, or the answer is not ours. */
      providerFailed: () => refs.session.send({ type: 'session.providerFailed' }),
      /** /registro: the API created the account and opened its session. */
      registered: (answer: SessionAnswer) => refs.session.send({ type: 'session.registered', answer }),
      /** /mi-cuenta: the API saved the customer's data. */
      accountUpdated: (account: AccountChanges) => refs.session.send({ type: 'session.accountUpdated', account }),
    }),
    [refs],
  );
}

export function useBootEvents() {
  const refs = useRefs();
  return useMemo(
    () => ({
      acceptCookies: () => refs.boot.send({ type: 'consent.accepted' }),
      /** The footer's 'Retirar consentimiento de cookies' (Ley 1581). */
      withdrawConsent: () => refs.boot.send({ type: 'consent.revoked' }),
      retry: () => refs.boot.send({ type: 'boot.retryRequested' }),
      /** With the page's query: the consent warning remembers the whole page asked for (a recovery link's token). */
      navigated: (path: string) => refs.boot.send({ type: 'navigation.changed', path, search: window.location.search }),
      /** Who is browsing, for the route guards of docs/product.md#roles (the boot machine redirects). */
      audienceChanged: (audience: RouteAudience, path: string) =>
        refs.boot.send({ type: 'navigation.audienceChanged', audience, path }),
    }),
    [refs],
  );
}

export function useLocationEvents() {
  const refs = useRefs();
  return useMemo(
    () => ({
      requestCities: () => refs.location.send({ type: 'location.citiesRequested' }),
      chooseCity: (city: string) => refs.location.send({ type: 'location.cityChosen', city }),
      openSlotForm: () => refs.location.send({ type: 'location.slotFormOpened' }),
      chooseSlotDay: (day: string) => refs.location.send({ type: 'location.slotDayChosen', day }),
      chooseSlotTime: (time: string) => refs.location.send({ type: 'location.slotTimeChosen', time }),
      /** True when the location machine accepted the address and slot; false: it says why (selectAddressError, selectSlotError). */
      confirmAddress: (
        event: Omit<Extract<Parameters<Refs['location']['send']>[0], { type: 'location.addressConfirmed' }>, 'type'>,
      ) => {
        refs.location.send({ type: 'location.addressConfirmed', ...event });
        return selectIsDeliveryAccepted(refs.location.getSnapshot());
      },
    }),
    [refs],
  );
}

export function useCatalogueEvents() {
  const refs = useRefs();
  return useMemo(() => ({ retry: () => refs.catalogue.send({ type: 'catalogue.retryRequested' }) }), [refs]);
}
