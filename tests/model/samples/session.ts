import { defineSamples } from '../../../machines/graph/testModel';
import { sessionMachine } from '../../../machines/session';
import { CUSTOMER, user } from './fixtures';

export default defineSamples(sessionMachine, {
  inputs: {
    invitado: { user: null },
    'cliente recordado': { user: CUSTOMER },
  },
  events: {
    'session.loginRequested': {
      'con credenciales': { username: ' cliente@pollosbrasa.co ', password: 'Cliente123!' },
      'volviendo a /carrito': { username: 'cliente@pollosbrasa.co', password: 'Cliente123!', redirectTo: '/carrito' },
      'sin contraseña': { username: 'cliente@pollosbrasa.co', password: '' },
    },
    'session.providerReturned': { 'con correo': { email: 'laura@gmail.com' } },
    'session.authModeSet': { 'desde el pago': { mode: 1 } },
    'session.historyNavigated': { 'sin cookie de sesión': { sessionCookiePresent: false }, 'con cookie de sesión': { sessionCookiePresent: true } },
  },
  outputs: {
    logIn: { cliente: CUSTOMER },
    logInWithProvider: {
      'cuenta registrada': user({ esta_autenticado: '1', email: 'laura@gmail.com' }),
      'cuenta nueva': user({ esta_autenticado: '0', email: 'laura@gmail.com', token: '' }),
    },
  },
  errors: {
    logIn: { 'credenciales inválidas': new Error('Usuario o contraseña incorrectos'), 'sin mensaje': new Error('') },
    logInWithProvider: { 'proveedor caído': new Error('No hay conexión con el servidor') },
    watchActivity: { 'sin escuchas': new Error('not provided: watchActivity') },
  },
  labels: {
    'session.loginRequested': 'INGRESAR',
    'session.providerReturned': 'VOLVER_DEL_PROVEEDOR',
    'session.providerFailed': 'FALLA_DEL_PROVEEDOR',
    'session.authModeSet': 'MODO_DE_INGRESO',
    'session.logoutRequested': 'CERRAR_SESION',
    'session.activity': 'ACTIVIDAD',
    'session.idleWarningClosed': 'CERRAR_AVISO',
    'session.historyNavigated': 'ATRAS',
    IDLE_TIMEOUT: 'pasan 4 h sin actividad',
  },
  describe: (s) => {
    const where = typeof s.value === 'string' ? s.value : `loggedIn.${(s.value as { loggedIn: string }).loggedIn}`;
    return s.context.loginError ? `${where} (error: ${s.context.loginError})` : where;
  },
});
