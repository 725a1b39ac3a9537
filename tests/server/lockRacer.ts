/**
 * A process that races for PGlite folder locks (tests/server/dataLock.test.ts). Driven over IPC:
 *   { race: folder, at }  → at wall-clock time `at` (epoch ms, busy-waited so that two racers start
 *                           together) it tries acquireDataLock(folder) and answers { won, pid, error? };
 *   { release: true }     → releases what it holds and answers { released: true };
 *   { exit: true }        → exits (what it holds is released on exit).
 */
import { acquireDataLock, DataFolderLockedError, type DataLock } from '../../server/db/dataLock';

const held: DataLock[] = [];

process.on('message', (message: { race?: string; at?: number; release?: boolean; exit?: boolean }) => {
  if (message.race !== undefined) {
    while (Date.now() < (message.at ?? 0)) {
      // Busy wait: a timer would add its own jitter to the start.
    }
    try {
      held.push(acquireDataLock(message.race));
      process.send!({ won: true, pid: process.pid });
    } catch (error) {
      process.send!({ won: false, pid: process.pid, error: error instanceof DataFolderLockedError ? null : String(error) });
    }
  } else if (message.release) {
    for (const lock of held.splice(0)) lock.release();
    process.send!({ released: true });
  } else if (message.exit) {
    process.exit(0);
  }
});
process.send!({ ready: true });
