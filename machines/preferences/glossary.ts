import type { MachineGlossary } from '../glossary';

/** /preferencias: events and guards as an administrator reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'preferences.retryRequested': "el administrador pide 'Reintentar'",
    'preferences.saved': 'se guardó una preferencia (se avisa a sí misma para releer)',
    'maintenance.toggled': 'el administrador enciende o apaga el mantenimiento',
    'maintenance.confirmed': 'el administrador confirma encender el mantenimiento',
    'maintenance.dismissed': 'el administrador desiste de encenderlo',
    'popup.edited': 'el administrador edita la imagen del popup',
    'popup.saved': 'el administrador guarda la imagen del popup',
  },
  guards: {
    isTurningOn: 'se está encendiendo el mantenimiento',
    isPopupImageValid: 'la imagen cumple la regla del servidor',
  },
};
