import { POPUP_IMAGE_PREFERENCE_KEY } from '../constants';
import type { Preference } from '../schemas/session';
import type { BootSnapshot, MaintenanceCause } from './types';
import { isCookieGatedPath, isReachableInMaintenance, routeGuardRedirect } from './machine';

export const selectIsCheckingStatus = (s: BootSnapshot): boolean => s.hasTag('loading');
export const selectIsInMaintenance = (s: BootSnapshot): boolean => s.matches({ status: 'maintenance' });
export const selectMaintenanceCause = (s: BootSnapshot): MaintenanceCause | null =>
  selectIsInMaintenance(s) ? s.context.maintenanceCause : null;
export const selectIsReady = (s: BootSnapshot): boolean => s.matches({ status: 'ready' });
export const selectApiStatus = (s: BootSnapshot): boolean | null => s.context.apiStatus;
export const selectHasAcceptedCookies = (s: BootSnapshot): boolean => s.matches({ consent: 'accepted' });
export const selectPreferences = (s: BootSnapshot): readonly Preference[] => s.context.preferences;
export const selectPreference = (s: BootSnapshot, key: string): string | null =>
  s.context.preferences.find((p) => p.llave === key)?.valor ?? null;
/** Registration popup image (imagen-popup-inicio); null → the view's default image. */
export const selectPopupImage = (s: BootSnapshot): string | null => {
  const value = selectPreference(s, POPUP_IMAGE_PREFERENCE_KEY);
  return value && value.trim() !== '' ? value : null;
};
/** Whether the given path would be shown now (the route guards' answer, for views that render before redirecting). */
export const selectIsPathReachable = (s: BootSnapshot, path: string): boolean => {
  // The rules of navigation.changed, in its order: maintenance, consent, then who is browsing.
  if (selectIsInMaintenance(s) && !isReachableInMaintenance(path)) return false;
  if (!selectHasAcceptedCookies(s)) return !isCookieGatedPath(path);
  return routeGuardRedirect(path, s.context.audience) === null;
};
