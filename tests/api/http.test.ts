import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { API_REQUEST_TIMEOUT_MS } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { ApiRequestError, request } from '../../src/api/http';

/**
 * Every API call has a client timeout. A call that is never answered (the server hangs)
 * ends after API_REQUEST_TIMEOUT_MS with the docs/product.md#errores 'no response' failure, so the screen can offer a
 * retry, even when the caller passes its own abort signal (every actor does; ofetch then ignored its
 * own timeout).
 */
let server: Server;
let baseURL: string;
beforeAll(async () => {
  // Answers /ok and the connectivity probe (/favicon.svg) at once; never answers anything else.
  server = createServer((req, res) => {
    if (req.url === '/ok') res.end(JSON.stringify({ ok: true }));
    if (req.url === '/favicon.svg') res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const schema = z.object({ ok: z.boolean() });

describe('request timeout', () => {
  it.each([
    ['without a signal', undefined],
    ['with the caller’s signal (as actors call)', new AbortController().signal],
  ])('a hung call fails after API_REQUEST_TIMEOUT_MS with the §8 no-response message, %s', async (_, signal) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const settled = vi.fn();
    const call = request(schema, '/cuelga', { signal, baseURL });
    call.catch(settled);
    await vi.advanceTimersByTimeAsync(API_REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).info).toMatchObject({ kind: 'noResponse', message: messages.http.noResponse });
  });
});

describe('a call that answers', () => {
  it('is not cut by the timeout, and the timer is cleared', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await expect(request(schema, '/ok', { baseURL })).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});

/** A port nobody listens on: a call there is refused, with no answer at all. */
async function refusingURL(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
  await new Promise((resolve) => closed.close(resolve));
  return url;
}

describe('a call with no answer at all (src/api/connectivity.ts)', () => {
  it("while this site answers, it is the servers' failure (§8 no response), not the network's", async () => {
    vi.stubGlobal('location', new URL(baseURL));
    const error = await request(schema, '/x', { baseURL: await refusingURL() }).catch((e: unknown) => e);
    expect((error as ApiRequestError).info).toMatchObject({ kind: 'noResponse', message: messages.http.noResponse });
  });

  it("while this site does not answer either (the browser says online), it is the network's: 'Error de Red.'", async () => {
    const nowhere = await refusingURL();
    vi.stubGlobal('location', new URL(nowhere));
    const error = await request(schema, '/x', { baseURL: nowhere }).catch((e: unknown) => e);
    expect((error as ApiRequestError).info).toMatchObject({ kind: 'network', message: messages.http.network });
    // The site answers again: a call's answer ends the outage (no probe left running).
    vi.stubGlobal('location', new URL(baseURL));
    await expect(request(schema, '/ok', { baseURL })).resolves.toEqual({ ok: true });
  });
});
