import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';

/**
 * The one way a view reads a machine and talks to it: named selectors (what it shows) and named
 * event makers (what the customer can do), both declared once beside the adapter, at module level
 * so they stay the same objects between renders.
 */
export type ViewSelectors<A extends AnyActorRef> = Record<string, (snapshot: SnapshotFrom<A>) => unknown>;
export type ViewEvents<A extends AnyActorRef> = Record<string, (...args: never[]) => EventFrom<A>>;

export type ActorView<S, E> = { readonly [K in keyof S]: S[K] extends (...args: never[]) => infer R ? R : never } & {
  readonly [K in keyof E]: E[K] extends (...args: infer P) => unknown ? (...args: P) => void : never;
};

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).every((key) => Object.is(a[key], b[key]));

export function useActorView<A extends AnyActorRef, S extends ViewSelectors<A>, E extends ViewEvents<A>>(
  actor: A,
  selectors: S,
  events: E,
): ActorView<S, E> {
  // One subscription; the view re-renders only when one of the selected values changes.
  const selected = useSelector<A, Record<string, unknown>>(
    actor,
    (snapshot) =>
      Object.fromEntries(Object.entries(selectors).map(([name, select]) => [name, select(snapshot as SnapshotFrom<A>)])),
    sameValues,
  );
  const senders = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(events).map(([name, make]) => [
          name,
          (...args: never[]) => actor.send((make as (...a: never[]) => unknown)(...args)),
        ]),
      ),
    [actor, events],
  );
  return useMemo(() => ({ ...selected, ...senders }) as ActorView<S, E>, [selected, senders]);
}
