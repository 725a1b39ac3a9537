import { describe, expect, test } from 'vitest';
import { describeHttpError, retryAfterSeconds } from '../../machines/rules/httpErrors';

describe('§8 error catalogue by status', () => {
  test.each([
    {
      spec: '400 response message',
      input: { status: 400, body: { message: 'Cupón vencido' } },
      kind: 'badRequest',
      message: 'Cupón vencido',
    },
    {
      spec: "400 default 'Hubo algún problema, al procesar su solicitud'",
      input: { status: 400, body: {} },
      kind: 'badRequest',
      message: 'Hubo algún problema, al procesar su solicitud',
    },
    {
      spec: '400 default when the body is not JSON',
      input: { status: 400, body: '<html>' },
      kind: 'badRequest',
      message: 'Hubo algún problema, al procesar su solicitud',
    },
    {
      spec: "401 'No autorizado, no está permitido'",
      input: { status: 401, body: {} },
      kind: 'unauthorized',
      message: 'No autorizado, no está permitido',
    },
    {
      spec: '401 default when the body is not JSON (a proxy in front of the API)',
      input: { status: 401, body: '<html>401</html>' },
      kind: 'unauthorized',
      message: 'No autorizado, no está permitido',
    },
    {
      spec: "401 with the API's own words (departs from §8): a wrong password reads 'Usuario o contraseña incorrectos.'",
      input: { status: 401, body: { isError: true, message: 'Usuario o contraseña incorrectos.' } },
      kind: 'unauthorized',
      message: 'Usuario o contraseña incorrectos.',
    },
    {
      spec: "403 'Lo sentimos, no se le permite esta acción'",
      input: { status: 403 },
      kind: 'forbidden',
      message: 'Lo sentimos, no se le permite esta acción',
    },
    { spec: "404 'Página no encontrada'", input: { status: 404 }, kind: 'notFound', message: 'Página no encontrada' },
    {
      spec: "405 'Método de ruta de API no permitido'",
      input: { status: 405 },
      kind: 'methodNotAllowed',
      message: 'Método de ruta de API no permitido',
    },
    {
      spec: "429 'Estamos procesando tu solicitud...'",
      input: { status: 429 },
      kind: 'rateLimited',
      message: 'Estamos procesando tu solicitud...',
    },
    {
      spec: "500 'Nos encontramos en mantenimiento'",
      input: { status: 500 },
      kind: 'server',
      message: 'Nos encontramos en mantenimiento',
    },
    {
      spec: '503 and above: maintenance too',
      input: { status: 503 },
      kind: 'server',
      message: 'Nos encontramos en mantenimiento',
    },
    {
      spec: "no response 'Hay algún problema con nuestros servidores, inténtelo de nuevo más tarde'",
      input: { status: null },
      kind: 'noResponse',
      message: 'Hay algún problema con nuestros servidores, inténtelo de nuevo más tarde',
    },
    {
      spec: 'no response: status absent',
      input: {},
      kind: 'noResponse',
      message: 'Hay algún problema con nuestros servidores, inténtelo de nuevo más tarde',
    },
    {
      spec: 'no response: status 0',
      input: { status: 0 },
      kind: 'noResponse',
      message: 'Hay algún problema con nuestros servidores, inténtelo de nuevo más tarde',
    },
    { spec: "network 'Error de Red.'", input: { status: null, network: true }, kind: 'network', message: 'Error de Red.' },
    {
      spec: "other 'Hubo algún problema con su solicitud, inténtelo de nuevo más tarde'",
      input: { status: 418 },
      kind: 'other',
      message: 'Hubo algún problema con su solicitud, inténtelo de nuevo más tarde',
    },
    {
      spec: "409 (not in §8): the API's own words, e.g. an email already registered",
      input: { status: 409, body: { message: 'Ya existe una cuenta con este correo.' } },
      kind: 'conflict',
      message: 'Ya existe una cuenta con este correo.',
    },
    {
      spec: "409 without the API's words: the 'other' text",
      input: { status: 409, body: {} },
      kind: 'conflict',
      message: 'Hubo algún problema con su solicitud, inténtelo de nuevo más tarde',
    },
  ])('$spec', ({ input, kind, message }) => {
    const info = describeHttpError(input);
    expect(info.kind).toBe(kind);
    expect(info.message).toBe(message);
    expect(info.status).toBe(input.status ? input.status : null);
  });

  test('422 validation error with errors and message', () => {
    const info = describeHttpError({
      status: 422,
      body: {
        isError: true,
        message: 'Revisa los datos del pedido.',
        errors: { telefono: ['Teléfono inválido'], barrio: 'Requerido', otro: [1] },
      },
    });
    expect(info).toEqual({
      kind: 'validation',
      status: 422,
      message: 'Revisa los datos del pedido.',
      errors: { telefono: ['Teléfono inválido'], barrio: ['Requerido'] },
    });
  });

  test('409 keeps the field errors, so a form marks the email or the cedula that is taken', () => {
    const info = describeHttpError({
      status: 409,
      body: {
        isError: true,
        message: 'Ya existe una cuenta con esta cédula.',
        errors: { cedula: ['Ya existe una cuenta con esta cédula.'] },
      },
    });
    expect(info.errors).toEqual({ cedula: ['Ya existe una cuenta con esta cédula.'] });
  });

  test('422 without a message or errors still has a Spanish message', () => {
    const info = describeHttpError({ status: 422, body: null });
    expect(info.kind).toBe('validation');
    expect(info.message).toMatch(/\S/);
    expect(info.errors).toBeUndefined();
  });
});

describe('§8 429 timeout from retry-after (default 1)', () => {
  const now = Date.parse('2025-06-14T12:00:00Z');
  test.each([
    { name: 'seconds', header: '7', seconds: 7 },
    { name: 'seconds with spaces', header: ' 30 ', seconds: 30 },
    { name: 'zero', header: '0', seconds: 0 },
    { name: 'an HTTP date', header: 'Sat, 14 Jun 2025 12:00:12 GMT', seconds: 12 },
    { name: 'an HTTP date in the past', header: 'Sat, 14 Jun 2025 11:59:00 GMT', seconds: 0 },
    { name: 'absent: default 1', header: null, seconds: 1 },
    { name: 'empty: default 1', header: '', seconds: 1 },
    { name: 'unreadable: default 1', header: 'pronto', seconds: 1 },
    { name: 'negative: default 1', header: '-5', seconds: 1 },
  ])('$name', ({ header, seconds }) => {
    expect(describeHttpError({ status: 429, retryAfter: header, now }).retryAfterSeconds).toBe(seconds);
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });

  test('only 429 carries retryAfterSeconds', () => {
    expect(describeHttpError({ status: 503, retryAfter: '5' }).retryAfterSeconds).toBeUndefined();
  });
});
