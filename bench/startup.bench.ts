/**
 * Start time and memory of the server, TypeScript through tsx against the compiled bundle:
 * npm run bench:startup [-- --runs 5 --port 4313]   (after npm run build)
 *
 * Runs, alternating so that both see the same machine load:
 *   tsx   node --import tsx server/main.ts     (how production ran before the compiled server)
 *   node  node dist-server/main.js             (npm run serve, npm start, the Docker image)
 * each --runs times on one PGlite folder seeded beforehand (a restart, not a first start: the first
 * seeds and hashes the demo passwords, the same work for both). Start time: from spawning the
 * process to the first 200 of GET /principal/sap/status (polled every 20 ms). Memory: VmRSS of
 * /proc/<pid>/status at that moment (Linux). Prints every run and the medians. Each run ends with
 * SIGTERM and waits for the exit, so the folder's lock is free for the next.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const RUNS = Number(option('runs', '5'));
const PORT = Number(option('port', '4313'));
const POLL_MS = 20;
const START_DEADLINE_MS = 600_000;

const VARIANTS = {
  tsx: ['--import', 'tsx', 'server/main.ts'],
  node: ['dist-server/main.js'],
} as const;
type Variant = keyof typeof VARIANTS;

if (!existsSync(join(ROOT, 'dist-server/main.js'))) throw new Error('falta dist-server/main.js: ejecute npm run build');

const dataDir = mkdtempSync(join(os.tmpdir(), 'pollos-startup-'));
const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function run(variant: Variant): Promise<{ ms: number; rss: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...VARIANTS[variant]], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant}: el servidor terminó al iniciar`);
      if (performance.now() - started > START_DEADLINE_MS) throw new Error(`${variant}: no respondió a tiempo`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/principal/sap/status`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return { ms: performance.now() - started, rss: rssMiB(child.pid!) };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

try {
  await run('node'); // seeds the folder; not counted
  const results: Record<Variant, { ms: number; rss: number }[]> = { tsx: [], node: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const variant of ['tsx', 'node'] as const) {
      const result = await run(variant);
      results[variant].push(result);
      console.log(`${variant.padEnd(4)} run ${i + 1}: ready in ${Math.round(result.ms)} ms, RSS ${result.rss.toFixed(0)} MiB`);
    }
  }
  console.log(
    `\nNode ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| server | ready (median ms) | RSS at ready (median MiB) |');
  console.log('| --- | ---: | ---: |');
  for (const variant of ['tsx', 'node'] as const) {
    console.log(
      `| \`node ${VARIANTS[variant].join(' ')}\` | ${Math.round(median(results[variant].map((r) => r.ms)))} | ${median(results[variant].map((r) => r.rss)).toFixed(0)} |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
