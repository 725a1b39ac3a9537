import { setup, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { COOKIES } from '../../machines/constants';
import type { NavigateParams, NotifyParams } from '../../machines/system';
import { RETURN_PAGE_KEY } from '../../src/storage/visit';

/**
 * The outside world a machine's effects touch, faked the way src implements
 * them (src/app/effects.ts, src/storage/cookies.ts): a cookie jar, the API
 * requests made, the navigation log and the notices shown. Effect rules
 * (tests/model/<id>/effects.ts) read this world, and the other machines the
 * effects reach, never the machine's own context: a bug in the machine is not
 * also in what the rules read.
 */
export interface World {
  /** Cookie name → value; a removed cookie is absent. */
  cookies: Map<string, unknown>;
  /** Requests, in order: actor starts (`call` = the actor src, `input`) and fire-and-forget calls. */
  api: Array<{ call: string; input: unknown }>;
  /** Where the browser went (paths, provider pages, 'reload', 'back'). */
  navigation: string[];
  /** The same navigations with their params (`replace`: the page replaces the current history entry). */
  history: NavigateParams[];
  notices: NotifyParams[];
  /** sessionStorage. */
  storage: Map<string, unknown>;
  /** The other machines of the actor system the effects reach (by systemId), when the rules need them. */
  parts: Record<string, AnyActorRef>;
  /** Events the machine sent to the parts it started (when they are doubles), in order. */
  received: Array<{ to: string; event: AnyEventObject }>;
  /** The simulated clock of the replay (ms since the start of the path). */
  now: () => number;
  /** Every event the test sent so far (the customer's actions and the answers), in order. */
  events: AnyEventObject[];
}

export function createWorld(cookies: Record<string, unknown> = {}): World {
  return {
    cookies: new Map(Object.entries(cookies)),
    api: [],
    navigation: [],
    history: [],
    notices: [],
    storage: new Map(),
    parts: {},
    received: [],
    now: () => 0,
    events: [],
  };
}

/** sessionStorage's key for the boot machine's remembered page. */
export const RETURN_PAGE_STORAGE_KEY = RETURN_PAGE_KEY;

/** Cookies that live only with consent, removed on logout (src/storage/cookies.ts `clearConsentDependent`). */
const CONSENT_DEPENDENT = [
  COOKIES.cart,
  COOKIES.searchCart,
  COOKIES.coupons,
  COOKIES.order,
  COOKIES.address,
  COOKIES.city,
  COOKIES.salesPoint,
];

/** src's effect implementations, writing into the world instead of the browser. */
function worldEffects(world: World): Record<string, (args: unknown, params: never) => void> {
  const api = (call: string, input: unknown = null) => world.api.push({ call, input });
  const consented = () => world.cookies.get(COOKIES.cookiesAccepted) === true;
  return {
    navigate: (_, params: NavigateParams) => {
      world.navigation.push(params.to);
      world.history.push(params);
    },
    notify: (_, params: NotifyParams) => void world.notices.push(params),
    persistConsent: (_, params: { accepted: boolean }) => {
      world.cookies.set(COOKIES.cookiesAccepted, params.accepted);
      if (!params.accepted) for (const name of CONSENT_DEPENDENT) world.cookies.delete(name);
    },
    // src/storage/visit.ts: the page the consent warning sent home from, in this tab's sessionStorage.
    persistReturnPage: (_, params: { page: string | null }) => {
      if (params.page === null) world.storage.delete(RETURN_PAGE_STORAGE_KEY);
      else world.storage.set(RETURN_PAGE_STORAGE_KEY, params.page);
    },
    persistCart: (_, params: { lines: unknown[]; coupons: unknown[] }) => {
      if (!consented()) return;
      world.cookies.set(COOKIES.cart, params.lines);
      world.cookies.set(COOKIES.coupons, params.coupons);
    },
    syncAbandonedCart: (_, params: { mode: 'record' | 'clear'; username: string; lines: unknown[] }) =>
      api(params.mode === 'record' ? 'carritoAbandonado/agregar' : 'carritoAbandonado/limpiar', params),
    clearAbandonedCart: (_, params: { username: string | null }) => {
      if (params.username !== null) api('carritoAbandonado/limpiar', params);
    },
    // src/features/addresses/addressBook.ts saveTypedAddress: POST direcciones with the typed address.
    saveDeliveryAddress: (_, params: { address: unknown }) => api('usuarios/direcciones', params.address),
    persistLocation: (_, params: unknown) => {
      if (consented()) world.cookies.set(COOKIES.salesPoint, params);
    },
    // The refresh token is the server's HttpOnly cookie: src stores only the user and the marks.
    persistSession: (_, params: { user: unknown }) => {
      world.cookies.set(COOKIES.user, params.user);
      world.cookies.set(COOKIES.sessionStarted, true);
      world.cookies.set(COOKIES.sessionResumable, true);
    },
    clearSession: () => {
      for (const name of [
        COOKIES.user,
        COOKIES.auth,
        COOKIES.sessionResumable,
        COOKIES.legacyRefreshToken,
        COOKIES.sessionStarted,
        ...CONSENT_DEPENDENT,
      ])
        world.cookies.delete(name);
    },
    // src/app/effects.ts: cerrar_sesion with the access token the context holds when the logout starts.
    revokeSession: (args) =>
      api('auth_resources/cerrar_sesion', {
        token: (args as { context?: { user?: { token?: string } | null } }).context?.user?.token ?? null,
      }),
    startProviderSignIn: (_, params: { proveedor: string }) => void world.navigation.push(`proveedor:${params.proveedor}`),
    rememberProviderLink: (_, params: unknown) => void world.storage.set('providerLink', params),
    forgetProviderLink: () => void world.storage.delete('providerLink'),
    // /preferencias: src tells the storefront's boot machine (src/app/accountEffects.ts).
    announceMaintenance: (_, params: { on: boolean }) =>
      void world.received.push({ to: 'boot', event: { type: 'boot.maintenanceSwitched', on: params.on } }),
    openPaymentPage: (_, params: { url: string }) => void world.navigation.push(params.url),
    disableCouponPopup: () => void world.cookies.set(COOKIES.couponPopupEnabled, false),
    // src/storage/cityPromptAnswer.ts: the city prompt's answer, kept for the visit.
    rememberCityAnswer: () => void world.storage.set('cityPromptAnswered', true),
    reloadPage: () => void world.navigation.push('reload'),
    // src/pwa/serviceWorker.ts: the waiting worker takes over, then the page reloads.
    activateUpdate: () => void world.navigation.push('reload'),
    goBack: () => void world.navigation.push('back'),
    recordReceived: (_, params: { to: string; event: AnyEventObject }) => void world.received.push(params),
    // The coupon entry: src/features/coupon/couponEntry.ts sends the event to the storefront's cart.
    tellCart: (_, params: { event: AnyEventObject }) => void world.received.push({ to: 'cart', event: params.event }),
    // The shell's city step (src/layout/Layout.tsx sends it to the storefront's location).
    requestCities: () => void world.received.push({ to: 'location', event: { type: 'location.citiesRequested' } }),
    // The reorder machine's hand-over (src/features/reorder/reorder.ts sends it to the storefront's cart).
    sendToCart: (_, params: AnyEventObject) => void world.received.push({ to: 'cart', event: params }),
    // The account forms: what follows a success (src/app/accountEffects.ts tells the session, shows a notice).
    announceSubmitted: (_, params: { kind: string; result: unknown }) =>
      void world.received.push({ to: 'session', event: { type: `form.${params.kind}.submitted`, result: params.result } }),
  };
}

/**
 * A sibling that only listens: every event sent to it lands in `world.received` (to: its systemId). For rules
 * about what a machine tells the others, without the others' own behaviour in the way.
 */
export function listener(systemId: string): AnyStateMachine {
  return setup({ actions: { recordReceived: (_, _params: { to: string; event: AnyEventObject }) => {} } }).createMachine({
    on: { '*': { actions: { type: 'recordReceived', params: ({ event }) => ({ to: systemId, event }) } } },
  }) as unknown as AnyStateMachine;
}

/** The machine with its effect actions (the ones src provides) writing into the world. */
export function provideWorld<M extends AnyStateMachine>(machine: M, world: World): M {
  const declared = new Set(Object.keys(machine.implementations.actions ?? {}));
  const actions = Object.fromEntries(Object.entries(worldEffects(world)).filter(([name]) => declared.has(name)));
  return machine.provide({ actions } as never) as M;
}

/** Context of one effect rule: the world after the step, and the step. */
export interface EffectStep {
  world: World;
  /** The path's input: what src gave the machine at the start (restored from the world). */
  input: unknown;
  /** The machine's snapshot (for which state it is in; the rules read effects from the world). */
  snapshot: AnyMachineSnapshot;
  /** The snapshot before this step (null at the start). */
  previous: AnyMachineSnapshot | null;
  event: AnyEventObject | null;
  step: number;
  /** What the world held before this step (cookies, counts). */
  before: { cookies: Map<string, unknown>; api: number; navigation: number; notices: number; received: number };
}

export type EffectRule = (step: EffectStep) => void;

/** A sibling machine the rules need: it runs beside the machine under test with the same world. */
export interface SiblingSpec {
  machine: AnyStateMachine;
  input?: unknown;
  /** Events sent to it once everything started (to put something in it: an order being sent). */
  prepare?: AnyEventObject[];
}

/** tests/model/<id>/effects.ts: the world a machine starts in and the rules its effects keep, in the spec's words. */
export interface EffectSpec {
  /** The cookies at the start, by input name (default: none). */
  cookies?: (input: unknown) => Record<string, unknown>;
  /** What sessionStorage holds at the start (default: nothing). */
  storage?: (input: unknown) => Record<string, unknown>;
  /** The systemId the machine has in the storefront, when siblings run beside it. */
  systemId?: string;
  siblings?: Record<string, SiblingSpec>;
  /** Rule (the spec's words) → check, run after every step of every path. */
  rules: Record<string, EffectRule>;
}

export function defineEffects(spec: EffectSpec): EffectSpec {
  return spec;
}

/** What this step added to a list of the world. */
export const added = <T>(list: readonly T[], before: number): T[] => list.slice(before);

/** Runs every rule; a broken one names itself. */
export function checkEffectRules(spec: EffectSpec | undefined, step: EffectStep): void {
  for (const [rule, check] of Object.entries(spec?.rules ?? {})) {
    try {
      check(step);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`efecto incumplido: «${rule}» (paso ${step.step}${step.event ? `, ${step.event.type}` : ''}): ${message}`);
    }
  }
}
