import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';

const WRITER = 'node --import tsx tests/server/logWriter.ts';
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Polls until `pid` is gone or `ms` pass: 'exited' or 'still running'. */
async function exitWithin(pid: number, ms: number): Promise<'exited' | 'still running'> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (!alive(pid)) return 'exited';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return alive(pid) ? 'still running' : 'exited';
}

/**
 * The writer with its stdout a real pipe into `sleep`, which never reads it: a log collector that died.
 * Resolves the writer's pid once it says it wrote everything, or null if it has not within `ms`.
 */
function stalledWriter(env: Record<string, string>, ms: number) {
  const shell = spawn('sh', ['-c', `exec ${WRITER} | sleep 120`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let pid: number | undefined;
  cleanups.push(() => {
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    shell.kill('SIGKILL');
  });
  return new Promise<number | null>((resolve) => {
    setTimeout(() => resolve(null), ms);
    shell.stderr.on('data', (chunk: Buffer) => {
      const match = /written (\d+)/.exec(chunk.toString());
      if (match) resolve((pid = Number(match[1])));
    });
  });
}

describe('logs never stop the server', () => {
  it('with nobody reading stdout (a full pipe), the server keeps running and SIGTERM still ends it', async () => {
    // 20,000 lines of ~250 bytes: about 5 MB, far beyond a pipe's 64 KB and the 4 MB buffer.
    const pid = await stalledWriter({ LINES: '20000' }, 20_000);
    expect(pid, 'the writer went on after the pipe filled').not.toBeNull();
    process.kill(pid!, 'SIGTERM');
    expect(await exitWithin(pid!, 10_000)).toBe('exited');
  }, 40_000);

  it('with pino’s default synchronous stdout the same stalled pipe makes SIGTERM hang (why the destination exists)', async () => {
    const pid = await stalledWriter({ LINES: '20000', LOG_DESTINATION: 'pino-default' }, 20_000);
    expect(pid).not.toBeNull();
    process.kill(pid!, 'SIGTERM');
    // Its last flush retries the full pipe forever, inside Atomics.wait.
    expect(await exitWithin(pid!, 3_000)).toBe('still running');
  }, 40_000);

  it('with a reader, every line written before SIGTERM reaches it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/logWriter.ts'], {
      // A reader that reads gets everything however slow the machine; the short give-up is for a stalled one.
      env: { ...process.env, LINES: '5000', FINAL_FLUSH_MS: '15000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => child.kill('SIGKILL'));
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    await new Promise<void>((resolve) =>
      child.stderr.on('data', (chunk: Buffer) => chunk.toString().includes('written') && resolve()),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(5000);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ i: 4999, msg: 'línea' });
  }, 40_000);
});
