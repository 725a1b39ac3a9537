/**
 * Maintenance mode (docs/product.md#estados-y-transiciones, docs/product.md#constantes): the preference `mantenimiento` = 'S' of channel 2.
 * While it is on:
 *   - GET /principal/sap/status answers { estado: false } (the SPA then shows /mantenimiento);
 *   - every other /api call answers 503 'Nos encontramos en mantenimiento', except the
 *     preference calls and the login, so that an administrator can log in and switch it
 *     back, and except any call carrying an administrator's bearer token.
 * The preference is read at most once per `cacheMs` (default 2 s) per app; writers of the
 * preference call invalidateMaintenance(db) (or app.maintenance.invalidate()) so that the
 * next request reads it again.
 */
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { FLAG_YES, MAINTENANCE_PREFERENCE_KEY, MAINTENANCE_PREFERENCE_ON, PREFERENCES_CHANNEL } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { liveAccount } from '../auth/liveSession';
import { verifyToken } from '../auth/token';
import type { Logger } from '../context';
import type { Db } from '../db/client';
import { preferences } from '../db/schema';
import { sendError, sendJson } from '../http';
import type { RequestCheck } from './gate';

export const MAINTENANCE_CACHE_MS = 2_000;

export interface MaintenanceOptions {
  /** How long a read of the preference is reused, in ms (default 2000; 0 reads it on every request). */
  cacheMs?: number;
}

/** Every switch reading a database, so that a write through any app invalidates them all. */
const switchesByDb = new WeakMap<object, Set<WeakRef<MaintenanceSwitch>>>();

/** Drops every cached read of the maintenance preference of `db`: call it after writing preferences. */
export function invalidateMaintenance(db: Db): void {
  const set = switchesByDb.get(db);
  if (!set) return;
  for (const ref of set) {
    const sw = ref.deref();
    if (sw) sw.invalidate();
    else set.delete(ref);
  }
}

export class MaintenanceSwitch {
  #value = false;
  #readAt: number | null = null;
  #reading: Promise<boolean> | null = null;
  #generation = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly logger: Logger,
    private readonly cacheMs = MAINTENANCE_CACHE_MS,
  ) {
    let set = switchesByDb.get(db);
    if (!set) switchesByDb.set(db, (set = new Set()));
    set.add(new WeakRef(this));
  }

  /** The cached answer when still fresh, else null. */
  peek(): boolean | null {
    if (this.#readAt === null) return null;
    const age = this.clock().getTime() - this.#readAt;
    return age >= 0 && age < this.cacheMs ? this.#value : null;
  }

  /** Is the storefront in maintenance? Reads the preference when the cache is stale (one read at a time). */
  isOn(): boolean | Promise<boolean> {
    const cached = this.peek();
    if (cached !== null) return cached;
    if (!this.#reading) {
      const generation = this.#generation;
      const reading = this.#read().then(
        (value) => {
          if (generation === this.#generation) this.#store(value);
          return value;
        },
        (error: unknown) => {
          // Unreadable: keep the last known state (open by default) for one period, so
          // a broken database is not hammered by this check; the routes report the failure.
          this.logger.error('[api] no se pudo leer la preferencia de mantenimiento', error);
          if (generation === this.#generation) this.#store(this.#value);
          return this.#value;
        },
      );
      this.#reading = reading;
      void reading.finally(() => {
        if (this.#reading === reading) this.#reading = null;
      });
    }
    return this.#reading;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#readAt = null;
    this.#reading = null;
  }

  #store(value: boolean): void {
    this.#value = value;
    this.#readAt = this.clock().getTime();
  }

  async #read(): Promise<boolean> {
    const [row] = await this.db
      .select({ valor: preferences.valor })
      .from(preferences)
      .where(and(eq(preferences.canal, PREFERENCES_CHANNEL), eq(preferences.llave, MAINTENANCE_PREFERENCE_KEY)))
      .limit(1);
    return row?.valor.trim().toUpperCase() === MAINTENANCE_PREFERENCE_ON;
  }
}

export interface MaintenanceGateOptions {
  /** GET path of the status check, answered { estado: false } in maintenance. */
  statusPath: string;
  /** Paths that stay open (exact match, or prefix when they end with '/'). */
  openPaths: readonly string[];
  jwtKey: Uint8Array;
  clock: () => Date;
  /** Where the administrator's token is checked against the account (token version, admin flag). */
  db: Db;
}

/**
 * A valid administrator's token, as requireUser would see it (only asked during maintenance):
 * the admin claim, and the account still an administrator with the token still standing
 * (liveAccount), so a token ended by logout or a password change does not open the closed API.
 */
async function isAdministrator(c: Context, db: Db, key: Uint8Array, now: Date): Promise<boolean> {
  const match = /^Bearer\s+([A-Za-z0-9_\-.]+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match) return false;
  const claims = await verifyToken(match[1]!, key, now);
  if (claims?.admin !== true) return false;
  return (await liveAccount(db, claims, now))?.eAdministrador === FLAG_YES;
}

/** The maintenance check for the API gate (/api and /principal requests). */
export function maintenanceCheck(sw: MaintenanceSwitch, options: MaintenanceGateOptions): RequestCheck {
  const isOpen = (path: string) => options.openPaths.some((open) => (open.endsWith('/') ? path.startsWith(open) : path === open));
  return async (c) => {
    const on = sw.isOn();
    if (!(on === true || (on !== false && (await on)))) return undefined;
    const path = c.req.path;
    if (path === options.statusPath) {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return undefined;
      c.header('Cache-Control', 'no-store');
      return sendJson(c, { estado: false });
    }
    if (isOpen(path) || (await isAdministrator(c, options.db, options.jwtKey, options.clock()))) return undefined;
    c.header('Cache-Control', 'no-store');
    return sendError(c, 503, messages.http.serverError);
  };
}
