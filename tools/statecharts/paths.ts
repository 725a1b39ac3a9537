import { createTestModel, TestModel, type StatePath } from 'xstate/graph';
import { initialTransition, transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { indexMachine, traceOnModel, type MachineIndex, type StepTrace } from './coverage';
import { deriveTestMachine, resolveDelayMs, type BoundaryEvent, type DerivedMachine } from './derive';
import {
  DEFAULT_SIMPLE_PATHS,
  DEFAULT_TRAVERSAL_LIMIT,
  defaultEventLabel,
  sampleEventsOf,
  sampleMetaOf,
  serializeSampleEvent,
  type MachineSamples,
  type SampleMeta,
} from './samples';
import { abstractState, activeStateIds, leafStates } from './snapshots';

/**
 * Paths (`buildMachineModel(...).paths()`), per named input:
 *   1. shortest paths (xstate/graph) to every state of the traversal, where a
 *      state is the state value plus `samples.abstract(snapshot)` (default: the
 *      whole context), deduplicated (a path that is a prefix of another is dropped);
 *   2. transition completion: for every edge of the traversal whose transition is
 *      not yet on a path, the shortest path to its source followed by that edge;
 *   3. simple paths (xstate/graph) when the traversal has at most
 *      `simplePaths.maxStates` states, capped at `simplePaths.maxPaths`.
 * Event payloads come from named sample sets (tests/model/<id>/samples.ts).
 *
 * Delays: in a state where several delays are pending (parallel regions) only
 * the shortest may elapse first; the longer one could only elapse first if it
 * had been started earlier by more than the difference, which the model does
 * not track (so such a step might not be realizable in real time).
 */

export type PathOrigin = 'shortest' | 'transition' | 'simple';

export interface ModelStep<S = AnyMachineSnapshot> {
  event: AnyEventObject;
  meta: SampleMeta;
  /** The model's state after the event. */
  state: S;
}

export interface ModelPath<S = AnyMachineSnapshot> {
  machineId: string;
  /** Input sample name. */
  input: string;
  inputValue: unknown;
  origin: PathOrigin;
  start: S;
  steps: ModelStep<S>[];
  /** Readable and unique within the machine: 'carrito con producto → CONTINUAR_AL_PAGO como invitado → login'. */
  title: string;
  /** 1-based position in the machine's list (npm run test:paths). */
  number: number;
  /** Transitions and states per step as the model predicts them (start first). */
  trace: StepTrace[];
  /** A cached path (tools/statecharts/pathCache.ts) the machine can no longer replay, and why. */
  unreplayable?: string;
}

export interface TraversalStats {
  input: string;
  /** Distinct (abstract) states the traversal found. */
  states: number;
  edges: number;
  simplePaths: 'computed' | 'skipped';
}

export interface MachineModel {
  id: string;
  source: AnyStateMachine;
  derived: DerivedMachine;
  samples: MachineSamples;
  index: MachineIndex;
  paths(): ModelPath[];
  stats(): TraversalStats[];
}

type AnyPath = StatePath<AnyMachineSnapshot, AnyEventObject>;

/** xstate/graph paths start with an 'xstate.init' step: keep the real steps. */
function stepsOf(path: AnyPath): Array<{ event: AnyEventObject; state: AnyMachineSnapshot }> {
  return path.steps
    .filter((s, i) => !(i === 0 && s.event.type === 'xstate.init'))
    .map((s) => ({ event: s.event, state: s.state }));
}

/** Drops paths whose event sequence is a prefix of another's (as xstate/graph's deduplicatePaths). */
export function dropPrefixPaths<P extends { steps: Array<{ event: AnyEventObject }> }>(paths: P[]): P[] {
  const keys = paths.map((p) => p.steps.map((s) => serializeSampleEvent(s.event)));
  const kept: number[] = [];
  const order = paths.map((_, i) => i).sort((a, b) => keys[b]!.length - keys[a]!.length);
  for (const i of order) {
    const k = keys[i]!;
    const isPrefix = kept.some((j) => {
      const other = keys[j]!;
      return k.length <= other.length && k.every((e, n) => e === other[n]);
    });
    if (!isPrefix) kept.push(i);
  }
  return kept.sort((a, b) => a - b).map((i) => paths[i]!);
}

export function uniqueTitles<P extends { title: string }>(paths: P[]): P[] {
  const seen = new Map<string, number>();
  for (const p of paths) {
    const n = (seen.get(p.title) ?? 0) + 1;
    seen.set(p.title, n);
    if (n > 1) p.title = `${p.title} (${n})`;
  }
  return paths;
}

function describeWith(samples: MachineSamples, snapshot: AnyMachineSnapshot): string {
  return samples.describe ? (samples.describe as (s: AnyMachineSnapshot) => string)(snapshot) : leafStates(snapshot);
}

export function titleOf(
  samples: MachineSamples,
  input: string,
  steps: ReadonlyArray<{ meta: SampleMeta }>,
  end: AnyMachineSnapshot,
): string {
  return [input, ...steps.map((s) => s.meta.label), describeWith(samples, end)].join(' → ');
}

/** Only the shortest of the delays pending in a state may elapse first (see the file comment). */
function delayOrderFilter(derived: DerivedMachine) {
  return (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean => {
    const b = derived.boundaryByType.get(event.type);
    if (!b || b.kind !== 'after') return true;
    const active = new Set(activeStateIds(snapshot));
    const pending = derived.boundary.filter((x) => x.kind === 'after' && active.has(x.stateId));
    if (pending.length < 2) return true;
    const ms = (x: BoundaryEvent) => resolveDelayMs(derived.source, x.delay!, snapshot.context, event);
    const min = Math.min(...pending.map(ms));
    return ms(b) <= min;
  };
}

/** The test model of one registered machine. Paths are computed once, on first use. */
export function buildMachineModel(id: string, machine: AnyStateMachine, samples: MachineSamples = {}): MachineModel {
  const derived = deriveTestMachine(machine);
  const index = indexMachine(machine);
  const events = sampleEventsOf(derived, samples);
  const inputs: Array<[string, unknown]> = Object.entries(samples.inputs ?? { inicio: undefined });
  const filter = delayOrderFilter(derived);
  const labels = samples.labels ?? {};
  const exclude = samples.exclude ?? {};
  const isExcluded = (event: AnyEventObject): boolean => {
    if (event.type in exclude) return true;
    const b = derived.boundaryByType.get(event.type);
    return !!b && ((b.src !== undefined && b.src in exclude) || (b.delay !== undefined && b.delay in exclude));
  };
  const isFocused = (inputName: string, event: AnyEventObject): boolean => {
    const focus = samples.focus?.[inputName];
    if (!focus || focus.includes(event.type) || derived.boundaryByType.has(event.type)) return true;
    const sample = sampleMetaOf(event)?.sample;
    return sample !== undefined && focus.includes(`${event.type} ${sample}`);
  };
  const isWanted = (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean =>
    !samples.when || (samples.when as (s: AnyMachineSnapshot, e: AnyEventObject) => boolean)(snapshot, event);
  const metaFor = (event: AnyEventObject): SampleMeta =>
    sampleMetaOf(event) ?? { type: event.type, sample: '', label: labels[event.type] ?? defaultEventLabel(event.type) };
  let computed: { paths: ModelPath[]; stats: TraversalStats[] } | undefined;

  const compute = () => {
    const all: ModelPath[] = [];
    const stats: TraversalStats[] = [];
    for (const [inputName, inputValue] of inputs) {
      const model = createTestModel(derived.machine, {
        input: inputValue,
        events: () => events,
        serializeEvent: (e: AnyEventObject) => serializeSampleEvent(e),
        serializeState: (s: AnyMachineSnapshot) => abstractState(samples, s),
        filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
          isFocused(inputName, event) && !isExcluded(event) && isWanted(snapshot, event) && filter(snapshot, event),
        limit: samples.limit ?? DEFAULT_TRAVERSAL_LIMIT,
      } as never) as unknown as TestModel<AnyMachineSnapshot, AnyEventObject, unknown>;

      const toPath = (
        origin: PathOrigin,
        raw: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>,
        start: AnyMachineSnapshot,
      ): ModelPath => {
        // xstate/graph's steps hold each state's first-found representative; replay the events for the
        // path's own states, and check the abstraction kept everything the guards read.
        let current = start;
        const steps = raw.map((s, i) => {
          current = transition(derived.machine, current as never, s.event as never)[0] as unknown as AnyMachineSnapshot;
          if (abstractState(samples, current) !== abstractState(samples, s.state)) {
            throw new Error(
              `${id}: step ${i + 1} (${metaFor(s.event).label}) of input '${inputName}' reaches a state its abstraction merges with a different one; ` +
                `tests/model/${id}/samples.ts 'abstract' drops something a guard reads.\n  path: ${abstractState(samples, current)}\n  graph: ${abstractState(samples, s.state)}`,
            );
          }
          return { event: s.event, meta: metaFor(s.event), state: current };
        });
        return {
          machineId: id,
          input: inputName,
          inputValue,
          origin,
          start,
          steps,
          title: titleOf(samples, inputName, steps, steps.length ? steps[steps.length - 1]!.state : start),
          number: 0,
          trace: traceOnModel(
            derived,
            inputValue,
            steps.map((s) => s.event),
          ),
        };
      };

      // 1. Shortest paths to every state (xstate/graph; one per state, all kept for step 2).
      let shortest: Array<{ steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>; state: AnyMachineSnapshot }>;
      try {
        shortest = model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => ({ steps: stepsOf(p), state: p.state }));
      } catch (error) {
        const message = (error as Error).message;
        throw new Error(
          /limit exceeded/i.test(message)
            ? `${id}: the traversal of input '${inputName}' exceeded ${samples.limit ?? DEFAULT_TRAVERSAL_LIMIT} states; give tests/model/${id}/samples.ts an 'abstract' that keeps only what the guards read`
            : `${id}: the traversal of input '${inputName}' failed (events or actor outputs may need payloads: tests/model/${id}/samples.ts): ${message}`,
        );
      }
      // The start itself (xstate/graph's maps may hold a later-found state under the same key).
      const start = initialTransition(derived.machine, inputValue as never)[0] as unknown as AnyMachineSnapshot;
      const chosen: ModelPath[] = dropPrefixPaths(shortest).map((p) => toPath('shortest', p.steps, start));
      const covered = new Set(chosen.flatMap((p) => p.trace.flatMap((t) => t.transitions)));

      // 2. Every edge whose transition is not on a path yet: the shortest path to its source, then the edge.
      const offered = (state: AnyMachineSnapshot): AnyEventObject[] =>
        ((model.options.events as (s: AnyMachineSnapshot) => AnyEventObject[])(state) ?? []).filter(
          (e) => isFocused(inputName, e) && !isExcluded(e) && isWanted(state, e) && filter(state, e),
        );
      let edgeCount = 0;
      const tried = new Set<string>();
      const extend = (node: (typeof shortest)[number], event: AnyEventObject, key: string) => {
        tried.add(key);
        const [next] = transition(derived.machine, node.state as never, event as never) as unknown as [AnyMachineSnapshot];
        const path = toPath('transition', [...node.steps, { event, state: next }], start);
        const gained = path.trace.flatMap((t) => t.transitions).filter((t) => !covered.has(t));
        if (gained.length === 0) return;
        gained.forEach((t) => covered.add(t));
        chosen.push(path);
      };
      const edgeKey = (node: (typeof shortest)[number], event: AnyEventObject) =>
        `${abstractState(samples, node.state)}\u0000${serializeSampleEvent(event)}`;
      for (const node of shortest) {
        for (const event of offered(node.state)) {
          edgeCount++;
          const direct = (derived.machine.getTransitionData(node.state as never, event as never) as unknown[])
            .map((t) => index.transitionId(t))
            .filter((t): t is string => t !== undefined);
          if (direct.some((t) => !covered.has(t))) extend(node, event, edgeKey(node, event));
        }
      }
      // Transitions taken only as a consequence (always chains, raised events): try the remaining edges.
      const allCovered = () => index.transitions.every((t) => covered.has(t.id));
      if (!allCovered()) {
        search: for (const node of shortest) {
          for (const event of offered(node.state)) {
            const key = edgeKey(node, event);
            if (!tried.has(key)) extend(node, event, key);
            if (allCovered()) break search;
          }
        }
      }
      const nodeCount = shortest.length;

      // 3. Simple paths where the graph is small enough.
      const simple = samples.simplePaths === false ? undefined : (samples.simplePaths ?? DEFAULT_SIMPLE_PATHS);
      let simpleState: TraversalStats['simplePaths'] = 'skipped';
      if (simple && nodeCount <= simple.maxStates) {
        const found = dropPrefixPaths(model.getSimplePaths().map((p) => ({ steps: stepsOf(p), state: p.state })))
          .sort((a, b) => a.steps.length - b.steps.length)
          .slice(0, simple.maxPaths);
        chosen.push(...found.map((p) => toPath('simple', p.steps, start)));
        simpleState = 'computed';
      }

      all.push(...dropPrefixPaths(chosen));
      stats.push({ input: inputName, states: nodeCount, edges: edgeCount, simplePaths: simpleState });
    }
    uniqueTitles(all).forEach((p, i) => (p.number = i + 1));
    return { paths: all, stats };
  };

  return {
    id,
    source: machine,
    derived,
    samples,
    index,
    paths: () => (computed ??= compute()).paths,
    stats: () => (computed ??= compute()).stats,
  };
}
