import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import {
  IDLE_WARNING_GRACE_MS,
  REFRESH_TOKEN_MAX_AGE_SECONDS,
  TOKEN_REFRESH_AFTER_MS,
  TOKEN_REFRESH_MARGIN_MS,
} from '../../machines/constants';
import { messages } from '../../machines/messages';
import type { RefreshAnswer, SessionAnswer, SocialLoginBody } from '../../machines/schemas/identity';
import type { LoginBody, User } from '../../machines/schemas/session';
import {
  documentOf,
  returnPagePath,
  safeRedirectPath,
  selectAccountLabel,
  selectAuthMode,
  selectCanLogOut,
  selectDocument,
  selectFirstName,
  selectIdleWarning,
  selectIsAdmin,
  selectIsGuest,
  selectIsLoggedIn,
  selectIsLoggingIn,
  selectIsRefreshingToken,
  selectIsResuming,
  selectIsSocialLogin,
  selectLoginError,
  selectLoginReason,
  selectMenuTitle,
  selectToken,
  sessionMachine,
  tokenExpiresAt,
  tokenRefreshDelayMs,
  userOf,
  type ProviderLink,
} from '../../machines/session';
import type { NavigateParams, NotifyParams } from '../../machines/system';

const FOUR_HOURS = 4 * 60 * 60 * 1000;
const FIFTY_FIVE_MINUTES = 55 * 60 * 1000;

const user = (overrides: Partial<User> = {}): User => ({
  nombres: 'MARÍA,JOSÉ',
  apellidos: 'PÉREZ,GÓMEZ',
  direccion: 'Cra 7 # 10-20',
  telefono2: '3001234567',
  cedula: '52123456',
  EAdministrador: '',
  esta_autenticado: '1',
  token: 'tok-123',
  email: 'maria@example.co',
  ...overrides,
});

/** A login answer: the user (the refresh token travels in the server's HttpOnly cookie, never in the body). */
const answer = (overrides: Partial<SessionAnswer> = {}): SessionAnswer => ({ ...user(), ...overrides });

/** A JWT-shaped access token whose exp claim is `expMs` (the signature is not checked by the SPA). */
const jwt = (expMs: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: '7', exp: Math.floor(expMs / 1000) })).toString('base64url')}.firma`;

function controlled<T, I>() {
  const calls: { input: I; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<T, I>(({ input }) => new Promise<T>((resolve, reject) => calls.push({ input, resolve, reject })));
  return { logic, calls, last: () => calls[calls.length - 1]! };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function startSession(restored: User | null = null, options: { canResume?: boolean; startAt?: number } = {}) {
  const logIn = controlled<SessionAnswer, LoginBody>();
  const logInWithProvider = controlled<SessionAnswer, SocialLoginBody>();
  const refreshToken = controlled<RefreshAnswer, void>();
  const resumeSession = controlled<SessionAnswer, void>();
  const navigations: NavigateParams[] = [];
  const notices: NotifyParams[] = [];
  const effects: string[] = [];
  const persisted: { user: User; isSocialLogin: boolean }[] = [];
  /** The access token src's revokeSession reads from the context when it runs (cerrar_sesion ends its session). */
  const revoked: (string | null)[] = [];
  const links: ProviderLink[] = [];
  const sent: EventObject[] = [];
  let watching = 0;
  const clock = new SimulatedClock();
  if (options.startAt !== undefined) clock.set(options.startAt);
  const machine = sessionMachine.provide({
    actors: {
      logIn: logIn.logic,
      logInWithProvider: logInWithProvider.logic,
      refreshToken: refreshToken.logic,
      resumeSession: resumeSession.logic,
      watchActivity: fromCallback(() => {
        watching += 1;
        return () => {
          watching -= 1;
        };
      }),
    },
    actions: {
      navigate: (_, params) => navigations.push(params),
      notify: (_, params) => notices.push(params),
      persistSession: (_, params) => {
        persisted.push(params);
        effects.push(`persistSession:${params.user.cedula}:${params.isSocialLogin}`);
      },
      clearSession: () => effects.push('clearSession'),
      revokeSession: ({ context }) => {
        effects.push('revokeSession');
        revoked.push(context.user?.token ?? null);
      },
      startProviderSignIn: (_, params) => effects.push(`startProviderSignIn:${params.proveedor}`),
      rememberProviderLink: (_, params) => links.push(params),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { user: restored, canResume: options.canResume, now: () => clock.now() },
    inspect: (ev) => {
      if (ev.type === '@xstate.event' && /^(cart|checkout|location|catalogue)\./.test(ev.event.type)) sent.push(ev.event);
    },
  });
  actor.start();
  return {
    actor,
    logIn,
    logInWithProvider,
    refreshToken,
    resumeSession,
    navigations,
    notices,
    effects,
    persisted,
    revoked,
    links,
    sent,
    clock,
    watching: () => watching,
  };
}

async function logInAs(s: ReturnType<typeof startSession>, who: SessionAnswer) {
  s.actor.send({ type: 'session.loginRequested', username: ' maria@example.co ', password: 'secreta' });
  s.logIn.last().resolve(who);
  await settle();
}

describe('session: authentication (spec §4)', () => {
  it('guest to logged in: the user is stored, documento comes from cedula and the admin flag from EAdministrador', async () => {
    const s = startSession();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(selectDocument(s.actor.getSnapshot())).toBe('1000000000');
    expect(selectAccountLabel(s.actor.getSnapshot())).toBe('Ingresar');

    s.actor.send({ type: 'session.loginRequested', username: ' maria@example.co ', password: 'secreta' });
    expect(selectIsLoggingIn(s.actor.getSnapshot())).toBe(true);
    expect(s.logIn.last().input).toEqual({ username: 'maria@example.co', password: 'secreta' });
    s.logIn.last().resolve(answer({ EAdministrador: 'X' }));
    await settle();

    const snap = s.actor.getSnapshot();
    expect(selectIsLoggedIn(snap)).toBe(true);
    expect(selectDocument(snap)).toBe('52123456');
    expect(selectIsAdmin(snap)).toBe(true);
    expect(selectFirstName(snap)).toBe('MARÍA');
    expect(selectMenuTitle(snap)).toBe('MARÍA JOSÉ PÉREZ GÓMEZ');
    expect(s.effects).toEqual(['persistSession:52123456:false']);
    expect(s.navigations).toEqual([{ to: '/' }]);
    expect(s.watching()).toBe(1);
  });

  it('login tells location, cart and catalogue about the new session and document', async () => {
    const s = startSession();
    await logInAs(s, answer());
    expect(s.sent).toEqual([
      { type: 'location.sessionChanged', isLoggedIn: true },
      { type: 'cart.sessionChanged', isLoggedIn: true, username: 'maria@example.co' },
      { type: 'catalogue.queryChanged', query: { document: '52123456' } },
      { type: 'cart.queryChanged', query: { document: '52123456' } },
    ]);
  });

  it("a failed login keeps the API's Spanish message in loginError", async () => {
    const s = startSession();
    s.actor.send({ type: 'session.loginRequested', username: 'maria', password: 'mala' });
    s.logIn.last().reject(new Error('Usuario o contraseña incorrectos, verifique.'));
    await settle();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(selectLoginError(s.actor.getSnapshot())).toBe('Usuario o contraseña incorrectos, verifique.');

    s.actor.send({ type: 'session.loginRequested', username: 'maria', password: 'buena' });
    expect(selectLoginError(s.actor.getSnapshot())).toBeNull();
  });

  it('empty credentials are refused with the form message and no call', () => {
    const s = startSession();
    s.actor.send({ type: 'session.loginRequested', username: '  ', password: 'x' });
    expect(selectLoginError(s.actor.getSnapshot())).toBe('Escribe tu usuario o correo.');
    s.actor.send({ type: 'session.loginRequested', username: 'maria', password: '' });
    expect(selectLoginError(s.actor.getSnapshot())).toBe('Escribe tu contraseña.');
    expect(s.logIn.calls).toHaveLength(0);
  });

  it('the post-login redirect path must be site-internal', async () => {
    expect(safeRedirectPath('/mis-pedidos?x=1')).toBe('/mis-pedidos?x=1');
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();

    const s = startSession();
    s.actor.send({ type: 'session.loginRequested', username: 'maria', password: 'x', redirectTo: 'https://evil.example/' });
    s.logIn.last().resolve(answer());
    await settle();
    expect(s.navigations).toEqual([{ to: '/' }]);

    const t = startSession();
    t.actor.send({ type: 'session.loginRequested', username: 'maria', password: 'x', redirectTo: '/mis-pedidos' });
    t.logIn.last().resolve(answer());
    await settle();
    expect(t.navigations).toEqual([{ to: '/mis-pedidos' }]);
  });

  it('a failed login forgets where it was going, so no later login (site or social) inherits that redirect', async () => {
    const s = startSession();
    s.actor.send({ type: 'session.loginRequested', username: 'maria', password: 'mala', redirectTo: '/mis-pedidos' });
    expect(s.actor.getSnapshot().context.redirectTo).toBe('/mis-pedidos');
    s.logIn.last().reject(new Error('Usuario o contraseña incorrectos.'));
    await settle();
    expect(s.actor.getSnapshot().value).toBe('guest');
    expect(s.actor.getSnapshot().context.redirectTo).toBeNull();
  });

  it('a login asked by the checkout (auth mode 1) continues to /confirmar-ubicacion', async () => {
    const s = startSession();
    s.actor.send({ type: 'session.authModeSet', mode: 1 });
    expect(selectAuthMode(s.actor.getSnapshot())).toBe(1);
    await logInAs(s, answer());
    expect(s.navigations).toEqual([{ to: '/confirmar-ubicacion' }]);
  });

  describe("the header's account button (session.accountRequested): the session decides where it goes", () => {
    it('signed in, it opens /mi-cuenta and leaves the sign-in as it was', () => {
      const s = startSession(user());
      s.actor.send({ type: 'session.accountRequested', from: '/productos?textoBusqueda=alitas' });
      expect(s.navigations).toEqual([{ to: '/mi-cuenta' }]);
      expect(s.actor.getSnapshot().context.returnTo).toBeNull();
    });

    it('a guest goes to the sign-in of the menu (/login?accion=n, auth mode 0) and comes back to the page it was on', async () => {
      const s = startSession();
      s.actor.send({ type: 'session.authModeSet', mode: 1 });
      s.actor.send({ type: 'session.accountRequested', from: '/productos?textoBusqueda=alitas' });
      expect(s.navigations).toEqual([{ to: '/login?accion=n' }]);
      expect(s.actor.getSnapshot().context.authMode).toBe(0);
      await logInAs(s, answer());
      expect(s.navigations.at(-1)).toEqual({ to: '/productos?textoBusqueda=alitas' });
    });
  });

  describe('signing in returns the customer to where they were', () => {
    it("'Ingresar' on a search returns to that search (path and query) once signed in", async () => {
      const s = startSession();
      s.actor.send({ type: 'session.authModeSet', mode: 0, from: '/productos?textoBusqueda=alitas' });
      await logInAs(s, answer());
      expect(s.navigations).toEqual([{ to: '/productos?textoBusqueda=alitas' }]);
    });

    it('a failed attempt keeps the page to return to: the next right password still goes back there', async () => {
      const s = startSession();
      s.actor.send({ type: 'session.authModeSet', mode: 0, from: '/productos/pollo-asado-entero' });
      s.actor.send({ type: 'session.loginRequested', username: 'maria', password: 'mala' });
      s.logIn.last().reject(new Error('Usuario o contraseña incorrectos.'));
      await settle();
      await logInAs(s, answer());
      expect(s.navigations).toEqual([{ to: '/productos/pollo-asado-entero' }]);
    });

    it('the page is used once: after logging out and in again without opening the sign-in from a page, the customer goes to /', async () => {
      const s = startSession();
      s.actor.send({ type: 'session.authModeSet', mode: 0, from: '/carrito' });
      await logInAs(s, answer());
      s.actor.send({ type: 'session.logoutRequested' });
      await logInAs(s, answer());
      expect(s.navigations).toEqual([{ to: '/carrito' }, { to: '/' }, { to: '/' }]);
    });

    it('only a page of this site, never a sign-in page: another site, /login itself or /registro keep the page remembered before', async () => {
      for (const from of [
        'https://malo.example/',
        '//malo.example/carrito',
        '/\\malo.example',
        '/login?accion=n',
        '/login/',
        '/registro?accion=n&hc=s',
        '/recuperar-contrasena?token=x',
        '/callback?code=1',
        'carrito',
      ]) {
        expect(returnPagePath(from), from).toBeNull();
        const s = startSession();
        s.actor.send({ type: 'session.authModeSet', mode: 0, from: '/carrito' });
        s.actor.send({ type: 'session.authModeSet', mode: 0, from });
        await logInAs(s, answer());
        expect(s.navigations, from).toEqual([{ to: '/carrito' }]);
      }
      expect(returnPagePath('/loginx')).toBe('/loginx');
    });

    it("the checkout's login (auth mode 1) goes on with the order to /confirmar-ubicacion, and the login page says why", async () => {
      const s = startSession();
      s.actor.send({ type: 'session.authModeSet', mode: 0, from: '/productos?textoBusqueda=alitas' });
      expect(selectLoginReason(s.actor.getSnapshot())).toBeNull();
      s.actor.send({ type: 'session.authModeSet', mode: 1 });
      expect(selectLoginReason(s.actor.getSnapshot())).toBe('checkout');
      await logInAs(s, answer());
      expect(s.navigations).toEqual([{ to: '/confirmar-ubicacion' }]);
    });

    it("the login's own ?redirect= outranks the page it was opened from (the maintenance page's staff link)", async () => {
      const s = startSession();
      s.actor.send({ type: 'session.authModeSet', mode: 0, from: '/carrito' });
      s.actor.send({ type: 'session.loginRequested', username: 'maria', password: 'x', redirectTo: '/preferencias' });
      s.logIn.last().resolve(answer());
      await settle();
      expect(s.navigations).toEqual([{ to: '/preferencias' }]);
    });

    it('a social login still goes to /confirmar-ubicacion (spec §4), and forgets the page', async () => {
      const s = startSession();
      s.actor.send({ type: 'session.authModeSet', mode: 0, from: '/carrito' });
      s.actor.send({ type: 'session.providerReturned', proveedor: 'google', idToken: 'a.b.c', nonce: 'n' });
      s.logInWithProvider.last().resolve(answer({ esta_autenticado: '1' }));
      await settle();
      expect(s.navigations).toEqual([{ to: '/confirmar-ubicacion' }]);
      expect(s.actor.getSnapshot().context.returnTo).toBeNull();
    });
  });

  it('a user restored from the cookie starts logged in; without cedula the document is 10000000000', () => {
    const s = startSession(user({ cedula: '' }));
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    expect(selectDocument(s.actor.getSnapshot())).toBe('10000000000');
    expect(documentOf(null)).toBe('1000000000');
    expect(s.sent).toEqual([]);
    expect(s.effects).toEqual([]);
  });

  it('logout resets auth mode 0, empties cart and order, resets location, guest document, clears cookies and goes to /', async () => {
    const s = startSession(user());
    s.actor.send({ type: 'session.authModeSet', mode: 1 });
    s.actor.send({ type: 'session.logoutRequested' });
    const snap = s.actor.getSnapshot();
    expect(selectIsLoggedIn(snap)).toBe(false);
    expect(selectAuthMode(snap)).toBe(0);
    expect(selectDocument(snap)).toBe('1000000000');
    expect(s.effects).toEqual(['revokeSession', 'clearSession']);
    // The logout reaches the server with the access token of the customer who leaves, read
    // before the context is reset: cerrar_sesion ends that session even where no refresh cookie is left.
    expect(s.revoked).toEqual(['tok-123']);
    expect(s.sent).toEqual([
      { type: 'cart.cleared' },
      { type: 'cart.sessionChanged', isLoggedIn: false, username: null },
      { type: 'checkout.reset' },
      { type: 'location.reset' },
      { type: 'catalogue.queryChanged', query: { document: '1000000000' } },
      { type: 'cart.queryChanged', query: { document: '1000000000' } },
    ]);
    expect(s.navigations).toEqual([{ to: '/' }]);
    expect(s.watching()).toBe(0);
  });

  it("'Cerrar sesión' is offered to every signed-in customer, delivery time chosen or not, and never to a guest", () => {
    expect(selectCanLogOut(startSession(user()).actor.getSnapshot())).toBe(true);
    expect(selectCanLogOut(startSession().actor.getSnapshot())).toBe(false);
  });

  it('on browser back/forward, if logged in but the session cookie is missing, the user is logged out', () => {
    const s = startSession(user());
    s.actor.send({ type: 'session.historyNavigated', sessionCookiePresent: true });
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    s.actor.send({ type: 'session.historyNavigated', sessionCookiePresent: false });
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.effects).toEqual(['revokeSession', 'clearSession']);
  });
});

describe('session: idle (spec §4)', () => {
  it('after 4 hours without activity while logged in, a modal warns then logs out', () => {
    const s = startSession(user());
    s.clock.increment(FOUR_HOURS - 1);
    expect(selectIdleWarning(s.actor.getSnapshot())).toBeNull();
    s.clock.increment(1);
    expect(selectIdleWarning(s.actor.getSnapshot())).toBe('Se cerrará la sesion por inactividad.');
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);

    s.actor.send({ type: 'session.idleWarningClosed' });
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(selectIdleWarning(s.actor.getSnapshot())).toBeNull();
    expect(s.navigations).toEqual([{ to: '/' }]);
  });

  it('mouse, key, touch or scroll activity restarts the 4-hour wait', () => {
    const s = startSession(user());
    s.clock.increment(FOUR_HOURS - 1_000);
    s.actor.send({ type: 'session.activity' });
    s.clock.increment(FOUR_HOURS - 1_000);
    expect(selectIdleWarning(s.actor.getSnapshot())).toBeNull();
    s.clock.increment(1_000);
    expect(selectIdleWarning(s.actor.getSnapshot())).toBe(messages.session.idleWarning);
  });

  it('the warning unanswered for its grace period logs out by itself (an unattended tab does not stay signed in)', () => {
    const s = startSession(user());
    s.clock.increment(FOUR_HOURS);
    expect(selectIdleWarning(s.actor.getSnapshot())).toBe(messages.session.idleWarning);
    s.clock.increment(IDLE_WARNING_GRACE_MS - 1);
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    s.clock.increment(1);
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(selectIdleWarning(s.actor.getSnapshot())).toBeNull();
    expect(s.effects).toEqual(['revokeSession', 'clearSession']);
    expect(s.notices).toEqual([{ level: 'info', message: messages.session.loggedOutIdle }]);
    expect(s.navigations).toEqual([{ to: '/' }]);
  });

  it('after the idle logout the token refresh stops: no refresh call however long the tab stays open', () => {
    const s = startSession(user());
    s.clock.increment(FOUR_HOURS + IDLE_WARNING_GRACE_MS);
    const calls = s.refreshToken.calls.length;
    s.clock.increment(FOUR_HOURS * 3);
    expect(s.refreshToken.calls).toHaveLength(calls);
  });

  it('activity while the warning shows does not cancel it: only closing it (or the grace period) ends it, with the logout', () => {
    const s = startSession(user());
    s.clock.increment(FOUR_HOURS);
    s.actor.send({ type: 'session.activity' });
    expect(selectIdleWarning(s.actor.getSnapshot())).toBe(messages.session.idleWarning);
  });

  it('a guest is never warned for inactivity', () => {
    const s = startSession();
    s.clock.increment(FOUR_HOURS * 2);
    expect(selectIdleWarning(s.actor.getSnapshot())).toBeNull();
    expect(s.watching()).toBe(0);
  });
});

describe('session: social login (spec §4)', () => {
  const returned = { type: 'session.providerReturned', proveedor: 'google', idToken: ' aaa.bbb.ccc ', nonce: 'n-1' } as const;

  it("'Continuar con Google' asks src to send the browser to the provider; a signed-in user is not sent", async () => {
    const s = startSession();
    s.actor.send({ type: 'session.providerRequested', proveedor: 'google' });
    expect(s.effects).toEqual(['startProviderSignIn:google']);
    expect(selectIsGuest(s.actor.getSnapshot())).toBe(true);

    const t = startSession(user());
    t.actor.send({ type: 'session.providerRequested', proveedor: 'facebook' });
    expect(t.effects).toEqual([]);
  });

  it('a registered provider account (esta_autenticado 1) is stored with the social flag and goes to /confirmar-ubicacion', async () => {
    const s = startSession();
    s.actor.send(returned);
    expect(selectIsLoggingIn(s.actor.getSnapshot())).toBe(true);
    expect(s.logInWithProvider.last().input).toEqual({ proveedor: 'google', id_token: 'aaa.bbb.ccc', nonce: 'n-1' });
    s.logInWithProvider.last().resolve(answer({ esta_autenticado: '1' }));
    await settle();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    expect(selectIsSocialLogin(s.actor.getSnapshot())).toBe(true);
    expect(s.effects).toEqual(['persistSession:52123456:true']);
    expect(s.navigations).toEqual([{ to: '/confirmar-ubicacion' }]);
    expect(s.actor.getSnapshot().context.providerSignIn).toBeNull();
    expect(s.sent).toContainEqual({ type: 'location.sessionChanged', isLoggedIn: true });
  });

  it('an unknown provider account (esta_autenticado 0) is logged out and sent to registro, with what registro needs to link it', async () => {
    const s = startSession();
    s.actor.send(returned);
    s.logInWithProvider.last().resolve(
      answer({
        esta_autenticado: '0',
        token: '',
        email: 'nuevo@gmail.com',
        nombres: 'Nuevo',
        apellidos: 'Cliente',
        cedula: '',
      }),
    );
    await settle();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(selectIsSocialLogin(s.actor.getSnapshot())).toBe(false);
    expect(s.effects).toEqual(['clearSession']);
    expect(s.links).toEqual([
      {
        proveedor: 'google',
        id_token: 'aaa.bbb.ccc',
        nonce: 'n-1',
        email: 'nuevo@gmail.com',
        nombres: 'Nuevo',
        apellidos: 'Cliente',
      },
    ]);
    expect(s.navigations).toEqual([{ to: '/registro', replace: true }]);
    expect(s.actor.getSnapshot().context.providerSignIn).toBeNull();
  });

  it('any social login error redirects to /', async () => {
    const s = startSession();
    s.actor.send(returned);
    s.logInWithProvider.last().reject(new Error('Error de Red.'));
    await settle();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.navigations).toEqual([{ to: '/', replace: true }]);
    expect(s.actor.getSnapshot().context.providerSignIn).toBeNull();

    s.actor.send({ type: 'session.providerFailed' });
    expect(s.navigations).toEqual([
      { to: '/', replace: true },
      { to: '/', replace: true },
    ]);
  });
});

describe('session: registration signs the new customer in', () => {
  it('session.registered stores the user, tells the siblings, welcomes and goes to /confirmar-ubicacion', () => {
    const s = startSession();
    s.actor.send({ type: 'session.registered', answer: answer({ cedula: '80111222' }) });
    const snap = s.actor.getSnapshot();
    expect(selectIsLoggedIn(snap)).toBe(true);
    expect(selectDocument(snap)).toBe('80111222');
    expect(selectIsSocialLogin(snap)).toBe(false);
    expect(s.persisted).toEqual([{ user: userOf(answer({ cedula: '80111222' })), isSocialLogin: false }]);
    expect(s.sent).toEqual([
      { type: 'location.sessionChanged', isLoggedIn: true },
      { type: 'cart.sessionChanged', isLoggedIn: true, username: 'maria@example.co' },
      { type: 'catalogue.queryChanged', query: { document: '80111222' } },
      { type: 'cart.queryChanged', query: { document: '80111222' } },
    ]);
    expect(s.notices).toEqual([{ level: 'success', message: messages.identity.registered }]);
    expect(s.navigations).toEqual([{ to: '/confirmar-ubicacion' }]);
  });

  it('is ignored by a signed-in session', () => {
    const s = startSession(user());
    s.actor.send({ type: 'session.registered', answer: answer({ cedula: '80111222' }) });
    expect(selectDocument(s.actor.getSnapshot())).toBe('52123456');
    expect(s.persisted).toEqual([]);
  });
});

describe('session: account data edited in /mi-cuenta', () => {
  it('names and contact data follow into the header, the menu and the user cookie', () => {
    const s = startSession(user());
    s.actor.send({
      type: 'session.accountUpdated',
      account: { nombres: 'ANA', apellidos: 'RUIZ', telefono2: '3109876543', direccion: 'Carrera 11 # 93-20' },
    });
    const snap = s.actor.getSnapshot();
    expect(selectFirstName(snap)).toBe('ANA');
    expect(selectMenuTitle(snap)).toBe('ANA RUIZ');
    expect(snap.context.user).toMatchObject({
      telefono2: '3109876543',
      direccion: 'Carrera 11 # 93-20',
      cedula: '52123456',
      token: 'tok-123',
    });
    expect(s.persisted).toEqual([{ user: snap.context.user, isSocialLogin: false }]);
  });

  it('is ignored by a guest', () => {
    const s = startSession();
    s.actor.send({
      type: 'session.accountUpdated',
      account: { nombres: 'ANA', apellidos: 'RUIZ', telefono2: '', direccion: '' },
    });
    expect(s.actor.getSnapshot().context.user).toBeNull();
    expect(s.persisted).toEqual([]);
  });
});

describe('session: refresh tokens (spec §7: refresh token max age 2592000 s)', () => {
  it('no refresh token passes through the machine (the server keeps it in an HttpOnly cookie): an old answer carrying one is stored without it', async () => {
    expect(REFRESH_TOKEN_MAX_AGE_SECONDS).toBe(2_592_000);
    const s = startSession();
    await logInAs(s, { ...answer(), refresh_token: 'rt-de-un-servidor-viejo' } as SessionAnswer);
    expect(Object.keys(s.persisted[0]!).sort()).toEqual(['isSocialLogin', 'user']);
    expect(s.persisted[0]!.user).toEqual(user());
    expect(s.actor.getSnapshot().context.user).toEqual(user());
  });

  it('55 minutes after login the access token is refreshed: new token into the user and the cookies, then again 55 minutes later', async () => {
    const s = startSession();
    await logInAs(s, answer({ token: 'tok-1' }));
    s.clock.increment(FIFTY_FIVE_MINUTES - 1);
    expect(s.refreshToken.calls).toHaveLength(0);
    s.clock.increment(1);
    expect(s.refreshToken.calls).toHaveLength(1);
    expect(selectIsRefreshingToken(s.actor.getSnapshot())).toBe(true);
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    // The user is not "logging in" while the token is refreshed: no spinner anywhere.
    expect(selectIsLoggingIn(s.actor.getSnapshot())).toBe(false);

    s.refreshToken.last().resolve({ token: 'tok-2', expira_en: 3600 });
    await settle();
    expect(selectToken(s.actor.getSnapshot())).toBe('tok-2');
    expect(selectIsRefreshingToken(s.actor.getSnapshot())).toBe(false);
    expect(s.persisted.at(-1)).toEqual({ user: { ...userOf(answer()), token: 'tok-2' }, isSocialLogin: false });

    s.clock.increment(FIFTY_FIVE_MINUTES);
    expect(s.refreshToken.calls).toHaveLength(2);
  });

  it('a restored token is refreshed 5 minutes before its own expiry, at once when already expired', () => {
    const now = Date.UTC(2025, 5, 1, 20, 0, 0);
    const s = startSession(user({ token: jwt(now + 10 * 60 * 1000) }), { startAt: now });
    s.clock.increment(5 * 60 * 1000 - 1);
    expect(s.refreshToken.calls).toHaveLength(0);
    s.clock.increment(1);
    expect(s.refreshToken.calls).toHaveLength(1);

    const t = startSession(user({ token: jwt(now - 1_000) }), { startAt: now });
    t.clock.increment(0);
    expect(t.refreshToken.calls).toHaveLength(1);
  });

  it('the delay is read from the token: margin before exp, never more than 55 minutes, 55 minutes when unreadable', () => {
    const now = 1_750_000_000_000;
    expect(tokenExpiresAt(jwt(now + 3_600_000))).toBe(Math.floor((now + 3_600_000) / 1000) * 1000);
    expect(tokenExpiresAt('tok-123')).toBeNull();
    expect(tokenExpiresAt('a.!!!.c')).toBeNull();
    expect(tokenExpiresAt(`a.${Buffer.from('{"exp":"mañana"}').toString('base64url')}.c`)).toBeNull();
    expect(tokenRefreshDelayMs('tok-123', now)).toBe(TOKEN_REFRESH_AFTER_MS);
    expect(tokenRefreshDelayMs(jwt(now + 3_600_000), now)).toBe(TOKEN_REFRESH_AFTER_MS);
    expect(tokenRefreshDelayMs(jwt(now + 30 * 24 * 3_600_000), now)).toBe(TOKEN_REFRESH_AFTER_MS);
    expect(tokenRefreshDelayMs(jwt(now + TOKEN_REFRESH_MARGIN_MS + 60_000), now)).toBe(60_000);
    expect(tokenRefreshDelayMs(jwt(now), now)).toBe(0);
    expect(TOKEN_REFRESH_AFTER_MS).toBe(FIFTY_FIVE_MINUTES);
  });

  it('a refused refresh logs out with a notice (revoking, then clearing, the session)', async () => {
    const s = startSession(user());
    s.clock.increment(FIFTY_FIVE_MINUTES);
    s.refreshToken.last().reject(new Error('No autorizado, no está permitido'));
    await settle();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.notices).toEqual([{ level: 'warning', message: messages.identity.refreshTokenInvalid }]);
    expect(s.effects).toEqual(['revokeSession', 'clearSession']);
    expect(s.revoked).toEqual(['tok-123']);
    expect(s.navigations).toEqual([{ to: '/' }]);
    expect(s.sent).toContainEqual({ type: 'cart.cleared' });
  });

  it('refreshing does not count as activity: the idle warning still comes 4 hours after the last one', async () => {
    const s = startSession(user());
    for (let k = 1; k <= 4; k++) {
      s.clock.increment(FIFTY_FIVE_MINUTES);
      s.refreshToken.last().resolve({ token: `tok-${k}`, expira_en: 3600 });
      await settle();
    }
    expect(s.refreshToken.calls).toHaveLength(4);
    expect(selectIdleWarning(s.actor.getSnapshot())).toBeNull();
    s.clock.increment(FOUR_HOURS - 4 * FIFTY_FIVE_MINUTES);
    expect(selectIdleWarning(s.actor.getSnapshot())).toBe(messages.session.idleWarning);
    expect(selectToken(s.actor.getSnapshot())).toBe('tok-4');
  });

  it('logging out while a refresh is under way cancels it', async () => {
    const s = startSession(user());
    s.clock.increment(FIFTY_FIVE_MINUTES);
    s.actor.send({ type: 'session.logoutRequested' });
    s.refreshToken.last().resolve({ token: 'tarde', expira_en: 3600 });
    await settle();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.persisted).toEqual([]);
  });

  it('a guest has no token to refresh', () => {
    const s = startSession();
    s.clock.increment(FOUR_HOURS);
    expect(s.refreshToken.calls).toHaveLength(0);
  });
});

describe('session: resuming a remembered session', () => {
  it('no user cookie but a session to resume: resuming, then logged in without moving the customer', async () => {
    const s = startSession(null, { canResume: true });
    expect(selectIsResuming(s.actor.getSnapshot())).toBe(true);
    expect(selectIsLoggingIn(s.actor.getSnapshot())).toBe(true);
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.resumeSession.calls).toHaveLength(1);
    s.resumeSession.last().resolve(answer({ token: 'tok-nuevo' }));
    await settle();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    expect(selectToken(s.actor.getSnapshot())).toBe('tok-nuevo');
    expect(s.persisted).toEqual([{ user: userOf(answer({ token: 'tok-nuevo' })), isSocialLogin: false }]);
    expect(s.sent).toEqual([
      { type: 'location.sessionChanged', isLoggedIn: true },
      { type: 'cart.sessionChanged', isLoggedIn: true, username: 'maria@example.co' },
      { type: 'catalogue.queryChanged', query: { document: '52123456' } },
      { type: 'cart.queryChanged', query: { document: '52123456' } },
    ]);
    expect(s.navigations).toEqual([]);
    expect(s.watching()).toBe(1);
  });

  it('a refresh token that no longer works leaves a guest and clears what was left of the session', async () => {
    const s = startSession(null, { canResume: true });
    s.resumeSession.last().reject(new Error('No autorizado, no está permitido'));
    await settle();
    expect(selectIsGuest(s.actor.getSnapshot())).toBe(true);
    expect(s.effects).toEqual(['clearSession']);
    expect(s.navigations).toEqual([]);
    expect(s.notices).toEqual([]);
  });

  it('a restored user cookie wins over the refresh token; without either the visitor is a guest at once', () => {
    const s = startSession(user(), { canResume: true });
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    expect(s.resumeSession.calls).toHaveLength(0);
    const t = startSession(null, { canResume: false });
    expect(selectIsGuest(t.actor.getSnapshot())).toBe(true);
    expect(t.resumeSession.calls).toHaveLength(0);
  });
});
