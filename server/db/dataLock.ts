/**
 * One writer per PGlite data folder. PGlite is a single-process database: two processes on one
 * folder each keep their own view and lose acknowledged data. The server therefore takes an
 * exclusive lock file next to the folder (`<folder>.lock`, created with O_EXCL, holding the pid
 * and host of its owner) before opening it, and refuses to start when another live process holds it.
 *
 * - Released on close and on process exit (only if the file is still ours).
 * - Recovered after a crash: a lock whose pid is no longer alive on this host is stale and taken over.
 * - A lock written by another host cannot be checked for liveness and is never taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { moreMessages } from '../../machines/screenTexts/moreMessages';

export interface DataLock {
  path: string;
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
}

/** Thrown when another live process holds the folder; the message names the folder and the pid. */
export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    super(moreMessages.dataLock.folderInUse(folder, owner.pid, owner.host));
    this.name = 'DataFolderLockedError';
  }
}

export function lockFileFor(folder: string): string {
  return `${folder.replace(/[\\/]+$/, '')}.lock`;
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (parsed && typeof parsed === 'object') {
      const { pid, host } = parsed as Record<string, unknown>;
      if (typeof pid === 'number' && Number.isInteger(pid) && pid > 0 && typeof host === 'string') return { pid, host };
    }
  } catch {
    // Missing, half-written or foreign content: handled by the caller.
  }
  return undefined;
}

/** Whether a pid is alive on this host (EPERM: alive but owned by another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the lock of `folder` for this process or throws DataFolderLockedError.
 * `alive` is injectable so tests can simulate a crashed owner.
 */
export function acquireDataLock(folder: string, alive: (pid: number) => boolean = processAlive): DataLock {
  const path = lockFileFor(folder);
  const me: LockOwner = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path, me)) {
      const release = () => {
        const owner = readOwner(path);
        if (owner && owner.pid === me.pid && owner.host === me.host) {
          try {
            unlinkSync(path);
          } catch {
            // Already gone.
          }
        }
        process.off('exit', release);
      };
      process.on('exit', release);
      return { path, release };
    }
    const owner = readOwner(path);
    if (owner && owner.pid === me.pid && owner.host === me.host) throw new DataFolderLockedError(folder, owner);
    if (owner && (owner.host !== me.host || alive(owner.pid))) throw new DataFolderLockedError(folder, owner);
    // Stale (its process died) or unreadable: take it over.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const owner = readOwner(path) ?? { pid: 0, host: 'desconocido' };
  throw new DataFolderLockedError(folder, owner);
}
