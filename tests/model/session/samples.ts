import { defineSamples } from '../../../tools/statecharts/testModel';
import { sessionMachine } from '../../../machines/session';
import { CUSTOMER, NOW, now, user } from '../../fixtures/store';

/** An access token whose payload (base64url, with '-' and '_') holds these claims, as the server signs them. */
export const jwt = (claims: unknown) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.firma`;
/** Claims with characters that base64url writes as '-' and '_'. */
const claims = (exp: unknown) => ({ sub: '>>>???~~~', exp });
/** The same claims in standard base64 ('+' and '/' inside, no padding): not a JWT payload (RFC 7519 wants base64url). */
const notBase64url = (exp: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims(exp)))
    .toString('base64')
    .replace(/=+$/, '')}.firma`;

const NEW_CUSTOMER = user({
  nombres: 'Andrés',
  apellidos: 'Ríos',
  cedula: '80111222',
  email: 'andres@correo.co',
  token: 'token-nuevo',
});

export default defineSamples(sessionMachine, {
  inputs: {
    invitado: { user: null },
    'cliente recordado': { user: CUSTOMER },
    'sesión por reanudar': { user: null, canResume: true },
    // Access tokens restored from the cookie, read against the app's clock (docs/product.md#llamadas: 3600 s).
    'cliente recordado, token que vence en 10 min': { user: user({ token: jwt(claims(NOW / 1000 + 600)) }), now },
    'cliente recordado, token vencido': { user: user({ token: jwt(claims(NOW / 1000 - 60)) }), now },
    'cliente recordado, token ilegible': { user: user({ token: 'eyJ.no$es*base64.firma' }), now },
    'cliente recordado, token sin exp numérico': { user: user({ token: jwt(claims('mañana')) }), now },
    'cliente recordado, token con claims null': { user: user({ token: jwt(null) }), now },
    // A payload in standard base64 (with '+' and '/') and one that is base64url but not JSON: neither is read.
    'cliente recordado, token en base64 estándar': { user: user({ token: notBase64url(NOW / 1000 + 600) }), now },
    'cliente recordado, token que no es JSON': {
      user: user({ token: `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('hola').toString('base64url')}.firma` }),
      now,
    },
  },
  // The two tokens above exist for when the access is renewed: only answers and delays.
  focus: { 'cliente recordado, token en base64 estándar': [], 'cliente recordado, token que no es JSON': [] },
  events: {
    'session.loginRequested': {
      'con credenciales': { username: ' cliente@pollosbrasa.co ', password: 'Cliente123!' },
      'volviendo a /carrito': { username: 'cliente@pollosbrasa.co', password: 'Cliente123!', redirectTo: '/carrito' },
      'sin contraseña': { username: 'cliente@pollosbrasa.co', password: '' },
      // docs/product.md#estados-y-transiciones: only a path of this site is kept as the destination.
      'volviendo a otro sitio': {
        username: 'cliente@pollosbrasa.co',
        password: 'Cliente123!',
        redirectTo: '//malo.example/carrito',
      },
      'volviendo a /\\malo': { username: 'cliente@pollosbrasa.co', password: 'Cliente123!', redirectTo: '/\\malo.example' },
      'volviendo a https:': { username: 'cliente@pollosbrasa.co', password: 'Cliente123!', redirectTo: 'https://malo.example/' },
      'volviendo a /mi-cuenta con espacios': {
        username: 'cliente@pollosbrasa.co',
        password: 'Cliente123!',
        redirectTo: ' /mi-cuenta ',
      },
      'volviendo con un salto de línea': {
        username: 'cliente@pollosbrasa.co',
        password: 'Cliente123!',
        redirectTo: '/carrito\nSet-Cookie',
      },
    },
    'session.providerRequested': { google: { proveedor: 'google' } },
    'session.providerReturned': { 'con token de google': { proveedor: 'google', idToken: ' aaa.bbb.ccc ', nonce: 'nonce-1' } },
    'session.registered': { 'cuenta nueva': { answer: NEW_CUSTOMER } },
    'session.accountUpdated': {
      'nuevo celular': {
        account: { nombres: 'Laura', apellidos: 'Gómez Díaz', telefono2: '3109876543', direccion: 'Carrera 11 # 93-20' },
      },
    },
    'session.authModeSet': {
      'desde el pago': { mode: 1 },
      // 'Ingresar' from a search comes back to it; from a sign-in page or another site, nothing to come back to.
      'desde una búsqueda': { mode: 0, from: '/productos?textoBusqueda=alitas' },
      'desde /login': { mode: 0, from: '/login?accion=n' },
      'desde otro sitio': { mode: 0, from: '//malo.example/carrito' },
    },
    // The header's account button, from a search (come back to it after signing in).
    'session.accountRequested': { 'desde una búsqueda': { from: '/productos?textoBusqueda=alitas' } },
    'session.historyNavigated': {
      'sin cookie de sesión': { sessionCookiePresent: false },
      'con cookie de sesión': { sessionCookiePresent: true },
    },
  },
  outputs: {
    logIn: {
      cliente: CUSTOMER,
      // Names as the old system stored them, an administrator flag typed by hand, no cedula nor email.
      'administradora sin cédula ni correo': user({
        nombres: ' María,José  ',
        apellidos: 'Pérez,  Ruiz',
        EAdministrador: ' x ',
        cedula: ' ',
        email: '  ',
        token: 'token-admin',
      }),
    },
    logInWithProvider: {
      'cuenta registrada': user({ esta_autenticado: '1', email: 'laura@gmail.com' }),
      // As the old system stored them: the flag and the e-mail with spaces around.
      'cuenta registrada (" 1 ")': user({ esta_autenticado: ' 1 ', email: ' lau@gmail.com ' }),
      'cuenta nueva': user({ esta_autenticado: '0', email: 'laura@gmail.com', token: '', cedula: '' }),
    },
    refreshToken: { 'token nuevo': { token: 'token-renovado', expira_en: 3600 } },
    resumeSession: { cliente: user({ token: 'token-reanudado' }) },
  },
  errors: {
    logIn: {
      'credenciales inválidas': new Error('Usuario o contraseña incorrectos'),
      'sin mensaje': new Error(''),
      'mensaje en blanco': new Error('   '),
      'no es un Error': 'Usuario bloqueado' as unknown as Error,
    },
    logInWithProvider: { 'proveedor caído': new Error('No hay conexión con el servidor') },
    refreshToken: { 'token revocado': new Error('No autorizado, no está permitido') },
    resumeSession: { 'token vencido': new Error('No autorizado, no está permitido') },
    watchActivity: { 'sin escuchas': new Error('not provided: watchActivity') },
  },
  labels: {
    'session.loginRequested': 'INGRESAR',
    'session.providerRequested': 'CONTINUAR_CON',
    'session.providerReturned': 'VOLVER_DEL_PROVEEDOR',
    'session.providerFailed': 'FALLA_DEL_PROVEEDOR',
    'session.registered': 'REGISTRADO',
    'session.accountUpdated': 'GUARDAR_MIS_DATOS',
    'session.authModeSet': 'MODO_DE_INGRESO',
    'session.accountRequested': 'MI_CUENTA',
    'session.logoutRequested': 'CERRAR_SESION',
    'session.activity': 'ACTIVIDAD',
    'session.idleWarningClosed': 'CERRAR_AVISO',
    'session.historyNavigated': 'ATRAS',
    IDLE_TIMEOUT: 'pasan 4 h sin actividad',
    IDLE_WARNING_GRACE: 'nadie responde al aviso en 1 min',
    TOKEN_REFRESH: 'el token está por vencer',
  },
  describe: (s) => {
    const where =
      typeof s.value === 'string'
        ? s.value
        : `loggedIn.${(s.value as { loggedIn: { activity: string; token: string } }).loggedIn.activity} · token.${(s.value as { loggedIn: { activity: string; token: string } }).loggedIn.token}`;
    return s.context.loginError ? `${where} (error: ${s.context.loginError})` : where;
  },
});
