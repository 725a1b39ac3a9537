import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { bootMachine } from '../../machines/boot';
import { cartMachine } from '../../machines/cart';
import { catalogueMachine } from '../../machines/catalogue';
import { locationMachine } from '../../machines/location';
import { sessionMachine } from '../../machines/session';
import { storefrontMachine } from '../../machines/storefront';
import { SYSTEM_IDS } from '../../machines/system';
import { COOKIES } from '../../machines/constants';
import { messages } from '../../machines/messages';
import type { PageStart } from '../../machines/schemas/pageData';
import { checkStatus } from '../api/statusCheck';
import * as cookies from '../storage/cookieWrites';
import { hasCookie, rawCookies } from '../storage/rawCookies';
import { forgetOfflineCopies } from '../pwa/offlineCopies';
import { visitStorage } from '../storage/visit';
import { navigate } from './navigation';
import { notify } from './notifications';

/**
 * The one place where the browser implements the effects the machines name:
 * API calls, cookies, navigation, notifications and DOM listeners.
 *
 * A server-rendered page brings the answers of two start calls (preferences, generic sales points)
 * in its data block; the status service is asked at every start, with a plain fetch
 * (src/api/statusCheck.ts: it has the last word). Every other call, with its zod schema,
 * and the session's multi-call effects are imported the first time an effect makes one (the
 * start's two, src/api/startCalls.ts, apart from the rest), so the first route downloads no HTTP
 * client. An action that hands work to such a module reads what it needs from cookies first (the
 * next action may clear them). Cookies are written at once, without a cookie library
 * (src/storage/cookieWrites.ts).
 */
export const loadApi = () => import('../api/endpoints').then((m) => m.api);
const loadStartCalls = () => import('../api/startCalls').then((m) => m.startCalls);
const loadSessionEffects = () => import('./sessionEffects');

/**
 * The start calls' answers of a server-rendered page (its data block, pageStartSchema): the
 * first call of each is answered from here, later ones (a retry) ask the API. A page without
 * them (the app shell, the Vite dev server) makes the calls.
 */
let pageStart: Partial<PageStart> = {};
export const setPageStart = (start: PageStart | null) => {
  pageStart = start ? { ...start } : {};
};
function fromPage<K extends keyof PageStart>(key: K): PageStart[K] | undefined {
  const answer = pageStart[key];
  delete pageStart[key];
  return answer;
}

/** The running system, for effects that need a sibling's state (the session's token). */
let system: { get: (id: string) => AnyActorRef | undefined } | null = null;
export const bindSystem = (s: typeof system) => {
  system = s;
};
export const token = (): string | null => system?.get(SYSTEM_IDS.session)?.getSnapshot().context.user?.token ?? null;

/** The navigate and notify effects every machine names. */
export const shared = {
  navigate: (_: unknown, params: Parameters<typeof navigate>[0]) => navigate(params),
  notify: (_: unknown, params: Parameters<typeof notify>[0]) => notify(params),
};

/**
 * A logout that has not reached the server yet (made offline, and the page closed before the
 * connection came back): its cerrar_sesion is sent now, which ends that session and clears the
 * HttpOnly refresh cookie. Called once the app is up (src/main.tsx).
 */
export function settlePendingLogout(): void {
  if (hasCookie(COOKIES.logoutPending)) void loadSessionEffects().then((m) => m.revokeRememberedSession({ token: null }));
}

export const abandonedCartFailed = () => notify({ level: 'warning', message: messages.cart.abandonedCartFailed });

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'touchstart', 'scroll'] as const;
/** Activity is counted at most once a second: enough to restart a 4-hour timer. */
const ACTIVITY_THROTTLE_MS = 1_000;

export const providedStorefront = storefrontMachine.provide({
  actors: {
    boot: bootMachine.provide({
      actors: {
        // Never from the page: the status service has the last word on every page.
        checkStatus: fromPromise(({ signal }) => checkStatus(signal)),
        loadPreferences: fromPromise(
          async ({ signal }) => fromPage('preferences') ?? (await loadStartCalls()).preferences({ signal }),
        ),
      },
      actions: {
        ...shared,
        persistConsent: (_, params) => {
          cookies.setCookiesAccepted(params.accepted);
          // Withdrawn: the offline copies of pages go with the cookies.
          if (!params.accepted) void forgetOfflineCopies();
        },
        persistReturnPage: (_, params) => visitStorage.persistReturnPage(params.page),
      },
    }),
    session: sessionMachine.provide({
      actors: {
        logIn: fromPromise(async ({ input, signal }) => (await loadApi()).logIn(input, { signal })),
        logInWithProvider: fromPromise(async ({ input, signal }) => (await loadApi()).logInWithProvider(input, { signal })),
        refreshToken: fromPromise(async ({ signal }) => (await loadSessionEffects()).refreshAccessToken(signal)),
        resumeSession: fromPromise(async ({ signal }) => (await loadSessionEffects()).resumeRememberedSession(signal)),
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
        persistSession: (_, params) => cookies.saveSession(params.user),
        clearSession: () => {
          cookies.clearSession();
          cookies.clearConsentDependent();
          // Nothing of the customer stays on the device: the service worker's copies of pages go too.
          void forgetOfflineCopies();
        },
        revokeSession: ({ context }) => {
          // Read now: clearSession and resetSession, the next actions, remove them. Marked pending until
          // the server answers, so a logout made offline still reaches it (settlePendingLogout).
          const revocation = {
            token: context.user?.token ?? null,
            legacy: rawCookies(document.cookie).get(COOKIES.legacyRefreshToken),
          };
          cookies.markLogoutPending();
          void loadSessionEffects().then((m) => m.revokeRememberedSession(revocation));
        },
        startProviderSignIn: (_, params) => void loadSessionEffects().then((m) => m.startProviderSignIn(params.proveedor)),
        rememberProviderLink: (_, params) =>
          void import('../storage/providerSignIn').then((m) => m.providerSignIn.rememberLink(params)),
      },
    }),
    location: locationMachine.provide({
      actors: {
        loadGenericSalesPoints: fromPromise(
          async ({ signal }) => fromPage('genericSalesPoints') ?? (await loadStartCalls()).genericSalesPoints({ signal }),
        ),
        loadCities: fromPromise(async ({ signal }) => (await loadApi()).cities({ signal })),
        loadSalesPointForCity: fromPromise(async ({ input, signal }) =>
          (await loadApi()).salesPointForCity(input.city, { signal }),
        ),
      },
      actions: {
        ...shared,
        persistLocation: (_, params) => cookies.saveLocation(params),
        saveDeliveryAddress: (_, params) =>
          void import('../features/addresses/addressBook').then((m) => m.saveTypedAddress(params.address)),
      },
    }),
    catalogue: catalogueMachine.provide({
      actors: {
        loadCatalogue: fromPromise(async ({ input, signal }) => {
          const api = await loadApi();
          const [products, categories] = await Promise.all([api.products(input, { signal }), api.categories({ signal })]);
          return { products, categories };
        }),
      },
    }),
    cart: cartMachine.provide({
      actors: {
        verifyCart: fromPromise(async ({ input, signal }) =>
          (await loadApi()).filterProducts(
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
        persistCart: (_, params) => cookies.saveCart(params.lines, params.coupons),
        syncAbandonedCart: (_, params) => {
          const bearer = token();
          void loadApi()
            .then((api) => api.syncAbandonedCart(params, { token: bearer }))
            .catch(abandonedCartFailed);
        },
      },
    }),
  },
});
