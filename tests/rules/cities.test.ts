import { describe, expect, test } from 'vitest';
import { citiesMatching, matchCity } from '../../machines/rules/cities';

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

  test.each([{ typed: 'Cartagena' }, { typed: 'Cal' }, { typed: '' }, { typed: '   ' }])(
    "'$typed' is 'Ciudad no encontrada'",
    ({ typed }) => {
      expect(matchCity(typed, offered)).toEqual({ ok: false, message: 'Ciudad no encontrada' });
    },
  );

  test('no offered cities: not found', () => {
    expect(matchCity('Cali', [])).toEqual({ ok: false, message: 'Ciudad no encontrada' });
  });
});

describe('the city picker lists the offered cities on open, and typed text filters them', () => {
  test('no text: every offered city, in the API order', () => {
    expect(citiesMatching('', offered)).toEqual(offered);
    expect(citiesMatching('   ', offered)).toEqual(offered);
  });

  test.each([
    { typed: 'me', cities: ['Medellín'] },
    { typed: 'a', cities: ['Bogotá', 'Cali', 'Santa Marta'] },
    { typed: 'BOGOTA', cities: ['Bogotá'] },
    { typed: 'ellín', cities: ['Medellín'] },
    { typed: 'santa  mar', cities: ['Santa Marta'] },
    { typed: 'Cartagena', cities: [] },
  ])("'$typed' lists $cities", ({ typed, cities }) => {
    expect(citiesMatching(typed, offered)).toEqual(cities);
  });

  test('a filter only: a part of a name is listed but is not a city to choose', () => {
    expect(citiesMatching('Cal', offered)).toEqual(['Cali']);
    expect(matchCity('Cal', offered).ok).toBe(false);
  });
});
