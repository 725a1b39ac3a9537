/**
 * The sandbox identity provider's pages are outside /api, so the API fuzz test does not
 * reach them: random queries, forms, raw bodies and provider segments here. Oracle: never
 * a 5xx nor a thrown error; a redirect only for a valid request, only to /callback.
 */
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSocialLogin } from '../../server/auth/socialLogin';
import type { ServerContext } from '../../server/context';
import { SANDBOX_CLIENT_ID, sandboxPaths } from '../../server/sandbox/identityProvider';

const clock = () => new Date('2026-03-02T15:00:00Z');
const social = createSocialLogin({}, clock);
const app = new Hono();
const errors: unknown[] = [];
social.routes(app, {} as ServerContext);
app.onError((error, c) => {
  errors.push(error);
  return c.text('error', 500);
});

const options = { numRuns: 200, seed: 20_260_302, endOnFailure: true };
const value = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'id_token',
    'openid',
    'openid email',
    '/callback',
    SANDBOX_CLIENT_ID,
    'demo',
    'otra',
    'cancelar',
    '\u0000',
    '%00',
    'a'.repeat(600),
    '<b>',
    '🐔',
  ),
  fc.string({ maxLength: 40 }),
);
const field = fc.constantFrom(
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'accion',
  'nombres',
  'apellidos',
  'correo',
  'otro',
);
/** Mostly-valid requests with some fields replaced, so both the refusals and the flow are exercised. */
const params = fc.dictionary(field, value, { maxKeys: 6 }).map((replaced) => ({
  client_id: SANDBOX_CLIENT_ID,
  redirect_uri: '/callback',
  response_type: 'id_token',
  scope: 'openid',
  nonce: 'n',
  accion: 'demo',
  ...replaced,
}));
const provider = fc.oneof(
  fc.constantFrom('google', 'facebook', 'twitter', 'GOOGLE', '..', '%2F'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

function expectSane(res: Response, what: string): void {
  expect(res.status, what).toBeLessThan(500);
  if (res.status === 303) expect(res.headers.get('location'), what).toMatch(/^\/callback#/);
}

describe('sandbox identity provider under random input', () => {
  it('GET autorizar, jwks.json and the discovery document with random providers and queries: never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        provider,
        params,
        fc.constantFrom('authorize', 'jwks', 'discovery') as fc.Arbitrary<'authorize' | 'jwks' | 'discovery'>,
        async (p, query, which) => {
          const path = `${sandboxPaths(p)[which]}?${new URLSearchParams(query).toString()}`;
          const res = await app.request(path);
          expectSane(res, path);
          expect([200, 400, 404], path).toContain(res.status);
        },
      ),
      options,
    );
  });

  it('POST autorizar with random forms: 303 to /callback, or a 4xx page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('google', 'facebook'), params, async (p, form) => {
        const res = await app.request(sandboxPaths(p).authorize, { method: 'POST', body: new URLSearchParams(form) });
        expectSane(res, JSON.stringify(form));
        expect([303, 400], JSON.stringify(form)).toContain(res.status);
      }),
      options,
    );
  });

  it('POST autorizar with raw bodies and random content types: never 5xx', async () => {
    const type = fc.constantFrom(
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json',
      'text/plain',
      '',
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), type, async (body, contentType) => {
        const res = await app.request(sandboxPaths('google').authorize, {
          method: 'POST',
          headers: contentType ? { 'Content-Type': contentType } : {},
          body,
        });
        expectSane(res, `${contentType} ${JSON.stringify(body).slice(0, 100)}`);
      }),
      options,
    );
  });

  it('a body over 16 KiB is a 413 page', async () => {
    const res = await app.request(sandboxPaths('google').authorize, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `nombres=${'a'.repeat(20_000)}`,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('nothing threw', () => {
    expect(errors).toEqual([]);
  });
});
