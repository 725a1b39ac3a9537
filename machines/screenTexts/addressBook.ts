/**
 * Mis Direcciones (/confirmar-ubicacion, src/features/addresses/AddressBook.tsx): the saved-address list, its
 * dialogs and the choice of the order's address. Part of the message catalogue
 * (machines/messages.ts): only this lazily loaded screen shows them. All redactado: the spec
 * quotes none of these texts (the API's own texts are in identity.ts).
 */
export const addressBookTexts = {
  title: 'Mis Direcciones',
  legend: '¿A dónde llevamos tu pedido?',
  empty: 'Aún no tienes direcciones guardadas. Agrega una para pedir más rápido la próxima vez.',
  add: 'Agregar dirección',
  edit: 'Editar',
  editOf: (alias: string) => `Editar la dirección ${alias}`,
  remove: 'Eliminar',
  removeOf: (alias: string) => `Eliminar la dirección ${alias}`,
  makeDefault: 'Predeterminar',
  makeDefaultOf: (alias: string) => `Predeterminar la dirección ${alias}`,
  defaultBadge: 'Predeterminada',
  otherCity: (city: string) => `En ${city}: cambia de ciudad para usarla`,
  typedAddress: 'Otra dirección',
  typedAddressHint: 'Escríbela para este pedido',
  saveTyped: 'Guardar esta dirección en Mis Direcciones',
  typedAlias: 'Otra dirección',
  addTitle: 'Nueva dirección',
  editTitle: 'Editar dirección',
  formDescription: 'La usaremos para llevarte tus pedidos.',
  alias: 'Nombre de la dirección',
  aliasHint: 'Ej.: Casa, Oficina',
  makeDefaultField: 'Usar como dirección predeterminada',
  save: 'Guardar',
  cancel: 'Cancelar',
  deleteTitle: (alias: string) => `¿Eliminar la dirección ${alias}?`,
  deleteBody: 'Dejará de aparecer en tus direcciones. Puedes volver a agregarla cuando quieras.',
  deleteConfirm: 'Sí, eliminar',
  keep: 'No, mantener',
  defaultSaved: 'Actualizamos tu dirección predeterminada.',
  changeFailed: 'No pudimos actualizar tus direcciones, intenta nuevamente.',
  loadFailed: 'No pudimos cargar tus direcciones',
} as const;
