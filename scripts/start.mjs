/**
 * `npm start`: builds when the build is missing or older than its sources, then runs the built
 * server (dist-server/main.js) in this very process, so `npm install && npm start` is the whole
 * set-up and a second start does not build again. One process: SIGTERM reaches the server itself
 * (npm forwards it), which closes cleanly (server/main.ts); nothing is left behind.
 *
 * "Older" compares modification times: the newest file under SOURCES against
 * dist-server/build-stamp, which scripts/build-server.mjs writes as the build's last step. A build
 * cut short leaves the stamp missing or older than dist/ or dist-ssr/, so it counts as stale too.
 * A production install (no sources, no dev dependencies) with a complete build just starts.
 * Plain JavaScript so that it runs with node alone.
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the build reads (the build plugins and the photo folder too): a change to any of them means a new build. */
const SOURCES = [
  'src',
  'machines',
  'server',
  'public',
  'fotos',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/images',
  'scripts/precompress.ts',
];
/** What the build writes; the stamp last. */
const OUTPUTS = ['dist/index.html', 'dist-ssr/entry-server.js', 'dist-server/main.js'];
const STAMP = 'dist-server/build-stamp';

/** Modification time in ms, or undefined when the path does not exist. */
function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time of a file or of any file below a folder (0 when absent). */
function newest(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** Why a build is needed, or null when the one on disk is current. */
export function staleReason(dir = root) {
  const stamp = mtime(join(dir, STAMP));
  if (stamp === undefined) return 'no hay compilación';
  for (const output of OUTPUTS) {
    const built = mtime(join(dir, output));
    if (built === undefined || built > stamp) return `compilación incompleta (${output})`;
  }
  const changed = SOURCES.find((source) => newest(join(dir, source)) > stamp);
  return changed ? `${changed} cambió después de la última compilación` : null;
}

/** `npm run build`, with SIGINT/SIGTERM passed on so that stopping a start also stops its build. */
function runBuild() {
  return new Promise((resolve) => {
    const npm = process.env.npm_execpath;
    const child = npm
      ? spawn(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
      : spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = staleReason();
  if (reason) {
    console.log(`[start] ${reason}: npm run build`);
    const code = await runBuild();
    if (code !== 0) process.exit(code);
  }
  // Stack traces point into server/*.ts (dist-server/main.js.map).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(join(root, 'dist-server/main.js')).href);
}
