import { setup } from 'xstate';
import type { DisclosureEvent, DisclosureInput } from './types';

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
