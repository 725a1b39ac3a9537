import { useActorRef } from '@xstate/react';
import { disclosureMachine, selectIsShown } from '../../machines/disclosure';
import { useActorView } from './useActorView';

const disclosureView = { shown: selectIsShown };
const disclosureEvents = {
  open: () => ({ type: 'disclosure.opened' }) as const,
  /** The pointer or focus went away: it closes after the delay unless it comes back. */
  leave: () => ({ type: 'disclosure.left' }) as const,
  close: () => ({ type: 'disclosure.closed' }) as const,
};

/** Something shown on hover or focus and hidden a moment after leaving (machines/disclosure): suggestions, the cart preview. */
export function useDisclosure(closeDelayMs: number) {
  const actor = useActorRef(disclosureMachine, { input: { closeDelayMs } });
  return useActorView(actor, disclosureView, disclosureEvents);
}
