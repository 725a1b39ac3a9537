/**
 * POST /api/auth_resources/loginecommerce { username, password } → User with
 * esta_autenticado '1' and a bearer token; wrong credentials → 401.
 */
import { eq, or, sql } from 'drizzle-orm';
import { FLAG_YES } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { loginBodySchema, type User } from '../../machines/schemas';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { signToken } from '../auth/token';
import type { RouteModule } from '../context';
import { users } from '../db/schema';
import { ApiFailure, parseJsonBody, sendJson } from '../http';

export const LOGIN_PATH = '/api/auth_resources/loginecommerce';

export const authRoutes: RouteModule = (app, ctx) => {
  app.post(LOGIN_PATH, async (c) => {
    const body = await parseJsonBody(c, loginBodySchema);
    const login = body.username.toLowerCase();
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login)))
      .limit(1);
    // Unknown users cost one scrypt too, so both failures take the same time.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !ok) throw new ApiFailure(401, messages.session.invalidCredentials);

    const admin = user.eAdministrador === FLAG_YES;
    const token = await signToken({ userId: user.id, cedula: user.cedula, admin }, ctx.jwtKey, ctx.clock());
    const answer: User = {
      nombres: user.nombres,
      apellidos: user.apellidos,
      direccion: user.direccion,
      telefono2: user.telefono2,
      cedula: user.cedula,
      EAdministrador: user.eAdministrador,
      esta_autenticado: '1',
      token,
      email: user.email,
    };
    c.header('Cache-Control', 'no-store');
    return sendJson(c, answer);
  });
  return [LOGIN_PATH];
};
