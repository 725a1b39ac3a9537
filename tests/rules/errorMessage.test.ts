import { describe, expect, test } from 'vitest';
import { messages } from '../../machines/messages';
import { errorMessageOf } from '../../machines/rules/errorMessage';

describe("a failed call shows the server's message, or the generic one when it says nothing", () => {
  test("the server's message", () => {
    expect(errorMessageOf(new Error('No hay conexión con el servidor'))).toBe('No hay conexión con el servidor');
  });

  test.each([
    { error: new Error(''), why: 'an empty message' },
    { error: new Error('  '), why: 'a blank message' },
    { error: 'No hay conexión', why: 'not an error' },
    { error: undefined, why: 'nothing' },
  ])('$why: the generic one', ({ error }) => {
    expect(errorMessageOf(error)).toBe(messages.http.other);
  });

  test("the call's own fallback when given", () => {
    expect(errorMessageOf(new Error(' '), 'No se pudo cambiar la dirección.')).toBe('No se pudo cambiar la dirección.');
  });
});
