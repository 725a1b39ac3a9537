/**
 * The customer's saved delivery addresses (Mis Direcciones):
 *   GET    /api/usuarios/direcciones/{document}      → SavedAddress[] (the default first, then newest first)
 *   POST   /api/usuarios/direcciones/{document}      AddressBody → 201 SavedAddress
 *   PUT    /api/usuarios/direcciones/{document}/{id} AddressBody → SavedAddress
 *   DELETE /api/usuarios/direcciones/{document}/{id} → Confirmation addressDeleted
 * Bearer token required and {document} must be its own cedula (else 403, as for the other
 * account calls); another customer's address id is a 404, as if it did not exist.
 * At most MAX_ADDRESSES (else 422 addressesFull). Exactly one address is predeterminada
 * whenever there is any: the first one is; predeterminada: true moves the mark to it; false
 * on the default hands it to the newest other one; deleting the default promotes the newest.
 * Changes run in a transaction that locks the customer's row, so two concurrent requests
 * cannot both pass the limit or leave two defaults.
 */
import type { Context } from 'hono';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import * as z from 'zod/mini';
import { messages } from '../../machines/messages';
import {
  addressBodySchema,
  addressIdSchema,
  confirmationSchema,
  documentParamsSchema,
  documentSchema,
  savedAddressListSchema,
  savedAddressSchema,
  type AddressBody,
  type Confirmation,
  type SavedAddress,
} from '../../machines/schemas';
import { requireUser } from '../auth/requireUser';
import type { TokenClaims } from '../auth/token';
import type { RouteModule } from '../context';
import { addresses, users } from '../db/schema';
import { ApiFailure, parseJsonBody, sendJson, validate } from '../http';
import { registerOperations } from '../openapi';
import { requireOwnDocument } from '../services/access';
import type { Executor, Tx } from '../services/dbTypes';
import { IDENTITY_PATHS } from './identityPaths';
import { identityTexts } from '../../machines/screenTexts/identity';

export const MAX_ADDRESSES = 20;

const addressParamsSchema = z.object({ document: documentSchema, id: addressIdSchema });

type AddressRow = typeof addresses.$inferSelect;

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    alias: row.alias,
    ciudad: row.ciudad,
    departamento: row.departamento,
    nomenclatura: row.nomenclatura,
    segmentoDireccion1: row.segmentoDireccion1,
    segmentoDireccion2: row.segmentoDireccion2,
    segmentoDireccion3: row.segmentoDireccion3,
    complemento: row.complemento,
    segmentoCompleto: row.segmentoCompleto,
    barrio: row.barrio,
    predeterminada: row.predeterminada,
    fecha_actualizacion: row.updatedAt.toISOString(),
  };
}

/** The body's fields as columns (predeterminada is decided by the rules above). */
function columns(body: AddressBody) {
  return {
    alias: body.alias,
    ciudad: body.ciudad,
    departamento: body.departamento,
    nomenclatura: body.nomenclatura,
    segmentoDireccion1: body.segmentoDireccion1,
    segmentoDireccion2: body.segmentoDireccion2,
    segmentoDireccion3: body.segmentoDireccion3,
    complemento: body.complemento,
    segmentoCompleto: body.segmentoCompleto,
    barrio: body.barrio,
  };
}

const notFound = () => new ApiFailure(404, identityTexts.addressNotFound);
const newestFirst = [desc(addresses.createdAt), desc(addresses.id)];

/** Locks the customer's row for the rest of the transaction; a deleted user → 401. */
async function lockCustomer(tx: Tx, userId: number): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new ApiFailure(401, messages.http.unauthorized);
}

/** Leaves `id` as the only default of the customer. */
async function makeDefault(db: Executor, userId: number, id: number): Promise<void> {
  await db
    .update(addresses)
    .set({ predeterminada: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.predeterminada, true)));
  await db.update(addresses).set({ predeterminada: true }).where(eq(addresses.id, id));
}

/** The newest address other than `exceptId` becomes the default (when there is one). */
async function promoteNewest(db: Executor, userId: number, exceptId: number): Promise<void> {
  const [newest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), ne(addresses.id, exceptId)))
    .orderBy(...newestFirst)
    .limit(1);
  if (newest) await makeDefault(db, userId, newest.id);
}

async function ownAddress(db: Executor, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export const addressRoutes: RouteModule = (app, ctx) => {
  /** The token's claims, once {document} is checked to be its own. */
  const owner = async (c: Context): Promise<TokenClaims> => {
    const claims = await requireUser(c, ctx);
    const { document } = validate(documentParamsSchema, { document: c.req.param('document') }, 'params');
    requireOwnDocument(claims, document);
    return claims;
  };

  app.get(IDENTITY_PATHS.addresses, async (c) => {
    const claims = await owner(c);
    const rows = await ctx.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, claims.userId))
      .orderBy(desc(addresses.predeterminada), ...newestFirst);
    c.header('Cache-Control', 'private, no-store');
    return sendJson(c, rows.map(toSavedAddress));
  });

  app.post(IDENTITY_PATHS.addresses, async (c) => {
    const claims = await owner(c);
    const body = await parseJsonBody(c, addressBodySchema);
    const now = ctx.clock();
    const row = await ctx.db.transaction(async (tx) => {
      await lockCustomer(tx, claims.userId);
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, claims.userId));
      if (n >= MAX_ADDRESSES) throw new ApiFailure(422, identityTexts.addressesFull);
      const [inserted] = await tx
        .insert(addresses)
        .values({ userId: claims.userId, ...columns(body), predeterminada: false, createdAt: now, updatedAt: now })
        .returning();
      if (n === 0 || body.predeterminada === true) await makeDefault(tx, claims.userId, inserted!.id);
      return ownAddress(tx, claims.userId, inserted!.id);
    });
    return sendJson(c, toSavedAddress(row), 201);
  });

  app.put(IDENTITY_PATHS.address, async (c) => {
    const claims = await requireUser(c, ctx);
    const { document, id } = validate(addressParamsSchema, c.req.param(), 'params');
    requireOwnDocument(claims, document);
    const body = await parseJsonBody(c, addressBodySchema);
    const row = await ctx.db.transaction(async (tx) => {
      await lockCustomer(tx, claims.userId);
      const current = await ownAddress(tx, claims.userId, id);
      await tx
        .update(addresses)
        .set({ ...columns(body), updatedAt: ctx.clock() })
        .where(eq(addresses.id, id));
      if (body.predeterminada === true && !current.predeterminada) await makeDefault(tx, claims.userId, id);
      if (body.predeterminada === false && current.predeterminada) await promoteNewest(tx, claims.userId, id);
      return ownAddress(tx, claims.userId, id);
    });
    return sendJson(c, toSavedAddress(row));
  });

  app.delete(IDENTITY_PATHS.address, async (c) => {
    const claims = await requireUser(c, ctx);
    const { document, id } = validate(addressParamsSchema, c.req.param(), 'params');
    requireOwnDocument(claims, document);
    await ctx.db.transaction(async (tx) => {
      await lockCustomer(tx, claims.userId);
      const [gone] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, claims.userId)))
        .returning({ predeterminada: addresses.predeterminada });
      if (!gone) throw notFound();
      if (gone.predeterminada) await promoteNewest(tx, claims.userId, id);
    });
    const answer: Confirmation = { isError: false, mensaje: identityTexts.addressDeleted };
    return sendJson(c, answer);
  });

  return [IDENTITY_PATHS.addresses, IDENTITY_PATHS.address];
};

const documentExample = { document: '1020304050' };
const addressExample: AddressBody = {
  alias: 'Casa',
  ciudad: 'Bogotá',
  departamento: 'Cundinamarca',
  nomenclatura: 'Calle',
  segmentoDireccion1: '85',
  segmentoDireccion2: '15',
  segmentoDireccion3: '32',
  complemento: 'Apto 402',
  segmentoCompleto: 'Calle 85 # 15-32, Apto 402',
  barrio: 'Chicó',
  predeterminada: true,
};
const rules = `Hasta ${MAX_ADDRESSES} direcciones (si no, 422 '${identityTexts.addressesFull}'). Siempre hay exactamente una predeterminada: la primera lo es, predeterminada true la pasa a esta, false en la predeterminada la pasa a la más reciente de las otras.`;

registerOperations(
  {
    method: 'get',
    path: IDENTITY_PATHS.addresses,
    operationId: 'listAddresses',
    tag: 'cuenta',
    summary: 'Direcciones guardadas del cliente del token',
    description:
      'La predeterminada primero, luego de la más reciente a la más antigua. document es la cédula del token (si no, 403).',
    auth: 'user',
    params: documentParamsSchema,
    paramsExample: documentExample,
    response: {
      name: 'SavedAddressList',
      schema: savedAddressListSchema,
      description: 'Direcciones.',
      cacheControl: 'private, no-store',
    },
    errors: [401, 403, 422],
  },
  {
    method: 'post',
    path: IDENTITY_PATHS.addresses,
    operationId: 'addAddress',
    tag: 'cuenta',
    summary: 'Guardar una dirección nueva',
    description: rules,
    auth: 'user',
    params: documentParamsSchema,
    paramsExample: documentExample,
    body: { name: 'AddressBody', schema: addressBodySchema, example: addressExample },
    response: { status: 201, name: 'SavedAddress', schema: savedAddressSchema, description: 'La dirección guardada.' },
    errors: [400, 401, 403, 413, 422],
  },
  {
    method: 'put',
    path: IDENTITY_PATHS.address,
    operationId: 'updateAddress',
    tag: 'cuenta',
    summary: 'Cambiar una dirección guardada',
    description: `${rules} Una dirección de otro cliente o inexistente: 404 '${identityTexts.addressNotFound}'.`,
    auth: 'user',
    params: addressParamsSchema,
    paramsExample: { ...documentExample, id: '1' },
    body: { name: 'AddressBody', schema: addressBodySchema, example: addressExample },
    response: { name: 'SavedAddress', schema: savedAddressSchema, description: 'La dirección actualizada.' },
    errors: [400, 401, 403, 404, 413, 422],
  },
  {
    method: 'delete',
    path: IDENTITY_PATHS.address,
    operationId: 'deleteAddress',
    tag: 'cuenta',
    summary: 'Borrar una dirección guardada',
    description: `Si era la predeterminada, pasa a serlo la más reciente de las que quedan. Una dirección de otro cliente o inexistente: 404 '${identityTexts.addressNotFound}'.`,
    auth: 'user',
    params: addressParamsSchema,
    paramsExample: { ...documentExample, id: '1' },
    response: {
      name: 'Confirmation',
      schema: confirmationSchema,
      description: `{ isError: false, mensaje: '${identityTexts.addressDeleted}' }`,
    },
    errors: [401, 403, 404, 422],
  },
);
