/**
 * The API documentation: a browser asking /api/docs gets a Spanish page that draws the
 * contract with Redoc served from this origin, under the storefront's CSP plus only a Blob worker;
 * programs keep getting the JSON at /api/docs (Accept: application/json, any type, none) and at
 * /api/docs/openapi.json; the storefront's own CSP does not change.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocsTexts } from '../../machines/screenTexts/apiDocs';
import { contentSecurityPolicy } from '../../server/middleware/securityHeaders';
import { openApiJson } from '../../server/openapi';
import { DOCS_PAGE_CSP, DOCS_SCRIPT_PATH, OPENAPI_JSON_PATH, wantsHtml } from '../../server/routes/apiDocs';
import { createTestServer, type TestServer } from './helpers';

/** What Chromium sends for a page load. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

let server: TestServer;
let spaDir: string;
beforeAll(async () => {
  spaDir = mkdtempSync(join(tmpdir(), 'pollos-apidocs-'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Pollos La Brasa</title><div id="root"></div>');
  server = await createTestServer({ deps: { staticDir: spaDir } });
});
afterAll(async () => {
  await server?.close();
  rmSync(spaDir, { recursive: true, force: true });
});

/** CSP directives by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the documentation page at /api/docs', () => {
  it('a browser gets a Spanish HTML page whose scripts all come from this origin, none inline', async () => {
    const res = await server.request('/api/docs', { headers: { Accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect(res.headers.get('vary')).toMatch(/\bAccept\b/);
    const html = await res.text();
    expect(html).toContain('<html lang="es-CO">');
    expect(html).toContain(`<title>${apiDocsTexts.title}</title>`);
    expect(html).toContain(apiDocsTexts.heading);
    expect(html).toContain(apiDocsTexts.intro);
    expect(html).toContain(`href="${OPENAPI_JSON_PATH}"`);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
      expect(src, `script sin src (inline): ${body!.slice(0, 80)}`).toBeDefined();
      // Same origin: a path from the root, never a scheme or a protocol-relative URL.
      expect(src, src).toMatch(/^\/(?!\/)/);
      expect((body ?? '').trim()).toBe('');
    }
    // No stylesheet, font or image from elsewhere either.
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//i);
  });

  it("its script is Redoc's standalone bundle with the page's start-up, from this origin", async () => {
    const res = await server.request(DOCS_SCRIPT_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript; charset=utf-8$/i);
    const script = await res.text();
    expect(script.length).toBeGreaterThan(500_000);
    expect(script).toContain('Redoc.init(');
    expect(script).toContain("getAttribute('data-options')");
  });

  it("the page's CSP is the storefront's plus a Blob worker for Redoc's search: scripts only from this origin, no eval", async () => {
    const res = await server.request('/api/docs', { headers: { Accept: BROWSER_ACCEPT } });
    const csp = res.headers.get('content-security-policy');
    expect(csp).toBe(DOCS_PAGE_CSP);
    const page = directives(csp);
    expect(page.get('script-src')).toEqual(["'self'"]);
    expect(page.get('worker-src')).toEqual(['blob:']);
    expect(page.get('connect-src')).toEqual(["'self'"]);
    expect(page.get('object-src')).toEqual(["'none'"]);
    expect(page.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    // Everything else is the storefront's policy, directive for directive.
    const storefront = directives(contentSecurityPolicy());
    for (const [name, values] of storefront) expect(page.get(name), name).toEqual(values);
    expect([...page.keys()].filter((name) => !storefront.has(name))).toEqual(['worker-src']);
  });

  it("the storefront's pages and the JSON keep the storefront's CSP, without the docs page's worker", async () => {
    for (const [path, accept] of [
      ['/', BROWSER_ACCEPT],
      ['/productos', BROWSER_ACCEPT],
      ['/api/docs', 'application/json'],
      [OPENAPI_JSON_PATH, BROWSER_ACCEPT],
    ] as const) {
      const res = await server.request(path, { headers: { Accept: accept } });
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('content-security-policy');
      expect(csp, path).toBe(contentSecurityPolicy());
      expect(directives(csp).has('worker-src'), path).toBe(false);
    }
  });
});

describe('the contract as JSON', () => {
  it('is served at /api/docs/openapi.json, and at /api/docs for Accept: application/json, any type or none', async () => {
    const cases: [string, Record<string, string>][] = [
      [OPENAPI_JSON_PATH, {}],
      [OPENAPI_JSON_PATH, { Accept: BROWSER_ACCEPT }],
      ['/api/docs', { Accept: 'application/json' }],
      ['/api/docs', { Accept: '*/*' }],
      ['/api/docs', {}],
      ['/api/docs', { Accept: 'text/html;q=0.5, application/json' }],
    ];
    for (const [path, headers] of cases) {
      const res = await server.request(path, { headers });
      const what = `${path} ${JSON.stringify(headers)}`;
      expect(res.status, what).toBe(200);
      expect(res.headers.get('content-type'), what).toMatch(/^application\/json; charset=utf-8$/i);
      expect(await res.text(), what).toBe(openApiJson());
    }
  });

  it('the page is chosen only when text/html is asked for above JSON', () => {
    expect(wantsHtml(BROWSER_ACCEPT)).toBe(true);
    expect(wantsHtml('text/html')).toBe(true);
    expect(wantsHtml('text/html, application/json;q=0.9')).toBe(true);
    expect(wantsHtml(undefined)).toBe(false);
    expect(wantsHtml('')).toBe(false);
    expect(wantsHtml('*/*')).toBe(false);
    expect(wantsHtml('application/json')).toBe(false);
    expect(wantsHtml('text/html, application/json')).toBe(false);
    expect(wantsHtml('text/html;q=0, */*')).toBe(false);
    expect(wantsHtml('text/html;q=0.5, application/*')).toBe(false);
  });
});
