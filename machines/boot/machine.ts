import { and, assign, enqueueActions, fromPromise, sendTo, setup, stateIn } from 'xstate';
import { PATHS } from '../paths';
import { MAINTENANCE_PREFERENCE_KEY, MAINTENANCE_PREFERENCE_ON, STATUS_CHECK_TIMEOUT_MS } from '../constants';
import { messages } from '../messages';
import type { Preference } from '../schemas/session';
import { SYSTEM_IDS, type NavigateParams, type NotifyParams } from '../system';
import { guardRedirect, sitePagePath } from '../rules/routeGuards';
import type { BootContext, BootEvent, BootInput, MaintenanceCause, RouteAudience, StatusAnswer } from './types';

/**
 * Boot (docs/product.md#estados-y-transiciones "Cookie consent" and "Maintenance"): the status check, the
 * preferences, cookie consent, and the route rules both impose.
 *
 * Two parallel regions:
 * - `status`: checkingStatus → loadingPreferences → ready, or maintenance.
 * - `consent`: pending ⇄ accepted.
 *
 * src reports every route change (including the ones `navigate` causes) with
 * `navigation.changed { path, search }`; the initial page comes in the input. It also reports who
 * is browsing (`navigation.audienceChanged`: signed in, delivery time chosen, administrator,
 * a remembered session still resuming), so the route guards of docs/product.md#roles (rules/routeGuards)
 * are applied here too, after maintenance and consent: one place redirects.
 *
 * The consent warning's redirect home remembers the page asked for (path and query: a recovery
 * link's token), in context and, for a reload of /, in this tab's storage (`persistReturnPage`);
 * 'Aceptar' on / continues there. Consent given forgets it.
 */

/** Paths containing this stay reachable in maintenance (docs/product.md#pantallas-y-rutas, docs/product.md#estados-y-transiciones). */
export const PREFERENCES_PATH_FRAGMENT = 'preferencias';

/** Pure route rules, shared by the guards below. */
export const isHomePath = (path: string): boolean => path === PATHS.index;
export const isMaintenancePath = (path: string): boolean => path === PATHS.mantenimiento;
/**
 * /login stays open in maintenance too (a deliberate widening of docs/product.md#estados-y-transiciones): /preferencias,
 * which the spec keeps open, is for administrators, and an administrator who is signed out could
 * otherwise never reach it to switch maintenance off (the API lets the login through in maintenance).
 * A customer who signs in there is sent home, which is closed: back to /mantenimiento.
 */
export const isStaffLoginPath = (path: string): boolean => path === PATHS.login;
export const isReachableInMaintenance = (path: string): boolean =>
  isMaintenancePath(path) || path.includes(PREFERENCES_PATH_FRAGMENT) || isStaffLoginPath(path);
/**
 * The public menu (/productos and its category and product pages): a document anyone may read,
 * a search engine included, that stores nothing. The server renders it for crawlers
 * and first visits, so it is open without cookie acceptance like / (a deliberate widening of
 * docs/product.md#pantallas-y-rutas, which opens only /; docs/architecture.md "Server rendering").
 */
export const isPublicMenuPath = (path: string): boolean => path === PATHS.productos || path.startsWith(`${PATHS.productos}/`);
/** docs/product.md#pantallas-y-rutas: only / (and the public menu) is reachable without cookie acceptance; the maintenance page is never gated. */
export const isCookieGatedPath = (path: string): boolean =>
  !isHomePath(path) && !isMaintenancePath(path) && !isPublicMenuPath(path);
export const isMaintenancePreferenceOn = (preferences: readonly Preference[]): boolean =>
  preferences.some((p) => p.llave === MAINTENANCE_PREFERENCE_KEY && p.valor.trim().toUpperCase() === MAINTENANCE_PREFERENCE_ON);

/** The page asked for, path and query ('' or '?…'), as a consent redirect remembers it; null when it is not this site's. */
export const requestedPage = (path: string, search: string | undefined): string | null =>
  sitePagePath(search && search.startsWith('?') && search.length > 1 ? `${path}${search}` : path);

/** At start: the page opened, when the consent warning will send it home (resolving); else the one this tab remembered. */
const startReturnPage = (input: BootInput): string | null =>
  !input.cookiesAccepted && isCookieGatedPath(input.path)
    ? requestedPage(input.path, input.search)
    : sitePagePath(input.returnPage);

/** Guard params of the route rules: the path an event reports, or the last known one. */
const pathOfEvent = ({ event }: { event: { path: string } }) => ({ path: event.path });
const pathOfContext = ({ context }: { context: { path: string } }) => ({ path: context.path });

/** Where the route guards of docs/product.md#roles send this audience instead of the path, or null (none known yet, or resuming). */
export function routeGuardRedirect(path: string, audience: RouteAudience | null): string | null {
  if (audience === null || audience.isResuming) return null;
  return guardRedirect(path, audience);
}

export const bootMachine = setup({
  types: {
    input: {} as BootInput,
    context: {} as BootContext,
    events: {} as BootEvent,
  },
  actors: {
    /** GET /principal/sap/status (separate service host). */
    checkStatus: fromPromise<StatusAnswer>(async ({ signal: _signal }) => {
      throw new Error('not provided: checkStatus');
    }),
    /** GET /api/prefenciasEcommerce/obtenervalores/2 */
    loadPreferences: fromPromise<Preference[]>(async ({ signal: _signal }) => {
      throw new Error('not provided: loadPreferences');
    }),
  },
  delays: {
    STATUS_CHECK_TIMEOUT: STATUS_CHECK_TIMEOUT_MS,
  },
  guards: {
    isServiceUp: (_, params: StatusAnswer) => params.estado === true,
    /** An administrator saved the maintenance preference off (/preferencias). */
    isSwitchedOff: (_, params: { on: boolean }) => !params.on,
    isSwitchedOn: (_, params: { on: boolean }) => params.on,
    isMaintenancePreferenceOn: (_, params: { preferences: readonly Preference[] }) =>
      isMaintenancePreferenceOn(params.preferences),
    hasAcceptedCookies: ({ context }) => context.cookiesAccepted,
    isMaintenancePath: (_, params: { path: string }) => isMaintenancePath(params.path),
    /** Any path but /mantenimiento and the preferences pages. */
    isClosedInMaintenance: (_, params: { path: string }) => !isReachableInMaintenance(params.path),
    /** Any path but / (and /mantenimiento, where the site itself may send anyone). */
    isCookieGatedPath: (_, params: { path: string }) => isCookieGatedPath(params.path),
    /** A route guard of docs/product.md#roles (signed in, administrator, login once located) sends this audience elsewhere. */
    isGuardedRoute: (_, params: { path: string; audience: RouteAudience | null }) =>
      routeGuardRedirect(params.path, params.audience) !== null,
    /**
     * A consent redirect left a page to continue to, and the customer is still on / where the warning sent
     * them (not gone on to the public menu).
     */
    canContinueToReturnPage: ({ context }) => context.returnPage !== null && isHomePath(context.path),
  },
  actions: {
    /** src: wouter navigation. */
    navigate: (_, _params: NavigateParams) => {},
    /** src: toast or modal. */
    notify: (_, _params: NotifyParams) => {},
    /** src: writes (or removes) the cookiesAceptadas cookie. */
    persistConsent: (_, _params: { accepted: boolean }) => {},
    /** src: keeps (or, null, forgets) the page to continue to after consent in this tab's sessionStorage. */
    persistReturnPage: (_, _params: { page: string | null }) => {},
    assignReturnPage: assign((_, params: { page: string | null }) => ({ returnPage: params.page })),
    assignPath: assign((_, params: { path: string }) => ({ path: params.path })),
    assignAudience: assign((_, params: { audience: RouteAudience }) => ({ audience: params.audience })),
    assignApiStatus: assign((_, params: { apiStatus: boolean | null }) => ({ apiStatus: params.apiStatus })),
    assignPreferences: assign((_, params: { preferences: Preference[] }) => ({ preferences: params.preferences })),
    assignMaintenanceCause: assign((_, params: { cause: MaintenanceCause | null }) => ({ maintenanceCause: params.cause })),
    enableCatalogue: sendTo(({ system }) => system.get(SYSTEM_IDS.catalogue), { type: 'catalogue.enabled' }),
    disableCatalogue: sendTo(({ system }) => system.get(SYSTEM_IDS.catalogue), { type: 'catalogue.disabled' }),
  },
}).createMachine({
  id: 'boot',
  type: 'parallel',
  context: ({ input }) => ({
    apiStatus: null,
    preferences: [],
    cookiesAccepted: input.cookiesAccepted,
    path: input.path,
    maintenanceCause: null,
    audience: null,
    returnPage: startReturnPage(input),
  }),
  on: {
    // First matching rule wins: maintenance, then "service is up again", then consent.
    'navigation.changed': [
      {
        guard: and([stateIn({ status: 'maintenance' }), { type: 'isClosedInMaintenance', params: pathOfEvent }]),
        actions: [
          { type: 'assignPath', params: ({ event }) => ({ path: event.path }) },
          { type: 'navigate', params: { to: PATHS.mantenimiento, replace: true } },
        ],
      },
      {
        guard: and([stateIn({ status: 'ready' }), { type: 'isMaintenancePath', params: pathOfEvent }]),
        actions: [
          { type: 'assignPath', params: ({ event }) => ({ path: event.path }) },
          { type: 'navigate', params: { to: PATHS.index, replace: true } },
        ],
      },
      {
        // The maintenance page itself is never cookie-gated: the site may have to send anyone there.
        // The page asked for is remembered: 'Aceptar' continues there.
        guard: and([stateIn({ consent: 'pending' }), { type: 'isCookieGatedPath', params: pathOfEvent }]),
        actions: [
          { type: 'assignPath', params: ({ event }) => ({ path: event.path }) },
          { type: 'assignReturnPage', params: ({ event }) => ({ page: requestedPage(event.path, event.search) }) },
          { type: 'persistReturnPage', params: ({ event }) => ({ page: requestedPage(event.path, event.search) }) },
          { type: 'notify', params: { level: 'warning', message: messages.cookies.mustAccept } },
          { type: 'navigate', params: { to: PATHS.index, replace: true } },
        ],
      },
      {
        guard: { type: 'isGuardedRoute', params: ({ context, event }) => ({ path: event.path, audience: context.audience }) },
        actions: [
          { type: 'assignPath', params: ({ event }) => ({ path: event.path }) },
          {
            type: 'navigate',
            params: ({ context, event }) => ({ to: routeGuardRedirect(event.path, context.audience)!, replace: true }),
          },
        ],
      },
      { actions: { type: 'assignPath', params: ({ event }) => ({ path: event.path }) } },
    ],
    // Signing in or out, choosing a delivery time: the page open now may close to this audience.
    'navigation.audienceChanged': [
      {
        guard: {
          type: 'isGuardedRoute',
          params: ({ context, event }) => ({ path: event.path ?? context.path, audience: event.audience }),
        },
        actions: [
          { type: 'assignPath', params: ({ context, event }) => ({ path: event.path ?? context.path }) },
          { type: 'assignAudience', params: ({ event }) => ({ audience: event.audience }) },
          {
            type: 'navigate',
            params: ({ context, event }) => ({
              to: routeGuardRedirect(event.path ?? context.path, event.audience)!,
              replace: true,
            }),
          },
        ],
      },
      {
        actions: [
          { type: 'assignPath', params: ({ context, event }) => ({ path: event.path ?? context.path }) },
          { type: 'assignAudience', params: ({ event }) => ({ audience: event.audience }) },
        ],
      },
    ],
  },
  states: {
    status: {
      initial: 'checkingStatus',
      states: {
        checkingStatus: {
          tags: ['loading'],
          entry: { type: 'assignMaintenanceCause', params: { cause: null } },
          invoke: {
            src: 'checkStatus',
            onDone: [
              {
                guard: { type: 'isServiceUp', params: ({ event }) => event.output },
                target: 'loadingPreferences',
                actions: { type: 'assignApiStatus', params: { apiStatus: true } },
              },
              {
                target: 'maintenance',
                actions: [
                  { type: 'assignApiStatus', params: ({ event }) => ({ apiStatus: event.output.estado }) },
                  { type: 'assignMaintenanceCause', params: { cause: 'serviceDown' } },
                ],
              },
            ],
            onError: {
              target: 'maintenance',
              actions: [
                { type: 'assignApiStatus', params: { apiStatus: null } },
                { type: 'assignMaintenanceCause', params: { cause: 'statusCheckFailed' } },
              ],
            },
          },
          after: {
            STATUS_CHECK_TIMEOUT: {
              target: 'maintenance',
              actions: [
                { type: 'assignApiStatus', params: { apiStatus: null } },
                { type: 'assignMaintenanceCause', params: { cause: 'statusCheckTimedOut' } },
              ],
            },
          },
        },
        loadingPreferences: {
          tags: ['loading'],
          invoke: {
            src: 'loadPreferences',
            onDone: [
              {
                guard: { type: 'isMaintenancePreferenceOn', params: ({ event }) => ({ preferences: event.output }) },
                target: 'maintenance',
                actions: [
                  { type: 'assignPreferences', params: ({ event }) => ({ preferences: event.output }) },
                  { type: 'assignMaintenanceCause', params: { cause: 'maintenancePreference' } },
                ],
              },
              {
                target: 'ready',
                actions: { type: 'assignPreferences', params: ({ event }) => ({ preferences: event.output }) },
              },
            ],
            // The service answered: without preferences the site still works (no popup image, no flag).
            onError: {
              target: 'ready',
              actions: { type: 'assignPreferences', params: { preferences: [] } },
            },
          },
        },
        ready: {
          // Service up while the user sits on /mantenimiento: back home.
          entry: enqueueActions(({ context, enqueue, check }) => {
            if (check({ type: 'isMaintenancePath', params: { path: context.path } })) {
              enqueue({ type: 'navigate', params: { to: PATHS.index, replace: true } });
            }
          }),
          on: {
            // The administrator switched maintenance on: this tab closes like the customers' (they stay on /preferencias).
            'boot.maintenanceSwitched': {
              description: 'El administrador encendió el mantenimiento',
              guard: { type: 'isSwitchedOn', params: ({ event }) => ({ on: event.on }) },
              target: 'maintenance',
              actions: { type: 'assignMaintenanceCause', params: { cause: 'maintenancePreference' } },
            },
          },
        },
        maintenance: {
          // Every path but /mantenimiento and the preferences pages goes to /mantenimiento.
          entry: enqueueActions(({ context, enqueue, check }) => {
            if (check({ type: 'isClosedInMaintenance', params: { path: context.path } })) {
              enqueue({ type: 'navigate', params: { to: PATHS.mantenimiento, replace: true } });
            }
          }),
          on: {
            'boot.retryRequested': { target: 'checkingStatus' },
            // The administrator switched maintenance off: the status is asked again, so the storefront comes back.
            'boot.maintenanceSwitched': {
              description: 'El administrador apagó el mantenimiento: se consulta de nuevo',
              guard: { type: 'isSwitchedOff', params: ({ event }) => ({ on: event.on }) },
              target: 'checkingStatus',
            },
          },
        },
      },
    },
    consent: {
      initial: 'resolving',
      states: {
        /** Passed through at start: the restored cookie decides. */
        resolving: {
          always: [
            { guard: 'hasAcceptedCookies', target: 'accepted' },
            {
              // Opened on a gated page (a mail's link): home, remembering the page and its query.
              guard: { type: 'isCookieGatedPath', params: pathOfContext },
              target: 'pending',
              actions: [
                { type: 'persistReturnPage', params: ({ context }) => ({ page: context.returnPage }) },
                { type: 'notify', params: { level: 'warning', message: messages.cookies.mustAccept } },
                { type: 'navigate', params: { to: PATHS.index, replace: true } },
              ],
            },
            { target: 'pending' },
          ],
        },
        pending: {
          on: {
            'consent.accepted': [
              {
                // A deep link (the recovery mail's, /login, /carrito) is not lost at the banner.
                description: 'Acepta en el inicio al que lo llevó el aviso: sigue a la página que pidió',
                guard: 'canContinueToReturnPage',
                target: 'accepted',
                actions: [
                  { type: 'persistConsent', params: { accepted: true } },
                  'enableCatalogue',
                  // Replaces / as the warning's redirect replaced the page: Back leads where the customer came from.
                  { type: 'navigate', params: ({ context }) => ({ to: context.returnPage!, replace: true }) },
                ],
              },
              {
                // Elsewhere (the public menu) the customer went on their own way: the remembered page is dropped.
                description: 'Acepta las cookies',
                target: 'accepted',
                actions: [{ type: 'persistConsent', params: { accepted: true } }, 'enableCatalogue'],
              },
            ],
          },
        },
        accepted: {
          // Consent given: nothing left to continue to (here, or in this tab's storage). Forgetting
          // unconditionally also drops a stored page that was never followed (a tampered one).
          entry: [
            { type: 'assignReturnPage', params: { page: null } },
            { type: 'persistReturnPage', params: { page: null } },
          ],
          on: {
            // Ley 1581: consent is withdrawn as easily as it was given (the footer). What it governs goes:
            // its cookies (persistConsent), the product lists and search (docs/product.md#estados-y-transiciones), and the gated page open now.
            'consent.revoked': [
              {
                description: 'Retira el consentimiento en una página que lo exige: vuelve al inicio',
                guard: { type: 'isCookieGatedPath', params: pathOfContext },
                target: 'pending',
                actions: [
                  { type: 'persistConsent', params: { accepted: false } },
                  'disableCatalogue',
                  { type: 'notify', params: { level: 'info', message: messages.cookies.withdrawn } },
                  { type: 'navigate', params: { to: PATHS.index, replace: true } },
                ],
              },
              {
                description: 'Retira el consentimiento',
                target: 'pending',
                actions: [
                  { type: 'persistConsent', params: { accepted: false } },
                  'disableCatalogue',
                  { type: 'notify', params: { level: 'info', message: messages.cookies.withdrawn } },
                ],
              },
            ],
          },
        },
      },
    },
  },
});
