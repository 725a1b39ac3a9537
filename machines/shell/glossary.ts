import type { MachineGlossary } from '../glossary';

/** The shell's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'shell.menuOpened': 'el cliente abre el menú lateral',
    'shell.menuClosed': 'el cliente cierra el menú lateral',
    'shell.locationOpened': 'el cliente toca su ubicación en el encabezado',
    'shell.locationClosed': 'se cierra la ventana de ubicación',
    'shell.cityChoiceOpened': "el cliente toca 'Elegir Ciudad' en la ventana de ubicación",
    'shell.cityApplied': 'la ciudad elegida ya cambió el punto de venta',
    'shell.navigated': 'el cliente pasa a otra página',
    'shell.audienceChanged': 'cambia la sesión o el consentimiento de cookies',
    'shell.promotionAsked': 'la ventana de cupón pregunta a la API o se muestra',
    'shell.promotionSettled': 'la ventana de cupón se cierra o no hay cupón',
    'shell.cityAnswerRestored': 'esta visita ya había respondido la pregunta de la ciudad',
    'shell.cityAnswerMissing': 'esta visita aún no ha respondido la pregunta de la ciudad',
    'shell.cityKept': "el cliente toca 'Mantener' en la pregunta de la ciudad",
    'shell.cityChangeChosen': "el cliente toca 'Cambiar' en la pregunta de la ciudad",
  },
  guards: {
    canOfferCoupon: 'es un invitado que aceptó las cookies, fuera de /registro, /login y /mantenimiento',
  },
};
