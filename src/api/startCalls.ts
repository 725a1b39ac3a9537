import { PREFERENCES_CHANNEL, STATUS_CHECK_TIMEOUT_MS } from '../../machines/constants';
import { salesPointListSchema } from '../../machines/schemas/salesPoint';
import { preferenceListSchema, statusSchema } from '../../machines/schemas/session';
import { apiConfig } from './config';
import { request, type RequestOptions } from './http';

/**
 * The calls the storefront makes as it starts, before anyone taps anything (the status check, the
 * preferences, the generic sales points of a first visit). They and their schemas are all of the
 * API client the first route downloads; every other call (src/api/endpoints.ts, with every other
 * schema) is imported when an effect first makes it (src/app/effects.ts).
 */
export const startCalls = {
  status: (o: RequestOptions = {}) =>
    request(statusSchema, '/principal/sap/status', { ...o, baseURL: apiConfig.statusBaseURL, timeout: STATUS_CHECK_TIMEOUT_MS }),

  preferences: (o: RequestOptions = {}) =>
    request(preferenceListSchema, `/api/prefenciasEcommerce/obtenervalores/${PREFERENCES_CHANNEL}`, o),

  genericSalesPoints: (o: RequestOptions = {}) =>
    request(salesPointListSchema, '/api/puntos_ventas/traerPuntosGenericos', o),
};
