import { CONNECTIVITY_PROBE_TIMEOUT_MS, CONNECTIVITY_RECHECK_MS } from '../../machines/constants';
import { WORKER_COPY_HEADER } from '../pwa/offlinePolicy';

/**
 * Whether this device reaches the store. `navigator.onLine === false` is certain; `true` is not: a
 * prepaid phone without data left, a captive portal or a dead Wi-Fi all say online while nothing
 * answers. So a call that gets no answer at all asks this site for a small file (the probe): if that
 * gets no answer either, the device is offline ('Sin conexión', the kept menu, the network's error
 * message); if it answers, the fault is the service's. While offline by that judgement the probe is
 * repeated every CONNECTIVITY_RECHECK_MS, since no 'online' event will say the data came back; the
 * first answer, or the browser's 'online', brings back whatever waits for the network (whenOnline).
 */

/** Same origin, a static file the service worker never answers (it answers GET only): a HEAD always goes to the network. */
const PROBE_PATH = '/favicon.svg';

let unreachable = false;
let recheck: ReturnType<typeof setTimeout> | null = null;
const changes = new Set<() => void>();
const reconnections = new Set<() => void>();

const browserSaysOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const isOffline = (): boolean => browserSaysOffline() || unreachable;

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  if (!value && recheck !== null) {
    clearTimeout(recheck);
    recheck = null;
  }
  notify();
  if (!value) reconnected();
}

function notify(): void {
  for (const listener of [...changes]) listener();
}

function reconnected(): void {
  const waiting = [...reconnections];
  reconnections.clear();
  for (const callback of waiting) callback();
}

/** Whether this site answers at all, in time (any status counts: something answered). */
async function siteAnswers(): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONNECTIVITY_PROBE_TIMEOUT_MS);
  try {
    await fetch(new URL(PROBE_PATH, location.href).href, { method: 'HEAD', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function scheduleRecheck(): void {
  if (recheck !== null || !unreachable) return;
  recheck = setTimeout(() => {
    recheck = null;
    // The browser's own 'offline' takes over: its 'online' will say when to try.
    if (browserSaysOffline()) return;
    void siteAnswers().then((answered) => (answered ? setUnreachable(false) : scheduleRecheck()));
  }, CONNECTIVITY_RECHECK_MS);
}

/** The network answered (with any status): whatever was waiting for it goes now. */
export function noteAnswer(response?: Response): void {
  // The service worker's kept copy stands in for an answer the network did not give in time.
  if (response?.headers.get(WORKER_COPY_HEADER)) return void noteNoAnswer();
  setUnreachable(false);
}

/** A call got no answer: offline until something answers. */
function noteNoAnswer(): void {
  setUnreachable(true);
  scheduleRecheck();
}

/**
 * A call got no answer at all (not a timeout, not an abort): is the device offline? Asks the site
 * itself when the browser says it is online.
 */
export async function judgeNoAnswer(): Promise<boolean> {
  if (browserSaysOffline()) return true;
  if (await siteAnswers()) return false;
  noteNoAnswer();
  return true;
}

/** For useSyncExternalStore: told when the browser or a call changes what isOffline() says. */
export function subscribeConnectivity(listener: () => void): () => void {
  changes.add(listener);
  return () => void changes.delete(listener);
}

/** Calls `callback` once, the next time the device is back online (the browser's 'online', or a probe or call answered). */
export function whenOnline(callback: () => void): () => void {
  reconnections.add(callback);
  return () => void reconnections.delete(callback);
}

if (typeof window !== 'undefined') {
  // The browser has a network again: try; a call that still gets no answer says so again.
  window.addEventListener('online', () => {
    if (unreachable) return setUnreachable(false);
    notify();
    reconnected();
  });
  window.addEventListener('offline', notify);
}
