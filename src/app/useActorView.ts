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
/** Per selector, when two values count as the same (default Object.is): for selectors that build a fresh object. */
export type ViewEquality<S> = {
  readonly [K in keyof S]?: S[K] extends (...args: never[]) => infer R ? (a: R, b: R) => boolean : never;
};

type Selected<S> = { readonly [K in keyof S]: S[K] extends (...args: never[]) => infer R ? R : never };
type Senders<E> = { readonly [K in keyof E]: E[K] extends (...args: infer P) => unknown ? (...args: P) => void : never };
export type ActorView<S, E> = Selected<S> & Senders<E>;
/** An actor that may not exist yet (loaded on demand): every value undefined until it does, events dropped. */
export type OptionalActorView<S, E> = Partial<Selected<S>> & Senders<E>;

/** No events: a read-only view. */
export const NO_EVENTS = Object.freeze({});

export function useActorView<A extends AnyActorRef, S extends ViewSelectors<A>, E extends ViewEvents<A>>(
  actor: A,
  selectors: S,
  events: E,
  equal?: ViewEquality<S>,
): ActorView<S, E>;
export function useActorView<A extends AnyActorRef, S extends ViewSelectors<A>, E extends ViewEvents<A>>(
  actor: A | undefined,
  selectors: S,
  events: E,
  equal?: ViewEquality<S>,
): OptionalActorView<S, E>;
export function useActorView<A extends AnyActorRef, S extends ViewSelectors<A>, E extends ViewEvents<A>>(
  actor: A | undefined,
  selectors: S,
  events: E,
  equal?: ViewEquality<S>,
): OptionalActorView<S, E> {
  // One subscription; the view re-renders only when one of the selected values changes. A view that
  // only sends (no selectors) does not subscribe: the cart's subscribers run on every 'Agregar'.
  const reads = Object.keys(selectors).length > 0;
  const selected = useSelector(
    reads ? actor : undefined,
    (snapshot) =>
      Object.fromEntries(
        Object.entries(selectors).map(([name, select]) => [
          name,
          snapshot === undefined ? undefined : select(snapshot as SnapshotFrom<A>),
        ]),
      ) as Record<string, unknown>,
    (a, b) =>
      Object.keys(a).every((key) => {
        const same = (equal as Record<string, ((x: unknown, y: unknown) => boolean) | undefined> | undefined)?.[key];
        return same && a[key] !== undefined && b[key] !== undefined ? same(a[key], b[key]) : Object.is(a[key], b[key]);
      }),
  );
  const senders = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(events).map(([name, make]) => [
          name,
          (...args: never[]) => actor?.send((make as (...a: never[]) => unknown)(...args)),
        ]),
      ),
    [actor, events],
  );
  return useMemo(() => ({ ...selected, ...senders }) as OptionalActorView<S, E>, [selected, senders]);
}
