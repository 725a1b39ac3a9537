import type { AnyStateMachine } from 'xstate';

/**
 * The words a machine's glossary (machines/<id>/glossary.ts) must translate, read from its
 * definition: every event type it handles anywhere (`on` of any state, events sent to it by
 * other machines included) and every guard it can check, named in `setup({ guards })` or
 * inside `and` / `or` / `not` in the config. Delays and invoked actors' done/error are not
 * events a person sends, so they are left out; a `stateIn` guard reads the state's own name.
 */
export interface GlossaryTerms {
  events: string[];
  guards: string[];
}

interface NodeLike {
  states?: Record<string, NodeLike>;
  transitions: Map<string, { guard?: unknown }[]>;
  always?: { guard?: unknown }[];
}

/** Names of the guards a guard config checks: 'hasLine'; `and(['a', not('b')])` → a, b; stateIn → none. */
export function guardNames(guard: unknown): string[] {
  if (guard === undefined || guard === null) return [];
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'function') {
    const g = guard as { guards?: unknown[]; stateValue?: unknown };
    if ('stateValue' in g) return [];
    return Array.isArray(g.guards) ? g.guards.flatMap(guardNames) : [];
  }
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string')
    return [(guard as { type: string }).type];
  return [];
}

/** xstate's own event types: delays, invoked actors' outcomes, final states. */
const isInternalEvent = (type: string) => type.startsWith('xstate.');

export function glossaryTerms(machine: AnyStateMachine): GlossaryTerms {
  const events = new Set<string>();
  const guards = new Set<string>(Object.keys(machine.implementations.guards ?? {}));
  const visit = (node: NodeLike) => {
    for (const [type, transitions] of node.transitions) {
      if (!isInternalEvent(type)) events.add(type);
      for (const t of transitions) guardNames(t.guard).forEach((g) => guards.add(g));
    }
    for (const t of node.always ?? []) guardNames(t.guard).forEach((g) => guards.add(g));
    for (const child of Object.values(node.states ?? {})) visit(child);
  };
  visit(machine.root as unknown as NodeLike);
  return { events: [...events].sort(), guards: [...guards].sort() };
}
