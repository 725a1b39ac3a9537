/**
 * `npm run test:mutation [-- <id>… | rules]`: StrykerJS over the machines, one machine at a time
 * (`--mutate machines/<id>.ts`, only that machine's generated model tests: MODEL_MACHINES=<id>), and over
 * machines/rules against the rules' own tests. Prints and records each score, the survivors and the wall
 * time in docs/statecharts/coverage.md (the block between the mutation markers). Not part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { machineRegistry } from '../machines/registry';
import { writeMutationBlock, type MutationRow } from '../tests/model/coverageFile';

interface StrykerReport {
  files: Record<string, { mutants: Array<{ status: string; mutatorName: string; location: { start: { line: number } }; replacement?: string }> }>;
}

const requested = process.argv.slice(2).filter((a) => !a.startsWith('--'));
/** Options for Stryker itself, written `--name=value` (e.g. `--concurrency=1` on a shared machine). */
const strykerOptions = process.argv.slice(2).filter((a) => a.startsWith('--')).flatMap((a) => a.split('='));
const targets = requested.length ? requested : [...machineRegistry.map((e) => e.id), 'rules'];
mkdirSync('reports/mutation', { recursive: true });

function run(target: string): MutationRow {
  const started = Date.now();
  const report = `reports/mutation/${target}.json`;
  const args =
    target === 'rules' ? ['stryker', 'run', 'stryker.rules.config.mjs'] : ['stryker', 'run', '--mutate', `machines/${target}.ts`];
  execFileSync('npx', [...args, ...strykerOptions], { stdio: 'inherit', env: { ...process.env, MODEL_MACHINES: target } });
  if (target !== 'rules') copyFileSync('reports/mutation/mutation.json', report);
  const json = JSON.parse(readFileSync(report, 'utf8')) as StrykerReport;
  const mutants = Object.values(json.files).flatMap((f) => f.mutants);
  const count = (status: string) => mutants.filter((m) => m.status === status).length;
  const killed = count('Killed') + count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const valid = killed + survived + noCoverage;
  return {
    target,
    tests: target === 'rules' ? 'tests/rules' : 'generated model tests',
    mutants: valid,
    killed,
    survived,
    noCoverage,
    score: valid === 0 ? 100 : (killed / valid) * 100,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

/** Every target, in the order the table lists them. */
const order = [...machineRegistry.map((e) => e.id), 'rules'];
const failed: string[] = [];
for (const target of targets) {
  // One target failing (its dry run, a crash) must not leave the others unrun and unrecorded.
  let row: MutationRow;
  try {
    row = run(target);
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
