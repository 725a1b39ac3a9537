/**
 * The generated paths of the model-based tests, for people (docs/testing.md).
 *
 *   npm run test:paths                         every machine: paths, traversal size, time
 *   npm run test:paths -- cart                 the numbered paths of one machine
 *   npm run test:paths -- cart --steps         …with each step's event and the state it reaches
 *   npm run test:paths -- cart --run 12        replays path 12 on the real machine, step by step
 *   npm run test:paths -- checkout-flow        the browser paths (e2e/model) and what they cover
 *   npm run test:coverage                      replays every path, prints the coverage table and writes
 *                                              docs/statecharts/coverage.md (fails if below the committed one)
 */
import {
  buildMachineModel,
  coverageOf,
  formatCoverageTable,
  leafStates,
  stableStringify,
  type CoverageRow,
  type MachineModel,
} from '../tools/statecharts/testModel';
import { machineRegistry } from '../tools/statecharts/registry';
import { COVERAGE_FILE, dropBelowCommitted, readCommittedCoverage, writeCoverage } from '../tests/model/coverageFile';
import { replayOnRealMachine } from '../tests/model/harness';
import { loadMachineSpec } from '../tests/model/specs';

const FLOW_ID = 'checkout-flow';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const machineId = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--run');

type Spec = Awaited<ReturnType<typeof loadMachineSpec>>;

async function modelOf(id: string): Promise<{ model: MachineModel; invariants: Spec['invariants']; effects: Spec['effects'] }> {
  const entry = machineRegistry.find((e) => e.id === id);
  if (!entry) {
    console.error(
      `No machine '${id}' in tools/statecharts/registry.ts. Known: ${machineRegistry.map((e) => e.id).join(', ')}, ${FLOW_ID}`,
    );
    process.exit(2);
  }
  const spec = await loadMachineSpec(id);
  return { model: buildMachineModel(entry.id, entry.machine, spec.samples), invariants: spec.invariants, effects: spec.effects };
}

async function summary() {
  console.log('machine       paths  states (per input)          ms');
  for (const entry of machineRegistry) {
    const t = Date.now();
    const { model } = await modelOf(entry.id);
    const paths = model.paths();
    const states = model
      .stats()
      .map((s) => s.states)
      .join(' + ');
    console.log(`${entry.id.padEnd(13)} ${String(paths.length).padStart(5)}  ${states.padEnd(26)} ${Date.now() - t}`);
  }
  console.log(`\nOne machine: npm run test:paths -- <id>   (browser paths: npm run test:paths -- ${FLOW_ID})`);
}

async function list(id: string) {
  const { model } = await modelOf(id);
  const paths = model.paths();
  for (const s of model.stats()) {
    console.log(`input '${s.input}': ${s.states} states, ${s.edges} edges, simple paths ${s.simplePaths}`);
  }
  console.log('');
  for (const p of paths) {
    console.log(`#${String(p.number).padEnd(4)} [${p.origin}] ${p.title}`);
    if (flag('--steps')) {
      for (const step of p.steps) console.log(`        ${step.meta.label.padEnd(44)} → ${leafStates(step.state)}`);
    }
  }
  console.log(
    `\n${paths.length} paths. Run one: npm run test:paths -- ${id} --run <n>   or   npx vitest run tests/model -t "${id} \\(modelo\\) #<n> "`,
  );
}

async function run(id: string, number: number) {
  const { model, invariants, effects } = await modelOf(id);
  const path = model.paths().find((p) => p.number === number);
  if (!path) {
    console.error(`${id} has no path #${number} (1–${model.paths().length})`);
    process.exit(2);
  }
  console.log(`#${path.number} ${path.title}\n`);
  try {
    await replayOnRealMachine(
      model,
      path,
      invariants,
      (o) => {
        console.log(`${o.step === 0 ? 'start' : `step ${o.step}`}: ${o.label}`);
        console.log(`   state       ${stableStringify(o.snapshot.value)}`);
        if (o.trace.transitions.length) console.log(`   transitions ${o.trace.transitions.join(', ')}`);
        for (const e of o.effects) console.log(`   effect      ${e.type} ${stableStringify(e.params)}`);
      },
      effects,
    );
    console.log('\nThe real machine followed the model; every invariant held.');
  } catch (error) {
    console.error(`\n${(error as Error).message}`);
    process.exit(1);
  }
}

async function flow() {
  const { checkoutFlow } = await import('../e2e/model/checkoutFlow');
  for (const [input, model] of Object.entries(checkoutFlow)) {
    const stats = model.stats();
    console.log(`input '${input}': ${stats.states} states, ${stats.candidates} candidate paths`);
    for (const p of model.paths()) {
      console.log(`#${String(p.number).padEnd(3)} ${p.title}`);
      if (flag('--steps'))
        for (const step of p.steps) console.log(`       ${step.meta.label}${step.state.page ? `   (${step.state.page})` : ''}`);
    }
    for (const c of model.coverage())
      console.log(`     ${c.systemId.padEnd(10)} ${c.covered.length}/${c.total.length} transitions`);
    console.log('');
  }
  console.log('Run them: npx vite build && npx playwright test e2e/model');
}

async function coverage() {
  const committed = readCommittedCoverage();
  const rows: CoverageRow[] = [];
  const started = Date.now();
  let failed = false;
  for (const entry of machineRegistry) {
    const { model, invariants, effects } = await modelOf(entry.id);
    const paths = model.paths();
    const traces = [];
    for (const path of paths) {
      try {
        traces.push(...(await replayOnRealMachine(model, path, invariants, undefined, effects)).traces);
      } catch (error) {
        failed = true;
        console.error(`${entry.id} #${path.number} ${path.title}\n  ${(error as Error).message}`);
      }
    }
    rows.push(coverageOf(entry.id, entry.machine, traces, paths.length, model.samples.unreachable));
  }
  console.log('\nStatechart coverage of the model-based tests (states and transitions of tools/statecharts/count.ts):\n');
  console.log(formatCoverageTable(rows));
  const missing = rows.flatMap((r) => r.missing.map((m) => `  ${r.id}: ${m.id} — ${m.reason ?? 'NO REASON GIVEN'}`));
  if (missing.length) console.log(`\nNot covered:\n${missing.join('\n')}`);
  const drops = rows.map((r) => [r.id, dropBelowCommitted(r, committed.get(r.id))] as const).filter(([, d]) => d !== null);
  const unexplained = rows.flatMap((r) => r.missing.filter((m) => m.reason === null));
  console.log(`\n${rows.reduce((n, r) => n + r.paths, 0)} paths replayed in ${Date.now() - started} ms.`);
  if (failed || drops.length || unexplained.length) {
    for (const [id, d] of drops) console.error(`${id}: coverage dropped below ${COVERAGE_FILE}: ${d}`);
    if (unexplained.length) console.error('Uncovered states or transitions need a reason in the samples (`unreachable`).');
    console.error(`${COVERAGE_FILE} left as it is.`);
    process.exit(1);
  }
  writeCoverage(rows);
  console.log(`Written to ${COVERAGE_FILE}.`);
}

if (flag('--coverage')) await coverage();
else if (machineId === FLOW_ID) await flow();
else if (machineId && option('--run')) await run(machineId, Number(option('--run')));
else if (machineId) await list(machineId);
else await summary();
