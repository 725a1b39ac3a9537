import { describe, expect, test } from 'vitest';
import { matchCity } from '../../machines/rules/cities';

const offered = ['Bogotá', 'Medellín', 'Cali', 'Santa Marta'];

describe("§5 city dialog: typed city must match an offered city case-insensitively, else 'Ciudad no encontrada'", () => {
  test.each([
    { typed: 'Cali', city: 'Cali' },
    { typed: 'cali', city: 'Cali' },
    { typed: 'CALI', city: 'Cali' },
    { typed: 'bogota', city: 'Bogotá' },
    { typed: 'MEDELLIN', city: 'Medellín' },
    { typed: '  santa   marta ', city: 'Santa Marta' },
  ])("'$typed' matches $city (offered spelling returned)", ({ typed, city }) => {
    expect(matchCity(typed, offered)).toEqual({ ok: true, city });
  });

  test.each([
    { typed: 'Cartagena' },
    { typed: 'Cal' },
    { typed: '' },
    { typed: '   ' },
  ])("'$typed' is 'Ciudad no encontrada'", ({ typed }) => {
    expect(matchCity(typed, offered)).toEqual({ ok: false, message: 'Ciudad no encontrada' });
  });

  test('no offered cities: not found', () => {
    expect(matchCity('Cali', [])).toEqual({ ok: false, message: 'Ciudad no encontrada' });
  });
});
