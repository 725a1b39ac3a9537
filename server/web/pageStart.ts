import { isMaintenancePreferenceOn } from '../../machines/boot';
import { PREFERENCES_CHANNEL } from '../../machines/constants';
import type { PageStart } from '../../machines/schemas/pageData';
import type { Db } from '../db/client';
import { preferencesOf } from '../routes/preferences';
import { genericSalesPoints } from '../routes/salesPoints';
import type { CatalogueService } from '../services/catalogue';

/**
 * What a server-rendered page carries of the app's start calls (machines/schemas/pageData.ts
 * pageStartSchema): the same answers the routes give. Never the status: this server is not the
 * status service (VITE_STATUS_BASE_URL may point at the chain's), so the app asks it at every
 * start. Null while the maintenance preference is on: the app then asks for the
 * preferences too, and the maintenance gate (server/middleware/maintenance.ts) answers this
 * server's status check { estado: false } and other calls 503.
 */
export async function pageStart(db: Db, catalogue: CatalogueService): Promise<PageStart | null> {
  const [preferences, points] = await Promise.all([preferencesOf(db, PREFERENCES_CHANNEL), genericSalesPoints(catalogue)]);
  if (isMaintenancePreferenceOn(preferences)) return null;
  return { preferences, genericSalesPoints: points };
}
