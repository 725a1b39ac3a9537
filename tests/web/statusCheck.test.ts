import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkStatus } from '../../src/api/statusCheck';
import { apiConfig } from '../../src/api/config';
import { joinBase } from '../../src/api/statusPath';

/**
 * The status service has the last word (docs/product.md#estados-y-transiciones "Maintenance"). The app asks it at every
 * start (src/api/statusCheck.ts), a server-rendered page's too; only the service's own answer counts
 * online, and offline the last answer this device got stands, so an installed store opens.
 */

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const offlineError = () => new TypeError('Failed to fetch');

let asked: string[];
let online: boolean;
let kept: Response | undefined;
/** Whether this site answers the connectivity probe (src/api/connectivity.ts). */
let siteAnswers: boolean;

beforeEach(() => {
  asked = [];
  online = true;
  kept = undefined;
  siteAnswers = true;
  vi.stubGlobal('location', new URL('https://tienda.example/productos'));
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('caches', { match: async (url: string) => (asked.push(`cache ${url}`), kept?.clone()) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  apiConfig.statusBaseURL = '/';
});

const serve = (reply: () => Response | Promise<Response>) =>
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'HEAD') {
      asked.push(`probe ${url}`);
      if (!siteAnswers) throw offlineError();
      return new Response(null);
    }
    asked.push(url);
    return reply();
  });

describe('the status check at start', () => {
  it("asks the configured status service, under its base path, and returns its answer: { estado: false } is the service's word", async () => {
    apiConfig.statusBaseURL = 'https://estado.cadena.example/sap/';
    serve(() => answer({ estado: false }));
    await expect(checkStatus()).resolves.toEqual({ estado: false });
    expect(asked).toEqual(['https://estado.cadena.example/sap/principal/sap/status']);
    expect(joinBase('/', '/principal/sap/status')).toBe('/principal/sap/status');
  });

  it('an answer that is not a 2xx with a boolean estado is a failed check (maintenance, spec §4)', async () => {
    serve(() => answer({ estado: true }, 503));
    await expect(checkStatus()).rejects.toThrow();
    serve(() => answer({ estado: 'true' }));
    await expect(checkStatus()).rejects.toThrow();
    serve(() => new Response('<html>', { status: 200 }));
    await expect(checkStatus()).rejects.toThrow();
  });

  it('online (this site answers), a service that cannot be reached is a failure, never the last answer kept', async () => {
    kept = answer({ estado: true });
    serve(() => Promise.reject(offlineError()));
    await expect(checkStatus()).rejects.toThrow('Failed to fetch');
    expect(asked).toEqual(['/principal/sap/status', 'probe https://tienda.example/favicon.svg']);
  });

  it('a phone that says it is online but reaches nothing (no data left): neither the service nor this site answers, so the last answer stands', async () => {
    siteAnswers = false;
    kept = answer({ estado: true });
    serve(() => Promise.reject(offlineError()));
    await expect(checkStatus()).resolves.toEqual({ estado: true });
    expect(asked).toEqual([
      '/principal/sap/status',
      'probe https://tienda.example/favicon.svg',
      'cache https://tienda.example/principal/sap/status',
    ]);
  });

  it("an answer, even offline, is the service's word: a 503 is maintenance, not the last answer kept", async () => {
    online = false;
    kept = answer({ estado: true });
    serve(() => answer({ estado: true }, 503));
    await expect(checkStatus()).rejects.toThrow('status 503');
  });

  it("offline, the last answer this device got stands (the worker's copy); with none the check fails", async () => {
    online = false;
    serve(() => Promise.reject(offlineError()));
    kept = answer({ estado: true });
    await expect(checkStatus()).resolves.toEqual({ estado: true });
    kept = answer({ estado: false });
    await expect(checkStatus()).resolves.toEqual({ estado: false });
    kept = undefined;
    await expect(checkStatus()).rejects.toThrow('Failed to fetch');
  });

  it('a check the boot machine gave up on (its 10 s limit aborts it) fails, even offline', async () => {
    online = false;
    kept = answer({ estado: true });
    const controller = new AbortController();
    serve(() => {
      controller.abort(new DOMException('timeout', 'TimeoutError'));
      return Promise.reject(controller.signal.reason);
    });
    await expect(checkStatus(controller.signal)).rejects.toThrow('timeout');
  });
});
