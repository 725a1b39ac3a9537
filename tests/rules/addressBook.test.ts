import { describe, expect, test } from 'vitest';
import {
  addressBodyOf,
  addressRefusalOf,
  checkAddressForm,
  defaultBodyOf,
  formValuesOf,
  isAddressInCity,
  preferredChoice,
} from '../../machines/rules/addressBook';
import { identityTexts } from '../../machines/screenTexts/identity';
import { CASA, FINCA, OFICINA } from '../model/addressBook/samples';

const typed = {
  alias: ' Casa ',
  direccion: 'Calle 72 # 10-34',
  barrio: ' Chapinero ',
  complemento: 'Apto 501',
  predeterminada: false,
};

describe('Mis Direcciones: the address dialog is checked with the rules the server applies', () => {
  test('the typed street is split into estructuraDireccion; barrio travels in its own field', () => {
    expect(addressBodyOf(typed, 'Bogotá')).toMatchObject({
      alias: 'Casa',
      ciudad: 'Bogotá',
      nomenclatura: 'Calle',
      segmentoDireccion1: '72',
      complemento: 'Apto 501',
      segmentoCompleto: 'Calle 72 # 10-34, Apto 501',
      barrio: 'Chapinero',
    });
  });

  test("a name and a street are required: each message under its field ('Escribe la dirección.' under Dirección)", () => {
    expect(checkAddressForm({ ...typed, alias: ' ', direccion: '' }, 'Bogotá')).toEqual({
      ok: false,
      formError: null,
      fieldErrors: { alias: identityTexts.addressAliasRequired, direccion: identityTexts.addressRequired },
    });
  });

  test('editing the default keeps it the default (false would hand the mark to another address)', () => {
    const check = checkAddressForm(typed, 'Bogotá', { predeterminada: true });
    expect(check.ok && (check.body as { predeterminada: boolean }).predeterminada).toBe(true);
  });

  test("the API's 422 goes under the dialog's fields; anything else above it", () => {
    const refusal = Object.assign(new Error('x'), { info: { errors: { segmentoCompleto: ['Escribe la dirección.'] } } });
    expect(addressRefusalOf(refusal)).toEqual({ formError: null, fieldErrors: { direccion: 'Escribe la dirección.' } });
    expect(addressRefusalOf(new Error(identityTexts.addressesFull))).toEqual({
      formError: identityTexts.addressesFull,
      fieldErrors: {},
    });
  });

  test('the dialog starts from what was saved: the street without its complement', () => {
    expect(formValuesOf({ ...CASA, segmentoCompleto: 'Calle 72 # 10-34, Apto 501', complemento: 'Apto 501' })).toMatchObject({
      direccion: 'Calle 72 # 10-34',
      complemento: 'Apto 501',
    });
    expect(formValuesOf(null)).toEqual({ alias: '', direccion: '', barrio: '', complemento: '', predeterminada: false });
  });

  test('predeterminar changes only the mark', () => {
    expect(defaultBodyOf(OFICINA)).toMatchObject({
      alias: 'Oficina',
      segmentoCompleto: OFICINA.segmentoCompleto,
      barrio: OFICINA.barrio,
      predeterminada: true,
    });
  });
});

describe("the order's address: only one of the sales point's city", () => {
  test('same city ignoring case and accents', () => {
    expect(isAddressInCity(OFICINA, 'Bogotá')).toBe(true);
    expect(isAddressInCity(FINCA, 'Bogotá')).toBe(false);
    expect(isAddressInCity(CASA, null)).toBe(false);
  });
  test("the city's default is preselected; else its newest; else a typed one; a still valid choice is kept", () => {
    expect(preferredChoice([CASA, OFICINA, FINCA], 'Bogotá', null)).toBe(CASA.id);
    expect(preferredChoice([CASA, OFICINA, FINCA], 'Medellín', null)).toBe(FINCA.id);
    expect(preferredChoice([CASA], 'Cali', null)).toBe('typed');
    expect(preferredChoice([CASA, OFICINA], 'Bogotá', OFICINA.id)).toBe(OFICINA.id);
    expect(preferredChoice([CASA], 'Bogotá', OFICINA.id)).toBe(CASA.id);
    expect(preferredChoice([CASA], 'Bogotá', 'typed')).toBe('typed');
  });
});
