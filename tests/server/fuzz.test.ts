/**
 * Property-based fuzzing of every documented call (server/openapi.ts is the list, and the
 * OpenAPI test checks that it is every route of the app). For each call, at least 200
 * malformed requests:
 *   - bodies: the documented valid example with 1–3 mutations (field dropped, retyped,
 *     replaced with random JSON, extreme value), fully random JSON, and raw text with
 *     random content types;
 *   - path parameters: random segments (unicode, encodings, dots, huge numbers...);
 *   - calls without input: random query strings and headers;
 *   - calls behind a token: random and forged tokens;
 * plus random paths and methods under /api, and orders drawn from arbitraries (catalogue and
 * random products, quantities up to past 2^53, money of any size, many copies of a big line):
 * refused by the schema, the per-line maximum or the online ceiling, or stored, never a 5xx.
 * Oracle: never a 5xx (nor a crash, nor a logged error); anything the call's zod schema
 * rejects answers 4xx; every error body is { isError: true, message } with a message of
 * machines/messages.ts and Spanish field errors.
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MAX_LINE_QUANTITY } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { pickupTexts } from '../../machines/screenTexts/pickup';
import { identityTexts } from '../../machines/screenTexts/identity';
import { errorPageTexts } from '../../machines/screenTexts/errorPage';
import { pageTexts } from '../../machines/screenTexts/pages';
import { subscriptionTexts } from '../../machines/screenTexts/subscriptions';
import { ratingTexts } from '../../machines/screenTexts/rating';
import { paymentTexts } from '../../machines/screenTexts/payment';
import { adminTexts } from '../../machines/screenTexts/admin';
import { accountTexts } from '../../machines/screenTexts/account';
import { orderFieldTexts } from '../../machines/screenTexts/orderFields';
import { promotionTexts } from '../../machines/screenTexts/promotions';
import { metaTexts } from '../../machines/screenTexts/meta';
import { productTexts } from '../../machines/screenTexts/products';
import { formTexts } from '../../machines/screenTexts/forms';
import { dataLockTexts } from '../../machines/screenTexts/dataLock';
import { orderMessages } from '../../machines/screenTexts/order';
import { loadDefaultSeedData } from '../../server/db/seed';
import { fillPath, listOperations, type OperationSpec } from '../../server/openapi';
import { bearer, createTestServer, logIn, logInAdmin, TEST_JWT_SECRET, type TestServer } from './helpers';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { secretKey } from '../../server/auth/token';
import { preferences } from '../../server/db/schema';
import { invalidateMaintenance } from '../../server/middleware/maintenance';

let server: TestServer;
let tokens: { user: string; admin: string };
beforeAll(async () => {
  server = await createTestServer({ seed: await loadDefaultSeedData() });
  tokens = { user: (await logIn(server)).token, admin: (await logInAdmin(server)).token };
});
afterAll(async () => server?.close());

const SEED = 20_260_302;
const RUNS = { mutated: 200, randomJson: 60, raw: 40, params: 200, noInput: 200, tokens: 40, randomPaths: 300, orders: 150 };

// ---- the oracle -----------------------------------------------------------------------

/** Every text of the message catalogue; templates (functions) as [prefix, suffix]. */
const exactMessages = new Set<string>();
const templates: [string, string][] = [];
(function collect(value: unknown): void {
  if (typeof value === 'string') exactMessages.add(value);
  else if (typeof value === 'function') {
    const MARK = '\u0000';
    try {
      const sample = String((value as (...args: unknown[]) => unknown)(...Array<string>(Math.max(1, value.length)).fill(MARK)));
      const [prefix = '', ...rest] = sample.split(MARK);
      templates.push([prefix, rest.at(-1) ?? '']);
    } catch {
      // A template that needs real arguments is not matched by shape.
    }
  } else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v);
})({
  messages,
  identityTexts,
  errorPageTexts,
  pageTexts,
  subscriptionTexts,
  ratingTexts,
  paymentTexts,
  adminTexts,
  accountTexts,
  orderFieldTexts,
  promotionTexts,
  metaTexts,
  productTexts,
  formTexts,
  dataLockTexts,
  orderMessages,
  pickupTexts,
});

const isCatalogueMessage = (text: string) =>
  exactMessages.has(text) ||
  templates.some(
    ([prefix, suffix]) =>
      text.length > prefix.length + suffix.length &&
      text.startsWith(prefix) &&
      text.endsWith(suffix) &&
      prefix.length + suffix.length >= 8,
  );
const ENGLISH = /^(invalid|expected|required|too (big|small)|unrecognized|input|must|string|number)\b/i;

/**
 * A valid mutation of the administrators' preference call may switch maintenance on
 * (mantenimiento 'S'), after which every call rightly answers 503: switch it back.
 */
async function keepOpen(): Promise<void> {
  if (!(await server.app.maintenance.isOn())) return;
  await server.database.db
    .update(preferences)
    .set({ valor: 'N' })
    .where(and(eq(preferences.canal, 2), eq(preferences.llave, 'mantenimiento')));
  invalidateMaintenance(server.database.db);
}

/** Calls whose body may be absent (the refresh token comes in its cookie: server/routes/auth.ts): an empty body is {}. */
const EMPTY_BODY_IS_EMPTY_OBJECT = new Set(['refreshToken', 'logout']);

async function expectHandled(res: Response, mustReject: boolean, what: () => string): Promise<void> {
  await keepOpen();
  const describeIt = async () =>
    `${what()} → ${res.status} ${await res
      .clone()
      .text()
      .catch(() => '')}`.slice(0, 600);
  if (res.status >= 500 || (mustReject && (res.status < 400 || res.status >= 500))) {
    expect.fail(`${await describeIt()}${mustReject ? ' (se esperaba 4xx)' : ''}`);
  }
  if (res.status < 400) {
    await res.arrayBuffer();
    return;
  }
  const text = await res.text();
  let body: { isError?: unknown; message?: unknown; errors?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return expect.fail(`${what()} → ${res.status} sin JSON: ${text.slice(0, 200)}`);
  }
  if (body.isError !== true || typeof body.message !== 'string' || !isCatalogueMessage(body.message)) {
    expect.fail(`${what()} → ${res.status} mensaje fuera del catálogo: ${text.slice(0, 300)}`);
  }
  if (body.errors !== undefined) {
    if (typeof body.errors !== 'object' || body.errors === null) expect.fail(`${what()}: errors no es un objeto`);
    for (const list of Object.values(body.errors as Record<string, unknown>)) {
      if (!Array.isArray(list) || list.length === 0) expect.fail(`${what()}: errors con una lista vacía`);
      for (const issue of list as unknown[]) {
        if (typeof issue !== 'string' || issue.trim() === '' || ENGLISH.test(issue))
          expect.fail(`${what()}: error de campo no español: ${String(issue)}`);
      }
    }
  }
}

const accepts = (schema: z.ZodMiniType | undefined, value: unknown) => schema !== undefined && schema.safeParse(value).success;

// ---- arbitraries ----------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const weirdStrings = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '%',
  '%00',
  '%2F',
  '..',
  '../../etc/passwd',
  '++',
  'G',
  'N',
  'S',
  'X',
  '-',
  '0',
  '-1',
  '1e309',
  '99999999999999999999',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  "'; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  'ñandú áéíóú',
  '🐔🍗',
  'a'.repeat(500),
  '\t\n\r',
];
const weirdValues: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  -1e308,
  [],
  {},
  [null],
  { '': null },
  ...weirdStrings,
];

/** A URL carries UTF-8: a lone surrogate becomes U+FFFD, as any client would send it. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const segment = fc
  .oneof(
    fc.constantFrom(...weirdStrings),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 10 }),
    fc.integer().map(String),
    fc.double({ noNaN: false }).map(String),
  )
  .map(wellFormed);

const jsonValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  { weight: 1, arbitrary: fc.constantFrom(...weirdValues) },
);

function pathsOf(value: Json, prefix: Path = []): Path[] {
  const out: Path[] = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}

type Mutation =
  | { path: Path; kind: 'drop' }
  | { path: Path; kind: 'set'; value: Json }
  | { path: Path; kind: 'extra'; key: string; value: Json };

function applyMutation(root: Json, mutation: Mutation): Json {
  const copy = structuredClone(root);
  if (mutation.path.length === 0) return mutation.kind === 'set' ? mutation.value : copy;
  let parent: Json = copy;
  for (const key of mutation.path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return copy;
    parent = (parent as Record<string | number, Json>)[key as never]!;
  }
  if (parent === null || typeof parent !== 'object') return copy;
  const last = mutation.path.at(-1)!;
  const container = parent as Record<string | number, Json>;
  if (mutation.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete container[last];
  } else if (mutation.kind === 'set') {
    container[last] = mutation.value;
  } else {
    const target = container[last];
    if (target && typeof target === 'object' && !Array.isArray(target))
      (target as Record<string, Json>)[mutation.key] = mutation.value;
    else container[last] = mutation.value;
  }
  return copy;
}

/** The example with 1–3 mutations at paths that exist in it. */
function mutatedExample(example: Json): fc.Arbitrary<Json> {
  const paths = pathsOf(example);
  const at = paths.length ? fc.constantFrom(...paths) : fc.constant<Path>([]);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    at.map((path): Mutation => ({ path, kind: 'drop' })),
    fc.tuple(at, jsonValue).map(([path, value]): Mutation => ({ path, kind: 'set', value })),
    fc.tuple(at, fc.constantFrom(...weirdValues)).map(([path, value]): Mutation => ({ path, kind: 'set', value })),
    fc
      .tuple(at, fc.string({ maxLength: 12 }), jsonValue)
      .map(([path, key, value]): Mutation => ({ path, kind: 'extra', key, value })),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((list) => list.reduce(applyMutation, structuredClone(example)));
}

// ---- requests -------------------------------------------------------------------------

function authHeaders(op: OperationSpec): Record<string, string> {
  if (!op.auth) return {};
  return bearer(op.auth === 'admin' ? tokens.admin : tokens.user);
}

function extraHeaders(op: OperationSpec): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const h of op.headers ?? []) {
    // A fresh idempotency key per request, so that a mutated body is never a replay.
    if (/idempotency/i.test(h.name)) headers[h.name] = randomUUID();
    else if (h.example !== undefined) headers[h.name] = h.example;
  }
  return headers;
}

const isForm = (op: OperationSpec) => (op.body?.contentTypes?.[0] ?? 'application/json') !== 'application/json';

function toForm(payload: Json): URLSearchParams {
  const form = new URLSearchParams();
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    for (const [k, v] of Object.entries(payload)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  } else form.append('valor', JSON.stringify(payload));
  return form;
}

function sendBody(op: OperationSpec, payload: Json): { res: Promise<Response>; seen: unknown } {
  const path = fillPath(op.path, op.paramsExample ?? {});
  const headers = { ...authHeaders(op), ...extraHeaders(op) };
  if (isForm(op)) {
    const form = toForm(payload);
    return {
      res: server.request(path, { method: op.method.toUpperCase(), headers, body: form }),
      seen: Object.fromEntries(form),
    };
  }
  const text = JSON.stringify(payload);
  return {
    res: server.request(path, {
      method: op.method.toUpperCase(),
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: text,
    }),
    seen: JSON.parse(text) as unknown,
  };
}

const options = (numRuns: number) => ({ numRuns, seed: SEED, endOnFailure: true });

// ---- the properties -------------------------------------------------------------------

const operations = listOperations();

describe.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', (_, op) => {
  if (op.body) {
    const body = op.body;
    it(`${RUNS.mutated} mutations of the valid example: never 5xx, invalid ones 4xx in Spanish`, async () => {
      await fc.assert(
        fc.asyncProperty(mutatedExample(body.example as Json), async (payload) => {
          const { res, seen } = sendBody(op, payload);
          await expectHandled(
            await res,
            !accepts(body.schema, seen),
            () => `${op.operationId} ${JSON.stringify(payload).slice(0, 300)}`,
          );
        }),
        options(RUNS.mutated),
      );
    });

    it(`${RUNS.randomJson} random JSON bodies and ${RUNS.raw} raw bodies with random content types`, async () => {
      await fc.assert(
        fc.asyncProperty(jsonValue, async (payload) => {
          const { res, seen } = sendBody(op, payload);
          await expectHandled(
            await res,
            !accepts(body.schema, seen),
            () => `${op.operationId} ${JSON.stringify(payload).slice(0, 300)}`,
          );
        }),
        options(RUNS.randomJson),
      );
      const contentType = fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'multipart/form-data',
        'application/xml',
        '',
      );
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), contentType, async (text, type) => {
          const headers: Record<string, string> = { ...authHeaders(op), ...extraHeaders(op) };
          if (type) headers['Content-Type'] = type;
          const res = await server.request(fillPath(op.path, op.paramsExample ?? {}), {
            method: op.method.toUpperCase(),
            headers,
            body: text,
          });
          // Raw text can only be accepted when it happens to be the right shape.
          let parsed: unknown = undefined;
          try {
            parsed =
              text === '' && EMPTY_BODY_IS_EMPTY_OBJECT.has(op.operationId)
                ? {}
                : type.startsWith('application/json')
                  ? JSON.parse(text)
                  : type.includes('urlencoded')
                    ? Object.fromEntries(new URLSearchParams(text))
                    : undefined;
          } catch {
            parsed = undefined;
          }
          await expectHandled(
            res,
            !accepts(body.schema, parsed),
            () => `${op.operationId} raw ${type} ${JSON.stringify(text).slice(0, 200)}`,
          );
        }),
        options(RUNS.raw),
      );
    });
  }

  if (op.params) {
    const params = op.params;
    const names = Object.keys(op.paramsExample ?? {});
    it(`${RUNS.params} random path segments: never 5xx, invalid ones 4xx in Spanish`, async () => {
      const replacements = fc.dictionary(fc.constantFrom(...names), segment, { minKeys: 1, maxKeys: Math.max(1, names.length) });
      await fc.assert(
        fc.asyncProperty(replacements, async (replaced) => {
          const values = { ...op.paramsExample, ...replaced };
          const path = fillPath(op.path, values);
          const init: RequestInit = { method: op.method.toUpperCase(), headers: { ...authHeaders(op), ...extraHeaders(op) } };
          if (op.body) {
            (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
            init.body = JSON.stringify(op.body.example);
          }
          await expectHandled(await server.request(path, init), !accepts(params, values), () => `${op.operationId} ${path}`);
        }),
        options(RUNS.params),
      );
    });
  }

  if (!op.body && !op.params) {
    it(`${RUNS.noInput} random query strings and headers: never 5xx`, async () => {
      const query = fc.array(fc.tuple(segment, segment), { maxLength: 4 });
      const header = fc.option(
        fc.tuple(
          fc.constantFrom('Content-Type', 'Accept', 'If-None-Match', 'Range', 'X-Forwarded-For'),
          fc.string({ maxLength: 40 }),
        ),
      );
      await fc.assert(
        fc.asyncProperty(query, header, async (pairs, extra) => {
          const search = new URLSearchParams(pairs).toString();
          const headers: Record<string, string> = { ...authHeaders(op) };
          // Header values must be ByteStrings without line breaks; anything else is not a request.
          if (extra && /^[\x20-\x7e]*$/.test(extra[1])) headers[extra[0]] = extra[1];
          const path = `${op.path}${search ? `?${search}` : ''}`;
          await expectHandled(
            await server.request(path, { method: op.method.toUpperCase(), headers }),
            false,
            () => `${op.operationId} ${path}`,
          );
        }),
        options(RUNS.noInput),
      );
    });
  }

  if (op.auth) {
    it(`${RUNS.tokens} random, forged and expired tokens: 401`, async () => {
      const forged = async (kind: number) => {
        const now = Math.floor(server.clock.now.getTime() / 1000);
        const claims = { cedula: '1020304050', admin: true };
        if (kind === 0)
          return new SignJWT(claims)
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject('1')
            .setIssuedAt(now - 7200)
            .setExpirationTime(now - 3600)
            .sign(secretKey(TEST_JWT_SECRET));
        if (kind === 1)
          return new SignJWT(claims)
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject('1')
            .setIssuedAt(now)
            .setExpirationTime(now + 60)
            .sign(secretKey('otro-secreto-de-al-menos-32-caracteres!!'));
        // The signature's first character: its last one carries padding bits a decoder ignores, so an edit
        // there can decode to the very same signature (a token ending in 'xw' edited to 'xx' stays valid).
        const [header, payload, signature] = tokens.user.split('.') as [string, string, string];
        return `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      };
      const token = fc.oneof(
        fc.string({ maxLength: 80 }).map((t) => ({ header: `Bearer ${t}` })),
        fc
          .constantFrom(
            'Bearer',
            'Basic Y2xpZW50ZTpjbGF2ZQ==',
            'bearer  ',
            `Bearer ${tokens.user} extra`,
            'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
          )
          .map((h) => ({ header: h })),
        fc.integer({ min: 0, max: 2 }).map((kind) => ({ kind })),
      );
      await fc.assert(
        fc.asyncProperty(token, async (choice) => {
          const value = 'kind' in choice ? `Bearer ${await forged(choice.kind)}` : choice.header;
          if (!/^[\x20-\x7e]*$/.test(value)) return;
          const headers: Record<string, string> = { Authorization: value, ...extraHeaders(op) };
          const init: RequestInit = { method: op.method.toUpperCase(), headers };
          if (op.body) {
            if (isForm(op)) init.body = toForm(op.body.example as Json);
            else {
              headers['Content-Type'] = 'application/json';
              init.body = JSON.stringify(op.body.example);
            }
          }
          const res = await server.request(fillPath(op.path, op.paramsExample ?? {}), init);
          await expectHandled(res, true, () => `${op.operationId} Authorization: ${value.slice(0, 80)}`);
          expect(res.status).toBe(401);
        }),
        options(RUNS.tokens),
      );
    });
  }
});

describe('order bodies drawn from arbitraries (nothing malformed reaches the database)', () => {
  it(`${RUNS.orders} orders with catalogue and random products, quantities from 0 to past 2^53, money of any size: never 5xx, refused ones 4xx in Spanish`, async () => {
    const seed = await loadDefaultSeedData();
    const op = operations.find((o) => o.path === '/api/pedidos/enviar_pedidos_playerid_canal' && o.method === 'post')!;
    const example = op.body!.example as Record<string, Json>;
    const exampleLine = (example.detalles_pedido as Json[])[0] as Record<string, Json>;
    const code = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...seed.products.map((p) => p.codigo_producto)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 22 }) },
    );
    const quantity = fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 20 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          0,
          -1,
          MAX_LINE_QUANTITY,
          MAX_LINE_QUANTITY + 1,
          2 ** 31 - 1,
          2 ** 31,
          2 ** 53 - 1,
          2 ** 53 + 2,
          1.5,
          1e21,
        ),
      },
    );
    const money = fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: 10_000_000 }) },
      { weight: 1, arbitrary: fc.constantFrom(-1, 2 ** 31, 2 ** 53 - 1, 1e308, -0, 0.5) },
    );
    const line = fc.record({ codigo_producto: code, cantidad: quantity, precio: money, valor_iva: money, total: money });
    const order = fc.record({
      pdv: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...seed.salesPoints.map((p) => p.Vkbur)) },
        { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
      ),
      recogeentienda: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom('X', '-') },
        { weight: 1, arbitrary: fc.string({ maxLength: 2 }) },
      ),
      nrocupon: fc.oneof(
        { weight: 4, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom(...seed.coupons.map((c) => c.nrocupon)) },
        { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
      ),
      valor_domicilio: money,
      // Few lines mostly; sometimes many copies of a big line, past the online ceiling and the old int4 range.
      detalles_pedido: fc.oneof(
        { weight: 4, arbitrary: fc.array(line, { minLength: 1, maxLength: 6 }) },
        { weight: 1, arbitrary: fc.array(line, { maxLength: 0 }) },
        { weight: 1, arbitrary: fc.tuple(line, fc.integer({ min: 1, max: 100 })).map(([l, n]) => Array<typeof l>(n).fill(l)) },
      ),
      total: money,
    });
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(order, async (drawn) => {
        const payload = {
          ...example,
          pdv: drawn.pdv,
          recogeentienda: drawn.recogeentienda,
          nrocupon: drawn.nrocupon,
          valor_domicilio: drawn.valor_domicilio,
          detalles_pedido: drawn.detalles_pedido.map((l) => ({ ...exampleLine, ...l })),
          totales: { ...(example.totales as Record<string, Json>), total: drawn.total },
        } as Json;
        const { res, seen } = sendBody(op, payload);
        const answer = await res;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        await expectHandled(answer, !accepts(op.body!.schema, seen), () => `pedido ${JSON.stringify(payload).slice(0, 400)}`);
      }),
      options(RUNS.orders),
    );
    // The arbitraries reach the database too, not only the schema's refusals.
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThanOrEqual(10);
  });
});

describe('random paths and methods under /api and /principal', () => {
  it(`${RUNS.randomPaths} requests: never 5xx, always a Spanish error body when refused`, async () => {
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');
    const prefix = fc.constantFrom(
      '/api/',
      '/principal/',
      '/api/productos/',
      '/api/pedidos/',
      '/api/usuarios/',
      '/api/puntos_ventas/',
    );
    await fc.assert(
      fc.asyncProperty(
        method,
        prefix,
        fc.array(segment, { minLength: 0, maxLength: 6 }),
        jsonValue,
        async (m, base, segments, payload) => {
          const path = base + segments.map(encodeURIComponent).join('/');
          const init: RequestInit = { method: m };
          if (m !== 'GET' && m !== 'HEAD') {
            init.headers = { 'Content-Type': 'application/json' };
            init.body = JSON.stringify(payload);
          }
          const res = await server.request(path, init);
          if (m === 'HEAD' || m === 'OPTIONS') {
            expect(res.status, `${m} ${path}`).toBeLessThan(500);
            return;
          }
          await expectHandled(res, false, () => `${m} ${path}`);
        },
      ),
      options(RUNS.randomPaths),
    );
  });

  it('nothing was logged as an unexpected error, and the server still answers', async () => {
    expect(server.errors).toEqual([]);
    const res = await server.request('/principal/sap/status');
    expect(await res.json()).toEqual({ estado: true });
  });
});
