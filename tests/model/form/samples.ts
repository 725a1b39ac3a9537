import { messages } from '../../../machines/messages';
import { formMachine } from '../../../machines/form';
import { defineSamples } from '../../../tools/statecharts/testModel';
import { apiRefusal, NETWORK_ERROR, PEDIDO } from '../../fixtures/account';

const PASSWORD = 'Clave-Segura-2025';
const PROVIDER_LINK = {
  proveedor: 'google' as const,
  id_token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.firma',
  nonce: 'n0nce-123',
  email: 'ana@correo.co',
  nombres: 'Ana',
  apellidos: 'Pérez',
};

export default defineSamples(formMachine, {
  inputs: {
    registro: { kind: 'registration' },
    // An unknown Google account sent to /registro (session's rememberProviderLink): the registration links it.
    'registro con Google pendiente': { kind: 'registration', providerLink: PROVIDER_LINK },
    'recuperar contraseña': { kind: 'passwordRecovery' },
    'nueva contraseña': { kind: 'passwordReset' },
    'mis datos': { kind: 'accountUpdate' },
    'cambiar contraseña': { kind: 'passwordChange' },
    'calificar pedido': { kind: 'rating' },
  },
  events: {
    'form.submitted': {
      'registro completo': {
        values: {
          nombres: 'Ana',
          apellidos: 'Pérez',
          cedula: '1020304050',
          email: 'ana@correo.co',
          telefono2: '3001234567',
          password: PASSWORD,
          password_confirmacion: PASSWORD,
          aceptaterminos: 'S',
        },
      },
      'registro sin aceptar términos': {
        values: {
          nombres: 'Ana',
          apellidos: 'Pérez',
          cedula: '1020304050',
          email: 'ana@correo.co',
          telefono2: '3001234567',
          password: PASSWORD,
          password_confirmacion: PASSWORD,
          aceptaterminos: '',
        },
      },
      'correo válido': { values: { email: 'ana@correo.co' } },
      'correo inválido': { values: { email: 'ana' } },
      'clave nueva con enlace': { values: { token: 'a'.repeat(32), password: PASSWORD, password_confirmacion: PASSWORD } },
      'clave nueva con enlace roto': { values: { token: 'x', password: PASSWORD, password_confirmacion: PASSWORD } },
      'datos válidos': { values: { nombres: 'Ana', apellidos: 'Pérez', telefono2: '3001234567', direccion: '' } },
      'celular inválido': { values: { nombres: 'Ana', apellidos: 'Pérez', telefono2: '12', direccion: '' } },
      'cambio de clave': { values: { actual: 'vieja', password: PASSWORD, password_confirmacion: PASSWORD } },
      'cambio sin clave actual': { values: { actual: '', password: PASSWORD, password_confirmacion: PASSWORD } },
      '5 estrellas': { values: { orderNumber: PEDIDO, pdv: 'P001', rating: 5, reason: 'Excelente servicio', observation: '' } },
      'sin estrellas ni motivo': { values: { orderNumber: PEDIDO, pdv: 'P001', rating: 0, reason: '', observation: '' } },
    },
    'form.fieldEdited': { correo: { field: 'email' }, celular: { field: 'telefono2' } },
  },
  focus: {
    registro: ['form.submitted registro completo', 'form.submitted registro sin aceptar términos', 'form.fieldEdited correo'],
    'registro con Google pendiente': ['form.submitted registro completo', 'form.providerLinkDropped'],
    'recuperar contraseña': ['form.submitted correo válido', 'form.submitted correo inválido', 'form.fieldEdited correo'],
    'nueva contraseña': ['form.submitted clave nueva con enlace', 'form.submitted clave nueva con enlace roto'],
    'mis datos': ['form.submitted datos válidos', 'form.submitted celular inválido', 'form.fieldEdited celular'],
    'cambiar contraseña': ['form.submitted cambio de clave', 'form.submitted cambio sin clave actual'],
    'calificar pedido': ['form.submitted 5 estrellas', 'form.submitted sin estrellas ni motivo'],
  },
  outputs: {
    submit: { aceptado: { mensaje: 'Listo' } },
  },
  errors: {
    submit: {
      '422 en el correo': apiRefusal({
        kind: 'validation',
        status: 422,
        message: messages.http.validation,
        errors: { email: ['Ya existe una cuenta con este correo.'] },
      }),
      '422 del enlace': apiRefusal({
        kind: 'validation',
        status: 422,
        message: messages.http.validation,
        errors: { id_token: ['La confirmación del proveedor venció.'] },
      }),
      '409 sin palabras': apiRefusal({ kind: 'conflict', status: 409, message: messages.http.other }),
      'sin conexión': NETWORK_ERROR,
    },
  },
  labels: { 'form.submitted': 'ENVIAR', 'form.fieldEdited': 'EDITAR', submit: 'la API' },
  // The refusals counter only says the view must move the focus again.
  abstract: (s) => ({ ...s.context, refusals: Math.min(s.context.refusals, 2) }),
  when: (s) => s.context.refusals < 2,
  simplePaths: false,
});
