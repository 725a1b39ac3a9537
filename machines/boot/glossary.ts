import type { MachineGlossary } from '../glossary';

/** Boot's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'navigation.changed': 'el cliente va a otra página',
    'navigation.audienceChanged': 'cambia quién navega (invitado, cliente o administrador)',
    'consent.accepted': 'el cliente acepta las cookies',
    'consent.revoked': 'el cliente retira el consentimiento de cookies',
    'boot.retryRequested': "el cliente pide 'Reintentar' en la página de mantenimiento",
    'boot.maintenanceSwitched': 'el administrador enciende o apaga el mantenimiento en /preferencias',
  },
  guards: {
    isServiceUp: 'la API dice que el servicio está arriba',
    isSwitchedOn: 'se encendió el mantenimiento',
    isSwitchedOff: 'se apagó el mantenimiento',
    isMaintenancePreferenceOn: 'la preferencia mantenimiento es S',
    hasAcceptedCookies: 'el cliente ya aceptó las cookies',
    isMaintenancePath: 'la página es /mantenimiento',
    isClosedInMaintenance: 'la página no se abre en mantenimiento (solo /preferencias y /login)',
    isCookieGatedPath: 'la página pide aceptar las cookies antes',
    isGuardedRoute: 'la página no es para quien navega (invitado, cliente o administrador)',
    canContinueToReturnPage: 'hay una página pedida y el cliente está en el inicio',
  },
};
