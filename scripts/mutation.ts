/**
 * `npm run test:mutation [-- <id>… | rules]`: StrykerJS over the machines, one machine at a time
 * (`--mutate machines/<id>/*.ts` but its index.ts, only that machine's generated model tests: MODEL_MACHINES=<id>), and over
 * machines/rules against the rules' own tests. Prints and records each score, the survivors and the wall
 * time in docs/statecharts/coverage.md (the block between the mutation markers). Not part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildMachineModel } from '../tools/statecharts/testModel';
import { writePathCache } from '../tools/statecharts/pathCache';
import { loadMachineSpec } from '../tests/model/specs';
import { machineRegistry } from '../tools/statecharts/registry';
import { readMutationRows, writeMutationBlock, type MutationRow, type SurvivingMutant } from '../tests/model/coverageFile';
import { reasonFor } from '../tests/mutation/survivors';

interface StrykerReport {
  files: Record<
    string,
    {
      source: string;
      mutants: Array<{ status: string; mutatorName: string; location: { start: { line: number } }; replacement?: string }>;
    }
  >;
}

const requested = process.argv.slice(2).filter((a) => !a.startsWith('--'));
/** Options for Stryker itself, written `--name=value` (e.g. `--concurrency=1` on a shared machine). */
const strykerOptions = process.argv
  .slice(2)
  .filter((a) => a.startsWith('--') && a !== '--record-only')
  .flatMap((a) => a.split('='));
/** `--record-only`: no Stryker run; the table is rewritten from the last reports in reports/mutation/<id>.json. */
const recordOnly = process.argv.includes('--record-only');
const targets = requested.length ? requested : [...machineRegistry.map((e) => e.id), 'rules'];
mkdirSync('reports/mutation', { recursive: true });
/** With --record-only, the wall time of the run that made the report. */
const previousSeconds = new Map(readMutationRows().map((r) => [r.target, r.seconds]));

/**
 * The machine's generated paths, derived ONCE from the unmutated machine and written for the tests to replay
 * against every mutant (tools/statecharts/pathCache.ts): a fixed suite, and no derivation per mutant.
 */
async function writeCacheFor(target: string): Promise<string> {
  const entry = machineRegistry.find((e) => e.id === target);
  if (!entry) throw new Error(`${target} is not in tools/statecharts/registry.ts`);
  const spec = await loadMachineSpec(target);
  const file = resolve(`reports/mutation/paths-${target}.json`);
  writePathCache(file, [buildMachineModel(target, entry.machine, spec.samples)]);
  return file;
}

async function run(target: string): Promise<MutationRow> {
  const started = Date.now();
  const report = `reports/mutation/${target}.json`;
  const args =
    target === 'rules'
      ? ['stryker', 'run', 'stryker.rules.config.mjs']
      : ['stryker', 'run', '--mutate', `machines/${target}/*.ts,!machines/${target}/index.ts`];
  if (!recordOnly) {
    const env: NodeJS.ProcessEnv = { ...process.env, MODEL_MACHINES: target };
    if (target !== 'rules') env.MODEL_PATHS_CACHE = await writeCacheFor(target);
    execFileSync('npx', [...args, ...strykerOptions], { stdio: 'inherit', env });
    if (target !== 'rules') copyFileSync('reports/mutation/mutation.json', report);
  }
  if (recordOnly && !existsSync(report)) {
    // No report on this machine: keep the recorded row and look its survivors' reasons up again.
    const recorded = readMutationRows().find((r) => r.target === target);
    if (!recorded) throw new Error(`no report ${report} and no recorded row`);
    return {
      ...recorded,
      survivors: (recorded.survivors ?? []).map((m) => ({ ...m, reason: reasonFor(target, m.code, m.replacement, m.mutator) })),
    };
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as StrykerReport;
  const mutants = Object.values(json.files).flatMap((f) => f.mutants);
  const count = (status: string) => mutants.filter((m) => m.status === status).length;
  const killed = count('Killed') + count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const valid = killed + survived + noCoverage;
  const survivors: SurvivingMutant[] = Object.entries(json.files).flatMap(([file, f]) => {
    const lines = f.source.split('\n');
    return f.mutants
      .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
      .sort((a, b) => a.location.start.line - b.location.start.line)
      .map((m) => {
        const code = (lines[m.location.start.line - 1] ?? '').trim();
        const replacement = m.replacement ?? '';
        return {
          status: m.status as SurvivingMutant['status'],
          file,
          line: m.location.start.line,
          mutator: m.mutatorName,
          code,
          replacement,
          reason: reasonFor(target, code, replacement, m.mutatorName),
        };
      });
  });
  return {
    target,
    tests: target === 'rules' ? 'tests/rules' : 'generated model tests',
    mutants: valid,
    killed,
    survived,
    noCoverage,
    score: valid === 0 ? 100 : (killed / valid) * 100,
    seconds: recordOnly ? (previousSeconds.get(target) ?? 0) : Math.round((Date.now() - started) / 1000),
    survivors,
  };
}

/** Every target, in the order the table lists them. */
const order = [...machineRegistry.map((e) => e.id), 'rules'];
const failed: string[] = [];
for (const target of targets) {
  // One target failing (its dry run, a crash) must not leave the others unrun and unrecorded.
  let row: MutationRow;
  try {
    row = await run(target);
  } catch (error) {
    failed.push(target);
    console.error(`${target}: Stryker failed: ${error instanceof Error ? error.message : String(error)}`);
    continue;
  }
  console.log(`${target}: ${row.score.toFixed(1)} % (${row.killed}/${row.mutants}), ${row.seconds} s`);
  writeMutationBlock([row], order);
}
if (failed.length > 0) {
  console.error(`Stryker failed for: ${failed.join(', ')} (their rows keep the last recorded run)`);
  process.exitCode = 1;
}
