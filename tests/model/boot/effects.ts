import assert from 'node:assert/strict';
import type { BootInput } from '../../../machines/boot';
import { COOKIES } from '../../../machines/constants';
import { messages } from '../../../machines/messages';
import { PATHS } from '../../../machines/paths';
import { added, defineEffects, RETURN_PAGE_STORAGE_KEY, type World } from '../world';
import type { RouteAudience } from '../../../machines/boot';
import { openToAudience } from './invariants';

/**
 * The page the customer last opened, per replayed path (the start, then each navigation.changed). src reports the
 * machine's own redirects back as navigation.changed; the replay does not, so a redirect counts for its step only.
 */
const pages = new WeakMap<World, string>();

/** What this tab's storage held for 'Aceptar' to continue to, after the previous step. */
const storedBefore = new WeakMap<World, unknown>();

/** A page of this site: '/x', never '//host' or '/\\host' (which a browser reads as another origin). */
const isSitePage = (page: unknown): page is string =>
  // eslint-disable-next-line no-control-regex -- a page with control characters is not a page of this site
  typeof page === 'string' && /^\/(?![/\\])/.test(page) && !/[\u0000-\u001f]/.test(page);

/** The page a navigation asked for, with its query: '?' and something after it (a bare '?', or a search without it, is none). */
const askedFor = (path: string, search: string | undefined) =>
  search !== undefined && /^\?./.test(search) ? `${path}${search}` : path;

/** The page an event reports as shown: a route change, or an audience change that names its page (a login's or logout's). */
function pageOf(event: { type: string } | null): string | null {
  if (event?.type === 'navigation.changed') return (event as unknown as { path: string }).path;
  if (event?.type === 'navigation.audienceChanged') return (event as unknown as { path?: string }).path ?? null;
  return null;
}

/** docs/product.md#estados-y-transiciones boot and docs/product.md#llamadas cookies: the consent is remembered; maintenance closes the pages it closes. */
export default defineEffects({
  cookies: (input) => ((input as BootInput).cookiesAccepted ? { [COOKIES.cookiesAccepted]: true } : {}),
  // src reads the page this tab remembered into the input (src/app/storefront.ts): it starts in storage.
  storage: (input) => ((input as BootInput).returnPage ? { [RETURN_PAGE_STORAGE_KEY]: (input as BootInput).returnPage } : {}),
  rules: {
    'aceptar o rechazar las cookies queda guardado (cookiesAceptadas)': ({ world, snapshot, previous }) => {
      if (!previous) return;
      if (snapshot.matches({ consent: 'accepted' }) && !previous.matches({ consent: 'accepted' }))
        assert.equal(world.cookies.get(COOKIES.cookiesAccepted), true, 'accepted without saving the consent');
      if (snapshot.matches({ consent: 'pending' }) && previous.matches({ consent: 'accepted' }))
        assert.notEqual(world.cookies.get(COOKIES.cookiesAccepted), true, 'revoked, yet the consent cookie stays');
    },
    'sin aceptar las cookies solo se puede estar en la página de inicio': ({ world, snapshot, before }) => {
      // Every navigation the boot makes while consent is pending goes to / or /mantenimiento.
      if (!snapshot.matches({ consent: 'pending' })) return;
      for (const to of added(world.navigation, before.navigation))
        assert.ok([PATHS.index, PATHS.mantenimiento].includes(to as never), `navigated to ${to} without consent`);
    },
    'en mantenimiento solo se ve /mantenimiento (o una página de preferencias, o /login para el personal); cuando el servicio vuelve, /mantenimiento lleva al inicio; una página abierta no se cambia':
      ({ world, input, snapshot, previous, event, before }) => {
        const opened = pageOf(event) ?? pages.get(world) ?? (input as BootInput).path;
        const redirects = world.history.slice(before.navigation);
        const page = redirects.at(-1)?.to ?? opened;
        pages.set(world, opened);
        for (const r of redirects) assert.equal(r.replace, true, `the redirect to ${r.to} leaves the closed page in the history`);
        const opening = event === null || pageOf(event) !== null;
        // 'Aceptar' continuing to the page the warning left is the deep-link rule's (below), not a redirect.
        if (event?.type === 'consent.accepted') return;
        // docs/product.md#roles: the route guards close pages to who is browsing (as src last reported it).
        const audience =
          (
            world.events.filter((e) => e.type === 'navigation.audienceChanged').at(-1) as unknown as
              { audience: RouteAudience } | undefined
          )?.audience ?? null;
        const closedToAudience = !openToAudience(opened, audience);
        // A redirect only leaves a page that is closed (gated without consent, closed in maintenance, or the maintenance page once up).
        const gated =
          opened !== PATHS.index &&
          opened !== PATHS.mantenimiento &&
          opened !== PATHS.productos &&
          !opened.startsWith(`${PATHS.productos}/`);
        // Consent comes first: a page open in maintenance (/preferencias, /login) but not without consent goes home with the
        // warning, and / (reported back by src) then leads to /mantenimiento.
        const consentDetour = page === PATHS.index && redirects.length > 0 && gated && snapshot.matches({ consent: 'pending' });
        if (snapshot.matches({ status: 'maintenance' }) && (opening || !previous?.matches({ status: 'maintenance' }))) {
          assert.ok(
            page === PATHS.mantenimiento || page.includes('preferencias') || page === PATHS.login || consentDetour,
            `in maintenance on ${page}`,
          );
        } else if (snapshot.matches({ status: 'ready' }) && !previous?.matches({ status: 'ready' })) {
          assert.notEqual(page, PATHS.mantenimiento, 'the service is up, yet the maintenance page stays');
        }
        if (redirects.length > 0)
          assert.ok(
            (snapshot.matches({ status: 'maintenance' }) &&
              opened !== PATHS.mantenimiento &&
              !opened.includes('preferencias') &&
              opened !== PATHS.login) ||
              (snapshot.matches({ status: 'ready' }) && opened === PATHS.mantenimiento) ||
              (gated && snapshot.matches({ consent: 'pending' })) ||
              closedToAudience,
            `left ${opened}, an open page, for ${page}`,
          );
      },
    'retirar el consentimiento (Ley 1581) borra lo que gobierna: sus cookies, y saca de la página que lo exige': ({
      world,
      snapshot,
      previous,
      event,
      before,
      input,
    }) => {
      if (event?.type !== 'consent.revoked' || !previous?.matches({ consent: 'accepted' })) return;
      assert.ok(snapshot.matches({ consent: 'pending' }), 'the banner is back');
      for (const name of [COOKIES.cart, COOKIES.coupons, COOKIES.order, COOKIES.address, COOKIES.city, COOKIES.salesPoint])
        assert.equal(world.cookies.has(name), false, `the ${name} cookie stays`);
      const paths = world.events.map(pageOf).filter((p) => p !== null);
      const page = paths.at(-1) ?? (input as BootInput).path;
      const gated =
        page !== PATHS.index &&
        page !== PATHS.mantenimiento &&
        page !== PATHS.productos &&
        !page.startsWith(`${PATHS.productos}/`);
      assert.deepEqual(
        world.history.slice(before.navigation),
        gated ? [{ to: PATHS.index, replace: true }] : [],
        `withdrawn on ${page}`,
      );
    },
    "sin cookies, el aviso recuerda la página pedida con su consulta (el token del correo) y 'Aceptar' en el inicio sigue a ella; nunca a otra web; aceptar la olvida":
      ({ world, input, snapshot, previous, event, before }) => {
        const start = input as BootInput;
        const stored = world.storage.get(RETURN_PAGE_STORAGE_KEY);
        const storedEarlier = event === null ? (start.returnPage ?? undefined) : storedBefore.get(world);
        storedBefore.set(world, stored);
        const moves = world.history.slice(before.navigation);
        for (const move of moves) assert.ok(isSitePage(move.to), `navigated off the site, to ${move.to}`);
        // The consent warning sent home: the page asked for is what this tab keeps (a foreign one never).
        const warned =
          added(world.notices, before.notices).some((n) => n.message === messages.cookies.mustAccept) &&
          moves.some((m) => m.to === PATHS.index);
        if (warned) {
          const asked =
            event?.type === 'navigation.changed'
              ? askedFor((event as unknown as { path: string }).path, (event as unknown as { search?: string }).search)
              : askedFor(start.path, start.search);
          assert.equal(stored, isSitePage(asked) ? asked : undefined, `the warning left ${asked}`);
        }
        if (event?.type === 'consent.accepted' && previous?.matches({ consent: 'pending' })) {
          // The page shown when 'Aceptar' was pressed: the last one src reported (the start's, or a route change).
          const shown =
            world.events
              .map(pageOf)
              .filter((p) => p !== null)
              .at(-1) ?? start.path;
          const continues = isSitePage(storedEarlier) && shown === PATHS.index;
          assert.deepEqual(
            moves,
            continues ? [{ to: storedEarlier, replace: true }] : [],
            `accepted on ${shown} with ${String(storedEarlier)} kept`,
          );
        }
        // Forgotten means nothing kept: not a page, not a leftover value (a tampered one, or the text 'undefined').
        if (snapshot.matches({ consent: 'accepted' }))
          assert.equal(world.storage.has(RETURN_PAGE_STORAGE_KEY), false, `consent given, yet ${String(stored)} is still kept`);
      },
    'una página cerrada a quien navega (spec §6) lleva a /productos, o al inicio si es /login': ({
      world,
      input,
      snapshot,
      event,
      before,
    }) => {
      if (event?.type !== 'navigation.changed' && event?.type !== 'navigation.audienceChanged') return;
      if (!snapshot.matches({ consent: 'accepted' }) || snapshot.matches({ status: 'maintenance' })) return;
      const paths = world.events.map(pageOf).filter((p) => p !== null);
      const page = paths.at(-1) ?? (input as BootInput).path;
      if (page === PATHS.mantenimiento) return;
      const audience =
        (
          world.events.filter((e) => e.type === 'navigation.audienceChanged').at(-1) as unknown as
            { audience: RouteAudience } | undefined
        )?.audience ?? null;
      const moves = world.history.slice(before.navigation);
      if (openToAudience(page, audience)) return;
      assert.deepEqual(moves, [{ to: page === PATHS.login ? PATHS.index : PATHS.productos, replace: true }], `stayed on ${page}`);
    },
  },
});
