/**
 * Device cookies keep the owner in (finding 8; OWASP "Slow Down Online Guessing Attacks
 * with Device Cookies"): a browser that signed into the account before carries a signed cookie,
 * and its attempts draw from a bucket of that device; everyone else shares the account's bucket
 * of untrusted devices. A stranger's wrong passwords (one every 90 s from anywhere kept
 * admin@… at 429) no longer lock the owner or the administrator out of their own browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityTexts } from '../../machines/screenTexts/identity';
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PREFIX,
  deviceCookieName,
  deviceCookieValue,
} from '../../server/auth/deviceCookie';
import { secretKey } from '../../server/auth/token';
import { IDENTITY_PATHS } from '../../server/routes/identityPaths';
import { DEMO_ADMIN } from '../../server/seed/users';
import { createTestServer, expectApiError, setCookieLine, TEST_JWT_SECRET, type TestServer } from './helpers';
import { userIdOf } from './accountHelpers';
import { PASSWORD, registerCustomer, registrationBody } from './identityHelpers';

const LIMIT = 10;
const WINDOW_MS = 15 * 60_000;
const key = secretKey(TEST_JWT_SECRET);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    deps: {
      rateLimit: {
        trustProxy: true,
        apiPerWindow: 100_000,
        loginPerWindow: 100_000,
        loginFailuresPerAccount: LIMIT,
        loginFailuresPerDevice: LIMIT,
        loginFailureWindowMs: WINDOW_MS,
      },
    },
  });
});
afterAll(async () => server?.close());

let address = 0;
/** A login attempt from an address of its own (only the per-account and per-device limits are in play). */
function attempt(username: string, password: string, cookie?: string): Promise<Response> {
  address += 1;
  return server.postJson(
    IDENTITY_PATHS.login,
    { username, password },
    { 'X-Forwarded-For': `198.19.${address >> 8}.${address & 255}`, ...(cookie ? { Cookie: cookie } : {}) },
  );
}

/** Signs in (must succeed) and returns the Cookie header of the device cookie the answer set. */
async function deviceOf(username: string, password: string): Promise<{ name: string; value: string; cookie: string }> {
  const res = await attempt(username, password);
  expect(res.status).toBe(200);
  const line = res.headers.getSetCookie().find((l) => l.startsWith(DEVICE_COOKIE_PREFIX))!;
  const [name, value] = line.split(';')[0]!.split('=') as [string, string];
  return { name, value, cookie: `${name}=${value}` };
}

/** Empties the account's untrusted bucket with wrong passwords from strangers (no cookie). */
async function lockUntrusted(username: string): Promise<void> {
  for (let i = 0; i < LIMIT; i++) expect((await attempt(username, `Extraño${i}`)).status).toBe(401);
  await expectApiError(await attempt(username, PASSWORD), 429, identityTexts.tooManyFailedLogins);
}

describe('a browser that signed in before is counted apart from unknown devices', () => {
  it('429 on the untrusted bucket, but the owner’s device cookie still logs in', async () => {
    const customer = await registerCustomer(server);
    const device = await deviceOf(customer.body.email, PASSWORD);
    await lockUntrusted(customer.body.email);
    expect((await attempt(customer.body.email, PASSWORD, device.cookie)).status).toBe(200);
  });

  it('the administrator stays in while a stranger sends one wrong password every 90 s', async () => {
    const device = await deviceOf(DEMO_ADMIN.username, DEMO_ADMIN.password);
    for (let i = 0; i < LIMIT; i++) await attempt(DEMO_ADMIN.username, `Adivina${i}`);
    for (let minute = 0; minute < 10; minute++) {
      server.clock.advance(90_000); // one token refilled: the stranger spends it at once
      expect((await attempt(DEMO_ADMIN.username, `Otra${minute}`)).status).toBe(401);
      await expectApiError(await attempt(DEMO_ADMIN.username, DEMO_ADMIN.password), 429, identityTexts.tooManyFailedLogins);
      expect((await attempt(DEMO_ADMIN.username, DEMO_ADMIN.password, device.cookie)).status).toBe(200);
    }
  });

  it('a forged device cookie, one signed with another secret, or another account’s, counts as untrusted', async () => {
    const victim = await registerCustomer(server);
    const other = await registerCustomer(server);
    const victimId = await userIdOf(server, { username: victim.body.email });
    const otherDevice = await deviceOf(other.body.email, PASSWORD);
    const victimDevice = await deviceOf(victim.body.email, PASSWORD);
    await lockUntrusted(victim.body.email);
    const name = deviceCookieName(key, victimId);
    expect(victimDevice.name).toBe(name);
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA';
    const forgeries = [
      // Another account's valid cookie, as it is and under the victim's name.
      otherDevice.cookie,
      `${name}=${otherDevice.value}`,
      // A nonce and signature made up, or signed with another secret.
      `${name}=${nonce}.${'A'.repeat(43)}`,
      `${name}=${deviceCookieValue(secretKey('otro-secreto-de-pruebas-0123456789'), victimId, nonce)}`,
      // The victim's own nonce with the signature of another nonce.
      `${name}=${victimDevice.value.split('.')[0]}.${deviceCookieValue(key, victimId, nonce).split('.')[1]}`,
      `${name}=basura`,
    ];
    for (const cookie of forgeries)
      await expectApiError(await attempt(victim.body.email, PASSWORD, cookie), 429, identityTexts.tooManyFailedLogins);
    expect((await attempt(victim.body.email, PASSWORD, victimDevice.cookie)).status).toBe(200);
  });

  it('the owner’s own wrong passwords draw from the device’s bucket, not the untrusted one; an empty device bucket is then untrusted', async () => {
    const customer = await registerCustomer(server);
    const device = await deviceOf(customer.body.email, PASSWORD);
    for (let i = 0; i < LIMIT; i++) expect((await attempt(customer.body.email, `Olvidé${i}`, device.cookie)).status).toBe(401);
    // The device's bucket is empty: its next attempts are counted as an unknown device's.
    for (let i = 0; i < LIMIT; i++) expect((await attempt(customer.body.email, `Otra vez${i}`, device.cookie)).status).toBe(401);
    await expectApiError(await attempt(customer.body.email, PASSWORD, device.cookie), 429, identityTexts.tooManyFailedLogins);
    await expectApiError(await attempt(customer.body.email, PASSWORD), 429, identityTexts.tooManyFailedLogins);
    // Both refill with the (simulated) clock.
    server.clock.advance(WINDOW_MS);
    expect((await attempt(customer.body.email, PASSWORD, device.cookie)).status).toBe(200);
  });

  it('the browser that registered the account is a known device of it too', async () => {
    const body = registrationBody();
    const res = await server.postJson(IDENTITY_PATHS.register, body, { 'X-Forwarded-For': '198.19.250.1' });
    expect(res.status).toBe(201);
    const line = res.headers.getSetCookie().find((l) => l.startsWith(DEVICE_COOKIE_PREFIX))!;
    await lockUntrusted(body.email);
    expect((await attempt(body.email, PASSWORD, line.split(';')[0]!)).status).toBe(200);
  });

  it('a device’s failures leave other devices and strangers their own buckets', async () => {
    const customer = await registerCustomer(server);
    const phone = await deviceOf(customer.body.email, PASSWORD);
    const laptop = await deviceOf(customer.body.email, PASSWORD);
    expect(laptop.value).not.toBe(phone.value); // a new nonce at each sign-in
    for (let i = 0; i < LIMIT; i++) await attempt(customer.body.email, `Olvidé${i}`, phone.cookie);
    expect((await attempt(customer.body.email, PASSWORD, laptop.cookie)).status).toBe(200);
    expect((await attempt(customer.body.email, PASSWORD)).status).toBe(200);
  });
});

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Strict, sent only to the login call, lives DEVICE_COOKIE_MAX_AGE_SECONDS, and names no one in the clear', async () => {
    const customer = await registerCustomer(server);
    const res = await attempt(customer.body.email, PASSWORD);
    const device = res.headers.getSetCookie().find((l) => l.startsWith(DEVICE_COOKIE_PREFIX))!;
    const attributes = device
      .split(';')
      .slice(1)
      .map((a) => a.trim());
    expect(attributes).toEqual(
      expect.arrayContaining([
        'HttpOnly',
        'SameSite=Strict',
        `Path=${IDENTITY_PATHS.login}`,
        `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
      ]),
    );
    expect(DEVICE_COOKIE_MAX_AGE_SECONDS).toBe(180 * 24 * 60 * 60);
    const userId = await userIdOf(server, { username: customer.body.email });
    const pair = device.split(';')[0]!;
    expect(pair).not.toContain(customer.body.email.split('@')[0]);
    expect(pair.split('=')[1]).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(pair.split('=')[0]).not.toContain(String(userId));
    // A failed attempt sets no cookie.
    expect(setCookieLine(await attempt(customer.body.email, 'Equivocada1'), pair.split('=')[0]!)).toBeUndefined();
  });

  it('survives logout (it is what keeps the owner in), while the refresh cookie is cleared', async () => {
    const customer = await registerCustomer(server);
    const device = await deviceOf(customer.body.email, PASSWORD);
    const res = await server.postJson(IDENTITY_PATHS.logout, {}, customer.auth);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((l) => l.startsWith(device.name))).toBe(false);
    await lockUntrusted(customer.body.email);
    expect((await attempt(customer.body.email, PASSWORD, device.cookie)).status).toBe(200);
  });
});
