/** One writer per PGlite data folder (server/db/dataLock.ts). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  acquireDataLock,
  DataFolderLockedError,
  lockPathFor,
  ownerAlive,
  processStart,
  type LockOwner,
} from '../../server/db/dataLock';

const folders: string[] = [];
function tempFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pollos-lock-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited (a real dead pid, not a guess). */
function deadPid(): number {
  const child = spawnSync('sh', ['-c', 'exit 0']);
  return child.pid!;
}

/** A ticket left in the lock folder by another process. */
function leaveTicket(folder: string, n: number, owner: LockOwner): void {
  mkdirSync(lockPathFor(folder), { recursive: true });
  writeFileSync(join(lockPathFor(folder), `ticket-${String(n).padStart(12, '0')}`), JSON.stringify(owner));
}

const tickets = (folder: string) =>
  existsSync(lockPathFor(folder)) ? readdirSync(lockPathFor(folder)).filter((name) => name.startsWith('ticket-')) : [];

describe('one process per data folder: the lock', () => {
  it('a second holder on the same folder is refused with a message naming the folder and the owner pid', () => {
    const folder = join(tempFolder(), 'pglite');
    const lock = acquireDataLock(folder);
    try {
      let refused: unknown;
      try {
        acquireDataLock(folder);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(DataFolderLockedError);
      expect((refused as Error).message).toContain(folder);
      expect((refused as Error).message).toContain(`pid ${process.pid}`);
      // The refused attempt left nothing behind: only the holder's ticket.
      expect(tickets(folder)).toHaveLength(1);
    } finally {
      lock.release();
    }
  });

  it('the lock is released on close: nothing of it is left, and the folder can be taken again', () => {
    const folder = join(tempFolder(), 'pglite');
    acquireDataLock(folder).release();
    expect(tickets(folder)).toEqual([]);
    acquireDataLock(folder).release();
  });

  it('recovered after a crash: the ticket of a dead process is passed over, and tidied away', () => {
    const folder = join(tempFolder(), 'pglite');
    leaveTicket(folder, 1, { pid: deadPid(), host: hostname() });
    const lock = acquireDataLock(folder);
    expect(tickets(folder)).toHaveLength(1);
    expect(tickets(folder)[0]).not.toBe('ticket-000000000001');
    lock.release();
  });

  it('a ticket held by a live process of this host is never passed over', () => {
    const folder = join(tempFolder(), 'pglite');
    leaveTicket(folder, 3, { pid: 4242, host: hostname() });
    expect(() => acquireDataLock(folder, () => true)).toThrow(/pid 4242/);
    expect(tickets(folder)).toEqual(['ticket-000000000003']);
  });

  it('a ticket written by another host cannot be checked and is never passed over', () => {
    const folder = join(tempFolder(), 'pglite');
    leaveTicket(folder, 1, { pid: deadPid(), host: 'otro-servidor' });
    expect(() => acquireDataLock(folder)).toThrow(/otro-servidor/);
  });

  it.skipIf(processStart(process.pid) === null)(
    'a reused pid is not its old owner: the start time must match too (a container’s pid 1 after a restart)',
    () => {
      const start = processStart(process.pid)!;
      expect(ownerAlive({ pid: process.pid, host: hostname(), start })).toBe(true);
      expect(ownerAlive({ pid: process.pid, host: hostname(), start: `${start}0` })).toBe(false);
      const folder = join(tempFolder(), 'pglite');
      leaveTicket(folder, 1, { pid: process.pid, host: hostname(), start: `${start}0` });
      acquireDataLock(folder).release();
    },
  );

  it('a file that is not a ticket of this lock (foreign or empty) does not block it', () => {
    const folder = join(tempFolder(), 'pglite');
    mkdirSync(lockPathFor(folder), { recursive: true });
    writeFileSync(join(lockPathFor(folder), 'ticket-000000000001'), '');
    acquireDataLock(folder).release();
  });

  it("the previous design's lock file: refused while its process lives, replaced once it is dead", () => {
    const folder = join(tempFolder(), 'pglite');
    writeFileSync(lockPathFor(folder), JSON.stringify({ pid: process.pid, host: hostname() }));
    expect(() => acquireDataLock(folder)).toThrow(DataFolderLockedError);
    writeFileSync(lockPathFor(folder), JSON.stringify({ pid: deadPid(), host: hostname() }));
    acquireDataLock(folder).release();
  });
});

describe('two processes starting at the same moment: exactly one gets the folder', () => {
  const TRIALS = 50;
  const racers: ChildProcess[] = [];
  const inbox = new Map<ChildProcess, Array<(message: Record<string, unknown>) => void>>();
  const next = (child: ChildProcess) => new Promise<Record<string, unknown>>((resolve) => inbox.get(child)!.push(resolve));

  beforeAll(async () => {
    const script = fileURLToPath(new URL('./lockRacer.ts', import.meta.url));
    for (let i = 0; i < 2; i++) {
      const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      inbox.set(child, []);
      child.on('message', (message) => inbox.get(child)!.shift()?.(message as Record<string, unknown>));
      racers.push(child);
    }
    await Promise.all(racers.map(next));
  }, 60_000);
  afterAll(() => {
    for (const child of racers) if (child.exitCode === null) child.kill('SIGKILL');
  });

  async function race(folder: string): Promise<Record<string, unknown>[]> {
    const at = Date.now() + 40;
    const answers = racers.map(next);
    for (const child of racers) child.send({ race: folder, at });
    const results = await Promise.all(answers);
    const released = racers.map(next);
    for (const child of racers) child.send({ release: true });
    await Promise.all(released);
    return results;
  }

  it(`${TRIALS} races on a fresh folder and ${TRIALS} over a lock left by a crashed process: one winner every time`, async () => {
    const root = tempFolder();
    const outcomes: string[] = [];
    for (let trial = 0; trial < TRIALS * 2; trial++) {
      const folder = join(root, `carpeta-${trial}`, 'pglite');
      mkdirSync(join(root, `carpeta-${trial}`));
      if (trial % 2 === 1) leaveTicket(folder, 1, { pid: deadPid(), host: hostname() });
      const results = await race(folder);
      expect(results.map((r) => r.error ?? null)).toEqual([null, null]);
      outcomes.push(results.map((r) => (r.won ? 'gana' : 'pierde')).join('/'));
    }
    const winners = outcomes.map((o) => o.split('/').filter((r) => r === 'gana').length);
    expect(
      winners.filter((n) => n !== 1),
      outcomes.join(' '),
    ).toEqual([]);
    // Both racers won some: they really raced, rather than one always arriving first.
    expect(new Set(outcomes).size).toBe(2);
  }, 120_000);
});

describe('a second server start on the same data folder refuses to start', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
  });

  function start(dataDir: string, port: number) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: join(dataDir, 'no-spa'),
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const listening = new Promise<void>((done, fail) => {
      child.stdout!.on('data', () => output.includes('escuchando en') && done());
      void exited.then((code) => fail(new Error(`salió con ${code}: ${output}`)));
    });
    listening.catch(() => undefined); // awaited only for the first process
    return { child, exited, listening, output: () => output };
  }

  it('the first process serves; the second exits non-zero naming the folder and the first pid; the folder is free after the first stops', async () => {
    const dataDir = tempFolder();
    const basePort = Number(process.env.E2E_PORT ?? 4310) + 1;
    const first = start(dataDir, basePort);
    await first.listening;
    const second = start(dataDir, basePort + 1);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(join(dataDir, 'pglite'));
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).toContain('ya está en uso');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(tickets(join(dataDir, 'pglite'))).toEqual([]);
  }, 120_000);
});
