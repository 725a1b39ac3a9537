import { createMachine, fromCallback, type AnyEventObject, type AnyStateMachine } from 'xstate';

/**
 * Derivation: the test machine of a real machine.
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
 */
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

export interface StateNodeLike {
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
  if (Object.keys(nextOn).length > 0)
    config.on = Object.fromEntries(Object.entries(nextOn).map(([type, t]) => [type, offerable(t)]));
  const children = Object.entries(node.states ?? {});
  if (children.length > 0)
    config.states = Object.fromEntries(children.map(([key, child]) => [key, derivedConfig(child, boundary)]));
  return config;
}

const derivedCache = new WeakMap<AnyStateMachine, DerivedMachine>();

/** The test machine of a real machine (see the file comment). Memoized per machine. */
export function deriveTestMachine(source: AnyStateMachine): DerivedMachine {
  const cached = derivedCache.get(source);
  if (cached) return cached;
  const boundary: BoundaryEvent[] = [];
  const config = derivedConfig(rootNode(source), boundary);
  // No invoke is left, but an action may still spawn (the payment page's order stream): a spawned
  // effect is inert here (its news are sample events), a child machine stays what it is.
  const actors = Object.fromEntries(
    Object.entries(source.implementations.actors ?? {}).map(([src, logic]) => [
      src,
      typeof logic === 'object' && logic !== null && 'root' in logic ? logic : fromCallback(() => {}),
    ]),
  );
  const machine = createMachine(config as never, { ...source.implementations, actors } as never) as unknown as AnyStateMachine;
  const derived: DerivedMachine = { source, machine, boundary, boundaryByType: new Map(boundary.map((b) => [b.type, b])) };
  derivedCache.set(source, derived);
  return derived;
}

/** Milliseconds of a named (or literal) delay, evaluated on a context like xstate does. */
export function resolveDelayMs(machine: AnyStateMachine, delay: string, context: unknown, event?: AnyEventObject): number {
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof configured === 'number') return configured;
  if (typeof configured === 'function')
    return Number((configured as (a: unknown, p: unknown) => unknown)({ context, event }, undefined));
  return Number(delay);
}
