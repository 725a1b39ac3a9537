import { defineSamples } from '../../../machines/graph/testModel';
import type { SessionAnswer } from '../../../machines/schemas/identity';
import { sessionMachine } from '../../../machines/session';
import { CUSTOMER, user } from './fixtures';

/** Login answers carry the refresh token beside the user. */
const withRefresh = (answer: typeof CUSTOMER, refresh_token: string): SessionAnswer => ({ ...answer, refresh_token });

const NEW_CUSTOMER = user({ nombres: 'Andrés', apellidos: 'Ríos', cedula: '80111222', email: 'andres@correo.co', token: 'token-nuevo' });

export default defineSamples(sessionMachine, {
  inputs: {
    invitado: { user: null },
    'cliente recordado': { user: CUSTOMER },
    'sesión por reanudar': { user: null, canResume: true },
  },
  events: {
    'session.loginRequested': {
      'con credenciales': { username: ' cliente@pollosbrasa.co ', password: 'Cliente123!' },
      'volviendo a /carrito': { username: 'cliente@pollosbrasa.co', password: 'Cliente123!', redirectTo: '/carrito' },
      'sin contraseña': { username: 'cliente@pollosbrasa.co', password: '' },
    },
    'session.providerRequested': { google: { proveedor: 'google' } },
    'session.providerReturned': { 'con token de google': { proveedor: 'google', idToken: 'aaa.bbb.ccc', nonce: 'nonce-1' } },
    'session.registered': { 'cuenta nueva': { answer: withRefresh(NEW_CUSTOMER, 'rt-registro') } },
    'session.accountUpdated': {
      'nuevo celular': { account: { nombres: 'Laura', apellidos: 'Gómez Díaz', telefono2: '3109876543', direccion: 'Carrera 11 # 93-20' } },
    },
    'session.authModeSet': { 'desde el pago': { mode: 1 } },
    'session.historyNavigated': { 'sin cookie de sesión': { sessionCookiePresent: false }, 'con cookie de sesión': { sessionCookiePresent: true } },
  },
  outputs: {
    logIn: { cliente: withRefresh(CUSTOMER, 'rt-login') },
    logInWithProvider: {
      'cuenta registrada': withRefresh(user({ esta_autenticado: '1', email: 'laura@gmail.com' }), 'rt-social'),
      'cuenta nueva': withRefresh(user({ esta_autenticado: '0', email: 'laura@gmail.com', token: '', cedula: '' }), ''),
    },
    refreshToken: { 'token nuevo': { token: 'token-renovado', refresh_token: 'rt-rotado', expira_en: 3600 } },
    resumeSession: { cliente: withRefresh(user({ token: 'token-reanudado' }), 'rt-reanudado') },
  },
  errors: {
    logIn: { 'credenciales inválidas': new Error('Usuario o contraseña incorrectos'), 'sin mensaje': new Error('') },
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
    'session.logoutRequested': 'CERRAR_SESION',
    'session.activity': 'ACTIVIDAD',
    'session.idleWarningClosed': 'CERRAR_AVISO',
    'session.historyNavigated': 'ATRAS',
    IDLE_TIMEOUT: 'pasan 4 h sin actividad',
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
