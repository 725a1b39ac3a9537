/** Issue 14: one writer per PGlite data folder (server/db/dataLock.ts). */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDataLock, DataFolderLockedError, lockFileFor } from '../../server/db/dataLock';

const folders: string[] = [];
function tempFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pollos-lock-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('one process per data folder: the lock file', () => {
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
    } finally {
      lock.release();
    }
  });

  it('the lock is released on close: the folder can be taken again', () => {
    const folder = join(tempFolder(), 'pglite');
    acquireDataLock(folder).release();
    expect(existsSync(lockFileFor(folder))).toBe(false);
    acquireDataLock(folder).release();
  });

  it('recovered after a crash: a lock whose process is dead is taken over', () => {
    const folder = join(tempFolder(), 'pglite');
    writeFileSync(lockFileFor(folder), JSON.stringify({ pid: 999_999, host: hostname() }));
    const lock = acquireDataLock(folder, (pid) => pid !== 999_999);
    expect(JSON.parse(readFileSync(lockFileFor(folder), 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    lock.release();
  });

  it('a lock held by a live process of this host is never taken over', () => {
    const folder = join(tempFolder(), 'pglite');
    writeFileSync(lockFileFor(folder), JSON.stringify({ pid: 4242, host: hostname() }));
    expect(() => acquireDataLock(folder, () => true)).toThrow(DataFolderLockedError);
    expect(JSON.parse(readFileSync(lockFileFor(folder), 'utf8')).pid).toBe(4242);
  });

  it('a lock written by another host cannot be checked and is never taken over', () => {
    const folder = join(tempFolder(), 'pglite');
    writeFileSync(lockFileFor(folder), JSON.stringify({ pid: 4242, host: 'otro-servidor' }));
    expect(() => acquireDataLock(folder, () => false)).toThrow(/otro-servidor/);
  });

  it('an unreadable lock file (half written by a crashed start) is taken over', () => {
    const folder = join(tempFolder(), 'pglite');
    writeFileSync(lockFileFor(folder), '');
    acquireDataLock(folder).release();
  });
});

describe('a second server start on the same data folder refuses to start', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
  });

  function start(dataDir: string, port: number) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: join(dataDir, 'no-spa'), DATABASE_URL: '', LOG_LEVEL: 'info' },
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
    expect(existsSync(lockFileFor(join(dataDir, 'pglite')))).toBe(false);
  }, 120_000);
});
