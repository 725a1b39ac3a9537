import { getStateNodes, type AnyActorRef, type AnyMachineSnapshot, type AnyStateNode } from 'xstate';
import type { MachineSamples } from './samples';

/**
 * What a snapshot is to the tests: a stable serialization (state keys for the
 * traversal, comparison in the replay) and the active state nodes, read with
 * xstate's public `getStateNodes(machine.root, value)`.
 */

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

/** The state nodes active in a snapshot, the root included, in document order (as xstate orders them). */
export function activeStateNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  const unique = new Map<string, AnyStateNode>();
  for (const node of getStateNodes(snapshot.machine.root, snapshot.value)) unique.set(node.id, node);
  return [...unique.values()].sort((a, b) => a.order - b.order);
}

/** Active leaf states, 'edits.idle · verification.scheduled'. */
export function leafStates(snapshot: AnyMachineSnapshot): string {
  return activeStateNodes(snapshot)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'))
    .join(' · ');
}

/** Ids of the state nodes active in a snapshot (the root included). */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return activeStateNodes(snapshot).map((n) => n.id);
}
