import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTIVITY_PROBE_TIMEOUT_MS, CONNECTIVITY_RECHECK_MS } from '../../machines/constants';
import { WORKER_COPY_HEADER } from '../../src/pwa/offlinePolicy';

/**
 * 'Sin conexión' when the device reaches nothing, even where the browser says it is online (a prepaid
 * phone without data left, a captive portal): src/api/connectivity.ts. Fresh module state per test,
 * simulated time, no real network.
 */

let online: boolean;
let siteAnswers: boolean | 'never';
let probes: string[];

async function connectivity() {
  vi.resetModules();
  return import('../../src/api/connectivity');
}

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  siteAnswers = false;
  probes = [];
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('location', new URL('https://tienda.example/productos'));
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    probes.push(`${init?.method ?? 'GET'} ${url}`);
    if (siteAnswers === 'never')
      return new Promise<never>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    if (!siteAnswers) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 200 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connectivity: offline is what the device reaches, not only what the browser says', () => {
  it("a call without any answer, while the browser says online, is offline ('Sin conexión') when this site does not answer either", async () => {
    const c = await connectivity();
    const changed = vi.fn();
    c.subscribeConnectivity(changed);
    await expect(c.judgeNoAnswer()).resolves.toBe(true);
    expect(probes).toEqual(['HEAD https://tienda.example/favicon.svg']);
    expect(c.isOffline()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("no answer from a call while this site answers is the service's failure, not offline", async () => {
    const c = await connectivity();
    siteAnswers = true;
    await expect(c.judgeNoAnswer()).resolves.toBe(false);
    expect(c.isOffline()).toBe(false);
  });

  it('a site that does not answer within 3 s is not reached: the call is judged offline then, not when the browser gives up', async () => {
    const c = await connectivity();
    siteAnswers = 'never';
    const judged = vi.fn();
    void c.judgeNoAnswer().then(judged);
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_PROBE_TIMEOUT_MS - 1);
    expect(judged).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(judged).toHaveBeenCalledWith(true);
    expect(c.isOffline()).toBe(true);
  });

  it('offline by that judgement, the site is asked again every 5 s; its first answer brings the store back online and runs, once, what waited', async () => {
    const c = await connectivity();
    await c.judgeNoAnswer();
    const waiting = vi.fn();
    c.whenOnline(waiting);
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_RECHECK_MS - 1);
    expect(probes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probes).toHaveLength(2);
    expect(c.isOffline()).toBe(true);
    expect(waiting).not.toHaveBeenCalled();

    siteAnswers = true;
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_RECHECK_MS);
    expect(probes).toHaveLength(3);
    expect(c.isOffline()).toBe(false);
    expect(waiting).toHaveBeenCalledTimes(1);
    // Back online, nobody is probed any more.
    await vi.advanceTimersByTimeAsync(10 * CONNECTIVITY_RECHECK_MS);
    expect(probes).toHaveLength(3);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it("any answer of the network ends it at once; a worker's kept copy is no answer of the network", async () => {
    const c = await connectivity();
    c.noteAnswer(new Response('{}', { headers: { [WORKER_COPY_HEADER]: '1' } }));
    expect(c.isOffline()).toBe(true);
    const waiting = vi.fn();
    c.whenOnline(waiting);
    c.noteAnswer(new Response('{}', { status: 503 }));
    expect(c.isOffline()).toBe(false);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it("when the browser itself says offline, nothing is probed: its 'online' runs what waited, once", async () => {
    const c = await connectivity();
    online = false;
    await expect(c.judgeNoAnswer()).resolves.toBe(true);
    expect(c.isOffline()).toBe(true);
    const waiting = vi.fn();
    const forgotten = vi.fn();
    c.whenOnline(waiting);
    c.whenOnline(forgotten)();
    await vi.advanceTimersByTimeAsync(3 * CONNECTIVITY_RECHECK_MS);
    expect(probes).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(c.isOffline()).toBe(false);
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(forgotten).not.toHaveBeenCalled();
  });

  it("the browser's 'online' after a judged outage ends it and stops the probes", async () => {
    const c = await connectivity();
    await c.judgeNoAnswer();
    const waiting = vi.fn();
    c.whenOnline(waiting);
    window.dispatchEvent(new Event('online'));
    expect(c.isOffline()).toBe(false);
    expect(waiting).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * CONNECTIVITY_RECHECK_MS);
    expect(probes).toHaveLength(1);
  });
});
