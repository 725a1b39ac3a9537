import assert from 'node:assert/strict';
import {
  selectIsCheckingStatus,
  selectIsPathReachable,
  selectIsReady,
  selectPopupImage,
  selectPreference,
  type BootSnapshot,
  type RouteAudience,
} from '../../../machines/boot';
import { MAINTENANCE_PREFERENCE_KEY, POPUP_IMAGE_PREFERENCE_KEY } from '../../../machines/constants';
import type { Preference } from '../../../machines/schemas/session';
import { defineInvariants } from '../invariantTypes';

/** docs/product.md#estados-y-transiciones: the preference mantenimiento is S (however it was typed: case and spaces do not matter). */
const maintenanceOn = (preferences: readonly Preference[]) =>
  preferences.some((p) => p.llave === MAINTENANCE_PREFERENCE_KEY && p.valor.replace(/\s/g, '').toLowerCase() === 's');

/** Pages the route guards are asked about. */
const PAGES = [
  '/',
  '/mantenimiento',
  '/preferencias',
  '/mi-cuenta/preferencias',
  '/productos',
  '/productos/alitas',
  '/carrito',
  '/confirma-pedido',
  '/mi-productos',
  '/mi-cuenta',
  '/login',
];

/**
 * docs/product.md#roles route guards, as the spec names them: es-admin (/preferencias), esta-autenticado (account
 * and order pages), login (pointless once located). A guard keeps its own route: a path below it that is no
 * route ('/mi-cuenta/preferencias') is the 404 page for everyone.
 */
export function openToAudience(page: string, audience: RouteAudience | null): boolean {
  if (audience === null || audience.isResuming) return true;
  if (page === '/preferencias') return audience.isAdmin;
  if (['/confirma-pedido', '/mi-cuenta'].includes(page)) return audience.isLoggedIn;
  if (page === '/login') return !(audience.isLoggedIn && audience.hasDeliveryTime);
  return true;
}

export default defineInvariants<BootSnapshot>({
  '*': (s, { event, previous }) => {
    // docs/product.md#estados-y-transiciones and docs/product.md#pantallas-y-rutas (the public menu too): which pages the route guards show now.
    const inMaintenance = s.matches({ status: 'maintenance' });
    const consent = s.matches({ consent: 'accepted' });
    for (const page of PAGES) {
      // In maintenance only /mantenimiento, the preferences and the staff's /login, and those still to consent and the route guards.
      const openWithoutConsent = ['/', '/mantenimiento', '/productos'].includes(page) || page.startsWith('/productos/');
      const closedInMaintenance =
        inMaintenance && !(page === '/mantenimiento' || page.endsWith('/preferencias') || page === '/login');
      const open = closedInMaintenance ? false : consent ? openToAudience(page, s.context.audience) : openWithoutConsent;
      assert.equal(
        selectIsPathReachable(s, page),
        open,
        `${page} ${open ? 'open' : 'closed'} ${inMaintenance ? 'in maintenance' : consent ? 'with consent' : 'without consent'}`,
      );
    }
    assert.equal(
      selectIsCheckingStatus(s),
      s.matches({ status: 'checkingStatus' }) || s.matches({ status: 'loadingPreferences' }),
      'the spinner while the status and preferences load',
    );
    assert.equal(selectIsReady(s), s.matches({ status: 'ready' }));
    // The popup image is the preference imagen-popup-inicio when it names one.
    const image = s.context.preferences.find((p) => p.llave === POPUP_IMAGE_PREFERENCE_KEY)?.valor.trim() || null;
    assert.equal(selectPopupImage(s)?.trim() ?? null, image, 'popup image');
    assert.equal(selectPreference(s, 'no-existe'), null);
    // The page 'Aceptar' continues to is this site's ('/x?y'), never '//host'.
    const page = s.context.returnPage;
    assert.ok(page === null || (page.startsWith('/') && !page.startsWith('//') && !page.startsWith('/\\')), `remembers ${page}`);
    if (event?.type.startsWith('xstate.done.actor.') && previous?.matches({ status: 'loadingPreferences' })) {
      const preferences = (event as unknown as { output: Preference[] }).output;
      assert.equal(
        s.matches({ status: 'maintenance' }),
        maintenanceOn(preferences),
        'the preference mantenimiento S closes the site',
      );
    }
  },
  'status.checkingStatus': (s) => assert.equal(s.context.maintenanceCause, null),
  'status.loadingPreferences': (s) => assert.equal(s.context.apiStatus, true, 'the service answered up'),
  'status.ready': (s) => {
    assert.equal(s.context.apiStatus, true);
    assert.equal(s.context.maintenanceCause, null);
    assert.ok(
      !s.context.preferences.some((p) => p.llave === MAINTENANCE_PREFERENCE_KEY && p.valor === 'S'),
      'no maintenance preference',
    );
  },
  'status.maintenance': (s, { effects, previous, event }) => {
    assert.ok(s.context.maintenanceCause, 'maintenance says why');
    const entered = previous === null || !previous.matches({ status: 'maintenance' });
    // The staff's /login stays open in maintenance too.
    const shown = s.context.path === '/mantenimiento' || s.context.path.includes('preferencias') || s.context.path === '/login';
    if (!shown && (entered || event?.type === 'navigation.changed'))
      assert.ok(
        effects.some((e) => e.type === 'navigate' && (e.params as { to: string }).to === '/mantenimiento'),
        'a closed page is left for /mantenimiento',
      );
  },
  // Consent given: nothing left to continue to.
  'consent.accepted': (s) => assert.equal(s.context.returnPage, null, 'consent given, yet a page is still remembered'),
  'consent.pending': (s, { effects, event }) => {
    // docs/product.md#pantallas-y-rutas: only / is reachable without consent; the public menu is open too (/productos...).
    const open =
      ['/', '/mantenimiento'].includes(s.context.path) ||
      s.context.path === '/productos' ||
      s.context.path.startsWith('/productos/');
    if (event?.type === 'navigation.changed' && !open && !s.matches({ status: 'maintenance' }))
      assert.ok(
        effects.some((e) => e.type === 'notify'),
        'without consent a gated page warns',
      );
    if (event?.type === 'navigation.changed' && open)
      assert.ok(!effects.some((e) => e.type === 'notify'), 'the public menu is read without consent, with no warning');
  },
});
