import type { MachineGlossary } from '../glossary';

/** Mis Direcciones: events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'addressBook.retryRequested': "el cliente pide 'Reintentar'",
    'addressBook.addRequested': "el cliente pide 'Agregar dirección'",
    'addressBook.editRequested': 'el cliente pide editar una dirección',
    'addressBook.formSubmitted': 'el cliente guarda el formulario de la dirección',
    'addressBook.fieldEdited': 'el cliente corrige un campo',
    'addressBook.formDismissed': 'el cliente cierra el formulario',
    'addressBook.deleteRequested': 'el cliente pide eliminar una dirección',
    'addressBook.deleteConfirmed': "el cliente confirma 'Sí, eliminar'",
    'addressBook.deleteDismissed': "el cliente elige 'No, mantener'",
    'addressBook.defaultRequested': 'el cliente pide que una dirección sea la predeterminada',
    'addressBook.addressChosen': 'el cliente elige una dirección guardada para el pedido',
    'addressBook.typedAddressChosen': 'el cliente elige escribir una dirección nueva',
  },
  guards: {
    isAddressFormValid: 'la dirección cumple las reglas del servidor',
    isSavedAddress: 'es una dirección guardada',
    isAddressOfCity: 'la dirección es de la ciudad elegida',
    isOtherThanDefault: 'no es la dirección predeterminada',
  },
};
