import {
  createActor,
  fromCallback,
  fromPromise,
  setup,
  spawnChild,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';

/** xstate's clock interface (createActor's `clock` option). */
interface Clock {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}
import {
  activeStateIds,
  comparableState,
  createTraceCollector,
  stableStringify,
  type MachineModel,
  type MachineSamples,
  type ModelPath,
  type StepTrace,
  type SystemModel,
  type SystemPath,
  type SystemSnapshot,
} from '../../tools/statecharts/testModel';
import { checkEffectRules, createWorld, provideWorld, type EffectSpec, type World } from './world';

/**
 * Replays a generated path against the REAL machine, in Node:
 * - every actor the machine invokes or spawns (`setup({ actors })`) is replaced
 *   by a controllable double at the boundary (no network): a promise that the
 *   path settles, `xstate.done.actor.*` resolving it with the sample output,
 *   `xstate.error.actor.*` rejecting it with the sample error;
 * - time is simulated (`ControlledClock`): `xstate.after.<delay>.<state>` fires
 *   that one scheduled delay, at the later of now and its due time;
 * - every other event is sent as it is.
 * After each step the real snapshot must have the model's state value and the
 * same context (fields the samples call `volatile` only as set or not), and the machine's state invariants
 * (tests/model/<id>/invariants.ts) must hold. Transitions and states are
 * recorded from xstate's inspection events (`@xstate.microstep`) for coverage.
 */

export interface InvariantContext {
  /** Named effects (navigate, notify, persist…) the machine ran in this step, in order. */
  effects: ReadonlyArray<{ type: string; params: unknown }>;
  /** 0: the start; n: after the n-th event. */
  step: number;
  event: AnyEventObject | null;
  /** The real snapshot before this step (null at the start). */
  previous: AnyMachineSnapshot | null;
}

export type Invariant = (snapshot: AnyMachineSnapshot, context: InvariantContext) => void;

/**
 * State invariants by state key: 'loggedIn', 'ready.idle', 'verification.verifying'
 * (dotted paths from the root, as `snapshot.matches` reads them), '#<state id>',
 * or '*' (every state).
 */
export type Invariants = Record<string, Invariant>;

/** Turns 'a.b.c' into { a: { b: 'c' } }. */
function stateValueOf(key: string): unknown {
  const parts = key.split('.');
  return parts.reduceRight<unknown>((inner, part) => (inner === undefined ? part : { [part]: inner }), undefined);
}

export function matchesKey(snapshot: AnyMachineSnapshot, key: string): boolean {
  if (key === '*') return true;
  if (key.startsWith('#')) return activeStateIds(snapshot).includes(key.slice(1));
  return snapshot.matches(stateValueOf(key) as never);
}

export function checkInvariants(
  invariants: Invariants | undefined,
  snapshot: AnyMachineSnapshot,
  context: InvariantContext,
): void {
  for (const [key, check] of Object.entries(invariants ?? {})) {
    if (!matchesKey(snapshot, key)) continue;
    try {
      check(snapshot, context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`invariant '${key}' broken in ${stableStringify(snapshot.value)}: ${message}`);
    }
  }
}

// ─── Simulated time ─────────────────────────────────────────────────────────

/**
 * A clock that fires one scheduled event at a time, by its event type: the model
 * chooses which delay elapses (tools/statecharts/paths.ts), so xstate's
 * SimulatedClock, which fires every timer due by a time, cannot replay it. It
 * learns which timer is which from the actor's public inspection events: a
 * delayed `raise`/`sendTo` is inspected (`@xstate.action`, params.delay) before
 * the system asks the clock for its timer, in the same order.
 */
export class ControlledClock implements Clock {
  #now = 0;
  #seq = 0;
  #timers = new Map<number, { due: number; fn: () => void; eventType: string | undefined }>();
  /** Event types of delayed actions inspected and not yet given a timer, in order. */
  #announced: string[] = [];

  /** Pass every inspection event of the actor system (createActor's `inspect`). */
  observe(event: InspectionEvent): void {
    if (event.type !== '@xstate.action') return;
    const params = (event as { action: { params?: unknown } }).action.params as
      { delay?: unknown; event?: { type?: unknown } } | undefined;
    if (typeof params?.delay === 'number' && typeof params.event?.type === 'string') this.#announced.push(params.event.type);
  }

  now(): number {
    return this.#now;
  }

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = ++this.#seq;
    const eventType = this.#announced.shift();
    this.#timers.set(id, { due: this.#now + timeout, fn: () => fn(), eventType });
    return id;
  }

  clearTimeout(id: unknown): void {
    this.#timers.delete(id as number);
  }

  /** Pending delayed event types, soonest first. */
  pending(): string[] {
    return [...this.#timers.values()].sort((a, b) => a.due - b.due).map((t) => t.eventType ?? '?');
  }

  /** Fires the timer of this event type alone; false when none is pending. */
  fire(eventType: string): boolean {
    for (const [id, timer] of this.#timers) {
      if (timer.eventType !== eventType) continue;
      this.#timers.delete(id);
      this.#now = Math.max(this.#now, timer.due);
      timer.fn();
      return true;
    }
    return false;
  }
}

// ─── Actor doubles ──────────────────────────────────────────────────────────

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  input: unknown;
}

/** One controllable double per actor src; each started instance waits to be settled. */
export function createActorDoubles(machine: AnyStateMachine, world?: World) {
  const running = new Map<AnyActorRef, Deferred>();
  const started: Array<{ src: string; input: unknown }> = [];
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors ?? {}).map(([src, logic]) => [
      src,
      // A child machine (the storefront's parts) stays running and hears events: its double records its
      // start (input) and every event sent to it, and never settles.
      isMachine(logic)
        ? fromCallback(({ input, receive }) => {
            started.push({ src, input });
            world?.api.push({ call: src, input });
            receive((event) => void world?.received.push({ to: src, event }));
          })
        : fromPromise<unknown, unknown>(
            ({ self, input }) =>
              new Promise((resolve, reject) => {
                started.push({ src, input });
                world?.api.push({ call: src, input });
                running.set(self, { resolve, reject, input });
              }),
          ),
    ]),
  );
  return {
    actors,
    /** Actors started so far (src and input), for invariants that check what was asked. */
    started,
    settle(child: AnyActorRef | undefined, outcome: { output: unknown } | { error: unknown }): boolean {
      const deferred = child ? running.get(child) : undefined;
      if (!deferred || !child) return false;
      running.delete(child);
      if ('output' in outcome) deferred.resolve(outcome.output);
      else deferred.reject(outcome.error);
      return true;
    },
  };
}

const isMachine = (logic: unknown): boolean =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic;

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

// ─── Replay ─────────────────────────────────────────────────────────────────

/** The invoke id of the machine under test when siblings run beside it. */
const SUBJECT_ID = 'subject';

export interface ReplayResult {
  /** Per step, the start first: transitions and states the REAL machine went through. */
  traces: StepTrace[];
}

export class PathMismatch extends Error {}

function describeStep(path: ModelPath, step: number): string {
  return step === 0 ? 'at the start' : `after step ${step} (${path.steps[step - 1]!.meta.label})`;
}

/** What the replay saw at one step (for `npm run test:paths -- <id> --run <n>`). */
export interface ObservedStep {
  step: number;
  label: string;
  snapshot: AnyMachineSnapshot;
  effects: ReadonlyArray<{ type: string; params: unknown }>;
  trace: StepTrace;
}

/** Replays one path on the real machine (see the file comment); throws at the first difference. */
export async function replayOnRealMachine(
  model: MachineModel,
  path: ModelPath,
  invariants?: Invariants,
  observe?: (step: ObservedStep) => void,
  effectSpec?: EffectSpec,
): Promise<ReplayResult> {
  const world = createWorld(effectSpec?.cookies?.(path.inputValue));
  for (const [key, value] of Object.entries(effectSpec?.storage?.(path.inputValue) ?? {})) world.storage.set(key, value);
  const doubles = createActorDoubles(model.source, world);
  const machine = provideWorld(model.source.provide({ actors: doubles.actors } as never) as AnyStateMachine, world);
  const clock = new ControlledClock();
  world.now = () => clock.now();
  const collector = createTraceCollector(model.index);
  let effects: Array<{ type: string; params: unknown }> = [];
  const siblings = Object.entries(effectSpec?.siblings ?? {});
  // With siblings, the machine runs as a child of a host that also runs them, in one actor system.
  const host =
    siblings.length === 0
      ? machine
      : (setup({
          actors: {
            [SUBJECT_ID]: machine,
            ...Object.fromEntries(
              siblings.map(([id, sibling]) => [
                id,
                provideWorld(
                  sibling.machine.provide({
                    actors: createActorDoubles(sibling.machine, world).actors,
                  } as never) as AnyStateMachine,
                  world,
                ),
              ]),
            ),
          } as never,
        }).createMachine({
          entry: siblings.map(([id, sibling]) => spawnChild(id as never, { id, systemId: id, input: sibling.input } as never)),
          invoke: { src: SUBJECT_ID, id: SUBJECT_ID, systemId: effectSpec?.systemId, input: path.inputValue } as never,
        }) as unknown as AnyStateMachine);
  let root: AnyActorRef | undefined;
  // The initial microsteps are inspected while createActor runs, before `root` is known.
  const isSubject = (ref: AnyActorRef) =>
    siblings.length === 0 ? root === undefined || ref === root : ref !== root && ref.id === SUBJECT_ID;
  const rootActor = createActor(host, {
    input: path.inputValue as never,
    clock,
    inspect: (event) => {
      clock.observe(event);
      if (!isSubject(event.actorRef as AnyActorRef)) return;
      collector.inspect(event as never);
      if (event.type === '@xstate.action') {
        const action = (event as unknown as { action: { type: string; params: unknown } }).action;
        // Named effects, and the events a machine emits to whoever listens (the location's location.cityApplied).
        if (!action.type.startsWith('xstate.') || action.type === 'xstate.emit')
          effects.push({ type: action.type, params: action.params });
      }
    },
  });
  root = rootActor;
  let failure: unknown;
  rootActor.subscribe({ error: (error) => void (failure = error) });
  let actor: AnyActorRef = rootActor;
  const worldBefore = () => ({
    cookies: new Map(world.cookies),
    api: world.api.length,
    navigation: world.navigation.length,
    notices: world.notices.length,
    received: world.received.length,
  });
  let before = worldBefore();

  const traces: StepTrace[] = [];
  let previous: AnyMachineSnapshot | null = null;
  const check = (expected: AnyMachineSnapshot, step: number, event: AnyEventObject | null) => {
    if (failure) throw new PathMismatch(`the machine failed ${describeStep(path, step)}: ${String(failure)}`);
    const real = actor.getSnapshot() as AnyMachineSnapshot;
    const want = comparableState(model.samples, expected);
    const got = comparableState(model.samples, real);
    if (want !== got) {
      throw new PathMismatch(
        `${describeStep(path, step)} the real machine differs from the model:\n  model: ${want}\n  real:  ${got}`,
      );
    }
    checkInvariants(invariants, real, { effects, step, event, previous });
    checkEffectRules(effectSpec, { world, input: path.inputValue, snapshot: real, previous, event, step, before });
    before = worldBefore();
    const trace = collector.cut(real);
    traces.push(trace);
    observe?.({ step, label: step === 0 ? path.input : path.steps[step - 1]!.meta.label, snapshot: real, effects, trace });
    effects = [];
    previous = real;
  };

  try {
    rootActor.start();
    if (siblings.length > 0) {
      actor = (rootActor.getSnapshot() as AnyMachineSnapshot).children[SUBJECT_ID] as AnyActorRef;
      for (const [id, sibling] of siblings) {
        world.parts[id] = rootActor.system.get(id) as AnyActorRef;
        for (const event of sibling.prepare ?? []) world.parts[id].send(event);
      }
    }
    await flush();
    before = worldBefore();
    check(path.start, 0, null);
    for (const [i, step] of path.steps.entries()) {
      const b = step.meta.boundary;
      const event = step.event as AnyEventObject & { output?: unknown; error?: unknown };
      world.events.push(event);
      if (!b) {
        actor.send(event);
      } else if (b.kind === 'after') {
        if (!clock.fire(b.type))
          throw new PathMismatch(
            `step ${i + 1}: the delay ${b.delay} is not pending (pending: ${clock.pending().join(', ') || 'none'})`,
          );
      } else {
        const child = (actor.getSnapshot() as AnyMachineSnapshot).children[b.invokeId!] as AnyActorRef | undefined;
        const settled = doubles.settle(child, b.kind === 'done' ? { output: event.output } : { error: event.error });
        if (!settled) throw new PathMismatch(`step ${i + 1}: the actor ${b.src} (${b.invokeId}) is not running`);
      }
      await flush();
      check(step.state, i + 1, step.event);
    }
  } finally {
    rootActor.stop();
  }
  return { traces };
}

// ─── Composite paths (the browser's checkout flow) in Node ─────────────────

/**
 * Replays a composite path (e2e/model/checkoutFlow.ts) on the REAL root machine
 * with every child's actors doubled: user events go to the child that owns
 * them (`system.get(id)`), answers settle that child's double, delays fire on
 * the simulated clock. After each step every composed part's real snapshot
 * must equal the model's (value and context). This is what makes the browser
 * model the real system's behaviour and not an imitation of it.
 */
export async function replaySystemPath(
  root: AnyStateMachine,
  rootInput: unknown,
  system: SystemModel,
  path: SystemPath,
  /** Per systemId, the machine's samples (their `volatile` context fields are compared as set or not). */
  samples: Record<string, MachineSamples> = {},
  /** The model's `loads`: sent to the root right after the start, each machine they carry with its actors doubled. */
  loads: readonly AnyEventObject[] = [],
): Promise<void> {
  const running = new Map<AnyActorRef, Deferred>();
  const doubleActors = (machine: AnyStateMachine) =>
    Object.fromEntries(
      Object.keys(machine.implementations.actors ?? {}).map((src) => [
        src,
        fromPromise<unknown, unknown>(
          ({ self, input }) => new Promise((resolve, reject) => void running.set(self, { resolve, reject, input })),
        ),
      ]),
    );
  const children = Object.fromEntries(
    Object.entries(root.implementations.actors ?? {}).map(([key, logic]) => {
      const machine = logic as AnyStateMachine;
      return [key, 'root' in machine ? machine.provide({ actors: doubleActors(machine) } as never) : logic];
    }),
  );
  const clock = new ControlledClock();
  const actor = createActor(root.provide({ actors: children } as never) as AnyStateMachine, {
    input: rootInput as never,
    clock,
    inspect: (e) => clock.observe(e),
  });
  const partRef = (systemId: string) => actor.system.get(systemId) as AnyActorRef;

  const check = (expected: SystemSnapshot, label: string) => {
    for (const systemId of Object.keys(system.parts)) {
      const want = comparableState(samples[systemId] ?? {}, expected.parts[systemId]!);
      const got = comparableState(samples[systemId] ?? {}, partRef(systemId).getSnapshot() as AnyMachineSnapshot);
      if (want !== got)
        throw new PathMismatch(`${label}: ${systemId} differs from the model:\n  model: ${want}\n  real:  ${got}`);
    }
  };

  const withDoubles = (event: AnyEventObject): AnyEventObject =>
    Object.fromEntries(
      Object.entries(event).map(([key, value]) => [
        key,
        isMachine(value)
          ? (value as AnyStateMachine).provide({ actors: doubleActors(value as AnyStateMachine) } as never)
          : value,
      ]),
    ) as AnyEventObject;

  try {
    actor.start();
    for (const load of loads) actor.send(withDoubles(load));
    await flush();
    check(path.start, 'at the start');
    for (const [i, step] of path.steps.entries()) {
      const owner = system.ownerOf(step.event);
      if (!owner) throw new PathMismatch(`step ${i + 1}: no part owns ${step.event.type}`);
      const b = step.meta.boundary;
      const event = step.event as AnyEventObject & { output?: unknown; error?: unknown };
      if (!b) {
        partRef(owner).send(event);
        for (const follow of step.meta.then ?? []) partRef(system.ownerOf(follow)!).send(follow);
      } else if (b.kind === 'after') {
        if (!clock.fire(b.type)) throw new PathMismatch(`step ${i + 1}: the delay ${b.delay} is not pending`);
      } else {
        const child = (partRef(owner).getSnapshot() as AnyMachineSnapshot).children[b.invokeId!] as AnyActorRef | undefined;
        const deferred = child ? running.get(child) : undefined;
        if (!deferred || !child) throw new PathMismatch(`step ${i + 1}: ${owner}'s ${b.src} is not running`);
        running.delete(child);
        if (b.kind === 'done') deferred.resolve(event.output);
        else deferred.reject(event.error);
      }
      await flush();
      check(step.state, `after step ${i + 1} (${step.meta.label})`);
    }
  } finally {
    actor.stop();
  }
}
