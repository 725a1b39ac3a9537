import assert from 'node:assert/strict';
import { selectIsEmpty, cartMachine, type CartSnapshot } from '../../../machines/cart';
import { checkoutMachine, type CheckoutSnapshot } from '../../../machines/checkout';
import { catalogueMachine, type CatalogueSnapshot } from '../../../machines/catalogue';
import {
  COOKIES,
  GUEST_DOCUMENT,
  TOKEN_REFRESH_AFTER_MS,
  TOKEN_REFRESH_MARGIN_MS,
  USER_WITHOUT_CEDULA_DOCUMENT,
} from '../../../machines/constants';
import { messages } from '../../../machines/messages';
import type { User } from '../../../machines/schemas/session';
import { EMPTY_LOCATION, locationMachine, type LocationSnapshot } from '../../../machines/location';
import { PATHS } from '../../../machines/paths';
import { SYSTEM_IDS } from '../../../machines/system';
import { ADDRESS, B001, NOW, now, QUERY, TOMORROW, validOrder } from '../../fixtures/store';
import { added, defineEffects, type World } from '../world';

/** docs/product.md#estados-y-transiciones: the customer's document prices the menu (guest 1000000000; a customer without cedula 10000000000). */
const documentFor = (user: User | null) => (user === null ? GUEST_DOCUMENT : user.cedula.trim() || USER_WITHOUT_CEDULA_DOCUMENT);

/** When the access token in the user cookie was obtained, per replayed path. */
const tokens = new WeakMap<World, { at: number; token: string }>();

/**
 * The `exp` claim of a JWT, read here without the machine's code: ms, or null when unreadable. A JWT's payload
 * is base64url (RFC 7519 docs/product.md#entidades, RFC 7515 docs/product.md#pantallas-y-rutas): a payload with '+', '/' or '=' is not one, and is not read.
 */
function expiryOf(token: string): number | null {
  const payload = token.split('.')[1] ?? '';
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown } | null;
    return typeof claims?.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

const eventOf = <T>(event: unknown) => event as T;

/** How the sign-in was last opened (auth mode) and the page to go back to, per replayed path. */
const signIns = new WeakMap<World, { mode: number; page: string | null }>();
/** A page of this site that is not a sign-in page (login, callback, registro, recuperar-contrasena), read here without the machine's code. */
function returnablePage(from: string | undefined): string | null {
  const page = from?.trim() ?? '';
  // eslint-disable-next-line no-control-regex -- a return page with control characters is refused
  if (!/^\/(?![/\\])[^\u0000-\u001f]*$/.test(page)) return null;
  const pathname = page.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  return [PATHS.login, PATHS.callback, PATHS.registro, PATHS.recuperarContrasena].includes(pathname as never) ? null : page;
}

const SAVED_LOCATION = {
  ...EMPTY_LOCATION,
  salesPoint: B001,
  selectedAt: NOW - 60_000,
  city: 'Bogotá',
  address: ADDRESS,
  deliveryDate: TOMORROW,
  deliveryTime: '12:00',
  pickup: false,
};
const CART_LINES = [{ producto_id: 'A1', cantidad: 1 }];

/**
 * docs/product.md#estados-y-transiciones session: the session runs beside the real cart, location and order
 * machines (with a product in the cart, a saved address and an order being sent),
 * so logging out is checked on what the customer would see, not on the session.
 */
export default defineEffects({
  systemId: SYSTEM_IDS.session,
  cookies: (input) => ({
    [COOKIES.cookiesAccepted]: true,
    [COOKIES.cart]: CART_LINES,
    [COOKIES.salesPoint]: SAVED_LOCATION,
    ...((input as { user: unknown }).user ? { [COOKIES.user]: (input as { user: unknown }).user } : {}),
  }),
  siblings: {
    [SYSTEM_IDS.cart]: { machine: cartMachine, input: { lines: CART_LINES, coupons: [], query: QUERY } },
    [SYSTEM_IDS.location]: { machine: locationMachine, input: { ...SAVED_LOCATION, isLoggedIn: true, isCartEmpty: false, now } },
    [SYSTEM_IDS.catalogue]: { machine: catalogueMachine, input: { enabled: false, query: QUERY, preloaded: null } },
    [SYSTEM_IDS.checkout]: {
      machine: checkoutMachine,
      prepare: [{ type: 'checkout.submitted', order: validOrder(2), username: 'cliente@pollosbrasa.co' }],
    },
  },
  rules: {
    'al cerrar sesión se revoca el acceso y se vacían carrito, pedido y ubicación (spec §4)': ({
      world,
      snapshot,
      previous,
      before,
    }) => {
      const loggedOut = previous !== null && previous.matches('loggedIn') && !snapshot.matches('loggedIn');
      if (!loggedOut) return;
      const cart = world.parts[SYSTEM_IDS.cart]!.getSnapshot() as CartSnapshot;
      const checkout = world.parts[SYSTEM_IDS.checkout]!.getSnapshot() as CheckoutSnapshot;
      const location = world.parts[SYSTEM_IDS.location]!.getSnapshot() as LocationSnapshot;
      assert.ok(selectIsEmpty(cart), `the cart still shows ${JSON.stringify(cart.context.lines)}`);
      assert.deepEqual(world.cookies.get(COOKIES.cart) ?? [], [], 'the cart cookie (carrito_alacarta) is empty');
      assert.equal(checkout.context.order, null, 'the order being sent is forgotten');
      assert.ok(checkout.matches('editing'), `the order machine is back to editing, not ${JSON.stringify(checkout.value)}`);
      assert.equal(location.context.address, null, 'the delivery address is forgotten');
      assert.equal(location.context.deliveryTime, null, 'the delivery slot is forgotten');
      assert.ok(location.matches('assigningGeneric'), 'the generic sales point is assigned again');
      // With the access token of the customer who leaves, so the server ends that very session.
      const leaving = (before.cookies.get(COOKIES.user) as User | undefined)?.token ?? null;
      assert.deepEqual(
        added(world.api, before.api)
          .filter((r) => r.call === 'auth_resources/cerrar_sesion')
          .map((r) => r.input),
        [{ token: leaving }],
        'the session is ended on the server (cerrar_sesion, once, with the token of who leaves)',
      );
      assert.equal(world.cookies.has(COOKIES.sessionResumable), false, 'nothing says a session may be resumed');
      assert.equal(world.cookies.has(COOKIES.user), false, 'the user cookie is removed');
      assert.equal(world.navigation.at(-1), PATHS.index, 'and the customer is taken to the home page');
    },
    'un cliente con sesión tiene su usuario guardado en la cookie usuario': ({ world, snapshot }) => {
      if (snapshot.matches('loggedIn')) assert.ok(world.cookies.has(COOKIES.user), 'signed in without the user cookie');
    },
    'las cookies guardan el usuario que respondió el servidor, con sus cambios, y ningún refresh token: ese lo guarda el servidor en una cookie HttpOnly':
      ({ world, event, snapshot }) => {
        const type = event?.type ?? '';
        const cookieUser = world.cookies.get(COOKIES.user) as User | undefined;
        if (snapshot.matches('loggedIn')) {
          assert.equal(world.cookies.has(COOKIES.legacyRefreshToken), false, 'no script-written refresh token');
          assert.ok(!JSON.stringify(cookieUser ?? {}).includes('refresh_token'), 'nor one inside the user cookie');
        }
        if ((type.startsWith('xstate.done.actor.') || type === 'session.registered') && snapshot.matches('loggedIn'))
          assert.equal(
            world.cookies.get(COOKIES.sessionResumable),
            true,
            'the session may be resumed once the user cookie expires',
          );
        if (type.startsWith('xstate.done.actor.') && snapshot.matches('loggedIn')) {
          const output = eventOf<{ output: Record<string, unknown> }>(event).output;
          if ('nombres' in output) assert.deepEqual(cookieUser, output, 'the user cookie is the answer');
          else assert.equal(cookieUser?.token, output.token, 'the new access token is in the user cookie');
        }
        if (type === 'session.registered') {
          assert.deepEqual(cookieUser, eventOf<{ answer: Record<string, unknown> }>(event).answer, 'a new account is signed in');
        }
        if (type === 'session.accountUpdated' && snapshot.matches('loggedIn')) {
          const account = eventOf<{ account: Partial<User> }>(event).account;
          for (const [key, value] of Object.entries(account))
            assert.equal(cookieUser?.[key as keyof User], value, `the user cookie has the new ${key}`);
          assert.notEqual(cookieUser?.token, undefined, 'and still its token');
        }
      },
    'al iniciar o cerrar sesión, ubicación, carrito y catálogo saben quién es el cliente (su documento fija los precios)': ({
      world,
      snapshot,
      previous,
    }) => {
      const entered = previous !== null && !previous.matches('loggedIn') && snapshot.matches('loggedIn');
      const left = previous !== null && previous.matches('loggedIn') && !snapshot.matches('loggedIn');
      if (!entered && !left) return;
      const user = entered ? (world.cookies.get(COOKIES.user) as User) : null;
      const cart = (world.parts[SYSTEM_IDS.cart]!.getSnapshot() as CartSnapshot).context;
      const location = (world.parts[SYSTEM_IDS.location]!.getSnapshot() as LocationSnapshot).context;
      const catalogue = (world.parts[SYSTEM_IDS.catalogue]!.getSnapshot() as CatalogueSnapshot).context;
      assert.equal(location.isLoggedIn, user !== null, 'the location knows whether a customer is signed in');
      assert.equal(cart.isLoggedIn, user !== null, 'the cart knows whether a customer is signed in');
      assert.equal(
        cart.username,
        user === null ? null : user.email.trim() || documentFor(user),
        'the cart keeps the abandoned cart under the e-mail (else the document)',
      );
      assert.equal(cart.query.document, documentFor(user), 'the cart prices for the document');
      assert.equal(catalogue.query.document, documentFor(user), 'the menu is priced for the document');
    },
    'el ingreso envía lo escrito (el usuario sin espacios), y a la vuelta del proveedor su token sin espacios': ({
      world,
      before,
      event,
    }) => {
      for (const request of added(world.api, before.api)) {
        if (request.call === 'logIn') {
          const typed = eventOf<{ username: string; password: string }>(event);
          assert.deepEqual(request.input, { username: typed.username.trim(), password: typed.password });
        }
        if (request.call === 'logInWithProvider') {
          const back = eventOf<{ proveedor: string; idToken: string; nonce: string }>(event);
          assert.deepEqual(request.input, { proveedor: back.proveedor, id_token: back.idToken.trim(), nonce: back.nonce });
        }
      }
    },
    'tras ingresar se vuelve a la página de este sitio que lo pidió; si no, a confirmar-ubicación desde el pago, o a la página de donde se abrió el ingreso (una búsqueda, un producto, el carrito; nunca una de ingreso), o al inicio (spec §4)':
      ({ world, before, event, previous, snapshot }) => {
        // What the customer did, followed step by step: how the sign-in was opened and from which page (a logout forgets both).
        const opened = signIns.get(world) ?? { mode: 0, page: null };
        if (event?.type === 'session.authModeSet') {
          const { mode, from } = eventOf<{ mode: number; from?: string }>(event);
          signIns.set(world, { mode, page: returnablePage(from) ?? opened.page });
        }
        // The header's account button without a session opens the sign-in as the menu does (mode 0, from its page).
        if (event?.type === 'session.accountRequested' && !previous?.matches('loggedIn')) {
          const { from } = eventOf<{ from: string }>(event);
          signIns.set(world, { mode: 0, page: returnablePage(from) ?? opened.page });
        }
        if (previous?.matches('loggingIn') && snapshot.matches('loggedIn')) {
          const asked = [...world.events].reverse().find((e) => e.type === 'session.loginRequested') as
            { redirectTo?: string } | undefined;
          const wanted = asked?.redirectTo?.trim() ?? null;
          // eslint-disable-next-line no-control-regex -- a return page with control characters is refused
          const internal = wanted !== null && /^\/(?![/\\])[^\u0000-\u001f]*$/.test(wanted) ? wanted : null;
          const home = opened.mode === 1 ? PATHS.confirmarUbicacion : (opened.page ?? PATHS.index);
          assert.deepEqual(added(world.navigation, before.navigation), [internal ?? home], `after ${event?.type}`);
        }
        // Signed in (any way): the page served its purpose. Logged out: auth mode 0 again (docs/product.md#estados-y-transiciones).
        if (previous !== null && previous.matches('loggedIn') !== snapshot.matches('loggedIn'))
          signIns.set(world, { mode: snapshot.matches('loggedIn') ? opened.mode : 0, page: null });
      },
    'el botón de la cuenta lleva a /mi-cuenta con sesión; sin ella, al ingreso del menú (/login?accion=n)': ({
      world,
      before,
      event,
      previous,
    }) => {
      if (event?.type !== 'session.accountRequested') return;
      const signedIn = previous?.matches('loggedIn') === true;
      assert.deepEqual(added(world.navigation, before.navigation), [signedIn ? '/mi-cuenta' : '/login?accion=n']);
    },
    'continuar con un proveedor lleva a su página; una cuenta del proveedor sin registrar va a registro con sus datos recordados':
      ({ world, before, event, snapshot, previous }) => {
        if (event?.type === 'session.providerRequested')
          assert.deepEqual(added(world.navigation, before.navigation), [
            `proveedor:${eventOf<{ proveedor: string }>(event).proveedor}`,
          ]);
        if (previous?.matches('loggingInWithProvider') && event?.type.startsWith('xstate.done.actor.')) {
          const answer = eventOf<{ output: User }>(event).output;
          if (answer.esta_autenticado.trim() === '1') {
            assert.ok(snapshot.matches('loggedIn'), 'a registered account signs in');
            assert.deepEqual(added(world.navigation, before.navigation), [PATHS.confirmarUbicacion]);
          } else {
            assert.ok(snapshot.matches('guest'), 'an unknown account stays a guest');
            const back = [...world.events].reverse().find((e) => e.type === 'session.providerReturned') as unknown as {
              proveedor: string;
              idToken: string;
              nonce: string;
            };
            assert.deepEqual(world.storage.get('providerLink'), {
              proveedor: back.proveedor,
              id_token: back.idToken.trim(),
              nonce: back.nonce,
              email: answer.email,
              nombres: answer.nombres,
              apellidos: answer.apellidos,
            });
            assert.deepEqual(added(world.navigation, before.navigation), [PATHS.registro]);
          }
        }
      },
    'el acceso se renueva 5 min antes de vencer y como máximo cada 55 min (spec §7: 3600 s)': ({
      world,
      input,
      before,
      snapshot,
      previous,
      event,
    }) => {
      const now = ((input as { now?: () => number }).now ?? Date.now)();
      const cookieToken = (world.cookies.get(COOKIES.user) as User | undefined)?.token;
      for (const request of added(world.api, before.api)) {
        if (request.call !== 'refreshToken') continue;
        const got = tokens.get(world);
        assert.ok(got, 'refreshed a token never obtained');
        const exp = expiryOf(got.token);
        const wait =
          exp === null
            ? TOKEN_REFRESH_AFTER_MS
            : Math.min(TOKEN_REFRESH_AFTER_MS, Math.max(0, exp - TOKEN_REFRESH_MARGIN_MS - now));
        assert.equal(world.now() - got.at, wait, `refreshed ${world.now() - got.at} ms after the token was obtained`);
      }
      const fresh =
        snapshot.matches('loggedIn') &&
        (!previous?.matches('loggedIn') ||
          (previous.matches({ loggedIn: { token: 'refreshing' } }) && !snapshot.matches({ loggedIn: { token: 'refreshing' } })));
      if (fresh) tokens.set(world, { at: world.now(), token: cookieToken ?? snapshot.context.user.token });
      void event;
    },
    'un inicio de sesión fallido muestra el mensaje del servidor, o el genérico cuando no trae uno': ({
      event,
      snapshot,
      previous,
    }) => {
      if (!previous?.matches('loggingIn') || !event?.type.startsWith('xstate.error.actor.')) return;
      const error = eventOf<{ error: unknown }>(event).error;
      const message = error instanceof Error && error.message.trim() !== '' ? error.message : messages.http.other;
      assert.equal(snapshot.context.loginError, message);
    },
  },
});
