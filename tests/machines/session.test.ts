import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { messages } from '../../machines/messages';
import type { LoginBody, User } from '../../machines/schemas/session';
import {
  documentOf,
  safeRedirectPath,
  selectAccountLabel,
  selectAuthMode,
  selectDocument,
  selectFirstName,
  selectIdleWarning,
  selectIsAdmin,
  selectIsLoggedIn,
  selectIsLoggingIn,
  selectIsSocialLogin,
  selectLoginError,
  selectMenuTitle,
  sessionMachine,
} from '../../machines/session';
import type { NavigateParams, NotifyParams } from '../../machines/system';

const FOUR_HOURS = 4 * 60 * 60 * 1000;

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

function controlled<T, I>() {
  const calls: { input: I; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<T, I>(({ input }) => new Promise<T>((resolve, reject) => calls.push({ input, resolve, reject })));
  return { logic, calls, last: () => calls[calls.length - 1]! };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function startSession(restored: User | null = null) {
  const logIn = controlled<User, LoginBody>();
  const logInWithProvider = controlled<User, { email: string }>();
  const navigations: NavigateParams[] = [];
  const notices: NotifyParams[] = [];
  const effects: string[] = [];
  const sent: EventObject[] = [];
  let watching = 0;
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actors: {
      logIn: logIn.logic,
      logInWithProvider: logInWithProvider.logic,
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
      persistSession: (_, params) => effects.push(`persistSession:${params.user.cedula}:${params.isSocialLogin}`),
      clearSession: () => effects.push('clearSession'),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { user: restored },
    inspect: (ev) => {
      if (ev.type === '@xstate.event' && /^(cart|checkout|location|catalogue)\./.test(ev.event.type)) sent.push(ev.event);
    },
  });
  actor.start();
  return { actor, logIn, logInWithProvider, navigations, notices, effects, sent, clock, watching: () => watching };
}

async function logInAs(s: ReturnType<typeof startSession>, who: User) {
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
    s.logIn.last().resolve(user({ EAdministrador: 'X' }));
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
    await logInAs(s, user());
    expect(s.sent).toEqual([
      { type: 'location.sessionChanged', isLoggedIn: true },
      { type: 'cart.sessionChanged', isLoggedIn: true, username: 'maria@example.co' },
      { type: 'catalogue.queryChanged', query: { document: '52123456' } },
      { type: 'cart.queryChanged', query: { document: '52123456' } },
    ]);
  });

  it('a failed login keeps the API\'s Spanish message in loginError', async () => {
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
    s.logIn.last().resolve(user());
    await settle();
    expect(s.navigations).toEqual([{ to: '/' }]);

    const t = startSession();
    t.actor.send({ type: 'session.loginRequested', username: 'maria', password: 'x', redirectTo: '/mis-pedidos' });
    t.logIn.last().resolve(user());
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
    await logInAs(s, user());
    expect(s.navigations).toEqual([{ to: '/confirmar-ubicacion' }]);
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
    expect(s.effects).toEqual(['clearSession']);
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

  it('on browser back/forward, if logged in but the session cookie is missing, the user is logged out', () => {
    const s = startSession(user());
    s.actor.send({ type: 'session.historyNavigated', sessionCookiePresent: true });
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    s.actor.send({ type: 'session.historyNavigated', sessionCookiePresent: false });
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.effects).toEqual(['clearSession']);
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

  it('a guest is never warned for inactivity', () => {
    const s = startSession();
    s.clock.increment(FOUR_HOURS * 2);
    expect(selectIdleWarning(s.actor.getSnapshot())).toBeNull();
    expect(s.watching()).toBe(0);
  });
});

describe('session: social login (spec §4)', () => {
  it('a registered provider account (esta_autenticado 1) is stored with the social flag and goes to /confirmar-ubicacion', async () => {
    const s = startSession();
    s.actor.send({ type: 'session.providerReturned', email: ' maria@example.co ' });
    expect(s.logInWithProvider.last().input).toEqual({ email: 'maria@example.co' });
    s.logInWithProvider.last().resolve(user({ esta_autenticado: '1' }));
    await settle();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    expect(selectIsSocialLogin(s.actor.getSnapshot())).toBe(true);
    expect(s.effects).toEqual(['persistSession:52123456:true']);
    expect(s.navigations).toEqual([{ to: '/confirmar-ubicacion' }]);
  });

  it('an unknown provider account (esta_autenticado 0) is logged out and sent to registro', async () => {
    const s = startSession();
    s.actor.send({ type: 'session.providerReturned', email: 'nuevo@example.co' });
    s.logInWithProvider.last().resolve(user({ esta_autenticado: '0', token: '' }));
    await settle();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.effects).toEqual(['clearSession']);
    expect(s.navigations).toEqual([{ to: '/registro', replace: true }]);
  });

  it('any social login error redirects to /', async () => {
    const s = startSession();
    s.actor.send({ type: 'session.providerReturned', email: 'maria@example.co' });
    s.logInWithProvider.last().reject(new Error('Error de Red.'));
    await settle();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.navigations).toEqual([{ to: '/', replace: true }]);

    s.actor.send({ type: 'session.providerFailed' });
    expect(s.navigations).toEqual([
      { to: '/', replace: true },
      { to: '/', replace: true },
    ]);
  });
});
