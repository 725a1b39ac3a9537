import type { SnapshotFrom } from 'xstate';
import type { appUpdateMachine } from './machine';

export type AppUpdateEvent = { type: 'appUpdate.found' } | { type: 'appUpdate.accepted' } | { type: 'appUpdate.dismissed' };

export type AppUpdateSnapshot = SnapshotFrom<typeof appUpdateMachine>;
