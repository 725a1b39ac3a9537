import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { bootMachine } from '../../machines/boot';
import { cartMachine } from '../../machines/cart';
import { catalogueMachine } from '../../machines/catalogue';
import { checkoutMachine } from '../../machines/checkout';
import { locationMachine } from '../../machines/location';
import { sessionMachine } from '../../machines/session';
import { storefrontMachine } from '../../machines/storefront';
import { errorPageMachine } from '../../machines/errorPage';
import { registrationPopupMachine } from '../../machines/registrationPopup';
import { SYSTEM_IDS } from '../../machines/system';
import { messages } from '../../machines/messages';
import { api } from '../api/endpoints';
import { cookieStorage } from '../storage/cookies';
import { navigate, openPaymentPage } from './navigation';
import { notify } from './notifications';
import { providerSignIn } from '../storage/providerSignIn';
import { refreshAccessToken, resumeRememberedSession, revokeRememberedSession, startProviderSignIn } from './sessionEffects';

/**
 * The one place where the browser implements the effects the machines name:
 * API calls, cookies, navigation, notifications and DOM listeners.
 */

/** The running system, for effects that need a sibling's state (the session's token). */
let system: { get: (id: string) => AnyActorRef | undefined } | null = null;
export const bindSystem = (s: typeof system) => {
  system = s;
};
const token = (): string | null => system?.get(SYSTEM_IDS.session)?.getSnapshot().context.user?.token ?? null;

const shared = {
  navigate: (_: unknown, params: Parameters<typeof navigate>[0]) => navigate(params),
  notify: (_: unknown, params: Parameters<typeof notify>[0]) => notify(params),
};

const abandonedCartFailed = () => notify({ level: 'warning', message: messages.cart.abandonedCartFailed });

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'touchstart', 'scroll'] as const;
/** Activity is counted at most once a second: enough to restart a 4-hour timer. */
const ACTIVITY_THROTTLE_MS = 1_000;

export const providedStorefront = storefrontMachine.provide({
  actors: {
    boot: bootMachine.provide({
      actors: {
        checkStatus: fromPromise(({ signal }) => api.status({ signal })),
        loadPreferences: fromPromise(({ signal }) => api.preferences({ signal })),
      },
      actions: {
        ...shared,
        persistConsent: (_, params) => cookieStorage.setCookiesAccepted(params.accepted),
      },
    }),
    session: sessionMachine.provide({
      actors: {
        logIn: fromPromise(({ input, signal }) => api.logIn(input, { signal })),
        logInWithProvider: fromPromise(({ input, signal }) => api.logInWithProvider(input, { signal })),
        refreshToken: fromPromise(({ signal }) => refreshAccessToken(signal)),
        resumeSession: fromPromise(({ signal }) => resumeRememberedSession(signal)),
        watchActivity: fromCallback(({ sendBack }) => {
          let last = 0;
          const onActivity = () => {
            const now = Date.now();
            if (now - last < ACTIVITY_THROTTLE_MS) return;
            last = now;
            sendBack({ type: 'session.activity' });
          };
          for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
          return () => {
            for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
          };
        }),
      },
      actions: {
        ...shared,
        persistSession: (_, params) => cookieStorage.saveSession(params.user, params.refreshToken),
        clearSession: () => {
          cookieStorage.clearSession();
          cookieStorage.clearConsentDependent();
        },
        revokeSession: () => revokeRememberedSession(),
        startProviderSignIn: (_, params) => startProviderSignIn(params.proveedor),
        rememberProviderLink: (_, params) => providerSignIn.rememberLink(params),
      },
    }),
    location: locationMachine.provide({
      actors: {
        loadGenericSalesPoints: fromPromise(({ signal }) => api.genericSalesPoints({ signal })),
        loadCities: fromPromise(({ signal }) => api.cities({ signal })),
        loadSalesPointForCity: fromPromise(({ input, signal }) => api.salesPointForCity(input.city, { signal })),
      },
      actions: {
        ...shared,
        persistLocation: (_, params) => cookieStorage.saveLocation(params),
      },
    }),
    catalogue: catalogueMachine.provide({
      actors: {
        loadCatalogue: fromPromise(async ({ input, signal }) => {
          const [products, categories] = await Promise.all([api.products(input, { signal }), api.categories({ signal })]);
          return { products, categories };
        }),
      },
    }),
    cart: cartMachine.provide({
      actors: {
        verifyCart: fromPromise(({ input, signal }) =>
          api.filterProducts(
            {
              pdv_id: input.query.pdv,
              fecha_pedido: input.query.date,
              buscar: '',
              id: input.query.document,
              konda: input.query.konda,
              cat_id: '',
              crudocarta: 'G',
              productos: input.codes.map((codigo_producto) => ({ codigo_producto })),
            },
            { signal },
          ),
        ),
      },
      actions: {
        ...shared,
        persistCart: (_, params) => cookieStorage.saveCart(params.lines, params.coupons),
        syncAbandonedCart: (_, params) => {
          void api.syncAbandonedCart(params, { token: token() }).catch(abandonedCartFailed);
        },
      },
    }),
    checkout: checkoutMachine.provide({
      actors: {
        sendOrder: fromPromise(({ input, signal }) => api.sendOrder(input.order, input.idempotencyKey, { signal, token: token() })),
      },
      actions: {
        ...shared,
        openPaymentPage: (_, params) => openPaymentPage(params.url),
        clearAbandonedCart: (_, params) => {
          void api.syncAbandonedCart({ mode: 'clear', username: params.username, lines: [] }, { token: token() }).catch(abandonedCartFailed);
        },
      },
    }),
  },
});

// ─── Registration popup and error page (machines/registrationPopup.ts, machines/errorPage.ts) ───

/** The registration-coupon popup the Layout starts (once, with useActorRef). */
export const providedRegistrationPopup = registrationPopupMachine.provide({
  actors: {
    loadRegistrationCoupons: fromPromise(({ input, signal }) => api.registrationCoupons(input.fecha, { signal })),
  },
  actions: {
    navigate: shared.navigate,
    disableCouponPopup: () => cookieStorage.disableCouponPopup(),
  },
});

/** The app-level error page (429 countdown, 500+ maintenance) raised by failed API answers. */
export const providedErrorPage = errorPageMachine.provide({
  actions: {
    reloadPage: () => window.location.reload(),
    goBack: () => window.history.back(),
  },
});
