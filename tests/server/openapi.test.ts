import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDefaultSeedData } from '../../server/db/seed';
import {
  buildOpenApiDocument,
  fillPath,
  listOperations,
  openApiJson,
  toOpenApiPath,
  type OperationSpec,
} from '../../server/openapi';
import { bearer, createTestServer, logIn, logInAdmin, type TestServer } from './helpers';
import { tokenFor } from './accountHelpers';

let server: TestServer;
let tokens: { user: string; admin: string };
beforeAll(async () => {
  // The documented examples use the real menu (P1001...), so this server runs on the default seed.
  server = await createTestServer({ seed: await loadDefaultSeedData() });
  tokens = { user: (await logIn(server)).token, admin: (await logInAdmin(server)).token };
});
afterAll(async () => server?.close());

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>>;
  components: Record<string, Record<string, unknown>>;
};

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const isApi = (path: string) => path.startsWith('/api/') || path.startsWith('/principal/');

/** Every method + path the Hono app registers (handlers, not middleware or the 405 catch-alls). */
function registeredRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of server.app.routes) {
    if (!METHODS.has(route.method) || !isApi(route.path)) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method.toLowerCase(), path: route.path });
  }
  return routes;
}

describe('OpenAPI document', () => {
  it('docs/api/openapi.json is what the schemas produce (run npm run openapi after changing them)', () => {
    const committed = readFileSync(new URL('../../docs/api/openapi.json', import.meta.url), 'utf8');
    expect(committed === openApiJson(), 'docs/api/openapi.json está desactualizado: ejecute npm run openapi').toBe(true);
  });

  it('lists every route the app registers, and nothing it does not', () => {
    const doc = buildOpenApiDocument() as Doc;
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes
      .filter((r) => !doc.paths[toOpenApiPath(r.path)]?.[r.method])
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(missing, 'rutas sin documentar en server/openapi.ts').toEqual([]);
    const registered = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const stale = listOperations()
      .filter((op) => !registered.has(`${op.method} ${op.path}`))
      .map((op) => `${op.method} ${op.path}`);
    expect(stale, 'operaciones documentadas que la app no registra').toEqual([]);
  });

  it('is OpenAPI 3.1 with unique operation ids, declared path parameters and resolvable references', () => {
    const doc = buildOpenApiDocument() as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const ids = listOperations().map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, item] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), `${method} ${path}`).toEqual([...templated].sort());
        expect(
          Object.keys(op.responses).some((s) => s.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        for (const status of ['429', '500', '503']) expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined();
      }
    }
    const json = JSON.stringify(doc);
    for (const [, section, name] of json.matchAll(/"#\/components\/(\w+)\/([^"]+)"/g)) {
      expect(doc.components[section!]?.[name!], `#/components/${section}/${name}`).toBeDefined();
    }
  });

  it('GET /api/docs serves the same document', async () => {
    const res = await server.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8$/i);
    expect(await res.text()).toBe(openApiJson());
  });
});

/** The documented example request of an operation. */
function exampleRequest(op: OperationSpec): { path: string; init: RequestInit } {
  const headers: Record<string, string> = {};
  if (op.auth) Object.assign(headers, bearer(op.auth === 'admin' ? tokens.admin : tokens.user));
  for (const header of op.headers ?? []) if (header.example !== undefined) headers[header.name] = header.example;
  let body: BodyInit | undefined;
  if (op.body) {
    const type = op.body.contentTypes?.[0] ?? 'application/json';
    if (type === 'application/json') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(op.body.example);
    } else {
      body = new URLSearchParams(op.body.example as Record<string, string>);
    }
  }
  return {
    path: fillPath(op.path, op.paramsExample ?? {}),
    init: { method: op.method.toUpperCase(), headers, ...(body ? { body } : {}) },
  };
}

describe('the documented answers are what the server answers', () => {
  it('each example request gets the documented status, and a 200 body parses with the documented schema', async () => {
    for (const op of listOperations()) {
      const { path, init } = exampleRequest(op);
      const res = await server.request(path, init);
      const documented = [op.response.status ?? 200, ...op.errors, ...(op.auth ? [401] : [])];
      expect(documented, `${op.method.toUpperCase()} ${path} → ${res.status}`).toContain(res.status);
      // A page or a script (the documentation's) comes in a documented non-JSON format; errors are always JSON.
      const type = res.headers.get('content-type') ?? '';
      const formats = op.response.stream ? ['text/event-stream'] : (op.response.formats ?? ['application/json']);
      if (res.ok)
        expect(
          formats.some((format) => type.startsWith(format)),
          `${op.operationId}: ${type}`,
        ).toBe(true);
      if (res.ok && !type.startsWith('application/json')) {
        await res.body?.cancel();
        continue;
      }
      const body: unknown = await res.json();
      if (res.ok) {
        const parsed = op.response.schema.safeParse(body);
        expect(parsed.success, `${op.operationId}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });

  it('the example order is accepted as is (tipo S)', async () => {
    // The examples above include cambiar_contrasena, which ends every access token of the demo customer: a fresh one.
    tokens.user = (await tokenFor(server)).Authorization!.slice('Bearer '.length);
    const op = listOperations().find((o) => o.operationId === 'sendOrder')!;
    const { path, init } = exampleRequest(op);
    const res = await server.request(path, init);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ tipo: 'S' });
  });
});
