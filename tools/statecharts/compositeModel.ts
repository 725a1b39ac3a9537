import { TestModel } from 'xstate/graph';
import {
  createActor,
  fromCallback,
  initialTransition,
  transition,
  type ActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type Snapshot,
} from 'xstate';
import { indexMachine, traceOnModel } from './coverage';
import { deriveTestMachine, type BoundaryEvent, type DerivedMachine } from './derive';
import { dropPrefixPaths, uniqueTitles, type ModelStep } from './paths';
import {
  boundaryLabel,
  DEFAULT_ERROR_SAMPLES,
  DEFAULT_TRAVERSAL_LIMIT,
  defaultEventLabel,
  registerSample,
  sampleMetaOf,
  serializeSampleEvent,
  type SampleMeta,
} from './samples';
import { activeStateIds, stableStringify } from './snapshots';

/**
 * Composite models: several machines as the actor system runs them (the
 * browser's checkout flow, e2e/model/checkoutFlow.ts).
 */

/** One machine of a composite, under its systemId. */
export interface SystemPart {
  systemId: string;
  machine: AnyStateMachine;
  input: unknown;
}

/** An effect a machine asked for (named action: navigate, notify, persistCart…), for the executors' assertions. */
export interface SystemEffect {
  systemId: string;
  type: string;
  params: unknown;
}

export type SystemSnapshot = Snapshot<undefined> & {
  /** Each part's snapshot (of its derived machine), by systemId. */
  parts: Record<string, AnyMachineSnapshot>;
  /** Effects of the last step, in order. */
  effects: SystemEffect[];
  /** Events each part received in the last step (the one given and what siblings sent), in order. */
  delivered: Array<{ to: string; event: AnyEventObject }>;
  /** Where the app is: the `to` of the last `navigate` effect so far (null before any). */
  page: string | null;
  /** The last event given to the composite that is not a boundary event (what the user did last). */
  lastUserEvent: { type: string; sample: string } | null;
};

interface StubRef {
  id: string;
  sessionId: string;
  __systemStub: true;
}

/**
 * The parts the root machine spawns (`spawnChild` with a systemId), with the
 * inputs it gives them and the events its entry sends them, read from the
 * root's own initial transition: the composite starts exactly as the app does.
 * `loads`: events the screens send the root to load a part on demand (the
 * checkout), taken right after the start: the composite then holds that part
 * from the start, which is the same as long as nothing reaches it before.
 */
export function partsSpawnedBy(
  root: AnyStateMachine,
  input: unknown,
  include?: readonly string[],
  loads: readonly AnyEventObject[] = [],
): { parts: SystemPart[]; introductions: Array<{ to: string; event: AnyEventObject }> } {
  let [snapshot, actions] = initialTransition(root, input as never);
  for (const load of loads) {
    const [next, more] = transition(root, snapshot, load);
    snapshot = next;
    actions = [...actions, ...more];
  }
  const parts: SystemPart[] = [];
  const children = snapshot.children as Record<
    string,
    AnyActorRef & { logic?: unknown; options?: { input?: unknown; systemId?: string } }
  >;
  for (const [id, ref] of Object.entries(children)) {
    const systemId = ref.options?.systemId ?? id;
    if (include && !include.includes(systemId)) continue;
    if (!ref.logic || !('root' in (ref.logic as object))) continue;
    parts.push({ systemId, machine: ref.logic as AnyStateMachine, input: ref.options?.input });
  }
  const introductions = actions
    .filter((a) => a.type === 'xstate.sendTo')
    .map((a) => {
      const params = a.params as { to: AnyActorRef & { options?: { systemId?: string } }; event: AnyEventObject };
      return { to: params.to?.options?.systemId ?? params.to?.id, event: params.event };
    })
    .filter((x): x is { to: string; event: AnyEventObject } => typeof x.to === 'string' && (!include || include.includes(x.to)));
  return { parts, introductions };
}

export interface SystemModel {
  parts: Record<string, DerivedMachine>;
  inputs: Record<string, unknown>;
  logic: ActorLogic<SystemSnapshot, AnyEventObject, undefined>;
  /** The part an event goes to: a boundary event's machine, else the domain prefix ('cart.…' → cart). */
  ownerOf(event: AnyEventObject): string | undefined;
  /** Whether the owner of the event has an enabled transition for it now. */
  accepts(snapshot: SystemSnapshot, event: AnyEventObject): boolean;
  /** Boundary events (of every part) enabled now. */
  pendingBoundary(snapshot: SystemSnapshot): BoundaryEvent[];
}

/**
 * A composite of several machines as pure logic: each part is its derived test
 * machine; an event goes to its owner; the events a part sends to a sibling
 * (`sendTo(system.get(id))`, `enqueue.sendTo`) are delivered in order after the
 * sender's step, as the actor system does; events for a part that is not in the
 * composite are dropped (that sibling is out of the model). Named effects are
 * collected for the executors.
 */
export function composeSystem(
  parts: readonly SystemPart[],
  introductions: ReadonlyArray<{ to: string; event: AnyEventObject }> = [],
): SystemModel {
  const derived: Record<string, DerivedMachine> = Object.fromEntries(
    parts.map((p) => [p.systemId, deriveTestMachine(p.machine)]),
  );
  const stubs = new Map<string, StubRef>();
  const stubFor = (systemId: string): StubRef => {
    let stub = stubs.get(systemId);
    if (!stub) {
      stub = { id: systemId, sessionId: `stub:${systemId}`, __systemStub: true };
      stubs.set(systemId, stub);
    }
    return stub;
  };
  const boundaryOwner = new Map<string, string>();
  for (const [systemId, d] of Object.entries(derived)) for (const b of d.boundary) boundaryOwner.set(b.type, systemId);
  const machineIdOwner = new Map(Object.entries(derived).map(([systemId, d]) => [d.source.id, systemId]));

  const ownerOf = (event: AnyEventObject): string | undefined => {
    const boundary = boundaryOwner.get(event.type);
    if (boundary) return boundary;
    const prefix = event.type.split('.')[0]!;
    return derived[prefix] ? prefix : machineIdOwner.get(prefix);
  };

  // The actor scope a part's pure transition runs in: a real (never started) xstate system whose `get`
  // answers each sibling's stub, so `sendTo(system.get(id))` names its recipient; actions are collected,
  // not run (`defer` and delayed events included: the composite has no clock).
  const inertSystem = createActor(fromCallback(() => {})).system;
  const system = Object.assign(Object.create(inertSystem) as typeof inertSystem, { get: (id: string) => stubFor(id) });
  const scopeFor = (systemId: string, executed: Array<{ type: string; params: unknown }>) => {
    const self = stubFor(systemId);
    return {
      self,
      system,
      id: systemId,
      sessionId: self.sessionId,
      logger: () => {},
      defer: () => {},
      stopChild: () => {},
      emit: () => {},
      actionExecutor: (action: { type: string; params: unknown }) => void executed.push(action),
    };
  };

  interface Delivery {
    to: string | undefined;
    event: AnyEventObject;
  }

  /** Runs events (and what they make the parts send each other) to quiescence. */
  const deliver = (start: Record<string, AnyMachineSnapshot>, first: Delivery[]) => {
    const next = { ...start };
    const effects: SystemEffect[] = [];
    const delivered: Array<{ to: string; event: AnyEventObject }> = [];
    const queue = [...first];
    let count = 0;
    while (queue.length > 0) {
      if (count++ > 1000) throw new Error('composeSystem: the parts keep sending each other events');
      const { to, event } = queue.shift()!;
      const part = to === undefined ? undefined : derived[to];
      if (!part || to === undefined) continue;
      const executed: Array<{ type: string; params: unknown }> = [];
      next[to] = part.machine.transition(
        next[to] as never,
        event as never,
        scopeFor(to, executed) as never,
      ) as AnyMachineSnapshot;
      delivered.push({ to, event });
      for (const action of executed) {
        if (action.type === 'xstate.sendTo') {
          const params = action.params as { to: Partial<StubRef> | undefined; event: AnyEventObject };
          queue.push({ to: params.to?.__systemStub ? params.to.id : to, event: params.event });
        } else if (!action.type.startsWith('xstate.')) {
          effects.push({ systemId: to, type: action.type, params: action.params });
        }
      }
    }
    return { parts: next, effects, delivered };
  };

  const pageAfter = (page: string | null, effects: readonly SystemEffect[]): string | null => {
    let current = page;
    for (const e of effects) if (e.type === 'navigate') current = (e.params as { to: string }).to;
    return current;
  };

  const snapshotOf = (
    parts: Record<string, AnyMachineSnapshot>,
    effects: SystemEffect[],
    delivered: SystemSnapshot['delivered'],
    page: string | null,
    lastUserEvent: SystemSnapshot['lastUserEvent'],
  ): SystemSnapshot =>
    ({
      status: 'active',
      output: undefined,
      error: undefined,
      parts,
      effects,
      delivered,
      page: pageAfter(page, effects),
      lastUserEvent,
      // Readable in xstate/graph's messages.
      value: Object.fromEntries(Object.entries(parts).map(([k, s]) => [k, s.value])),
    }) as SystemSnapshot;

  const logic: ActorLogic<SystemSnapshot, AnyEventObject, undefined> = {
    getInitialSnapshot: () => {
      const initial: Record<string, AnyMachineSnapshot> = {};
      const effects: SystemEffect[] = [];
      const sent: Delivery[] = [];
      for (const part of parts) {
        const executed: Array<{ type: string; params: unknown }> = [];
        initial[part.systemId] = derived[part.systemId]!.machine.getInitialSnapshot(
          scopeFor(part.systemId, executed) as never,
          part.input as never,
        ) as AnyMachineSnapshot;
        for (const action of executed) {
          if (action.type === 'xstate.sendTo') {
            const params = action.params as { to: Partial<StubRef> | undefined; event: AnyEventObject };
            sent.push({ to: params.to?.__systemStub ? params.to.id : part.systemId, event: params.event });
          } else if (!action.type.startsWith('xstate.'))
            effects.push({ systemId: part.systemId, type: action.type, params: action.params });
        }
      }
      const settled = deliver(initial, [...sent, ...introductions.map((i) => ({ to: i.to, event: i.event }))]);
      return snapshotOf(settled.parts, [...effects, ...settled.effects], settled.delivered, null, null);
    },
    transition: (snapshot, event) => {
      const meta = sampleMetaOf(event);
      const r = deliver(snapshot.parts, [{ to: ownerOf(event), event }]);
      let current = r.parts;
      const effects = [...r.effects];
      const delivered = [...r.delivered];
      for (const follow of meta?.then ?? []) {
        const f = deliver(current, [{ to: ownerOf(follow), event: follow }]);
        current = f.parts;
        effects.push(...f.effects);
        delivered.push(...f.delivered);
      }
      const isBoundary = boundaryOwner.has(event.type);
      const lastUserEvent = isBoundary ? snapshot.lastUserEvent : { type: event.type, sample: meta?.sample ?? '' };
      return snapshotOf(current, effects, delivered, snapshot.page, lastUserEvent);
    },
    getPersistedSnapshot: (s) => s,
  };

  return {
    parts: derived,
    inputs: Object.fromEntries(parts.map((p) => [p.systemId, p.input])),
    logic,
    ownerOf,
    accepts(snapshot, event) {
      const to = ownerOf(event);
      if (!to) return false;
      return (derived[to]!.machine.getTransitionData(snapshot.parts[to] as never, event as never) as unknown[]).length > 0;
    },
    pendingBoundary(snapshot) {
      const out: BoundaryEvent[] = [];
      for (const [systemId, part] of Object.entries(derived)) {
        const active = new Set(activeStateIds(snapshot.parts[systemId]!));
        out.push(...part.boundary.filter((b) => active.has(b.stateId)));
      }
      return out;
    },
  };
}

/** Named samples of a composite (the browser's checkout flow: e2e/model/checkoutFlow.ts). */
export interface SystemSamples {
  /** The root machine whose children are composed, and the systemIds kept. */
  root: AnyStateMachine;
  include: readonly string[];
  /** Named root inputs (what src restores from cookies); each its own traversal. */
  inputs: Record<string, unknown>;
  /** Events sent to the root right after the start that load a part on demand (see `partsSpawnedBy`). */
  loads?: readonly AnyEventObject[];
  /** User events offered in a state, payloads built from the state as the views build them (use `sampleEvent`). */
  events: (snapshot: SystemSnapshot) => AnyEventObject[];
  outputs?: Record<string, Record<string, unknown>>;
  errors?: Record<string, Record<string, unknown>>;
  /** Event types, actor srcs or delay names left out, each with the reason. */
  exclude?: Record<string, string>;
  /** Whether an event is possible now (what the pages offer; which answer a request can get). */
  when?: (snapshot: SystemSnapshot, event: AnyEventObject) => boolean;
  abstract: (snapshot: SystemSnapshot) => unknown;
  describe: (snapshot: SystemSnapshot) => string;
  labels?: Record<string, string>;
  limit?: number;
}

export interface SystemPath {
  input: string;
  title: string;
  number: number;
  start: SystemSnapshot;
  steps: Array<ModelStep<SystemSnapshot>>;
  /** count.ts ids covered, per systemId. */
  covers: Record<string, string[]>;
}

export interface SystemTestModel {
  system: SystemModel;
  /** A transition cover: the fewest generated paths (greedy) that take every transition any generated path takes. */
  paths(): SystemPath[];
  /** Every transition of each part, and the ones the paths take. */
  coverage(): Array<{ systemId: string; covered: string[]; total: string[] }>;
  /** How many states the traversal found, and how many shortest paths there were to choose from. */
  stats(): { states: number; candidates: number };
}

/** Replays each part's delivered events on its derived machine: the transitions the composite path took. */
export function traceSystemPath(
  system: SystemModel,
  start: SystemSnapshot,
  steps: ReadonlyArray<{ state: SystemSnapshot }>,
): Record<string, string[]> {
  const perPart: Record<string, AnyEventObject[]> = {};
  for (const snap of [start, ...steps.map((s) => s.state)]) {
    for (const d of snap.delivered) (perPart[d.to] ??= []).push(d.event);
  }
  const out: Record<string, string[]> = {};
  for (const [systemId, part] of Object.entries(system.parts)) {
    const traces = traceOnModel(part, system.inputs[systemId], perPart[systemId] ?? []);
    out[systemId] = [...new Set(traces.flatMap((t) => t.transitions))];
  }
  return out;
}

/**
 * The test model of a composite, with xstate/graph's TestModel (createTestModel
 * takes only a machine): boundary events first (a user waits until the page has
 * settled: answers arrive and short delays elapse before the next action), then
 * the user events the samples offer. Paths: xstate/graph's shortest paths to
 * every state of the traversal, plus each uncovered edge; of those, a greedy
 * transition cover (each chosen path adds the most transitions not yet taken).
 */
export function buildSystemModel(samples: SystemSamples): Record<string, SystemTestModel> {
  const out: Record<string, SystemTestModel> = {};
  for (const [inputName, rootInput] of Object.entries(samples.inputs)) {
    const { parts, introductions } = partsSpawnedBy(samples.root, rootInput, samples.include, samples.loads);
    const system = composeSystem(parts, introductions);
    const labels = samples.labels ?? {};
    const exclude = samples.exclude ?? {};
    const isExcluded = (b: BoundaryEvent) =>
      b.type in exclude || (b.src !== undefined && b.src in exclude) || (b.delay !== undefined && b.delay in exclude);
    const boundaryEvents = new Map<string, AnyEventObject[]>();
    for (const part of Object.values(system.parts)) {
      for (const b of part.boundary) {
        if (isExcluded(b)) continue;
        const list: AnyEventObject[] = [];
        if (b.kind === 'after')
          list.push(
            registerSample(
              { type: b.type },
              { type: b.type, sample: b.delay!, label: boundaryLabel(b, labels, ''), boundary: b },
            ),
          );
        else {
          const sets =
            b.kind === 'done'
              ? (samples.outputs?.[b.src!] ?? { ok: undefined })
              : (samples.errors?.[b.src!] ?? DEFAULT_ERROR_SAMPLES);
          for (const [name, value] of Object.entries(sets)) {
            const event =
              b.kind === 'done'
                ? { type: b.type, output: value, actorId: b.invokeId }
                : { type: b.type, error: value, actorId: b.invokeId };
            list.push(registerSample(event, { type: b.type, sample: name, label: boundaryLabel(b, labels, name), boundary: b }));
          }
        }
        boundaryEvents.set(b.type, list);
      }
    }
    const when = samples.when ?? (() => true);
    const eventsFor = (snapshot: SystemSnapshot): AnyEventObject[] => {
      const pending = system.pendingBoundary(snapshot).filter((b) => !isExcluded(b));
      if (pending.length > 0) {
        // Only the shortest pending delay may elapse, and answers come before any delay.
        const answers = pending.filter((b) => b.kind !== 'after');
        const chosen = answers.length > 0 ? answers : pending;
        return chosen
          .flatMap((b) => boundaryEvents.get(b.type) ?? [])
          .filter((e) => system.accepts(snapshot, e) && when(snapshot, e));
      }
      return samples.events(snapshot).filter((e) => system.accepts(snapshot, e) && when(snapshot, e));
    };
    const serialize = (s: SystemSnapshot) => stableStringify(samples.abstract(s));
    const model = new TestModel(system.logic, {
      events: eventsFor,
      serializeEvent: (e: AnyEventObject) => serializeSampleEvent(e),
      serializeState: serialize,
      limit: samples.limit ?? DEFAULT_TRAVERSAL_LIMIT,
    } as never) as unknown as TestModel<SystemSnapshot, AnyEventObject, undefined>;

    let computed:
      | { paths: SystemPath[]; coverage: ReturnType<SystemTestModel['coverage']>; stats: ReturnType<SystemTestModel['stats']> }
      | undefined;
    const compute = () => {
      const metaFor = (e: AnyEventObject): SampleMeta =>
        sampleMetaOf(e) ?? { type: e.type, sample: '', label: labels[e.type] ?? defaultEventLabel(e.type) };
      const shortest = model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => ({
        steps: (p.steps as Array<{ event: AnyEventObject; state: SystemSnapshot }>).filter(
          (s, i) => !(i === 0 && s.event.type === 'xstate.init'),
        ),
        state: p.state,
      }));
      const start = system.logic.getInitialSnapshot(undefined as never, undefined);
      const toPath = (steps: Array<{ event: AnyEventObject; state: SystemSnapshot }>): SystemPath => {
        // The path's own states (xstate/graph's maps hold one representative per key).
        // Payloads built from the state (the confirm page's order) are built again from the path's own state.
        let current = start;
        const full = steps.map((s, i) => {
          const key = serializeSampleEvent(s.event);
          const event = eventsFor(current).find((e) => serializeSampleEvent(e) === key) ?? s.event;
          current = system.logic.transition(current, event, undefined as never);
          if (serialize(current) !== serialize(s.state)) {
            throw new Error(
              `${inputName}: step ${i + 1} (${metaFor(event).label}) reaches a state the abstraction merges with a different one.`,
            );
          }
          return { event, meta: metaFor(event), state: current };
        });
        const end = full.length ? full[full.length - 1]!.state : start;
        // Titles name what the user did and the answers that could have been others; the rest happens on its own.
        const named = full.filter((s, i) => !s.meta.boundary || eventsFor(i === 0 ? start : full[i - 1]!.state).length > 1);
        return {
          input: inputName,
          title: [inputName, ...named.map((s) => s.meta.label), samples.describe(end)].join(' → '),
          number: 0,
          start,
          steps: full,
          covers: traceSystemPath(system, start, full),
        };
      };
      // A path ends where nothing more happens on its own: pending answers and delays are taken (the first sample).
      const settled = (steps: Array<{ event: AnyEventObject; state: SystemSnapshot }>) => {
        const out = [...steps];
        for (let i = 0; i < 50; i++) {
          const current = out.length ? out[out.length - 1]!.state : start;
          if (system.pendingBoundary(current).filter((b) => !isExcluded(b)).length === 0) break;
          const next = eventsFor(current)[0];
          if (!next) break;
          out.push({ event: next, state: system.logic.transition(current, next, undefined as never) });
        }
        return out;
      };
      // Candidates: a path to every state, and every edge from there.
      const candidates: SystemPath[] = dropPrefixPaths(shortest).map((p) => toPath(settled(p.steps)));
      for (const node of shortest) {
        for (const event of eventsFor(node.state)) {
          const next = system.logic.transition(node.state, event, undefined as never);
          candidates.push(toPath(settled([...node.steps, { event, state: next }])));
        }
      }
      const key = (systemId: string, id: string) => `${systemId}\u0000${id}`;
      const reachable = new Set(
        candidates.flatMap((c) => Object.entries(c.covers).flatMap(([p, ids]) => ids.map((id) => key(p, id)))),
      );
      const covered = new Set<string>();
      const chosen: SystemPath[] = [];
      while (covered.size < reachable.size) {
        let best: SystemPath | undefined;
        let bestGain = 0;
        for (const c of candidates) {
          const gain = Object.entries(c.covers).reduce(
            (n, [p, ids]) => n + ids.filter((id) => !covered.has(key(p, id))).length,
            0,
          );
          if (gain > bestGain || (gain === bestGain && gain > 0 && best && c.steps.length < best.steps.length)) {
            best = c;
            bestGain = gain;
          }
        }
        if (!best) break;
        chosen.push(best);
        for (const [p, ids] of Object.entries(best.covers)) ids.forEach((id) => covered.add(key(p, id)));
      }
      const paths = uniqueTitles(dropPrefixPaths(chosen));
      paths.forEach((p, i) => (p.number = i + 1));
      const coverage = Object.entries(system.parts).map(([systemId, part]) => ({
        systemId,
        covered: [...new Set(paths.flatMap((p) => p.covers[systemId] ?? []))],
        total: indexMachine(part.source).transitions.map((t) => t.id),
      }));
      return { paths, coverage, stats: { states: shortest.length, candidates: candidates.length } };
    };
    out[inputName] = {
      system,
      paths: () => (computed ??= compute()).paths,
      coverage: () => (computed ??= compute()).coverage,
      stats: () => (computed ??= compute()).stats,
    };
  }
  return out;
}
