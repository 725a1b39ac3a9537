import type { StatusAnswer } from '../../machines/boot';
import { apiConfig } from './config';
import { judgeNoAnswer, noteAnswer } from './connectivity';
import { joinBase, STATUS_PATH } from './statusPath';

/**
 * The status check (docs/product.md#estados-y-transiciones "Maintenance", docs/product.md#llamadas: GET /principal/sap/status on the status service's own
 * host), asked at every start, a server-rendered page's too: the service has the last word.
 * A plain fetch, no HTTP client and no schema, so it costs the first route almost nothing. Its 10 s
 * limit is the boot machine's (STATUS_CHECK_TIMEOUT: leaving checkingStatus aborts `signal`).
 *
 * Offline the service cannot be asked: when the device has no network (the browser says so, or
 * neither the service nor this site answers at all: src/api/connectivity.ts), the last answer this
 * device got stands (the service worker keeps it, src/pwa/offlinePolicy.ts), so an installed store
 * opens with its menu. Online, a failure is a failure (maintenance, docs/product.md#estados-y-transiciones), never an old answer.
 */
export async function checkStatus(signal?: AbortSignal): Promise<StatusAnswer> {
  const url = joinBase(apiConfig.statusBaseURL, STATUS_PATH);
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    const kept = !signal?.aborted && (await judgeNoAnswer()) ? await lastAnswer(url) : undefined;
    if (kept) return kept;
    throw error;
  }
  noteAnswer();
  return statusOf(response);
}

/** `{ estado: boolean }` from a 2xx answer; anything else is a failed check. */
async function statusOf(response: Response): Promise<StatusAnswer> {
  const body = (response.ok ? await response.json() : null) as { estado?: unknown } | null;
  if (typeof body?.estado !== 'boolean') throw new Error(`status ${response.status}`);
  return { estado: body.estado };
}

async function lastAnswer(url: string): Promise<StatusAnswer | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const copy = await caches.match(new URL(url, location.href).href, { ignoreVary: true }).catch(() => undefined);
  return copy ? statusOf(copy).catch(() => undefined) : undefined;
}
