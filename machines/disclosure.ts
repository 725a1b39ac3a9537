import { setup, type SnapshotFrom } from 'xstate';

/**
 * A panel that opens at once and closes a moment after the pointer or focus
 * leaves (spec §2: the search list closes 200 ms after blur; the cart preview
 * 500 ms after the mouse leaves, and at once on page scroll). Coming back
 * during the delay keeps it open.
 */
export interface DisclosureInput {
  closeDelayMs: number;
}

export type DisclosureEvent =
  | { type: 'disclosure.opened' }
  | { type: 'disclosure.left' }
  | { type: 'disclosure.closed' };

export const disclosureMachine = setup({
  types: {
    input: {} as DisclosureInput,
    context: {} as DisclosureInput,
    events: {} as DisclosureEvent,
  },
  delays: {
    CLOSE_DELAY: ({ context }) => context.closeDelayMs,
  },
}).createMachine({
  id: 'disclosure',
  context: ({ input }) => ({ closeDelayMs: input.closeDelayMs }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'disclosure.opened': 'open' },
    },
    open: {
      on: { 'disclosure.left': 'closing', 'disclosure.closed': 'closed' },
    },
    closing: {
      after: { CLOSE_DELAY: 'closed' },
      on: { 'disclosure.opened': 'open', 'disclosure.closed': 'closed' },
    },
  },
});

export type DisclosureSnapshot = SnapshotFrom<typeof disclosureMachine>;
/** Still shown while closing: the delay is what lets a click on a suggestion land. */
export const selectIsShown = (s: DisclosureSnapshot): boolean => !s.matches('closed');
