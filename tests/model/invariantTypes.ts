import type { AnyMachineSnapshot } from 'xstate';
import type { Invariant, InvariantContext, Invariants } from './harness';

/** Types a machine's state invariants against its snapshot (tests/model/<id>/invariants.ts). */
export function defineInvariants<S extends AnyMachineSnapshot>(
  invariants: Record<string, (snapshot: S, context: InvariantContext) => void>,
): Invariants {
  return invariants as unknown as Record<string, Invariant>;
}
