import type { MachineGlossary } from '../glossary';

/** The session's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'session.authModeSet': "se abre el inicio de sesión (desde 'Ingresar' o desde el pago)",
    'session.accountRequested': 'el cliente toca el botón de su cuenta en el encabezado',
    'session.loginRequested': 'el cliente ingresa con usuario y contraseña',
    'session.providerRequested': "el cliente elige 'Continuar con Google' o 'con Facebook'",
    'session.providerReturned': 'el cliente vuelve de Google o Facebook con su confirmación',
    'session.providerFailed': 'Google o Facebook no confirman al cliente',
    'session.registered': 'el cliente termina el registro (la API lo crea)',
    'session.logoutRequested': "el cliente pide 'Cerrar sesión'",
    'session.historyNavigated': "el cliente usa 'atrás' o 'adelante' del navegador",
    'session.accountUpdated': 'el cliente guarda sus datos en /mi-cuenta',
    'session.activity': 'el cliente hace algo en la página (clic, tecla, desplazamiento)',
    'session.idleWarningClosed': 'el cliente cierra el aviso de inactividad',
  },
  guards: {
    isLoggedIn: 'el cliente tiene sesión',
    hasRestoredUser: 'la cookie recuerda al cliente con sesión',
    hasRefreshToken: 'hay una sesión recordada que se puede retomar',
    areCredentialsFilled: 'el usuario y la contraseña están escritos',
    isRegisteredProviderAccount: 'la cuenta de Google o Facebook ya está registrada en la tienda',
    isSessionCookieMissing: 'ya no está la cookie de la sesión (se cerró en otra pestaña)',
  },
};
