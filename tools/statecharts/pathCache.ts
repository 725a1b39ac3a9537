import { readFileSync, writeFileSync } from 'node:fs';
import { initialTransition, transition, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import {
  defaultEventLabel,
  sampleEventsOf,
  serializeSampleEvent,
  metaOf,
  type MachineModel,
  type ModelPath,
  type PathOrigin,
} from './testModel';

/**
 * A fixed test suite: the generated paths of the UNMUTATED machines, written once
 * (scripts/mutation.ts, before Stryker starts) and replayed against each mutant
 * (tests/model/machines.test.ts reads it when MODEL_PATHS_CACHE names the file).
 *
 * Why: deriving the paths takes seconds to minutes per machine (location ~900,
 * cart ~760 paths), and under Stryker every mutant re-collects the test file;
 * and a suite derived from the mutant itself would be a different suite for each
 * mutant. A path is stored as what the test does, not what it expects: the input
 * sample's name (with its clock time), and each step's event as `type|sample`,
 * resolved again against tests/model/<id>/samples.ts. The model states each step
 * expects are recomputed from the (mutated) machine, exactly as `npm test` does
 * with fresh paths: the oracle is the same, only the paths are fixed.
 *
 * Ordinary `npm test` never reads the file: it derives the paths fresh.
 */
export interface CachedPath {
  number: number;
  title: string;
  origin: PathOrigin;
  input: string;
  /** The input's clock (`now()`), ISO, when it has one: checked on load against the samples. */
  clock: string | null;
  /** Each step as `type|sample` (serializeSampleEvent). */
  steps: string[];
}

export interface PathCacheFile {
  /** Machine id → its paths. */
  machines: Record<string, CachedPath[]>;
}

const clockOf = (input: unknown): string | null => {
  const now = (input as { now?: unknown } | null | undefined)?.now;
  return typeof now === 'function' ? new Date(Number((now as () => number)())).toISOString() : null;
};

/** The paths of a model (derived now), as the cache stores them. */
export function cachePaths(model: MachineModel): CachedPath[] {
  return model.paths().map((p) => ({
    number: p.number,
    title: p.title,
    origin: p.origin,
    input: p.input,
    clock: clockOf(p.inputValue),
    steps: p.steps.map((s) => serializeSampleEvent(s.event)),
  }));
}

export function writePathCache(file: string, models: readonly MachineModel[]): void {
  const content: PathCacheFile = { machines: Object.fromEntries(models.map((m) => [m.id, cachePaths(m)])) };
  writeFileSync(file, JSON.stringify(content));
}

export function readPathCache(file: string): PathCacheFile {
  return JSON.parse(readFileSync(file, 'utf8')) as PathCacheFile;
}

/**
 * The cached paths of one machine as replayable ModelPaths of `model` (which may
 * be a mutant): events are looked up among the model's sample events, the
 * expected states recomputed on its derived machine. A step whose event the
 * machine no longer has (a mutant renamed an invoke or a delay) makes that path's
 * test fail, naming the step.
 */
export function pathsFromCache(model: MachineModel, cached: readonly CachedPath[]): ModelPath[] {
  const events = new Map(sampleEventsOf(model.derived, model.samples).map((e) => [serializeSampleEvent(e), e]));
  const inputs = model.samples.inputs ?? { inicio: undefined };
  return cached.map((c) => {
    if (!(c.input in inputs))
      throw new Error(
        `${model.id}: cached path #${c.number} starts from input '${c.input}', which tests/model/${model.id}/samples.ts no longer has; write the cache again`,
      );
    const inputValue = (inputs as Record<string, unknown>)[c.input];
    if (clockOf(inputValue) !== c.clock)
      throw new Error(
        `${model.id}: input '${c.input}' has another clock than the cached one (${c.clock}); write the cache again`,
      );
    const start = initialTransition(model.derived.machine, inputValue as never)[0] as unknown as AnyMachineSnapshot;
    let current = start;
    let unreplayable: string | undefined;
    const steps = [];
    for (const [i, key] of c.steps.entries()) {
      // Events without samples are offered bare by xstate/graph and stored as their JSON ('{"type":…}').
      const event = events.get(key) ?? (key.startsWith('{') ? (JSON.parse(key) as AnyEventObject) : undefined);
      if (!event) {
        unreplayable = `step ${i + 1} (${key}) is not an event of this machine any more`;
        break;
      }
      current = transition(model.derived.machine, current as never, event as never)[0] as unknown as AnyMachineSnapshot;
      const meta = events.has(key)
        ? metaOf(event)
        : { type: event.type, sample: '', label: model.samples.labels?.[event.type] ?? defaultEventLabel(event.type) };
      steps.push({ event, meta, state: current });
    }
    // The title is the original's: a test keeps its name for every mutant.
    const path: ModelPath = {
      machineId: model.id,
      input: c.input,
      inputValue,
      origin: c.origin,
      start,
      steps,
      title: c.title,
      number: c.number,
      trace: [],
    };
    if (unreplayable) path.unreplayable = unreplayable;
    return path;
  });
}
