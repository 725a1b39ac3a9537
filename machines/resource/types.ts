import type { SnapshotFrom } from 'xstate';
import type { resourceMachine } from './machine';

export interface ResourceInput {
  /** Which call src makes (src/app/resources.ts `loaders`). */
  source: string;
  params?: unknown;
}

export interface ResourceContext {
  source: string;
  params: unknown;
  /** The last answer, kept while reloading and after a failed reload. */
  data: unknown;
  /** The Spanish message of the last failure; null after a success. */
  error: string | null;
}

export type ResourceEvent = { type: 'resource.retryRequested' } | { type: 'resource.reloadRequested' };

export type ResourceSnapshot = SnapshotFrom<typeof resourceMachine>;
