import { salesPointListSchema } from '../../machines/schemas/salesPoint';
import { preferenceListSchema } from '../../machines/schemas/session';
import { GENERIC_SALES_POINTS_PATH, PREFERENCES_PATH } from './publicCalls';
import { request, type RequestOptions } from './http';

/**
 * The calls the storefront makes as it starts, before anyone taps anything, when the page did not
 * bring their answers (the preferences, the generic sales points of a first visit). They and their
 * schemas are all of the API client a start may download; every other call (src/api/endpoints.ts,
 * with every other schema) is imported when an effect first makes it (src/app/effects.ts). The
 * status check is apart, a plain fetch made at every start (src/api/statusCheck.ts).
 */
export const startCalls = {
  preferences: (o: RequestOptions = {}) => request(preferenceListSchema, PREFERENCES_PATH, o),

  genericSalesPoints: (o: RequestOptions = {}) => request(salesPointListSchema, GENERIC_SALES_POINTS_PATH, o),
};
