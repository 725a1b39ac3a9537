/**
 * The per-account limits of secret checks hold under concurrency (finding 1): the
 * failure token is taken BEFORE the password is verified (and given back when it was right), so
 * however many attempts arrive at once, at most the limit of passwords is ever verified per
 * account per window. Real parallel requests against the app (PGlite: the in-memory buckets;
 * PostgreSQL: the shared buckets, one atomic statement per take). The verifier is wrapped to
 * count calls, and it holds every verification until each request has either reached the
 * verifier or been answered: the widest race there is, the one the old peek-verify-count
 * handler lost (41 parallel attempts, 31 passwords verified).
 */
import { vi } from 'vitest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { identityTexts } from '../../machines/screenTexts/identity';
import type { PasswordHasher } from '../../server/auth/password';
import { IDENTITY_PATHS } from '../../server/routes/identityPaths';
import { createTestServer, expectApiError, testPasswords, type TestServer } from './helpers';
import { PASSWORD, registerCustomer } from './identityHelpers';

const LIMIT = 10;

/** The test server's hasher: counts verifications and holds them at a gate while `holding`. */
class GatedHasher implements PasswordHasher {
  readonly #inner = testPasswords();
  readonly cost = this.#inner.cost;
  verified = 0;
  waiting = 0;
  #release: (() => void) | null = null;
  #gate: Promise<void> = Promise.resolve();

  hold(): void {
    this.verified = 0;
    this.#gate = new Promise((resolve) => (this.#release = resolve));
  }

  release(): void {
    this.#release?.();
    this.#release = null;
    this.#gate = Promise.resolve();
  }

  hash = (password: string) => this.#inner.hash(password);
  needsRehash = (stored: string) => this.#inner.needsRehash(stored);
  dummyHash = () => this.#inner.dummyHash();
  verify = async (password: string, stored: string) => {
    this.verified += 1;
    this.waiting += 1;
    try {
      await this.#gate;
    } finally {
      this.waiting -= 1;
    }
    return this.#inner.verify(password, stored);
  };
}

let server: TestServer;
const hasher = new GatedHasher();
beforeAll(async () => {
  // Behind a trusted proxy, every attempt from an address of its own: only the per-account limit is in play.
  server = await createTestServer({
    deps: {
      passwords: hasher,
      rateLimit: {
        trustProxy: true,
        apiPerWindow: 100_000,
        loginPerWindow: 100_000,
        loginFailuresPerAccount: LIMIT,
        loginFailureWindowMs: 15 * 60_000,
      },
    },
  });
});
afterAll(async () => server?.close());
beforeEach(() => hasher.release());

let address = 0;
const nextAddress = () => {
  address += 1;
  return `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

const loginAttempt = (username: string, password: string) =>
  server.postJson(IDENTITY_PATHS.login, { username, password }, { 'X-Forwarded-For': nextAddress() });

/**
 * Sends every attempt at once with the verifier held, waits until each one has reached the
 * verifier or been answered, then lets the verifications run. Returns the statuses in order.
 */
async function race(attempts: (() => Promise<Response>)[]): Promise<number[]> {
  hasher.hold();
  let answered = 0;
  const pending = attempts.map((send) =>
    send().then(async (res) => {
      answered += 1;
      await res.arrayBuffer();
      return res.status;
    }),
  );
  await vi.waitFor(() => expect(answered + hasher.waiting).toBe(attempts.length), { timeout: 60_000, interval: 5 });
  hasher.release();
  return Promise.all(pending);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe(`at most ${LIMIT} passwords are verified per account per window, whatever the concurrency`, () => {
  it(`41 parallel wrong passwords on a fresh account: ${LIMIT} verified (401), the other 31 refused with 429 before any scrypt`, async () => {
    const customer = await registerCustomer(server);
    const statuses = await race(Array.from({ length: 41 }, (_, i) => () => loginAttempt(customer.body.email, `Equivocada${i}`)));
    expect(hasher.verified).toBe(LIMIT);
    expect(count(statuses, 401)).toBe(LIMIT);
    expect(count(statuses, 429)).toBe(31);
    // And the right password is not accepted after the limit.
    await expectApiError(await loginAttempt(customer.body.email, PASSWORD), 429, identityTexts.tooManyFailedLogins);
  });

  it('an account that does not exist is limited the same way: 41 at once, 10 verified (against the dummy hash)', async () => {
    const statuses = await race(
      Array.from({ length: 41 }, (_, i) => () => loginAttempt('nadie.en.paralelo@correo.co', `Equivocada${i}`)),
    );
    expect(hasher.verified).toBe(LIMIT);
    expect(count(statuses, 401)).toBe(LIMIT);
    expect(count(statuses, 429)).toBe(31);
  });

  it('with 1 attempt left, 21 parallel attempts including the right password: at most 1 password is verified', async () => {
    const customer = await registerCustomer(server);
    for (let i = 0; i < LIMIT - 1; i++) expect((await loginAttempt(customer.body.email, `Equivocada${i}`)).status).toBe(401);
    const attempts = Array.from(
      { length: 21 },
      (_, i) => () => loginAttempt(customer.body.email, i === 10 ? PASSWORD : `Otra${i}`),
    );
    const statuses = await race(attempts);
    expect(hasher.verified).toBe(1);
    expect(count(statuses, 429)).toBe(20);
    const judged = statuses.find((s) => s !== 429);
    expect([200, 401]).toContain(judged);
    if (judged === 401) {
      // A wrong guess took the last token: the right password is not accepted after the limit.
      await expectApiError(await loginAttempt(customer.body.email, PASSWORD), 429, identityTexts.tooManyFailedLogins);
    } else {
      // The right password won it and gave it back: one attempt is still left, then 429.
      expect((await loginAttempt(customer.body.email, 'Equivocada-final')).status).toBe(401);
      await expectApiError(await loginAttempt(customer.body.email, PASSWORD), 429, identityTexts.tooManyFailedLogins);
    }
  });

  it('a right password gives its token back: 10 wrong guesses interleaved with the owner’s successful logins still leave the owner in', async () => {
    const customer = await registerCustomer(server);
    for (let i = 0; i < LIMIT - 1; i++) {
      expect((await loginAttempt(customer.body.email, `Equivocada${i}`)).status).toBe(401);
      expect((await loginAttempt(customer.body.email, PASSWORD)).status).toBe(200);
    }
    expect((await loginAttempt(customer.body.email, PASSWORD)).status).toBe(200);
    expect((await loginAttempt(customer.body.email, 'Equivocada-10')).status).toBe(401);
    await expectApiError(await loginAttempt(customer.body.email, PASSWORD), 429, identityTexts.tooManyFailedLogins);
  });
});

describe(`cambiar_contrasena: at most ${LIMIT} current passwords are verified per account per window`, () => {
  const change = (auth: Record<string, string>, actual: string) =>
    server.postJson(
      IDENTITY_PATHS.changePassword,
      { actual, password: 'Bandeja2026', password_confirmacion: 'Bandeja2026' },
      { ...auth, 'X-Forwarded-For': nextAddress() },
    );

  it('41 parallel wrong current passwords with one access token: 10 verified (422), 31 refused with 429; the right one is refused after the limit', async () => {
    const customer = await registerCustomer(server);
    const statuses = await race(Array.from({ length: 41 }, (_, i) => () => change(customer.auth, `NoEsLaMia${i}`)));
    expect(hasher.verified).toBe(LIMIT);
    expect(count(statuses, 422)).toBe(LIMIT);
    expect(count(statuses, 429)).toBe(31);
    await expectApiError(await change(customer.auth, PASSWORD), 429, messages.http.tooManyRequests);
    // Its own bucket: the owner's password logins are not locked by it.
    expect((await loginAttempt(customer.body.email, PASSWORD)).status).toBe(200);
  });

  it('the right current password gives its token back', async () => {
    const customer = await registerCustomer(server);
    for (let i = 0; i < LIMIT - 1; i++) expect((await change(customer.auth, `NoEsLaMia${i}`)).status).toBe(422);
    expect((await change(customer.auth, PASSWORD)).status).toBe(200);
  });
});
