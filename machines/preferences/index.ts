/** The preferences machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { preferencesMachine } from './machine';
export { type PreferenceOutcome, type PreferencesContext, type PreferencesEvent, type PreferencesSnapshot } from './types';
export {
  selectPreferences,
  selectPreferencesError,
  selectMaintenanceOn,
  selectPopupImage,
  selectIsSavingMaintenance,
  selectIsConfirmingMaintenance,
  selectMaintenanceOutcome,
  selectIsSavingPopup,
  selectPopupOutcome,
} from './selectors';
export { glossary } from './glossary';
