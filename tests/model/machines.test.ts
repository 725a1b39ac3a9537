import { createActor, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildMachineModel, coverageOf, type StepTrace } from '../../tools/statecharts/testModel';
import { pathsFromCache, readPathCache } from '../../tools/statecharts/pathCache';
import { machineRegistry } from '../../tools/statecharts/registry';
import { dropBelowCommitted, readCommittedCoverage } from './coverageFile';
import { replayOnRealMachine } from './harness';
import { loadMachineSpec } from './specs';

/**
 * Model-based tests of every machine in tools/statecharts/registry.ts: the paths are
 * generated from the machine itself (tools/statecharts/testModel.ts), each one a
 * test replayed on the real machine with actor doubles and simulated time
 * (./harness.ts), then the machine's coverage is checked against
 * docs/statecharts/coverage.md. See docs/testing.md.
 */

const committed = readCommittedCoverage();
/** MODEL_MACHINES=cart,location runs those machines only (mutation testing runs one machine at a time). */
const only = process.env.MODEL_MACHINES?.split(',').filter(Boolean);
/**
 * MODEL_PATHS_CACHE=<file>: replay the paths written there from the unmutated machines (mutation testing,
 * tools/statecharts/pathCache.ts) instead of deriving them. Without it (`npm test`) they are derived fresh.
 */
const cache = process.env.MODEL_PATHS_CACHE ? readPathCache(process.env.MODEL_PATHS_CACHE) : undefined;

for (const entry of machineRegistry.filter((e) => !only || only.includes(e.id))) {
  const spec = await loadMachineSpec(entry.id);
  const model = buildMachineModel(entry.id, entry.machine, spec.samples);
  const cached = cache?.machines[entry.id];
  const paths = cached ? pathsFromCache(model, cached) : model.paths();

  describe(`${entry.id} (modelo)`, () => {
    const traces: StepTrace[] = [];
    let replayed = 0;

    for (const path of paths) {
      it(`#${path.number} ${path.title}`, async () => {
        if (path.unreplayable) throw new Error(`${entry.id}: path #${path.number} cannot be replayed: ${path.unreplayable}`);
        const result = await replayOnRealMachine(model, path, spec.invariants, undefined, spec.effects);
        traces.push(...result.traces);
        replayed++;
      });
    }

    // Effects are declared in machines/ and implemented by src with .provide() (style guide): an effect src
    // forgot to provide must fail loudly, not answer `undefined` as if the server had said nothing.
    it('sin .provide() cada actor falla nombrándose', async () => {
      for (const [src, logic] of Object.entries(entry.machine.implementations.actors ?? {})) {
        if ('root' in (logic as object)) continue; // a child machine (the storefront's parts)
        const actor = createActor(logic as AnyActorLogic, { input: {} });
        const outcome = await new Promise<unknown>((resolve) => {
          actor.subscribe({ error: resolve, complete: () => resolve('completed') });
          actor.start();
        });
        expect(String(outcome), src).toContain(`not provided: ${src}`);
      }
    });

    it('cobertura', (ctx) => {
      // Only meaningful when every path ran (not with -t or a failure).
      if (replayed < paths.length) return ctx.skip();
      const row = coverageOf(entry.id, entry.machine, traces, paths.length, spec.samples.unreachable);
      expect(
        row.missing.filter((m) => m.reason === null).map((m) => m.id),
        'uncovered without a reason (samples `unreachable`)',
      ).toEqual([]);
      expect(dropBelowCommitted(row, committed.get(entry.id))).toBeNull();
    });
  });
}
