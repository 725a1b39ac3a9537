import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  bootMachine,
  selectApiStatus,
  selectHasAcceptedCookies,
  selectIsCheckingStatus,
  selectIsInMaintenance,
  selectIsPathReachable,
  selectIsReady,
  selectMaintenanceCause,
  selectPopupImage,
  type StatusAnswer,
} from '../../machines/boot';
import { messages } from '../../machines/messages';
import type { Preference } from '../../machines/schemas/session';
import type { NavigateParams, NotifyParams } from '../../machines/system';

/** A promise actor whose calls the test settles. */
function controlled<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const logic = fromPromise<T>(({ signal }) => new Promise<T>((resolve, reject) => calls.push({ resolve, reject, signal })));
  return { logic, calls, last: () => calls[calls.length - 1]! };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function startBoot(options: { cookiesAccepted?: boolean; path?: string; search?: string; returnPage?: string | null } = {}) {
  const status = controlled<StatusAnswer>();
  const preferences = controlled<Preference[]>();
  const navigations: NavigateParams[] = [];
  const notices: NotifyParams[] = [];
  const consents: boolean[] = [];
  /** This tab's sessionStorage for the remembered page, as src keeps it (src/storage/visit.ts). */
  const storage = { returnPage: options.returnPage ?? null };
  const sent: string[] = [];
  const clock = new SimulatedClock();
  const machine = bootMachine.provide({
    actors: { checkStatus: status.logic, loadPreferences: preferences.logic },
    actions: {
      navigate: (_, params) => navigations.push(params),
      notify: (_, params) => notices.push(params),
      persistConsent: (_, params) => consents.push(params.accepted),
      persistReturnPage: (_, params) => void (storage.returnPage = params.page),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      cookiesAccepted: options.cookiesAccepted ?? true,
      path: options.path ?? '/',
      search: options.search,
      returnPage: options.returnPage,
    },
    inspect: (ev) => {
      if (ev.type === '@xstate.event' && ev.event.type.startsWith('catalogue.')) sent.push(ev.event.type);
    },
  });
  actor.start();
  return { actor, status, preferences, navigations, notices, consents, storage, sent, clock };
}

async function bootToReady(b: ReturnType<typeof startBoot>, prefs: Preference[] = []) {
  b.status.last().resolve({ estado: true });
  await settle();
  b.preferences.last().resolve(prefs);
  await settle();
}

describe('boot: maintenance (spec §4)', () => {
  it('a status check that does not answer within 10 s sends the user to mantenimiento', () => {
    const b = startBoot({ path: '/productos' });
    expect(selectIsCheckingStatus(b.actor.getSnapshot())).toBe(true);
    b.clock.increment(9_999);
    expect(selectIsInMaintenance(b.actor.getSnapshot())).toBe(false);
    b.clock.increment(1);
    expect(selectIsInMaintenance(b.actor.getSnapshot())).toBe(true);
    expect(selectMaintenanceCause(b.actor.getSnapshot())).toBe('statusCheckTimedOut');
    expect(b.navigations).toEqual([{ to: '/mantenimiento', replace: true }]);
    expect(b.status.last().signal.aborted).toBe(true);
  });

  it('a status whose estado is not true sends the user to mantenimiento and records apiStatus', async () => {
    const b = startBoot({ path: '/carrito' });
    b.status.last().resolve({ estado: false });
    await settle();
    const s = b.actor.getSnapshot();
    expect(selectIsInMaintenance(s)).toBe(true);
    expect(selectApiStatus(s)).toBe(false);
    expect(selectMaintenanceCause(s)).toBe('serviceDown');
    expect(b.navigations).toEqual([{ to: '/mantenimiento', replace: true }]);
    expect(b.preferences.calls).toHaveLength(0);
  });

  it('a failing status check sends the user to mantenimiento', async () => {
    const b = startBoot({ path: '/' });
    b.status.last().reject(new Error('Error de Red.'));
    await settle();
    expect(selectIsInMaintenance(b.actor.getSnapshot())).toBe(true);
    expect(selectMaintenanceCause(b.actor.getSnapshot())).toBe('statusCheckFailed');
    expect(b.navigations).toEqual([{ to: '/mantenimiento', replace: true }]);
  });

  it('in maintenance every other route redirects to mantenimiento', async () => {
    const b = startBoot({ path: '/mantenimiento' });
    b.status.last().resolve({ estado: false });
    await settle();
    expect(b.navigations).toEqual([]); // already there
    b.actor.send({ type: 'navigation.changed', path: '/productos' });
    expect(b.navigations).toEqual([{ to: '/mantenimiento', replace: true }]);
    b.actor.send({ type: 'navigation.changed', path: '/mantenimiento' });
    expect(b.navigations).toHaveLength(1);
  });

  it('the preference mantenimiento equal to S puts the site in maintenance; paths containing preferencias stay reachable', async () => {
    const b = startBoot({ path: '/preferencias' });
    await bootToReady(b, [{ llave: 'mantenimiento', valor: 'S' }]);
    const s = b.actor.getSnapshot();
    expect(selectIsInMaintenance(s)).toBe(true);
    expect(selectMaintenanceCause(s)).toBe('maintenancePreference');
    expect(b.navigations).toEqual([]);
    expect(selectIsPathReachable(s, '/preferencias')).toBe(true);
    expect(selectIsPathReachable(s, '/productos')).toBe(false);

    b.actor.send({ type: 'navigation.changed', path: '/productos' });
    expect(b.navigations).toEqual([{ to: '/mantenimiento', replace: true }]);
    b.actor.send({ type: 'navigation.changed', path: '/admin/preferencias/editar' });
    expect(b.navigations).toHaveLength(1);
  });

  it('when the service is up, without the maintenance preference, boot is ready and stays on the page', async () => {
    const b = startBoot({ path: '/productos' });
    await bootToReady(b, [{ llave: 'mantenimiento', valor: 'N' }]);
    expect(selectIsReady(b.actor.getSnapshot())).toBe(true);
    expect(selectApiStatus(b.actor.getSnapshot())).toBe(true);
    expect(b.navigations).toEqual([]);
  });

  it('if the service is up and the user is on mantenimiento they go to /', async () => {
    const b = startBoot({ path: '/mantenimiento' });
    await bootToReady(b);
    expect(b.navigations).toEqual([{ to: '/', replace: true }]);
    b.actor.send({ type: 'navigation.changed', path: '/' });
    b.actor.send({ type: 'navigation.changed', path: '/mantenimiento' });
    expect(b.navigations).toEqual([
      { to: '/', replace: true },
      { to: '/', replace: true },
    ]);
  });

  it('a preferences load that fails still leaves the site ready (no popup image)', async () => {
    const b = startBoot();
    b.status.last().resolve({ estado: true });
    await settle();
    b.preferences.last().reject(new Error('Nos encontramos en mantenimiento'));
    await settle();
    expect(selectIsReady(b.actor.getSnapshot())).toBe(true);
    expect(selectPopupImage(b.actor.getSnapshot())).toBeNull();
  });

  it('the registration popup image comes from the preference imagen-popup-inicio', async () => {
    const b = startBoot();
    await bootToReady(b, [{ llave: 'imagen-popup-inicio', valor: 'https://cdn.example/popup.webp' }]);
    expect(selectPopupImage(b.actor.getSnapshot())).toBe('https://cdn.example/popup.webp');
  });

  it('retrying in maintenance checks the status again and recovers', async () => {
    const b = startBoot({ path: '/' });
    b.status.last().resolve({ estado: false });
    await settle();
    b.actor.send({ type: 'navigation.changed', path: '/mantenimiento' });
    b.actor.send({ type: 'boot.retryRequested' });
    expect(selectIsCheckingStatus(b.actor.getSnapshot())).toBe(true);
    expect(b.status.calls).toHaveLength(2);
    await bootToReady(b);
    expect(selectIsReady(b.actor.getSnapshot())).toBe(true);
    expect(b.navigations.at(-1)).toEqual({ to: '/', replace: true });
  });
});

describe('boot: an administrator during maintenance', () => {
  const admin = { isLoggedIn: true, hasDeliveryTime: false, isAdmin: true, isResuming: false };
  const guest = { isLoggedIn: false, hasDeliveryTime: false, isAdmin: false, isResuming: false };

  it('in maintenance /login stays open (the staff signs in there); /preferencias is open to an administrator only', async () => {
    const b = startBoot({ path: '/mantenimiento' });
    await bootToReady(b, [{ llave: 'mantenimiento', valor: 'S' }]);
    b.actor.send({ type: 'navigation.audienceChanged', audience: guest });
    b.actor.send({ type: 'navigation.changed', path: '/login' });
    expect(b.navigations).toEqual([]);
    expect(selectIsPathReachable(b.actor.getSnapshot(), '/login')).toBe(true);
    // A signed-out visitor on /preferencias: the es-admin guard (then maintenance) sends them away.
    expect(selectIsPathReachable(b.actor.getSnapshot(), '/preferencias')).toBe(false);
    b.actor.send({ type: 'navigation.audienceChanged', audience: admin });
    b.actor.send({ type: 'navigation.changed', path: '/preferencias' });
    expect(b.navigations).toEqual([]);
    expect(selectIsPathReachable(b.actor.getSnapshot(), '/preferencias')).toBe(true);
    expect(selectIsPathReachable(b.actor.getSnapshot(), '/productos')).toBe(false);
  });

  it('a logout on an account page judges the page it goes to (/), not the one it left: no detour to /productos', async () => {
    const b = startBoot({ path: '/mi-cuenta' });
    await bootToReady(b);
    b.actor.send({ type: 'navigation.audienceChanged', audience: { ...guest, isLoggedIn: true } });
    b.actor.send({ type: 'navigation.audienceChanged', audience: guest, path: '/' });
    b.actor.send({ type: 'navigation.changed', path: '/' });
    expect(b.navigations).toEqual([]);
    // Without the page, the account page is judged: closed to a guest.
    b.actor.send({ type: 'navigation.changed', path: '/mis-pedidos' });
    expect(b.navigations).toEqual([{ to: '/productos', replace: true }]);
  });

  it('without consent /login still sends home (then to /mantenimiento): consent comes first', async () => {
    const b = startBoot({ cookiesAccepted: false, path: '/mantenimiento' });
    b.status.last().resolve({ estado: false });
    await settle();
    b.actor.send({ type: 'navigation.changed', path: '/login' });
    expect(b.navigations).toEqual([{ to: '/', replace: true }]);
    expect(b.notices).toEqual([{ level: 'warning', message: messages.cookies.mustAccept }]);
  });

  it('maintenance switched off in /preferencias asks the status again: the storefront is back, the administrator stays on the page', async () => {
    const b = startBoot({ path: '/preferencias' });
    await bootToReady(b, [{ llave: 'mantenimiento', valor: 'S' }]);
    b.actor.send({ type: 'boot.maintenanceSwitched', on: true });
    expect(selectIsInMaintenance(b.actor.getSnapshot())).toBe(true);
    b.actor.send({ type: 'boot.maintenanceSwitched', on: false });
    expect(selectIsCheckingStatus(b.actor.getSnapshot())).toBe(true);
    expect(b.status.calls).toHaveLength(2);
    await bootToReady(b, [{ llave: 'mantenimiento', valor: 'N' }]);
    expect(selectIsReady(b.actor.getSnapshot())).toBe(true);
    expect(b.navigations).toEqual([]);
    b.actor.send({ type: 'navigation.changed', path: '/productos' });
    expect(b.navigations).toEqual([]);
  });

  it('maintenance switched on closes this tab too, except the preferences page the administrator is on', async () => {
    const b = startBoot({ path: '/preferencias' });
    await bootToReady(b);
    b.actor.send({ type: 'boot.maintenanceSwitched', on: false });
    expect(selectIsReady(b.actor.getSnapshot())).toBe(true);
    b.actor.send({ type: 'boot.maintenanceSwitched', on: true });
    expect(selectMaintenanceCause(b.actor.getSnapshot())).toBe('maintenancePreference');
    expect(b.navigations).toEqual([]);
    b.actor.send({ type: 'navigation.changed', path: '/carrito' });
    expect(b.navigations).toEqual([{ to: '/mantenimiento', replace: true }]);
  });
});

describe('boot: cookie consent (spec §4)', () => {
  it('withdrawing consent (the footer, Ley 1581) on a page that needs it clears its cookies and lists, warns, and goes home', async () => {
    const b = startBoot({ cookiesAccepted: true, path: '/carrito' });
    await bootToReady(b);
    b.actor.send({ type: 'consent.revoked' });
    expect(selectHasAcceptedCookies(b.actor.getSnapshot())).toBe(false);
    expect(b.consents).toEqual([false]);
    expect(b.sent).toEqual(['catalogue.disabled']);
    expect(b.notices).toEqual([{ level: 'info', message: messages.cookies.withdrawn }]);
    expect(b.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('withdrawing consent on / or the public menu stays on the page', async () => {
    const b = startBoot({ cookiesAccepted: true, path: '/productos' });
    await bootToReady(b);
    b.actor.send({ type: 'consent.revoked' });
    expect(b.navigations).toEqual([]);
    expect(selectHasAcceptedCookies(b.actor.getSnapshot())).toBe(false);
  });

  it('without cookie acceptance, navigating to any page other than / shows a warning and redirects to /', () => {
    const b = startBoot({ cookiesAccepted: false, path: '/' });
    expect(selectHasAcceptedCookies(b.actor.getSnapshot())).toBe(false);
    expect(b.notices).toEqual([]);

    b.actor.send({ type: 'navigation.changed', path: '/carrito' });
    expect(b.notices).toEqual([{ level: 'warning', message: 'Debe aceptar las cookies para poder navegar por el sitio.' }]);
    expect(b.navigations).toEqual([{ to: '/', replace: true }]);

    b.actor.send({ type: 'navigation.changed', path: '/' });
    expect(b.notices).toHaveLength(1);
    expect(b.navigations).toHaveLength(1);
  });

  it('the public menu (/productos, a category, a product) is readable without cookie acceptance (server-rendered for crawlers and first visits)', () => {
    const b = startBoot({ cookiesAccepted: false, path: '/productos/pollo-asado/pollo-entero' });
    b.actor.send({ type: 'navigation.changed', path: '/productos' });
    b.actor.send({ type: 'navigation.changed', path: '/productos/combos' });
    expect(b.notices).toEqual([]);
    expect(b.navigations).toEqual([]);
    b.actor.send({ type: 'navigation.changed', path: '/productosx' });
    expect(b.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('opening the site on a page other than / without cookie acceptance warns and redirects to /', () => {
    const b = startBoot({ cookiesAccepted: false, path: '/carrito' });
    expect(b.notices).toEqual([{ level: 'warning', message: messages.cookies.mustAccept }]);
    expect(b.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('with cookies accepted, any page can be visited', async () => {
    const b = startBoot({ cookiesAccepted: true, path: '/carrito' });
    await bootToReady(b);
    b.actor.send({ type: 'navigation.changed', path: '/productos/pollo' });
    expect(b.notices).toEqual([]);
    expect(b.navigations).toEqual([]);
  });

  it('accepting cookies persists the consent and lets the product lists load; unaccepting clears them', async () => {
    const b = startBoot({ cookiesAccepted: false });
    b.actor.send({ type: 'consent.accepted' });
    expect(selectHasAcceptedCookies(b.actor.getSnapshot())).toBe(true);
    expect(b.consents).toEqual([true]);
    expect(b.sent).toEqual(['catalogue.enabled']);

    b.actor.send({ type: 'navigation.changed', path: '/productos' });
    expect(b.navigations).toEqual([]);

    b.actor.send({ type: 'consent.revoked' });
    expect(selectHasAcceptedCookies(b.actor.getSnapshot())).toBe(false);
    expect(b.consents).toEqual([true, false]);
    expect(b.sent).toEqual(['catalogue.enabled', 'catalogue.disabled']);
  });

  it('the maintenance page is never cookie-gated, so maintenance without consent does not loop', async () => {
    const b = startBoot({ cookiesAccepted: false, path: '/' });
    b.status.last().resolve({ estado: false });
    await settle();
    expect(b.navigations).toEqual([{ to: '/mantenimiento', replace: true }]);
    b.actor.send({ type: 'navigation.changed', path: '/mantenimiento' });
    expect(b.navigations).toHaveLength(1);
    expect(b.notices).toEqual([]);
  });
});

describe('boot: a deep link kept through the consent warning', () => {
  const RECOVERY = '/recuperar-contrasena?token=k9TzQ2';
  const warned = { level: 'warning', message: messages.cookies.mustAccept };

  it("the recovery mail's link on a fresh device goes home with the warning, and 'Aceptar' on / continues to it, token included", () => {
    const b = startBoot({ cookiesAccepted: false, path: '/recuperar-contrasena', search: '?token=k9TzQ2' });
    expect(b.notices).toEqual([warned]);
    expect(b.navigations).toEqual([{ to: '/', replace: true }]);
    expect(b.storage.returnPage).toBe(RECOVERY);
    b.actor.send({ type: 'navigation.changed', path: '/' }); // src reports the redirect
    b.actor.send({ type: 'consent.accepted' });
    expect(b.consents).toEqual([true]);
    expect(b.sent).toEqual(['catalogue.enabled']);
    // Replaces / as the warning replaced the link: Back does not return to the banner.
    expect(b.navigations.at(-1)).toEqual({ to: RECOVERY, replace: true });
    expect(b.storage.returnPage).toBeNull();
    // Consent given: the route guards and maintenance judge the page as any other.
    b.actor.send({ type: 'navigation.changed', path: '/recuperar-contrasena', search: '?token=k9TzQ2' });
    expect(b.navigations).toHaveLength(2);
  });

  it('a link followed inside the site (/login, /carrito) is remembered the same way; the latest one asked for wins', () => {
    const b = startBoot({ cookiesAccepted: false, path: '/' });
    b.actor.send({ type: 'navigation.changed', path: '/login', search: '?accion=n' });
    expect(b.storage.returnPage).toBe('/login?accion=n');
    b.actor.send({ type: 'navigation.changed', path: '/' });
    b.actor.send({ type: 'navigation.changed', path: '/carrito', search: '' });
    expect(b.storage.returnPage).toBe('/carrito');
    b.actor.send({ type: 'navigation.changed', path: '/' });
    b.actor.send({ type: 'consent.accepted' });
    expect(b.navigations.at(-1)).toEqual({ to: '/carrito', replace: true });
  });

  it('a reload of / before accepting still continues: the page comes back from this tab (the input src reads from sessionStorage)', () => {
    const b = startBoot({ cookiesAccepted: false, path: '/', returnPage: RECOVERY });
    expect(b.navigations).toEqual([]);
    expect(b.notices).toEqual([]);
    b.actor.send({ type: 'consent.accepted' });
    expect(b.navigations).toEqual([{ to: RECOVERY, replace: true }]);
    expect(b.storage.returnPage).toBeNull();
  });

  it('a page off the site (//host, /\\host, a tampered stored value) is never remembered nor followed', () => {
    const b = startBoot({ cookiesAccepted: false, path: '//sitio-ajeno.example', search: '?x=1' });
    expect(b.navigations).toEqual([{ to: '/', replace: true }]);
    expect(b.storage.returnPage).toBeNull();
    b.actor.send({ type: 'navigation.changed', path: '/' });
    b.actor.send({ type: 'consent.accepted' });
    expect(b.navigations).toHaveLength(1);

    const tampered = startBoot({ cookiesAccepted: false, path: '/', returnPage: '/\\sitio-ajeno.example' });
    tampered.actor.send({ type: 'consent.accepted' });
    expect(tampered.navigations).toEqual([]);

    const later = startBoot({ cookiesAccepted: false, path: '/', returnPage: '/carrito' });
    later.actor.send({ type: 'navigation.changed', path: '//sitio-ajeno.example' });
    // The latest page asked for cannot be followed: the older one is not followed either.
    expect(later.storage.returnPage).toBeNull();
    later.actor.send({ type: 'navigation.changed', path: '/' });
    later.actor.send({ type: 'consent.accepted' });
    expect(later.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it("'Aceptar' on the public menu, where the customer went on their own way, stays there and forgets the page", () => {
    const b = startBoot({ cookiesAccepted: false, path: '/carrito' });
    b.actor.send({ type: 'navigation.changed', path: '/' });
    b.actor.send({ type: 'navigation.changed', path: '/productos/combos' });
    b.actor.send({ type: 'consent.accepted' });
    expect(b.navigations).toEqual([{ to: '/', replace: true }]);
    expect(b.storage.returnPage).toBeNull();
    // Withdrawn and given again on /: nothing left to continue to.
    b.actor.send({ type: 'navigation.changed', path: '/' });
    b.actor.send({ type: 'consent.revoked' });
    b.actor.send({ type: 'consent.accepted' });
    expect(b.navigations).toHaveLength(1);
  });

  it('consent already given when the tab starts (accepted in another tab): the stored page is forgotten, not followed', () => {
    const b = startBoot({ cookiesAccepted: true, path: '/', returnPage: '/carrito' });
    expect(b.navigations).toEqual([]);
    expect(b.storage.returnPage).toBeNull();
  });

  it('in maintenance the link is kept too: consent first (home, then /mantenimiento), and once the service is back Aceptar on / continues', async () => {
    const b = startBoot({ cookiesAccepted: false, path: '/login', search: '?redirect=%2Fpreferencias' });
    b.status.last().resolve({ estado: false });
    await settle();
    expect(b.storage.returnPage).toBe('/login?redirect=%2Fpreferencias');
    b.actor.send({ type: 'navigation.changed', path: '/' });
    expect(b.navigations.at(-1)).toEqual({ to: '/mantenimiento', replace: true });
    b.actor.send({ type: 'navigation.changed', path: '/mantenimiento' });
    b.actor.send({ type: 'boot.retryRequested' });
    await bootToReady(b);
    expect(b.navigations.at(-1)).toEqual({ to: '/', replace: true });
    b.actor.send({ type: 'navigation.changed', path: '/' });
    b.actor.send({ type: 'consent.accepted' });
    expect(b.navigations.at(-1)).toEqual({ to: '/login?redirect=%2Fpreferencias', replace: true });
  });
});
