/**
 * Abandoned cart (docs/product.md#estados-y-transiciones, docs/product.md#llamadas), for the signed-in customer only:
 *   POST /api/carritoAbandonado/agregar  JSON { username, tipo, carrito[{ codigo, cantidad }] } → { isError }
 *   POST /api/carritoAbandonado/limpiar  form data { username, tipo }                           → { isError }
 * The username must be the token's own user: nobody records or clears another customer's cart.
 */
import { and, eq } from 'drizzle-orm';
import { messages } from '../../machines/messages';
import { abandonedCartBodySchema, abandonedCartClearSchema } from '../../machines/schemas';
import { requireUser } from '../auth/requireUser';
import type { RouteModule, ServerContext } from '../context';
import { abandonedCarts, users } from '../db/schema';
import { ApiFailure, parseJsonBody, sendJson, validate } from '../http';

export const RECORD_PATH = '/api/carritoAbandonado/agregar';
export const CLEAR_PATH = '/api/carritoAbandonado/limpiar';

async function ownUserId(ctx: ServerContext, userId: number, username: string): Promise<number> {
  const [user] = await ctx.db
    .select({ email: users.email, username: users.username, cedula: users.cedula })
    .from(users)
    .where(eq(users.id, userId));
  const own = user ? [user.email, user.username, user.cedula].filter(Boolean).map((u) => u.toLowerCase()) : [];
  if (!own.includes(username.toLowerCase())) throw new ApiFailure(403, messages.http.forbidden);
  return userId;
}

export const abandonedCartRoutes: RouteModule = (app, ctx) => {
  app.post(RECORD_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const body = await parseJsonBody(c, abandonedCartBodySchema);
    const userId = await ownUserId(ctx, claims.userId, body.username);
    const row = {
      username: body.username,
      tipo: body.tipo,
      userId,
      carrito: JSON.stringify(body.carrito),
      updatedAt: ctx.clock(),
    };
    await ctx.db
      .insert(abandonedCarts)
      .values(row)
      .onConflictDoUpdate({
        target: [abandonedCarts.username, abandonedCarts.tipo],
        set: { carrito: row.carrito, updatedAt: row.updatedAt },
      });
    return sendJson(c, { isError: false });
  });

  app.post(CLEAR_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiFailure(400, messages.http.badRequest);
    }
    const body = validate(abandonedCartClearSchema, form);
    await ownUserId(ctx, claims.userId, body.username);
    await ctx.db
      .delete(abandonedCarts)
      .where(and(eq(abandonedCarts.username, body.username), eq(abandonedCarts.tipo, body.tipo)));
    return sendJson(c, { isError: false });
  });

  return [RECORD_PATH, CLEAR_PATH];
};
