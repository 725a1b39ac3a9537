/**
 * One writer per PGlite data folder. PGlite is a single-process database: two processes on one
 * folder each keep their own view and lose acknowledged data. The server therefore takes the
 * folder's lock before opening it, and refuses to start when another live process holds it.
 *
 * The lock is a folder beside the data folder, `<folder>.lock/`, and mutual exclusion is Lamport's
 * bakery over files, so that no process ever has to delete another's file for the lock to hold
 * (deciding that a lock file is stale and deleting it is where a single lock file races: two
 * processes both judge it stale, and the second deletes the first one's fresh lock):
 *   1. announce: `choosing-<id>` appears, written in full (a temporary file linked into place);
 *   2. take a number: list the folder and link() a fully written `ticket-<n>`, n = 1 + the highest
 *      number seen; link fails when the name exists, so each number has one owner; then try n + 1;
 *   3. withdraw the announcement;
 *   4. wait while another live process is announced: it may be about to take a lower number;
 *   5. the lock is ours when no live process holds a lower number; otherwise the ticket is
 *      removed and the start refused, naming that process.
 * A process that announces after step 2 sees our ticket, so it takes a higher number: two processes
 * can never both find no lower live ticket.
 *
 * Live: on this host, a pid that exists and started when its file says (the start time from /proc,
 * so a reused pid, such as a container's pid 1 after a restart, is not the old owner). The files
 * of dead processes are ignored, which is how a crash is recovered; the next holder deletes them
 * (tidying only, nothing depends on it). An owner on another host cannot be checked: it counts as
 * alive. A lock file of the previous design (`<folder>.lock` as a file) is honoured while its
 * process lives and removed once it is dead.
 *
 * Released on close and on process exit (only our own ticket).
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { dataLockTexts } from '../../machines/screenTexts/dataLock';

export interface DataLock {
  path: string;
  release(): void;
}

export interface LockOwner {
  pid: number;
  host: string;
  /** When the process started (boot id and start time in clock ticks), null where /proc is missing. */
  start?: string | null;
}

/** How long a start waits for another process that is taking its number (a few ms in practice). */
export const CHOOSING_WAIT_MS = 5_000;
/** Pause between two looks at a process that is taking its number. */
const CHOOSING_POLL_MS = 1;
/** Numbers tried before giving up (each failure is another process taking that number). */
const MAX_NUMBER_ATTEMPTS = 1_000;

const TICKET = /^ticket-(\d+)$/;
const CHOOSING = /^choosing-/;
const TEMPORARY = /^\.tmp-(\d+)-/;

/** Thrown when another live process holds the folder; the message names the folder and the pid. */
export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    super(dataLockTexts.folderInUse(folder, owner.pid, owner.host));
    this.name = 'DataFolderLockedError';
  }
}

/** `<folder>.lock`: the lock's own folder. */
export function lockPathFor(folder: string): string {
  return `${folder.replace(/[\\/]+$/, '')}.lock`;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

let bootId: string | null | undefined;

/** A process's start time as `<boot id>:<ticks since boot>` (Linux), or null. */
export function processStart(pid: number): string | null {
  bootId ??= readText('/proc/sys/kernel/random/boot_id')?.trim() || null;
  const stat = readText(`/proc/${pid}/stat`);
  if (!bootId || !stat) return null;
  // Field 22 (starttime) counted after the command name, which may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields[19];
  return ticks && /^\d+$/.test(ticks) ? `${bootId}:${ticks}` : null;
}

/** Whether a pid exists on this host (EPERM: it does, owned by another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process an owner record names is still running (see the header). */
export function ownerAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  if (!processAlive(owner.pid)) return false;
  if (!owner.start) return true;
  const now = processStart(owner.pid);
  return now === null || now === owner.start;
}

function readOwner(path: string): LockOwner | undefined {
  const text = readText(path);
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      const { pid, host, start } = parsed as Record<string, unknown>;
      if (typeof pid === 'number' && Number.isInteger(pid) && pid > 0 && typeof host === 'string') {
        return { pid, host, start: typeof start === 'string' ? start : null };
      }
    }
  } catch {
    // Foreign content: not a file of this lock.
  }
  return undefined;
}

const unlinkQuiet = (path: string) => {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
};

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The previous design's lock file at the same path: refused while its process lives, removed once dead. */
function clearLegacyLock(folder: string, path: string, isAlive: (owner: LockOwner) => boolean): void {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats?.isFile()) return;
  const owner = readOwner(path);
  if (owner && isAlive({ ...owner, start: null })) throw new DataFolderLockedError(folder, owner);
  unlinkQuiet(path);
}

/**
 * Takes the lock of `folder` for this process or throws DataFolderLockedError.
 * `isAlive` is injectable so tests can say which owners count as running.
 */
export function acquireDataLock(folder: string, isAlive: (owner: LockOwner) => boolean = ownerAlive): DataLock {
  const dir = lockPathFor(folder);
  clearLegacyLock(folder, dir, isAlive);
  mkdirSync(dir, { recursive: true });
  const me: LockOwner = { pid: process.pid, host: hostname(), start: processStart(process.pid) };
  const id = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const temporary = join(dir, `.tmp-${id}`);
  const choosing = join(dir, `choosing-${id}`);
  const ticketNumber = (name: string) => Number(TICKET.exec(name)?.[1] ?? Number.NaN);

  // 1. Announce. Every file is written in full under the temporary name before it gets its own.
  writeFileSync(temporary, JSON.stringify(me));
  let ticket: { path: string; n: number } | null = null;
  try {
    linkSync(temporary, choosing);
    // 2. Take the next free number.
    for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS && !ticket; attempt++) {
      const highest = Math.max(0, ...readdirSync(dir).map(ticketNumber).filter(Number.isFinite));
      const n = highest + 1;
      const path = join(dir, `ticket-${String(n).padStart(12, '0')}`);
      try {
        linkSync(temporary, path);
        ticket = { path, n };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    // 3. Withdraw the announcement.
    unlinkQuiet(choosing);
    unlinkQuiet(temporary);
  }
  if (!ticket) throw new Error(`${dir}: no se pudo tomar un turno del candado`);
  const mine = ticket;

  try {
    // 4. Wait for those still taking a number.
    const deadline = Date.now() + CHOOSING_WAIT_MS;
    for (;;) {
      const announced = readdirSync(dir)
        .filter((name) => CHOOSING.test(name))
        .map((name) => readOwner(join(dir, name)))
        .filter((owner): owner is LockOwner => owner !== undefined && isAlive(owner));
      if (announced.length === 0) break;
      if (Date.now() > deadline) throw new DataFolderLockedError(folder, announced[0]!);
      pause(CHOOSING_POLL_MS);
    }
    // 5. The lowest live number holds the lock.
    const lower = readdirSync(dir)
      .filter((name) => ticketNumber(name) < mine.n)
      .sort((a, b) => ticketNumber(a) - ticketNumber(b));
    for (const name of lower) {
      const owner = readOwner(join(dir, name));
      if (owner && isAlive(owner)) throw new DataFolderLockedError(folder, owner);
    }
  } catch (error) {
    unlinkQuiet(mine.path);
    throw error;
  }

  tidy(dir, mine.path, isAlive);
  const release = () => {
    unlinkQuiet(mine.path);
    process.off('exit', release);
  };
  process.on('exit', release);
  return { path: dir, release };
}

/** Deletes the files of processes that are gone (their tickets, announcements and temporary files). */
function tidy(dir: string, mine: string, isAlive: (owner: LockOwner) => boolean): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === mine) continue;
    const temporaryOf = TEMPORARY.exec(name);
    if (temporaryOf) {
      if (!processAlive(Number(temporaryOf[1]))) unlinkQuiet(path);
      continue;
    }
    if (!TICKET.test(name) && !CHOOSING.test(name)) continue;
    const owner = readOwner(path);
    if (!owner || !isAlive(owner)) unlinkQuiet(path);
  }
}
