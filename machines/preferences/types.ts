import type { SnapshotFrom } from 'xstate';
import type { Preference } from '../schemas';
import type { preferencesMachine } from './machine';

export type PreferenceOutcome = { ok: true } | { ok: false; error: string };

export interface PreferencesContext {
  preferences: Preference[] | null;
  error: string | null;
  /** The maintenance value saved last on this page (shown while the list reloads); null: the list's. */
  maintenanceSaved: boolean | null;
  /** The maintenance value being sent. */
  maintenanceWanted: boolean;
  maintenanceOutcome: PreferenceOutcome | null;
  /** The popup image being sent. */
  popupWanted: string;
  popupOutcome: PreferenceOutcome | null;
}

export type PreferencesEvent =
  | { type: 'preferences.retryRequested' }
  | { type: 'maintenance.toggled'; on: boolean }
  | { type: 'maintenance.confirmed' }
  | { type: 'maintenance.dismissed' }
  | { type: 'popup.saved'; value: string }
  | { type: 'popup.edited' }
  | { type: 'preferences.saved' };

export type PreferencesSnapshot = SnapshotFrom<typeof preferencesMachine>;
