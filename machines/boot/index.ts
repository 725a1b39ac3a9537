/** The boot machine: machine.ts (the statechart), types.ts, selectors.ts. */
export {
  PREFERENCES_PATH_FRAGMENT,
  isHomePath,
  isMaintenancePath,
  isStaffLoginPath,
  isReachableInMaintenance,
  isPublicMenuPath,
  isCookieGatedPath,
  isMaintenancePreferenceOn,
  routeGuardRedirect,
  bootMachine,
} from './machine';
export {
  type RouteAudience,
  type BootInput,
  type MaintenanceCause,
  type BootContext,
  type BootEvent,
  type StatusAnswer,
  type BootSnapshot,
} from './types';
export {
  selectIsCheckingStatus,
  selectIsInMaintenance,
  selectMaintenanceCause,
  selectIsReady,
  selectApiStatus,
  selectHasAcceptedCookies,
  selectPreferences,
  selectPreference,
  selectPopupImage,
  selectIsPathReachable,
} from './selectors';
export { glossary } from './glossary';
