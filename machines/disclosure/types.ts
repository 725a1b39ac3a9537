import type { SnapshotFrom } from 'xstate';
import type { disclosureMachine } from './machine';

/**
 * A panel that opens at once and closes a moment after the pointer or focus
 * leaves (docs/product.md#pantallas-y-rutas: the search list closes 200 ms after blur; the cart preview
 * 500 ms after the mouse leaves, and at once on page scroll). Coming back
 * during the delay keeps it open.
 */
export interface DisclosureInput {
  closeDelayMs: number;
}

export type DisclosureEvent = { type: 'disclosure.opened' } | { type: 'disclosure.left' } | { type: 'disclosure.closed' };

export type DisclosureSnapshot = SnapshotFrom<typeof disclosureMachine>;
