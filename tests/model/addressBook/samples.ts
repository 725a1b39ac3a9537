import { addressBookMachine, type SavedAddress } from '../../../machines/addressBook';
import { messages } from '../../../machines/messages';
import { identityTexts } from '../../../machines/screenTexts/identity';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { apiRefusal, DOCUMENT, NETWORK_ERROR } from '../../fixtures/account';

/** A saved address as GET direcciones answers it. */
export const savedAddress = (
  id: number,
  alias: string,
  ciudad: string,
  predeterminada: boolean,
  street = `Calle ${id}0 # 1${id}-2${id}`,
): SavedAddress => ({
  id,
  alias,
  ciudad,
  departamento: '',
  nomenclatura: 'Calle',
  segmentoDireccion1: `${id}0`,
  segmentoDireccion2: `1${id}`,
  segmentoDireccion3: `2${id}`,
  complemento: '',
  segmentoCompleto: street,
  barrio: `Barrio ${alias}`,
  predeterminada,
  fecha_actualizacion: '2025-06-01T12:00:00.000Z',
});

export const CASA = savedAddress(1, 'Casa', 'Bogotá', true);
export const OFICINA = savedAddress(2, 'Oficina', 'bogota', false);
export const FINCA = savedAddress(3, 'Finca', 'Medellín', false);
export const NUEVA = savedAddress(4, 'Mamá', 'Bogotá', false);

export default defineSamples(addressBookMachine, {
  inputs: {
    'cliente en Bogotá': { document: DOCUMENT, city: 'Bogotá' },
    // A default of another city is not preselected: the order goes to the city of its sales point.
    'cliente en Medellín': { document: DOCUMENT, city: 'Medellín' },
  },
  focus: {
    'cliente en Medellín': [
      'addressBook.addressChosen',
      'addressBook.typedAddressChosen',
      'addressBook.addRequested',
      'addressBook.formSubmitted completa',
    ],
  },
  events: {
    'addressBook.editRequested': { Casa: { id: CASA.id }, inexistente: { id: 99 } },
    'addressBook.deleteRequested': { Oficina: { id: OFICINA.id } },
    'addressBook.defaultRequested': { Oficina: { id: OFICINA.id }, 'Casa (ya predeterminada)': { id: CASA.id } },
    'addressBook.addressChosen': { Oficina: { id: OFICINA.id }, 'Finca (Medellín)': { id: FINCA.id } },
    'addressBook.formSubmitted': {
      completa: {
        values: {
          alias: 'Mamá',
          direccion: 'Calle 40 # 14-24',
          barrio: 'Chapinero',
          complemento: 'Apto 301',
          predeterminada: false,
        },
      },
      'sin nombre ni dirección': {
        values: { alias: ' ', direccion: '', barrio: 'Chapinero', complemento: 'Apto 301', predeterminada: true },
      },
    },
    'addressBook.fieldEdited': { dirección: { field: 'direccion' } },
  },
  outputs: {
    loadAddresses: { 'tres direcciones': [CASA, OFICINA, FINCA], ninguna: [] },
    saveAddress: { guardada: NUEVA, 'guardada como predeterminada': { ...NUEVA, predeterminada: true } },
    deleteAddress: { eliminada: { isError: false, mensaje: identityTexts.addressDeleted } },
  },
  errors: {
    loadAddresses: { 'sin conexión': NETWORK_ERROR },
    saveAddress: {
      'sin conexión': NETWORK_ERROR,
      '422 en el nombre': apiRefusal({
        kind: 'validation',
        status: 422,
        message: messages.http.validation,
        errors: { alias: [identityTexts.addressAliasRequired] },
      }),
    },
    deleteAddress: { 'sin conexión': NETWORK_ERROR },
  },
  labels: {
    'addressBook.retryRequested': 'REINTENTAR',
    'addressBook.addRequested': 'AGREGAR DIRECCIÓN',
    'addressBook.editRequested': 'EDITAR',
    'addressBook.formSubmitted': 'GUARDAR',
    'addressBook.fieldEdited': 'EDITAR CAMPO',
    'addressBook.formDismissed': 'CANCELAR',
    'addressBook.deleteRequested': 'ELIMINAR',
    'addressBook.deleteConfirmed': 'SÍ, ELIMINAR',
    'addressBook.deleteDismissed': 'NO, MANTENER',
    'addressBook.defaultRequested': 'PREDETERMINAR',
    'addressBook.addressChosen': 'ELEGIR',
    'addressBook.typedAddressChosen': 'OTRA DIRECCIÓN',
    loadAddresses: 'la API',
    saveAddress: 'la API',
    deleteAddress: 'la API',
  },
  // The refusals counter only says the view must move the focus again.
  abstract: (s) => ({ ...s.context, refusals: Math.min(s.context.refusals, 2) }),
  when: (s) => s.context.refusals < 2,
  simplePaths: false,
});
