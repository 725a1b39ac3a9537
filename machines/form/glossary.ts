import type { MachineGlossary } from '../glossary';

/** The account forms' events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'form.submitted': 'el cliente envía el formulario',
    'form.fieldEdited': 'el cliente corrige un campo',
    'form.providerLinkDropped': "el cliente elige 'No vincular' la cuenta de Google o Facebook",
  },
  guards: {
    areValuesValid: 'los campos cumplen las reglas del servidor',
    hasProviderLink: 'hay una cuenta de Google o Facebook por vincular',
  },
};
