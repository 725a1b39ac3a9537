import { createActor, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { listStates, listTransitions, type TransitionInfo } from './count';
import type { DerivedMachine, StateNodeLike } from './derive';
import { activeStateIds } from './snapshots';

/**
 * Coverage: the transitions and states a run takes, with the ids of
 * tools/statecharts/count.ts (the same ids as the diagrams), read from xstate's
 * inspection events; and the coverage row of a machine.
 */

export interface MachineIndex {
  states: ReturnType<typeof listStates>;
  transitions: TransitionInfo[];
  /** count.ts id of a runtime transition definition (of the real or the derived machine). */
  transitionId(transition: unknown): string | undefined;
}

export interface TransitionLike {
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

export function coverageOf(
  id: string,
  machine: AnyStateMachine,
  traces: readonly StepTrace[],
  paths: number,
  unreachable: Record<string, string> = {},
): CoverageRow {
  const index = indexMachine(machine);
  const states = new Set(traces.flatMap((t) => t.states));
  const transitions = new Set(traces.flatMap((t) => t.transitions));
  const missing = [
    ...index.states
      .filter((s) => !states.has(s.id))
      .map((s) => ({ id: s.id, kind: 'state' as const, reason: unreachable[s.id] ?? null })),
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
