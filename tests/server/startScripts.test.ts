/**
 * `npm start` and `npm run serve`: the built server runs under node as the only process
 * below npm, so a SIGTERM to npm (a terminal's Ctrl+C, a process manager's stop) reaches the server,
 * which closes and leaves nothing running; and `npm start` builds only when the build is missing or
 * older than its sources (scripts/start.mjs).
 *
 * Real processes, real npm: a throwaway package with this package.json's own `start` and `serve`
 * scripts, this repository's scripts/start.mjs, and a stand-in for dist-server/main.js that records
 * its pid and the signal it got (the real server's own shutdown is tested in operations.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
/** Bound for a real process to start or stop on a loaded machine (not a simulated delay: a deadline). */
const PROCESS_DEADLINE_MS = 45_000;
const POLL_MS = 50;

const STAND_IN_SERVER = `import { writeFileSync } from 'node:fs';
writeFileSync('server.pid', String(process.pid));
process.on('SIGTERM', () => { writeFileSync('server.stopped', 'SIGTERM'); process.exit(0); });
setInterval(() => {}, 120_000);
`;

let fixtures: string[] = [];
let children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of fixtures) {
    const pid = readPid(dir);
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
  fixtures = [];
  children = [];
});

/** A package with a complete build whose stamp is newer than every source (`stale` names one that is not). */
function fixture(options: { stale?: 'source' | 'no-stamp' } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'pollos-start-'));
  fixtures.push(dir);
  const pkg = {
    name: 'start-fixture',
    private: true,
    type: 'module',
    scripts: {
      start: scripts.start,
      serve: scripts.serve,
      build: `node -e "require('node:fs').writeFileSync('build.ran', '1')"`,
    },
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
  mkdirSync(join(dir, 'scripts'));
  cpSync(join(ROOT, 'scripts/start.mjs'), join(dir, 'scripts/start.mjs'));
  for (const folder of ['dist', 'dist-ssr', 'dist-server', 'server']) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'server/main.ts'), '');
  writeFileSync(join(dir, 'dist/index.html'), '');
  writeFileSync(join(dir, 'dist-ssr/entry-server.js'), '');
  writeFileSync(join(dir, 'dist-server/main.js'), STAND_IN_SERVER);
  const hourAgo = new Date(Date.now() - 3_600_000);
  const minuteAgo = new Date(Date.now() - 60_000);
  for (const file of [
    'package.json',
    'scripts/start.mjs',
    'server/main.ts',
    'dist/index.html',
    'dist-ssr/entry-server.js',
    'dist-server/main.js',
  ])
    utimesSync(join(dir, file), hourAgo, hourAgo);
  if (options.stale !== 'no-stamp') {
    writeFileSync(join(dir, 'dist-server/build-stamp'), '');
    utimesSync(join(dir, 'dist-server/build-stamp'), minuteAgo, minuteAgo);
  }
  if (options.stale === 'source') writeFileSync(join(dir, 'server/main.ts'), '// changed after the build');
  return dir;
}

function readPid(dir: string): number | undefined {
  const file = join(dir, 'server.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8')) : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(what: string, check: () => T | undefined | false): Promise<T> {
  const deadline = Date.now() + PROCESS_DEADLINE_MS;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`no ocurrió a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Runs `npm run <script>` in the fixture until the stand-in server is up; returns npm and the server's pid. */
async function npmRun(dir: string, script: string): Promise<{ npm: ChildProcess; serverPid: number; output: () => string }> {
  const npm = spawn('npm', ['run', script], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  children.push(npm);
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const serverPid = await until(`el servidor de npm run ${script} arranca`, () => readPid(dir));
  return { npm, serverPid, output: () => output };
}

async function terminate(npm: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => npm.once('exit', resolve));
  npm.kill('SIGTERM');
  await exited;
}

describe('SIGTERM to npm start / npm run serve leaves no process behind', () => {
  for (const script of ['start', 'serve']) {
    it(`npm run ${script}: the signal reaches the server itself, which stops; npm and the server are both gone`, async () => {
      const dir = fixture();
      const { npm, serverPid } = await npmRun(dir, script);
      expect(alive(serverPid)).toBe(true);
      await terminate(npm);
      await until('el servidor termina', () => !alive(serverPid));
      expect(readFileSync(join(dir, 'server.stopped'), 'utf8')).toBe('SIGTERM');
    }, 120_000);
  }
});

describe('npm start builds only when the build is missing or older than its sources', () => {
  it('a build newer than every source: the server starts without building', async () => {
    const dir = fixture();
    const { npm } = await npmRun(dir, 'start');
    expect(existsSync(join(dir, 'build.ran'))).toBe(false);
    await terminate(npm);
  }, 120_000);

  it('a source changed after the build: it builds first, then starts', async () => {
    const dir = fixture({ stale: 'source' });
    const { npm, output } = await npmRun(dir, 'start');
    expect(existsSync(join(dir, 'build.ran'))).toBe(true);
    expect(output()).toContain('server cambió después de la última compilación');
    await terminate(npm);
  }, 120_000);

  it('no build stamp (never built, or a build cut short): it builds first', async () => {
    const dir = fixture({ stale: 'no-stamp' });
    const { npm } = await npmRun(dir, 'start');
    expect(existsSync(join(dir, 'build.ran'))).toBe(true);
    await terminate(npm);
  }, 120_000);
});
