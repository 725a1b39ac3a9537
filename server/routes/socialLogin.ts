/**
 * Social login (docs/product.md#estados-y-transiciones "Social login", docs/product.md#llamadas login_redes_sociales):
 *   POST /api/auth_resources/login_redes_sociales { proveedor, id_token, nonce? } → SessionAnswer
 *        - the ID token verified (server/auth/socialLogin.ts) and linked to a customer
 *          (social_identities: issuer + subject) → 200 esta_autenticado '1' with a new access
 *          token, the refresh token in its HttpOnly cookie (openSession, setRefreshCookie) and
 *          a device cookie (server/auth/deviceCookie.ts);
 *        - verified but linked to nobody → 200 esta_autenticado '0', token '' and no cookie,
 *          the token's email and names (the SPA sends the person to registro, prefilled);
 *        - forged, expired, for another audience or provider, nonce mismatch → 401
 *          providerTokenInvalid; a provider this server does not offer → 422 providerUnknown.
 *   GET  /api/auth_resources/proveedores → SocialProvider[]: for each available provider the
 *        authorization URL, client id and scope the SPA needs to start the sign-in.
 * Why: the spec's body names only an email, and an email proves nothing (anyone who knows a
 * customer's email would get their token). The account is found by the verified token's
 * issuer + subject only; a body email is accepted for compatibility and ignored.
 */
import { and, eq } from 'drizzle-orm';
import { messages } from '../../machines/messages';
import { sessionAnswerSchema, socialLoginBodySchema, socialProviderListSchema, type SessionAnswer } from '../../machines/schemas';
import { issueDeviceCookie } from '../auth/deviceCookie';
import { setRefreshCookie } from '../auth/refreshCookie';
import { openSession } from '../auth/sessions';
import { hasProviderList, PROVIDER_SCOPE } from '../auth/socialLogin';
import type { RouteModule } from '../context';
import { socialIdentities, users } from '../db/schema';
import { ApiFailure, parseJsonBody, sendJson } from '../http';
import { registerOperations } from '../openapi';
import { SANDBOX_CLIENT_ID, sandboxPaths } from '../sandbox/identityProvider';
import { IDENTITY_PATHS } from './identityPaths';
import { identityTexts } from '../../machines/screenTexts/identity';

export const socialLoginRoutes: RouteModule = (app, ctx) => {
  const available = () => (hasProviderList(ctx.identity) ? ctx.identity.providers() : undefined);

  app.post(IDENTITY_PATHS.socialLogin, async (c) => {
    const body = await parseJsonBody(c, socialLoginBodySchema);
    c.header('Cache-Control', 'no-store');
    const offered = available();
    if (offered && !offered.some((p) => p.proveedor === body.proveedor)) {
      throw new ApiFailure(422, messages.http.validation, { proveedor: [identityTexts.providerUnknown] });
    }
    const identity = await ctx.identity.verify(body.proveedor, body.id_token, body.nonce);
    if (!identity) throw new ApiFailure(401, identityTexts.providerTokenInvalid);

    const [linked] = await ctx.db
      .select({ user: users })
      .from(socialIdentities)
      .innerJoin(users, eq(users.id, socialIdentities.userId))
      .where(and(eq(socialIdentities.issuer, identity.issuer), eq(socialIdentities.subject, identity.subject)))
      .limit(1);
    if (linked) {
      const { answer, refreshToken } = await openSession(ctx, linked.user);
      setRefreshCookie(c, refreshToken);
      // Signed in: this browser is a known device of the account for its password logins too.
      issueDeviceCookie(c, ctx.jwtKey, linked.user.id);
      return sendJson(c, answer);
    }

    const unknown: SessionAnswer = {
      nombres: identity.nombres,
      apellidos: identity.apellidos,
      direccion: '',
      telefono2: '',
      cedula: '',
      EAdministrador: '',
      esta_autenticado: '0',
      token: '',
      email: identity.email,
    };
    return sendJson(c, unknown);
  });

  app.get(IDENTITY_PATHS.providers, (c) => {
    c.header('Cache-Control', 'no-store');
    return sendJson(c, available() ?? []);
  });

  return [IDENTITY_PATHS.socialLogin, IDENTITY_PATHS.providers];
};

registerOperations(
  {
    method: 'post',
    path: IDENTITY_PATHS.socialLogin,
    operationId: 'socialLogin',
    tag: 'identidad',
    summary: 'Iniciar sesión con Google o Facebook (token de identidad verificado)',
    description:
      'El SPA envía el id_token (OpenID Connect) que el proveedor le entregó en /callback y el nonce con que pidió el inicio de sesión. ' +
      'El servidor verifica firma (RS256/ES256 con las llaves del proveedor), emisor, audiencia (nuestro client id), vencimiento y nonce, ' +
      'y busca la cuenta por emisor + sujeto del token, nunca por correo (un correo en el cuerpo se ignora). ' +
      "Cuenta vinculada: esta_autenticado '1' con token, y el token de actualización en la cookie HttpOnly token_renovacion (Path=/api/auth_resources). Sin cuenta: esta_autenticado '0', token vacío y sin cookie, " +
      'y el correo y los nombres del token para llenar el registro. ' +
      `Token inválido: 401 '${identityTexts.providerTokenInvalid}'. Proveedor no ofrecido: 422.`,
    body: {
      name: 'SocialLoginBody',
      schema: socialLoginBodySchema,
      example: {
        proveedor: 'google',
        id_token: 'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJlamVtcGxvIn0.ZmlybWE',
        nonce: 'n-0S6_WzA2Mj',
      },
    },
    response: {
      name: 'SessionAnswer',
      schema: sessionAnswerSchema,
      description: "Usuario con esta_autenticado '1' (sesión abierta) o '0' (ir al registro).",
      cacheControl: 'no-store',
    },
    errors: [400, 401, 413, 422],
  },
  {
    method: 'get',
    path: IDENTITY_PATHS.providers,
    operationId: 'listSocialProviders',
    tag: 'identidad',
    summary: 'Proveedores de inicio de sesión disponibles',
    description:
      'Para cada proveedor disponible: url_autorizacion (OpenID Connect, response_type=id_token), client_id y alcance ' +
      `('${PROVIDER_SCOPE}'). Sin client id real configurado, el proveedor es el de pruebas del servidor ` +
      `(${sandboxPaths('{proveedor}').authorize}, client_id '${SANDBOX_CLIENT_ID}').`,
    response: {
      name: 'SocialProviderList',
      schema: socialProviderListSchema,
      description: 'Proveedores disponibles.',
      cacheControl: 'no-store',
    },
    errors: [],
  },
);
