/**
 * Seeds an empty database: catalogue (server/seed/catalogue.ts), sales points and
 * price lists (server/seed/places.ts), demo users (server/seed/users.ts), preferences
 * (server/seed/preferences.ts), demo coupons (server/seed/coupons.ts) and the demo
 * customer's history (server/seed/demoHistory.ts).
 * Each group is written only when its tables are empty, in one transaction.
 */
import { count } from 'drizzle-orm';
import type { Category, Product } from '../../machines/schemas';
import { hashPassword } from '../auth/password';
import { seedCoupons, type SeedCoupon } from '../seed/coupons';
import { seedPreferences } from '../seed/preferences';
import { kondaMultipliers, priceForKonda, seedSalesPoints, seedUnavailable, type SeedSalesPoint } from '../seed/places';
import { seedUsers, type SeedUser } from '../seed/users';
import type { DemoHistory } from '../seed/demoHistory';
import { writeDemoHistory } from '../seed/demoHistoryWriter';
import { enlargeCatalogue } from '../seed/largeCatalogue';
import type { Db } from './client';
import { SANDBOX_DEMO_LINKS } from '../sandbox/identityProvider';
import {
  addresses,
  categories,
  categoryProducts,
  coupons,
  favourites,
  orders,
  priceLists,
  products,
  salesPointProducts,
  salesPoints,
  socialIdentities,
  users,
  preferences,
} from './schema';

export interface SeedData {
  categories: readonly Category[];
  products: readonly Product[];
  salesPoints: readonly SeedSalesPoint[];
  /** Product codes not sold at a sales point. */
  unavailable: Readonly<Record<string, readonly string[]>>;
  users: readonly SeedUser[];
  /** Kondas that get a price list. */
  kondas: readonly string[];
  priceForKonda: typeof priceForKonda;
  preferences: typeof seedPreferences;
  coupons: readonly SeedCoupon[];
  /** Provider accounts (sandbox identity provider) linked to seeded users, by the user's email. */
  socialLinks: readonly { proveedor: string; issuer: string; subject: string; email: string }[];
  /** The demo customer's orders, addresses and favourites; made of the seed menu, so null with another catalogue. */
  demoHistory: DemoHistory | null;
}

/** Places and users of server/seed with the given catalogue (no demo history: it orders the seed menu's products). */
export function seedDataWith(catalogue: { categories: readonly Category[]; products: readonly Product[] }): SeedData {
  return {
    categories: catalogue.categories,
    products: catalogue.products,
    salesPoints: seedSalesPoints,
    unavailable: seedUnavailable,
    users: seedUsers,
    kondas: Object.keys(kondaMultipliers),
    priceForKonda,
    preferences: seedPreferences,
    coupons: seedCoupons,
    socialLinks: SANDBOX_DEMO_LINKS,
    demoHistory: null,
  };
}

/** The project's seed data (catalogue from server/seed/catalogue.ts). */
export async function loadDefaultSeedData(): Promise<SeedData> {
  const [catalogue, { seedDemoHistory }] = await Promise.all([import('../seed/catalogue'), import('../seed/demoHistory')]);
  return {
    ...seedDataWith({ categories: catalogue.seedCategories, products: catalogue.seedProducts }),
    demoHistory: seedDemoHistory,
  };
}

/**
 * Whether an empty database gets the demo accounts (known passwords), their sandbox
 * provider links and the demo customer's history: always outside production; with
 * NODE_ENV=production only when SEED_DEMO_USERS=1 (the browser tests and the benchmark ask for them).
 */
export function demoUsersWanted(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV !== 'production' || env.SEED_DEMO_USERS?.trim() === '1';
}

/**
 * The seed data as the environment wants it: without demo users and their links unless
 * demoUsersWanted; with SEED_PRODUCTS=N (N above the seed's own size), a menu of N products.
 */
export async function loadSeedDataFor(env: Record<string, string | undefined>): Promise<SeedData> {
  let data = await loadDefaultSeedData();
  const size = Number(env.SEED_PRODUCTS ?? '');
  if (Number.isInteger(size) && size > data.products.length) data = { ...data, ...enlargeCatalogue(data, size) };
  return demoUsersWanted(env) ? data : { ...data, users: [], socialLinks: [], demoHistory: null };
}

export interface SeedReport {
  catalogue: boolean;
  places: boolean;
  priceLists: boolean;
  users: boolean;
  preferences: boolean;
  coupons: boolean;
  socialLinks: boolean;
  demoHistory: boolean;
}

async function isEmpty(
  db: Db,
  table:
    | typeof categories
    | typeof salesPoints
    | typeof priceLists
    | typeof users
    | typeof preferences
    | typeof coupons
    | typeof socialIdentities
    | typeof orders
    | typeof addresses
    | typeof favourites,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters per statement (a large SEED_PRODUCTS menu). */
const INSERT_BATCH_ROWS = 1_000;

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH_ROWS) await insert(rows.slice(i, i + INSERT_BATCH_ROWS));
}

/**
 * The demo passwords hashed once per process: a hash at production cost takes most of a second, and the
 * browser tests' reset (server/routes/testReset.ts) seeds again dozens of times. The salt is then the
 * same for every reseed of one process, which protects nothing less: these passwords are in the README.
 */
const demoHashes = new Map<string, Promise<string>>();
function hashOncePerProcess(password: string): Promise<string> {
  let hash = demoHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    demoHashes.set(password, hash);
  }
  return hash;
}

/**
 * Writes every seed group whose tables are empty. Returns which groups were written. `now` is the
 * seed's instant: the demo history's dates count back from it. `hash` hashes the demo users'
 * passwords (tests give their cheaper cost, the cost their servers verify at).
 */
export async function seedDatabase(
  db: Db,
  data: SeedData,
  now: Date = new Date(),
  hash: (password: string) => Promise<string> = hashOncePerProcess,
): Promise<SeedReport> {
  const report: SeedReport = {
    catalogue: false,
    places: false,
    priceLists: false,
    users: false,
    preferences: false,
    coupons: false,
    socialLinks: false,
    demoHistory: false,
  };
  const productCodes = new Set(data.products.map((p) => p.codigo_producto));

  if (await isEmpty(db, categories)) {
    await db.transaction(async (tx) => {
      if (data.categories.length > 0) {
        await tx
          .insert(categories)
          .values(data.categories.map((c, i) => ({ grupoportal: c.grupoportal, descripcion: c.descripcion, posicion: i + 1 })));
      }
      if (data.products.length > 0) {
        await inBatches(
          data.products.map((p, i) => ({
            codigoProducto: p.codigo_producto,
            descripcionCorta: p.descripcion_corta,
            descripcionProducto: p.descripcion_producto,
            sinonimos: [...p.sinonimos],
            imagenProducto: p.imagen_producto,
            categoriaId: p.categoria_id,
            precioBase: Math.round(p.precio),
            porcentajeIva: p.porcentaje_iva,
            unidadMedidaVenta: p.unidad_medida_venta,
            cantidadMinima: p.cantidadminima,
            descuento: p.descuento,
            porcentajeDescuento: p.idescuentos?.valor_porcentaje_descuento ?? null,
            oferta: p.oferta,
            ofertaCantidadMinima: p.iofertas?.cantidad_minima ?? null,
            ofertaCantidadAdicional: p.iofertas?.cantidad_producto_adicional ?? null,
            posicion: i + 1,
          })),
          (batch) => tx.insert(products).values(batch),
        );
      }
      const links = data.categories.flatMap((c) =>
        [...new Set(c.productos)]
          .filter((code) => productCodes.has(code))
          .map((code, i) => ({ grupoportal: c.grupoportal, codigoProducto: code, posicion: i + 1 })),
      );
      await inBatches(links, (batch) => tx.insert(categoryProducts).values(batch));
    });
    report.catalogue = true;
  }

  if (await isEmpty(db, priceLists)) {
    const rows = data.kondas.flatMap((konda) =>
      data.products.flatMap((p) => {
        const precio = data.priceForKonda(p.precio, konda, p.porcentaje_iva, p.unidad_medida_venta);
        return precio === undefined ? [] : [{ konda, codigoProducto: p.codigo_producto, precio }];
      }),
    );
    if (rows.length > 0) {
      await db.transaction((tx) => inBatches(rows, (batch) => tx.insert(priceLists).values(batch)));
      report.priceLists = true;
    }
  }

  if (await isEmpty(db, salesPoints)) {
    await db.transaction(async (tx) => {
      if (data.salesPoints.length > 0) {
        await tx.insert(salesPoints).values(
          data.salesPoints.map((s, i) => ({
            vkbur: s.Vkbur,
            konda: s.Konda,
            citycode: s.citycode,
            city1: s.city1,
            isGeneric: s.isGeneric,
            posicion: i + 1,
            nombre: s.nombre,
            direccion: s.direccion,
            horario: s.horario,
          })),
        );
      }
      const rows = Object.entries(data.unavailable).flatMap(([vkbur, codes]) =>
        data.salesPoints.some((s) => s.Vkbur === vkbur)
          ? [...new Set(codes)]
              .filter((code) => productCodes.has(code))
              .map((code) => ({ vkbur, codigoProducto: code, disponible: false }))
          : [],
      );
      if (rows.length > 0) await tx.insert(salesPointProducts).values(rows);
    });
    report.places = true;
  }

  if (await isEmpty(db, users)) {
    const rows = await Promise.all(
      data.users.map(async (u) => ({
        nombres: u.nombres,
        apellidos: u.apellidos,
        email: u.email,
        username: u.username,
        passwordHash: await hash(u.password),
        cedula: u.cedula,
        direccion: u.direccion,
        telefono2: u.telefono2,
        eAdministrador: u.EAdministrador,
      })),
    );
    if (rows.length > 0) {
      await db.insert(users).values(rows);
      report.users = true;
    }
  }

  if (await isEmpty(db, preferences)) {
    if (data.preferences.length > 0) await db.insert(preferences).values([...data.preferences]);
    report.preferences = true;
  }

  if (await isEmpty(db, coupons)) {
    if (data.coupons.length > 0) {
      await db.insert(coupons).values(
        data.coupons.map((c) => ({
          nrocupon: c.nrocupon.trim().toUpperCase(),
          tipo: c.tipo,
          valorCupon: c.ValorCupon,
          montoMinimo: c.MontoMinimo,
          materialesAplica: c.Materialesaplica,
          crudoALaCarta: c.crudo_a_la_carta,
          singleUse: c.single_use,
          oncePerCustomer: c.once_per_customer,
          registro: c.registro,
          vigenteDesde: c.vigente_desde,
          vigenteHasta: c.vigente_hasta,
        })),
      );
    }
    report.coupons = true;
  }

  // Separate from the users so that a database seeded before social login gets the links too.
  if (await isEmpty(db, socialIdentities)) {
    const owners = await db.select({ id: users.id, email: users.email }).from(users);
    const idOf = new Map(owners.map((u) => [u.email.toLowerCase(), u.id]));
    const rows = data.socialLinks.flatMap((link) => {
      const userId = idOf.get(link.email.toLowerCase());
      return userId === undefined
        ? []
        : [
            {
              issuer: link.issuer,
              subject: link.subject,
              proveedor: link.proveedor,
              userId,
              email: link.email,
              createdAt: new Date(),
            },
          ];
    });
    if (rows.length > 0) {
      await db.insert(socialIdentities).values(rows);
      report.socialLinks = true;
    }
  }

  // Only into an empty order book and empty address books: never beside a real customer's orders.
  // Last, since it orders from the catalogue and places above (and needs its customer).
  const history = data.demoHistory;
  if (history && (await isEmpty(db, orders)) && (await isEmpty(db, addresses)) && (await isEmpty(db, favourites))) {
    report.demoHistory = await db.transaction((tx) => writeDemoHistory(tx, history, now));
  }

  return report;
}
