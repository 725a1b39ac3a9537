import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

/** The statechart explorer's page (server/web/spa.ts, built into dist/estados/ by vite.estados.config.ts). */
let spaDir: string;
let server: TestServer;

beforeAll(async () => {
  spaDir = mkdtempSync(join(tmpdir(), 'pollos-estados-dist-'));
  mkdirSync(join(spaDir, 'estados', 'assets'), { recursive: true });
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Pollos La Brasa</title><div id="root"></div>');
  writeFileSync(
    join(spaDir, 'estados', 'estados.html'),
    '<!doctype html><title>Explorador de estados</title><script type="module" src="./assets/index-x.js"></script>',
  );
  writeFileSync(join(spaDir, 'estados', 'assets', 'index-x.js'), 'export {};');
  server = await createTestServer({ deps: { staticDir: spaDir } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(spaDir, { recursive: true, force: true });
});

describe('/estados serves the statechart explorer, a page apart from the storefront', () => {
  it('/estados redirects to /estados/ (its assets are relative to that folder)', async () => {
    const res = await server.request('/estados');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/estados/');
  });

  it('/estados/ is the explorer page, revalidated every time; its assets are files of the build', async () => {
    const page = await server.request('/estados/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('Explorador de estados');
    const asset = await server.request('/estados/assets/index-x.js');
    expect(asset.status).toBe(200);
  });
});
