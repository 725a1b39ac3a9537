import {
  createActor,
  createMachine,
  initialTransition,
  transition,
  type ActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate';
import { createTestModel, TestModel, type StatePath } from 'xstate/graph';
import { listStates, listTransitions, type TransitionInfo } from './count';

/**
 * Model-based tests, the headless part: the test model of a machine is DERIVED
 * from the machine itself, never written by hand.
 *
 * xstate/graph's createTestModel refuses a machine with `invoke` or `after`
 * (even after `.provide()`). `deriveTestMachine(machine)` rebuilds the machine's
 * config with every state's
 *   - invoke `onDone` / `onError`  → `on['xstate.done.actor.<invoke id>']` / `on['xstate.error.actor.<invoke id>']`,
 *   - `after: { DELAY: … }`        → `on['xstate.after.DELAY.<state id>']`,
 * i.e. the very event types xstate itself uses for them, handled by the same
 * transition configs (same guards, same actions, same targets, same order), and
 * creates it with the real machine's implementations (`machine.implementations`:
 * the real guards run on a real context). Everything else is the real config.
 * So a state node keeps the same id and the same transitions in the same order:
 * a path of the derived machine is a path of the real machine, where "the actor
 * answered" and "the delay elapsed" have become explicit events. The tests then
 * replay each path against the REAL machine (tests/model/harness.ts), where
 * those events are produced by controllable actor doubles and a simulated clock.
 *
 * Paths (`buildMachineModel(...).paths()`), per named input:
 *   1. shortest paths (xstate/graph) to every state of the traversal, where a
 *      state is the state value plus `samples.abstract(snapshot)` (default: the
 *      whole context), deduplicated (a path that is a prefix of another is dropped);
 *   2. transition completion: for every edge of the traversal whose transition is
 *      not yet on a path, the shortest path to its source followed by that edge;
 *   3. simple paths (xstate/graph) when the traversal has at most
 *      `simplePaths.maxStates` states, capped at `simplePaths.maxPaths`.
 * Event payloads come from named sample sets (tests/model/samples/<id>.ts).
 *
 * Delays: in a state where several delays are pending (parallel regions) only
 * the shortest may elapse first; the longer one could only elapse first if it
 * had been started earlier by more than the difference, which the model does
 * not track (so such a step might not be realizable in real time).
 *
 * Coverage uses tools/statecharts/count.ts (the same ids as the diagrams).
 */

// ─── Derivation ─────────────────────────────────────────────────────────────

export type BoundaryKind = 'done' | 'error' | 'after';

/** An event the environment produces, made explicit in the test model. */
export interface BoundaryEvent {
  /** xstate's own event type: 'xstate.done.actor.<invoke id>', 'xstate.error.actor.<invoke id>', 'xstate.after.<delay>.<state id>'. */
  type: string;
  kind: BoundaryKind;
  /** The state that invokes the actor or waits for the delay. */
  stateId: string;
  /** done / error: the invoked actor's src and invoke id. */
  src?: string;
  invokeId?: string;
  /** after: the delay name (or ms as text). */
  delay?: string;
}

export interface DerivedMachine {
  /** The real machine. */
  source: AnyStateMachine;
  /** Same ids, transitions and implementations; no invoke, no after. */
  machine: AnyStateMachine;
  boundary: BoundaryEvent[];
  boundaryByType: ReadonlyMap<string, BoundaryEvent>;
}

interface InvokeDefLike {
  id: string;
  src: unknown;
  onDone?: unknown;
  onError?: unknown;
  onSnapshot?: unknown;
}

interface StateNodeLike {
  id: string;
  config: Record<string, unknown> & { on?: Record<string, unknown>; after?: Record<string, unknown> };
  states: Record<string, StateNodeLike>;
  invoke: InvokeDefLike[];
  transitions: Map<string, unknown[]>;
  always?: unknown[];
}

const rootNode = (machine: AnyStateMachine) => machine.root as unknown as StateNodeLike;

const srcNameOf = (def: InvokeDefLike): string => (typeof def.src === 'string' ? def.src : def.id);

/**
 * A targetless transition without actions (`onError: {}`: "ignore it") is a real
 * transition, but xstate/graph never offers its event (it only offers events of
 * transitions that do something). In the derived machine it gets one action
 * that does nothing, so the traversal takes it; its id stays the same.
 */
function ignoredByTheMachine(): void {}

function offerable(transitions: unknown): unknown {
  const mark = (t: unknown): unknown => {
    if (t === null || typeof t !== 'object' || Array.isArray(t)) return t;
    const config = t as { target?: unknown; actions?: unknown; reenter?: boolean };
    const noActions = config.actions === undefined || (Array.isArray(config.actions) && config.actions.length === 0);
    return config.target === undefined && noActions && !config.reenter ? { ...config, actions: [ignoredByTheMachine] } : t;
  };
  return Array.isArray(transitions) ? transitions.map(mark) : mark(transitions);
}

function derivedConfig(node: StateNodeLike, boundary: BoundaryEvent[]): Record<string, unknown> {
  const { invoke: _invoke, after, on, states: _states, ...rest } = node.config;
  const nextOn: Record<string, unknown> = { ...(on ?? {}) };
  for (const def of node.invoke) {
    const src = srcNameOf(def);
    if (def.onDone !== undefined) {
      const type = `xstate.done.actor.${def.id}`;
      nextOn[type] = def.onDone;
      boundary.push({ type, kind: 'done', stateId: node.id, src, invokeId: def.id });
    }
    if (def.onError !== undefined) {
      const type = `xstate.error.actor.${def.id}`;
      nextOn[type] = def.onError;
      boundary.push({ type, kind: 'error', stateId: node.id, src, invokeId: def.id });
    }
    if (def.onSnapshot !== undefined) nextOn[`xstate.snapshot.${def.id}`] = def.onSnapshot;
  }
  for (const [delay, transitions] of Object.entries(after ?? {})) {
    // xstate's own name for it (createAfterEvent): numbers are written as numbers.
    const key = Number.isNaN(+delay) ? delay : String(+delay);
    const type = `xstate.after.${key}.${node.id}`;
    nextOn[type] = transitions;
    boundary.push({ type, kind: 'after', stateId: node.id, delay: key });
  }
  const config: Record<string, unknown> = { ...rest };
  if (Object.keys(nextOn).length > 0) config.on = Object.fromEntries(Object.entries(nextOn).map(([type, t]) => [type, offerable(t)]));
  const children = Object.entries(node.states ?? {});
  if (children.length > 0) config.states = Object.fromEntries(children.map(([key, child]) => [key, derivedConfig(child, boundary)]));
  return config;
}

const derivedCache = new WeakMap<AnyStateMachine, DerivedMachine>();

/** The test machine of a real machine (see the file comment). Memoized per machine. */
export function deriveTestMachine(source: AnyStateMachine): DerivedMachine {
  const cached = derivedCache.get(source);
  if (cached) return cached;
  const boundary: BoundaryEvent[] = [];
  const config = derivedConfig(rootNode(source), boundary);
  const machine = createMachine(config as never, source.implementations as never) as unknown as AnyStateMachine;
  const derived: DerivedMachine = { source, machine, boundary, boundaryByType: new Map(boundary.map((b) => [b.type, b])) };
  derivedCache.set(source, derived);
  return derived;
}

/** Milliseconds of a named (or literal) delay, evaluated on a context like xstate does. */
export function resolveDelayMs(machine: AnyStateMachine, delay: string, context: unknown, event?: AnyEventObject): number {
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof configured === 'number') return configured;
  if (typeof configured === 'function') return Number((configured as (a: unknown, p: unknown) => unknown)({ context, event }, undefined));
  return Number(delay);
}

// ─── Transition ids (tools/statecharts/count.ts) ───────────────────────────────

export interface MachineIndex {
  states: ReturnType<typeof listStates>;
  transitions: TransitionInfo[];
  /** count.ts id of a runtime transition definition (of the real or the derived machine). */
  transitionId(transition: unknown): string | undefined;
}

interface TransitionLike {
  source: StateNodeLike;
  eventType: string;
}

const indexCache = new WeakMap<AnyStateMachine, MachineIndex>();

/** States and transitions as count.ts lists them, and the lookup from xstate's transition objects to their ids. */
export function indexMachine(machine: AnyStateMachine): MachineIndex {
  const cached = indexCache.get(machine);
  if (cached) return cached;
  const transitions = listTransitions(machine);
  const byKey = new Map<string, string>();
  const counters = new Map<string, number>();
  for (const t of transitions) {
    const base = `${t.source}\u0000${t.event}`;
    const index = Number(t.id.slice(t.id.lastIndexOf('|') + 1));
    byKey.set(`${base}\u0000${index}`, t.id);
    counters.set(base, (counters.get(base) ?? 0) + 1);
  }
  const index: MachineIndex = {
    states: listStates(machine),
    transitions,
    transitionId(transition) {
      const t = transition as TransitionLike;
      const list = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
      const position = list.indexOf(transition);
      return byKey.get(`${t.source.id}\u0000${t.eventType}\u0000${position}`);
    },
  };
  indexCache.set(machine, index);
  return index;
}

// ─── Samples ────────────────────────────────────────────────────────────────

type PayloadOf<E, T> = Omit<Extract<E, { type: T }>, 'type'>;

/**
 * Named sample sets of one machine (tests/model/samples/<id>.ts). Everything is
 * optional: a machine without samples is started with `undefined` input, gets
 * its events without payload, its actors' outputs `undefined` and one error.
 */
export interface MachineSamples<M extends AnyStateMachine = AnyStateMachine> {
  /** Named inputs; each is its own traversal. The name starts every path title. */
  inputs?: Record<string, InputFrom<M>>;
  /** Named payloads per event type. */
  events?: { [T in EventFromLogic<M>['type']]?: Record<string, PayloadOf<EventFromLogic<M>, T>> };
  /** Named outputs per invoked actor src: each becomes one 'xstate.done.actor.*' event. */
  outputs?: Record<string, Record<string, unknown>>;
  /** Named errors per invoked actor src (default `{ falla: Error('falla simulada') }`). */
  errors?: Record<string, Record<string, unknown>>;
  /** Readable names for path titles, by event type, actor src or delay name. */
  labels?: Record<string, string>;
  /** Event types, actor srcs or delay names left out of the traversal, each with the reason. */
  exclude?: Record<string, string>;
  /**
   * Per input name, the only event types (`'type'`) or samples (`'type sample'`)
   * its traversal sends (answers and delays always): an input that exists for one
   * concern (a time of day for the slot form) does not multiply every other
   * concern's paths.
   */
  focus?: Record<string, readonly string[]>;
  /**
   * Whether the traversal sends this event in this state (default: always). Bounds
   * a context that could grow without end (quantities) so the states stay exact.
   */
  when?: (snapshot: SnapshotFrom<M>, event: EventFromLogic<M>) => boolean;
  /**
   * Context fields that differ from run to run (a random key): the replay compares
   * them only as set or not. Everything else of the context must be equal.
   */
  volatile?: string[];
  /** What tells two states apart beyond the state value (default: the whole context). */
  abstract?: (snapshot: SnapshotFrom<M>) => unknown;
  /** How a path title names the state it ends in (default: the active leaf states). */
  describe?: (snapshot: SnapshotFrom<M>) => string;
  /** count.ts ids (states or transitions) that no path can reach, each with the reason. */
  unreachable?: Record<string, string>;
  /** Simple paths when the traversal has at most maxStates states, at most maxPaths of them. */
  simplePaths?: { maxStates: number; maxPaths: number } | false;
  /** Traversal bound (states visited); exceeding it is an error asking for a coarser `abstract`. */
  limit?: number;
}

/** Types a machine's samples against the machine (events, inputs), then erases the type for the registry loop. */
export function defineSamples<M extends AnyStateMachine>(_machine: M, samples: MachineSamples<M>): MachineSamples {
  return samples as unknown as MachineSamples;
}

export const DEFAULT_SIMPLE_PATHS = { maxStates: 12, maxPaths: 60 } as const;
export const DEFAULT_TRAVERSAL_LIMIT = 50_000;
export const DEFAULT_ERROR_SAMPLES: Record<string, unknown> = { falla: new Error('falla simulada') };

/** What a sample event is, for titles and for the executors. */
export interface SampleMeta {
  type: string;
  /** Sample name ('' for an event without samples). */
  sample: string;
  /** 'CONTINUAR_AL_PAGO como invitado', 'sendOrder ✓ aceptado', '⏱ CART_EDIT_DEBOUNCE'. */
  label: string;
  boundary?: BoundaryEvent;
  /** Composite models: events the same user action sends right after this one (a view sending two events). */
  then?: AnyEventObject[];
}

const sampleMeta = new WeakMap<object, SampleMeta>();

export function metaOf(event: AnyEventObject): SampleMeta {
  return sampleMeta.get(event) ?? { type: event.type, sample: '', label: defaultEventLabel(event.type) };
}

/** 'cart.checkoutRequested' → 'CHECKOUT_REQUESTED'. */
export function defaultEventLabel(type: string): string {
  const name = type.includes('.') ? type.slice(type.lastIndexOf('.') + 1) : type;
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

function registerSample(event: AnyEventObject, meta: SampleMeta): AnyEventObject {
  sampleMeta.set(event, meta);
  return event;
}

/** An event object for a composite model's dynamic payloads, with its title label. */
export function sampleEvent<E extends AnyEventObject>(event: E, sample: string, label: string, then?: AnyEventObject[]): E {
  registerSample(event, { type: event.type, sample, label: sample ? `${label} ${sample}` : label, ...(then ? { then } : {}) });
  return event;
}

function boundaryLabel(b: BoundaryEvent, labels: Record<string, string>, sample: string): string {
  if (b.kind === 'after') return `⏱ ${labels[b.delay!] ?? b.delay}`;
  const actor = labels[b.src!] ?? b.src!;
  return b.kind === 'done' ? `${actor} ✓ ${sample}`.trim() : `${actor} ✗ ${sample}`.trim();
}

/** Every sample event of a machine: its own events with their payloads, and the boundary events of its derived model. */
export function sampleEventsOf(derived: DerivedMachine, samples: MachineSamples): AnyEventObject[] {
  const labels = samples.labels ?? {};
  const exclude = samples.exclude ?? {};
  const out: AnyEventObject[] = [];
  for (const [type, sets] of Object.entries(samples.events ?? {}) as [string, Record<string, object>][]) {
    if (type in exclude) continue;
    const label = labels[type] ?? defaultEventLabel(type);
    for (const [name, payload] of Object.entries(sets)) {
      out.push(registerSample({ ...payload, type }, { type, sample: name, label: name ? `${label} ${name}` : label }));
    }
  }
  for (const b of derived.boundary) {
    if (b.type in exclude || (b.src && b.src in exclude) || (b.delay && b.delay in exclude)) continue;
    if (b.kind === 'after') {
      out.push(registerSample({ type: b.type }, { type: b.type, sample: b.delay!, label: boundaryLabel(b, labels, ''), boundary: b }));
      continue;
    }
    const sets =
      b.kind === 'done'
        ? (samples.outputs?.[b.src!] ?? { ok: undefined })
        : (samples.errors?.[b.src!] ?? DEFAULT_ERROR_SAMPLES);
    for (const [name, value] of Object.entries(sets)) {
      const event = b.kind === 'done' ? { type: b.type, output: value, actorId: b.invokeId } : { type: b.type, error: value, actorId: b.invokeId };
      out.push(registerSample(event, { type: b.type, sample: name, label: boundaryLabel(b, labels, name), boundary: b }));
    }
  }
  return out;
}

// ─── Serialization ──────────────────────────────────────────────────────────

/** JSON with sorted keys; functions dropped, errors as their message, undefined as null. */
export function stableStringify(value: unknown): string {
  const seen = new WeakSet<object>();
  const norm = (v: unknown): unknown => {
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') return null;
    if (v instanceof Error) return { error: v.message };
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return '[cycle]';
    seen.add(v);
    let out: unknown;
    if (Array.isArray(v)) out = v.map(norm);
    else if (v instanceof Map) out = [...v.entries()].map(([k, x]) => [norm(k), norm(x)]);
    else if (v instanceof Set) out = [...v].map(norm);
    else if ('sessionId' in (v as object) && 'send' in (v as object)) out = `[actor ${(v as AnyActorRef).id}]`;
    else {
      const entries = Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => typeof x !== 'function' && x !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      out = Object.fromEntries(entries.map(([k, x]) => [k, norm(x)]));
    }
    seen.delete(v);
    return out;
  };
  return JSON.stringify(norm(value));
}

/** What tells two states apart in the traversal: the state value and the abstracted context. */
export function abstractState(samples: MachineSamples, snapshot: AnyMachineSnapshot): string {
  const context = samples.abstract ? (samples.abstract as (s: AnyMachineSnapshot) => unknown)(snapshot) : snapshot.context;
  return stableStringify({ status: snapshot.status, value: snapshot.value, context });
}

/** What the replay compares: the state value and the whole context (volatile fields as set or not). */
export function comparableState(samples: MachineSamples, snapshot: AnyMachineSnapshot): string {
  const context = { ...(snapshot.context as Record<string, unknown>) };
  for (const key of samples.volatile ?? []) context[key] = context[key] === null || context[key] === undefined ? null : 'set';
  return stableStringify({ status: snapshot.status, value: snapshot.value, context });
}

export function serializeSampleEvent(event: AnyEventObject): string {
  const meta = sampleMeta.get(event);
  return meta ? `${meta.type}|${meta.sample}` : stableStringify(event);
}

/** Active leaf states, 'edits.idle · verification.scheduled'. */
export function leafStates(snapshot: AnyMachineSnapshot): string {
  const nodes = (snapshot as unknown as { _nodes: Array<{ type: string; path: string[] }> })._nodes;
  return nodes
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'))
    .join(' · ');
}

/** Ids of the state nodes active in a snapshot (the root included). */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot as unknown as { _nodes: Array<{ id: string }> })._nodes.map((n) => n.id);
}

// ─── Tracing (coverage) ─────────────────────────────────────────────────────

export interface StepTrace {
  /** count.ts ids of the transitions taken (microsteps, always chains and raised events included). */
  transitions: string[];
  /** State ids active at some microstep of the step. */
  states: string[];
}

/** A collector for `createActor(..., { inspect })` of one actor: transitions and states, step by step. */
export function createTraceCollector(index: MachineIndex) {
  let current: StepTrace = { transitions: [], states: [] };
  let actorRef: AnyActorRef | undefined;
  return {
    bind(ref: AnyActorRef) {
      actorRef = ref;
    },
    inspect(event: { type: string; actorRef: AnyActorRef; snapshot?: unknown; _transitions?: unknown[] }) {
      if (event.type !== '@xstate.microstep' || (actorRef && event.actorRef !== actorRef)) return;
      for (const t of event._transitions ?? []) {
        const id = index.transitionId(t);
        if (id) current.transitions.push(id);
        const source = (t as TransitionLike).source;
        if (source) current.states.push(source.id);
      }
      if (event.snapshot) current.states.push(...activeStateIds(event.snapshot as AnyMachineSnapshot));
    },
    /** Ends the current step (adding the states of its final snapshot) and starts the next one. */
    cut(snapshot: AnyMachineSnapshot): StepTrace {
      current.states.push(...activeStateIds(snapshot));
      const done = { transitions: [...new Set(current.transitions)], states: [...new Set(current.states)] };
      current = { transitions: [], states: [] };
      return done;
    },
  };
}

/**
 * Replays events on the DERIVED machine (no invoke, no after: a plain actor)
 * and returns, per step (the start first), the transitions and states it went
 * through. Used to choose paths; the real machine is replayed by the tests.
 */
export function traceOnModel(derived: DerivedMachine, input: unknown, events: readonly AnyEventObject[]): StepTrace[] {
  const index = indexMachine(derived.source);
  const collector = createTraceCollector(index);
  const actor = createActor(derived.machine, { input, inspect: (e) => collector.inspect(e as never) });
  collector.bind(actor);
  actor.start();
  const traces = [collector.cut(actor.getSnapshot())];
  for (const event of events) {
    actor.send(event);
    traces.push(collector.cut(actor.getSnapshot()));
  }
  actor.stop();
  return traces;
}

// ─── Paths ──────────────────────────────────────────────────────────────────

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
  return path.steps.filter((s, i) => !(i === 0 && s.event.type === 'xstate.init')).map((s) => ({ event: s.event, state: s.state }));
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

function uniqueTitles<P extends { title: string }>(paths: P[]): P[] {
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

export function titleOf(samples: MachineSamples, input: string, steps: ReadonlyArray<{ meta: SampleMeta }>, end: AnyMachineSnapshot): string {
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
    const sample = sampleMeta.get(event)?.sample;
    return sample !== undefined && focus.includes(`${event.type} ${sample}`);
  };
  const isWanted = (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean =>
    !samples.when || (samples.when as (s: AnyMachineSnapshot, e: AnyEventObject) => boolean)(snapshot, event);
  const metaFor = (event: AnyEventObject): SampleMeta =>
    sampleMeta.get(event) ?? { type: event.type, sample: '', label: labels[event.type] ?? defaultEventLabel(event.type) };
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

      const toPath = (origin: PathOrigin, raw: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>, start: AnyMachineSnapshot): ModelPath => {
        // xstate/graph's steps hold each state's first-found representative; replay the events for the
        // path's own states, and check the abstraction kept everything the guards read.
        let current = start;
        const steps = raw.map((s, i) => {
          current = transition(derived.machine, current as never, s.event as never)[0] as unknown as AnyMachineSnapshot;
          if (abstractState(samples, current) !== abstractState(samples, s.state)) {
            throw new Error(
              `${id}: step ${i + 1} (${metaFor(s.event).label}) of input '${inputName}' reaches a state its abstraction merges with a different one; ` +
                `tests/model/samples/${id}.ts 'abstract' drops something a guard reads.\n  path: ${abstractState(samples, current)}\n  graph: ${abstractState(samples, s.state)}`,
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
          trace: traceOnModel(derived, inputValue, steps.map((s) => s.event)),
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
            ? `${id}: the traversal of input '${inputName}' exceeded ${samples.limit ?? DEFAULT_TRAVERSAL_LIMIT} states; give tests/model/samples/${id}.ts an 'abstract' that keeps only what the guards read`
            : `${id}: the traversal of input '${inputName}' failed (events or actor outputs may need payloads: tests/model/samples/${id}.ts): ${message}`,
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
      const edgeKey = (node: (typeof shortest)[number], event: AnyEventObject) => `${abstractState(samples, node.state)}\u0000${serializeSampleEvent(event)}`;
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

// ─── Coverage ───────────────────────────────────────────────────────────────

export interface CoverageRow {
  id: string;
  statesCovered: number;
  statesTotal: number;
  transitionsCovered: number;
  transitionsTotal: number;
  /** Ids not covered, with the reason from the samples' `unreachable` (or null: no reason given). */
  missing: Array<{ id: string; kind: 'state' | 'transition'; reason: string | null }>;
  paths: number;
}

export function coverageOf(id: string, machine: AnyStateMachine, traces: readonly StepTrace[], paths: number, unreachable: Record<string, string> = {}): CoverageRow {
  const index = indexMachine(machine);
  const states = new Set(traces.flatMap((t) => t.states));
  const transitions = new Set(traces.flatMap((t) => t.transitions));
  const missing = [
    ...index.states.filter((s) => !states.has(s.id)).map((s) => ({ id: s.id, kind: 'state' as const, reason: unreachable[s.id] ?? null })),
    ...index.transitions
      .filter((t) => !transitions.has(t.id))
      .map((t) => ({ id: t.id, kind: 'transition' as const, reason: unreachable[t.id] ?? null })),
  ];
  return {
    id,
    statesCovered: index.states.filter((s) => states.has(s.id)).length,
    statesTotal: index.states.length,
    transitionsCovered: index.transitions.filter((t) => transitions.has(t.id)).length,
    transitionsTotal: index.transitions.length,
    missing,
    paths,
  };
}

const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);

export function formatCoverageTable(rows: readonly CoverageRow[]): string {
  const lines = [
    '| machine | paths | states | transitions |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.id} | ${r.paths} | ${r.statesCovered}/${r.statesTotal} (${percent(r.statesCovered, r.statesTotal)} %) | ${r.transitionsCovered}/${r.transitionsTotal} (${percent(r.transitionsCovered, r.transitionsTotal)} %) |`,
    ),
  ];
  return lines.join('\n');
}

// ─── Composite models: several machines as the actor system runs them ──────

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
 */
export function partsSpawnedBy(
  root: AnyStateMachine,
  input: unknown,
  include?: readonly string[],
): { parts: SystemPart[]; introductions: Array<{ to: string; event: AnyEventObject }> } {
  const [snapshot, actions] = initialTransition(root, input as never);
  const parts: SystemPart[] = [];
  const children = snapshot.children as Record<string, AnyActorRef & { logic?: unknown; options?: { input?: unknown; systemId?: string } }>;
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
export function composeSystem(parts: readonly SystemPart[], introductions: ReadonlyArray<{ to: string; event: AnyEventObject }> = []): SystemModel {
  const derived: Record<string, DerivedMachine> = Object.fromEntries(parts.map((p) => [p.systemId, deriveTestMachine(p.machine)]));
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

  const scopeFor = (systemId: string, executed: Array<{ type: string; params: unknown }>) => {
    const self = stubFor(systemId);
    const system = {
      get: (id: string) => stubFor(id),
      _sendInspectionEvent: () => {},
      _relay: () => {},
      scheduler: { schedule: () => {}, cancel: () => {}, cancelAll: () => {} },
      _clock: { setTimeout: () => 0, clearTimeout: () => {} },
      _logger: () => {},
      getSnapshot: () => ({ _scheduledEvents: {} }),
    };
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
      next[to] = part.machine.transition(next[to] as never, event as never, scopeFor(to, executed) as never) as AnyMachineSnapshot;
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
          } else if (!action.type.startsWith('xstate.')) effects.push({ systemId: part.systemId, type: action.type, params: action.params });
        }
      }
      const settled = deliver(initial, [...sent, ...introductions.map((i) => ({ to: i.to, event: i.event }))]);
      return snapshotOf(settled.parts, [...effects, ...settled.effects], settled.delivered, null, null);
    },
    transition: (snapshot, event) => {
      const meta = sampleMeta.get(event);
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
export function traceSystemPath(system: SystemModel, start: SystemSnapshot, steps: ReadonlyArray<{ state: SystemSnapshot }>): Record<string, string[]> {
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
    const { parts, introductions } = partsSpawnedBy(samples.root, rootInput, samples.include);
    const system = composeSystem(parts, introductions);
    const labels = samples.labels ?? {};
    const exclude = samples.exclude ?? {};
    const isExcluded = (b: BoundaryEvent) => b.type in exclude || (b.src !== undefined && b.src in exclude) || (b.delay !== undefined && b.delay in exclude);
    const boundaryEvents = new Map<string, AnyEventObject[]>();
    for (const part of Object.values(system.parts)) {
      for (const b of part.boundary) {
        if (isExcluded(b)) continue;
        const list: AnyEventObject[] = [];
        if (b.kind === 'after') list.push(registerSample({ type: b.type }, { type: b.type, sample: b.delay!, label: boundaryLabel(b, labels, ''), boundary: b }));
        else {
          const sets = b.kind === 'done' ? (samples.outputs?.[b.src!] ?? { ok: undefined }) : (samples.errors?.[b.src!] ?? DEFAULT_ERROR_SAMPLES);
          for (const [name, value] of Object.entries(sets)) {
            const event = b.kind === 'done' ? { type: b.type, output: value, actorId: b.invokeId } : { type: b.type, error: value, actorId: b.invokeId };
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
        return chosen.flatMap((b) => boundaryEvents.get(b.type) ?? []).filter((e) => system.accepts(snapshot, e) && when(snapshot, e));
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

    let computed: { paths: SystemPath[]; coverage: ReturnType<SystemTestModel['coverage']>; stats: ReturnType<SystemTestModel['stats']> } | undefined;
    const compute = () => {
      const metaFor = (e: AnyEventObject): SampleMeta => sampleMeta.get(e) ?? { type: e.type, sample: '', label: labels[e.type] ?? defaultEventLabel(e.type) };
      const shortest = model
        .getShortestPaths({ allowDuplicatePaths: true })
        .map((p) => ({ steps: (p.steps as Array<{ event: AnyEventObject; state: SystemSnapshot }>).filter((s, i) => !(i === 0 && s.event.type === 'xstate.init')), state: p.state }));
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
            throw new Error(`${inputName}: step ${i + 1} (${metaFor(event).label}) reaches a state the abstraction merges with a different one.`);
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
      const reachable = new Set(candidates.flatMap((c) => Object.entries(c.covers).flatMap(([p, ids]) => ids.map((id) => key(p, id)))));
      const covered = new Set<string>();
      const chosen: SystemPath[] = [];
      while (covered.size < reachable.size) {
        let best: SystemPath | undefined;
        let bestGain = 0;
        for (const c of candidates) {
          const gain = Object.entries(c.covers).reduce((n, [p, ids]) => n + ids.filter((id) => !covered.has(key(p, id))).length, 0);
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
