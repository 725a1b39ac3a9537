import type { RouteModule } from '../context';
import { sendJson } from '../http';

export const STATUS_PATH = '/principal/sap/status';

/** GET /principal/sap/status → { estado: true } */
export const statusRoutes: RouteModule = (app) => {
  app.get(STATUS_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    return sendJson(c, { estado: true });
  });
  return [STATUS_PATH];
};
