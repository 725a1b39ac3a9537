import { defineConfig, devices } from '@playwright/test';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
// Every run starts from a fresh database: seeded on first start. Kept in the environment, which the
// test workers inherit (they load this file again): e2e/mailbox.ts reads the server's outbox there.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pollos-e2e-')));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // On CI one retry: a shared 2-core machine sometimes starves a step past its timeout. A test that passes
  // only on its retry is reported as flaky (named at the end of .ci/run); one that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'off',
    // The installed app's service worker answers some calls itself, and Playwright's page.route does not see
    // those: the tests that inject faults need every call on the network. e2e/installable-app.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 375, height: 800 } } },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    // The built server, as production runs it (test:e2e builds first); node itself, so that
    // Playwright's stop reaches the server.
    command: 'node --enable-source-maps dist-server/main.js',
    url: `http://127.0.0.1:${port}/principal/sap/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-42',
      NODE_ENV: 'production',
      // Production requires the public origin (canonical URLs, robots.txt, sitemap): this server's own.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      E2E_RESET: '1',
      // Production mode turns the sandboxes off unless named: the browser tests use both.
      PAYMENT_PROVIDER: 'sandbox',
      SOCIAL_SANDBOX: 'on',
      // …and with the sandboxes on, production requires their keys (shared by replicas; one here).
      PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'),
      SOCIAL_SANDBOX_SIGNING_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ format: 'pem', type: 'pkcs8' })
        .toString(),
      // …and the demo accounts, which production mode seeds only when asked.
      SEED_DEMO_USERS: '1',
    },
  },
});
