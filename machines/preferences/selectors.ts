import { MAINTENANCE_PREFERENCE_KEY, MAINTENANCE_PREFERENCE_ON, POPUP_IMAGE_PREFERENCE_KEY } from '../constants';
import type { Preference } from '../schemas';
import type { PreferenceOutcome, PreferencesSnapshot } from './types';

const valueOf = (s: PreferencesSnapshot, llave: string) => s.context.preferences?.find((p) => p.llave === llave)?.valor ?? '';

export const selectPreferences = (s: PreferencesSnapshot): Preference[] | null => s.context.preferences;
export const selectPreferencesError = (s: PreferencesSnapshot): string | null => (s.matches('failed') ? s.context.error : null);
/** What the switch shows: what was saved on this page last, else the list's value. */
export const selectMaintenanceOn = (s: PreferencesSnapshot): boolean =>
  s.context.maintenanceSaved ?? valueOf(s, MAINTENANCE_PREFERENCE_KEY) === MAINTENANCE_PREFERENCE_ON;
export const selectPopupImage = (s: PreferencesSnapshot): string => valueOf(s, POPUP_IMAGE_PREFERENCE_KEY);
export const selectIsSavingMaintenance = (s: PreferencesSnapshot): boolean => s.matches({ ready: { maintenance: 'saving' } });
/** The confirmation dialog: while asking, and while the confirmed 'on' is being saved. */
export const selectIsConfirmingMaintenance = (s: PreferencesSnapshot): boolean =>
  s.matches({ ready: { maintenance: 'confirming' } }) || (selectIsSavingMaintenance(s) && s.context.maintenanceWanted);
export const selectMaintenanceOutcome = (s: PreferencesSnapshot): PreferenceOutcome | null => s.context.maintenanceOutcome;
export const selectIsSavingPopup = (s: PreferencesSnapshot): boolean => s.matches({ ready: { popup: 'saving' } });
export const selectPopupOutcome = (s: PreferencesSnapshot): PreferenceOutcome | null => s.context.popupOutcome;
