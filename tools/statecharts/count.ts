import type { AnyStateMachine } from 'xstate';

/**
 * The states and transitions of a machine, read from its definition (pure, no
 * running actor). Shared by the diagram exporter (docs/statecharts/) and the
 * model-based tests' coverage, so both count the same things.
 *
 * What is listed:
 * - `listStates(machine)`: every state node, depth first in definition order,
 *   the root included (path ''). A parallel region is a state (type 'compound').
 * - `listTransitions(machine)`: every transition the definition declares, in
 *   definition order: events (`on`, including '*'), eventless `always`, delayed
 *   `after`, and the `onDone` / `onError` of invoked actors (and of compound
 *   states: kind 'done', no actor). A guarded chain is one transition per
 *   candidate (`always: [{ guard, target }, { target }]` is two). Targetless
 *   transitions (actions only, or an ignored `onError: {}`) are listed with
 *   `target: []`.
 * - `listActors(machine)`: invoked actors (per state) and children spawned by
 *   `spawnChild` in entry actions.
 * - `countMachine(machine)`: `{ states, transitions }`, the two lengths above.
 *
 * Ids are stable as long as the definition does not change:
 * - a state's id is xstate's StateNode id ('<machine>.<path>', or a custom `id:`),
 * - a transition's id is `<source id>|<kind>:<key>|<index>`, where key is the
 *   event type (kind 'event'), the delay name or ms ('after'), the actor src
 *   ('done' / 'error' of an invoke; its invoke id when one state invokes the
 *   same src twice; '' for a state's own onDone), '' ('always'),
 *   and index is the candidate's position in its guarded chain, from 0:
 *   'cart.edits.debouncing|after:CART_EDIT_DEBOUNCE|0',
 *   'checkout.validating|always:|16', 'cart|event:cart.itemRemoved|2',
 *   'cart.verification.verifying|done:verifyCart|0'.
 */

export type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface StateInfo {
  /** xstate's state node id, e.g. 'cart.edits.debouncing'; the root's is the machine id. */
  id: string;
  /** Keys from the root joined by '.', e.g. 'edits.debouncing' (what `snapshot.matches` reads); '' for the root. */
  path: string;
  /** Own key (the root's is the machine id). */
  key: string;
  type: StateType;
  /** Parent state id; null for the root. */
  parent: string | null;
  /** Initial child's state id (compound states); null otherwise. */
  initial: string | null;
  /** Child state ids in definition order (regions of a parallel state, children of a compound one). */
  children: string[];
  tags: string[];
  /** src of each actor invoked while in this state. */
  invokes: string[];
  /** Depth from the root (root 0). */
  depth: number;
  /** The state's `description` (Spanish, for product owners), when it has one. */
  description?: string;
}

export interface TransitionInfo {
  /** Stable id, see the file comment. */
  id: string;
  /** Source state id. */
  source: string;
  kind: TransitionKind;
  /**
   * The event type xstate handles: 'cart.itemAdded', '*',
   * 'xstate.after.<delay>.<source id>', 'xstate.done.actor.<invoke id>',
   * 'xstate.error.actor.<invoke id>', 'xstate.done.state.<state id>'; '' for always.
   */
  event: string;
  /** Short readable trigger: 'cart.itemAdded', 'always', 'after CART_EDIT_DEBOUNCE', 'done: verifyCart', 'error: verifyCart'. */
  trigger: string;
  /** Target state ids; [] for a targetless transition (it only runs actions, or ignores the event). */
  target: string[];
  /** Readable guard: 'hasLine', 'breaksRule(rule: kondaPresent)', 'in status.maintenance and isClosedInMaintenance'. */
  guard?: string;
  /** Delay name ('CART_EDIT_DEBOUNCE') or literal ms ('1000'), kind 'after'. */
  delay?: string;
  /** The delay in ms when it is a number or a named number (`setup({ delays })`); absent when computed from context. */
  delayMs?: number;
  /** src of the invoked actor, kinds 'done' and 'error' of an invoke. */
  actor?: string;
  /** `reenter: true`: a self-transition that exits and re-enters (restarts timers and invokes). */
  reenter: boolean;
  /** The transition's `description` (Spanish, for product owners), when it has one. */
  description?: string;
}

export interface ActorInfo {
  /** State id that invokes it (while active) or whose entry spawns it. */
  state: string;
  kind: 'invoke' | 'spawn';
  /** The actor's src name (a key of `setup({ actors })`), or its id when inline. */
  src: string;
  /** The actor id (invoke id, or spawnChild id). */
  id: string;
  systemId?: string;
}

export interface MachineCounts {
  states: number;
  transitions: number;
}

// ─── Internal view of xstate's StateNode (only what is read here) ───────────

interface NodeLike {
  id: string;
  key: string;
  type: StateType;
  path: string[];
  states: Record<string, NodeLike>;
  parent?: NodeLike;
  initial?: { target: NodeLike[] };
  tags: string[];
  entry: unknown[];
  invoke: { id: string; src: unknown; systemId?: string }[];
  transitions: Map<string, RawTransition[]>;
  always?: RawTransition[];
  description?: string;
}

interface RawTransition {
  eventType: string;
  guard?: unknown;
  target?: NodeLike[];
  reenter?: boolean;
  delay?: string | number;
  description?: string;
}

const rootOf = (machine: AnyStateMachine): NodeLike => machine.root as unknown as NodeLike;

function walk(node: NodeLike, visit: (node: NodeLike) => void): void {
  visit(node);
  for (const child of Object.values(node.states ?? {})) walk(child, visit);
}

function nodesOf(machine: AnyStateMachine): NodeLike[] {
  const nodes: NodeLike[] = [];
  walk(rootOf(machine), (n) => nodes.push(n));
  return nodes;
}

const srcName = (src: unknown, id: string): string => (typeof src === 'string' ? src : id);

// ─── Guards ──────────────────────────────────────────────────────────────────

const isPlainValue = (v: unknown): boolean => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function formatParams(params: unknown): string {
  if (params === undefined || typeof params === 'function' || params === null || typeof params !== 'object') return '';
  const entries = Object.entries(params as Record<string, unknown>).filter(([, v]) => isPlainValue(v));
  return entries.length === 0 ? '' : `(${entries.map(([k, v]) => `${k}: ${String(v)}`).join(', ')})`;
}

function stateValueText(value: unknown): string {
  if (typeof value === 'string') return value.replace(/^#/, '');
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}.${stateValueText(v)}`)
      .join(', ');
  }
  return String(value);
}

/**
 * A guard as a product owner reads it: its name, static params in parentheses,
 * `and` / `or` / `not` and `stateIn` spelled out. Dynamic params (functions) are left out.
 */
export function describeGuard(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    if ('stateValue' in g) return `in ${stateValueText(g.stateValue)}`;
    if (Array.isArray(g.guards)) {
      const parts = g.guards.map((x) => describeGuard(x) ?? '?');
      if (g.name === 'not') return `not ${parts[0]}`;
      const joiner = g.name === 'or' ? ' or ' : ' and ';
      return parts.join(joiner);
    }
    return g.name && g.name !== 'guard' ? g.name : 'inline guard';
  }
  if (typeof guard === 'object') {
    const g = guard as { type?: unknown; params?: unknown };
    if (typeof g.type === 'string') return `${g.type}${formatParams(g.params)}`;
  }
  return 'guard';
}

// ─── Public API ──────────────────────────────────────────────────────────────

/** Every state node, root first, depth first in definition order. */
export function listStates(machine: AnyStateMachine): StateInfo[] {
  return nodesOf(machine).map((n) => ({
    id: n.id,
    path: n.path.join('.'),
    key: n.key,
    type: n.type,
    parent: n.parent ? n.parent.id : null,
    initial: n.type === 'compound' && n.initial?.target?.[0] ? n.initial.target[0].id : null,
    children: Object.values(n.states ?? {}).map((c) => c.id),
    tags: [...(n.tags ?? [])],
    invokes: (n.invoke ?? []).map((i) => srcName(i.src, i.id)),
    depth: n.path.length,
    ...(n.description ? { description: n.description } : {}),
  }));
}

function delayMsOf(machine: AnyStateMachine, delay: string | number | undefined): number | undefined {
  if (typeof delay === 'number') return delay;
  if (typeof delay !== 'string') return undefined;
  if (/^\d+$/.test(delay)) return Number(delay);
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof named === 'number' ? named : undefined;
}

/** Every transition, state by state (listStates order), each state's in definition order, then its `always`. */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  for (const node of nodesOf(machine)) {
    const invokeById = new Map((node.invoke ?? []).map((i) => [i.id, srcName(i.src, i.id)]));
    const push = (raw: RawTransition, kind: TransitionKind, key: string, index: number, extra: Partial<TransitionInfo>) => {
      const guard = describeGuard(raw.guard);
      out.push({
        id: `${node.id}|${kind}:${key}|${index}`,
        source: node.id,
        kind,
        event: raw.eventType ?? '',
        trigger: extra.trigger ?? key,
        target: (raw.target ?? []).map((t) => t.id),
        ...(guard !== undefined ? { guard } : {}),
        ...extra,
        reenter: raw.reenter === true,
        ...(raw.description ? { description: raw.description } : {}),
      });
    };
    for (const [eventType, candidates] of node.transitions ?? new Map<string, RawTransition[]>()) {
      candidates.forEach((raw, index) => {
        if (raw.delay !== undefined || eventType.startsWith('xstate.after.')) {
          const delay = String(raw.delay ?? eventType.slice('xstate.after.'.length).split('.')[0]);
          const ms = delayMsOf(machine, raw.delay ?? delay);
          push(raw, 'after', delay, index, {
            trigger: `after ${delay}`,
            delay,
            ...(ms !== undefined ? { delayMs: ms } : {}),
          });
        } else if (eventType.startsWith('xstate.done.actor.') || eventType.startsWith('xstate.error.actor.')) {
          const isDone = eventType.startsWith('xstate.done.actor.');
          const invokeId = eventType.slice((isDone ? 'xstate.done.actor.' : 'xstate.error.actor.').length);
          const actor = invokeById.get(invokeId) ?? invokeId;
          const kind: TransitionKind = isDone ? 'done' : 'error';
          // Two invokes of the same src in one state: the invoke id keeps the transition ids apart.
          const key = (node.invoke ?? []).filter((i) => srcName(i.src, i.id) === actor).length > 1 ? invokeId : actor;
          push(raw, kind, key, index, { trigger: `${kind}: ${actor}`, actor });
        } else if (eventType.startsWith('xstate.done.state.')) {
          push(raw, 'done', '', index, { trigger: 'done' });
        } else {
          push(raw, 'event', eventType, index, { trigger: eventType });
        }
      });
    }
    (node.always ?? []).forEach((raw, index) => push({ ...raw, eventType: '' }, 'always', '', index, { trigger: 'always' }));
  }
  return out;
}

/** Invoked actors (per state) and children spawned with `spawnChild` in entry actions. */
export function listActors(machine: AnyStateMachine): ActorInfo[] {
  const out: ActorInfo[] = [];
  for (const node of nodesOf(machine)) {
    for (const action of node.entry ?? []) {
      const a = action as { type?: unknown; id?: unknown; src?: unknown; systemId?: unknown };
      if (typeof action === 'function' && a.type === 'xstate.spawnChild') {
        const id = typeof a.id === 'string' ? a.id : '';
        out.push({
          state: node.id,
          kind: 'spawn',
          src: srcName(a.src, id),
          id,
          ...(typeof a.systemId === 'string' ? { systemId: a.systemId } : {}),
        });
      }
    }
    for (const inv of node.invoke ?? []) {
      out.push({
        state: node.id,
        kind: 'invoke',
        src: srcName(inv.src, inv.id),
        id: inv.id,
        ...(typeof inv.systemId === 'string' ? { systemId: inv.systemId } : {}),
      });
    }
  }
  return out;
}

/** The numbers the statechart index (docs/statecharts/README.md) shows. */
export function countMachine(machine: AnyStateMachine): MachineCounts {
  return { states: listStates(machine).length, transitions: listTransitions(machine).length };
}
