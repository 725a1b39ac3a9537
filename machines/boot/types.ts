import type { SnapshotFrom } from 'xstate';
import type { Preference } from '../schemas/session';
import type { GuardAudience } from '../rules/routeGuards';
import type { bootMachine } from './machine';

/** Who is browsing, as the route guards of docs/product.md#roles need it. */
export interface RouteAudience extends GuardAudience {
  /** A remembered session is being resumed: it may turn out signed in, so no guard applies yet. */
  isResuming: boolean;
}

export interface BootInput {
  cookiesAccepted: boolean;
  path: string;
  /** The query of the page opened ('' or '?…', window.location.search): a deep link's token travels in it. */
  search?: string;
  /**
   * The page a consent redirect to / left in this tab (sessionStorage, src/storage/visit.ts): a reload
   * of / before 'Aceptar' still continues there. Read through sitePagePath (rules/routeGuards): storage is not trusted.
   */
  returnPage?: string | null;
}

/** Why the site is in maintenance; the two mechanisms of docs/product.md#estados-y-transiciones may be shown differently. */
export type MaintenanceCause = 'serviceDown' | 'statusCheckFailed' | 'statusCheckTimedOut' | 'maintenancePreference';

export interface BootContext {
  /** apiStatus: the status check's `estado`; null until it answers (or when it failed). */
  apiStatus: boolean | null;
  /** objetoPreferencias: preferences of channel 2. */
  preferences: Preference[];
  /** cookiesAceptadas as given at start; the `consent` region is the live value. */
  cookiesAccepted: boolean;
  /** Last path src reported. */
  path: string;
  maintenanceCause: MaintenanceCause | null;
  /** Who is browsing; null until src reports it (no route guard applies before). */
  audience: RouteAudience | null;
  /**
   * The page (path and query, site-internal) the consent warning sent home from: 'Aceptar' on /
   * continues there (a recovery link keeps its token). Null when none, or once consent is given.
   */
  returnPage: string | null;
}

export type BootEvent =
  /** `search`: the page's query ('' or '?…'), kept with the path when the consent warning sends home. */
  | { type: 'navigation.changed'; path: string; search?: string }
  /**
   * `path`: the page shown when the audience changed. A login or logout navigates as it changes the
   * audience, and src may report the two in either order: the guard must judge the page now shown.
   */
  | { type: 'navigation.audienceChanged'; audience: RouteAudience; path?: string }
  | { type: 'consent.accepted' }
  | { type: 'consent.revoked' }
  | { type: 'boot.retryRequested' }
  /** /preferencias saved the maintenance preference (on: 'S'). */
  | { type: 'boot.maintenanceSwitched'; on: boolean };

export interface StatusAnswer {
  estado: boolean;
}

export type BootSnapshot = SnapshotFrom<typeof bootMachine>;
