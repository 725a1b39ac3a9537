/**
 * The installed app's update notice (src/pwa/UpdateNotice.tsx). Part of the message catalogue
 * (machines/messages.ts): kept apart so the notice, loaded only when a new version waits, brings
 * three texts and not the whole catalogue. Redactado (not in the spec).
 */
export const appUpdateTexts = {
  available: 'Hay una versión nueva de la tienda.',
  update: 'Actualizar',
  later: 'Ahora no',
} as const;
