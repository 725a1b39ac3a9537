import * as z from 'zod/mini';
import { TERMS_ACCEPTED } from '../constants';
import { messages } from '../messages';
import { identityTexts } from '../screenTexts/identity';
import { addressSchema } from './salesPoint';
import { userSchema } from './session';

/**
 * Identity calls of the reference API that docs/product.md#llamadas does not list (docs/api/endpoints.md):
 * refresh and logout, registration, password recovery, the customer's account data,
 * addresses and social login with a verified ID token. Shared by the SPA's forms and
 * the server, so both reject the same input with the same Spanish message.
 */

const t = identityTexts;

const personName = (required: string) => z.string().check(z.trim(), z.minLength(1, required), z.maxLength(60, t.nameTooLong));

export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(120, t.emailInvalid), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, t.emailInvalid));

export const cedulaSchema = z.string().check(z.trim(), z.regex(/^[0-9]{5,15}$/, t.cedulaInvalid));

/** Colombian mobile number: 10 digits starting with 3. */
export const cellPhoneSchema = z.string().check(z.trim(), z.regex(/^3[0-9]{9}$/, t.phoneInvalid));

/** At least 8 characters with a letter and a digit. */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(8, t.passwordTooShort),
    z.maxLength(200, t.passwordTooLong),
    z.regex(/[A-Za-zÁÉÍÓÚÑáéíóúñ]/, t.passwordTooShort),
    z.regex(/[0-9]/, t.passwordTooShort),
  );

/** The shared "confirmed" form rule: the confirmation must equal the password. */
const confirmed = z.refine<{ password: string; password_confirmacion: string }>((v) => v.password === v.password_confirmacion, {
  message: t.passwordsDiffer,
  path: ['password_confirmacion'],
});

export const PROVIDERS = ['google', 'facebook'] as const;
export const providerSchema = z.enum(PROVIDERS, t.providerUnknown);
export type Provider = z.infer<typeof providerSchema>;

/** A compact JWS: three base64url parts (the server verifies the rest). */
export const idTokenSchema = z
  .string()
  .check(
    z.minLength(1, t.providerTokenRequired),
    z.maxLength(8192, t.providerTokenInvalid),
    z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/, t.providerTokenInvalid),
  );

// ─── Tokens ────────────────────────────────────────────────────────────────

/**
 * Login answers (loginecommerce, login_redes_sociales, registro): the User. The refresh token
 * is not in the body: the server sets it in the HttpOnly cookie token_renovacion
 * (Path=/api/auth_resources), out of reach of the page's scripts.
 */
export const sessionAnswerSchema = userSchema;
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/**
 * POST /api/auth_resources/refrescar_token and /cerrar_sesion. The refresh token normally comes
 * in the token_renovacion cookie, so the body may be {} or empty; a refresh_token in the body is
 * still accepted (clients without cookies, and the SPA's one-time move of the token it used to
 * keep in a script-written cookie).
 */
export const refreshBodySchema = z.object({
  refresh_token: z.optional(
    z
      .string()
      .check(z.minLength(1, messages.identity.refreshTokenInvalid), z.maxLength(200, messages.identity.refreshTokenInvalid)),
  ),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;

/** Answer of refrescar_token: a new access token (3600 s); the rotated refresh token is in the cookie. */
export const refreshAnswerSchema = z.object({
  token: z.string(),
  expira_en: z.number(),
});
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;

/** { isError: false, mensaje } of calls that only confirm. */
export const confirmationSchema = z.object({ isError: z.literal(false), mensaje: z.string() });
export type Confirmation = z.infer<typeof confirmationSchema>;

// ─── Social login ──────────────────────────────────────────────────────────

/**
 * POST /api/auth_resources/login_redes_sociales. The spec's body names only email; an
 * email alone proves nothing, so the provider's ID token is required and the email, if
 * sent, is ignored. nonce: the one the SPA put in the authorization request.
 */
export const socialLoginBodySchema = z.object({
  proveedor: providerSchema,
  id_token: idTokenSchema,
  nonce: z.optional(z.string().check(z.maxLength(200))),
  email: z.optional(z.string().check(z.maxLength(200))),
});
export type SocialLoginBody = z.infer<typeof socialLoginBodySchema>;

// ─── Registration and password recovery ────────────────────────────────────

/** POST /api/usuarios/registro → SessionAnswer (201). With proveedor + id_token the provider account is linked. */
export const registrationBodySchema = z
  .object({
    nombres: personName(t.namesRequired),
    apellidos: personName(t.surnamesRequired),
    cedula: cedulaSchema,
    email: emailSchema,
    telefono2: cellPhoneSchema,
    password: newPasswordSchema,
    password_confirmacion: z.string().check(z.maxLength(200, t.passwordTooLong)),
    aceptaterminos: z.literal(TERMS_ACCEPTED, t.termsRequired),
    proveedor: z.optional(providerSchema),
    id_token: z.optional(idTokenSchema),
    nonce: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(confirmed);
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

/** POST /api/usuarios/recuperar_contrasena → Confirmation (the same whether or not the email exists). */
export const passwordRecoveryBodySchema = z.object({ email: emailSchema });
export type PasswordRecoveryBody = z.infer<typeof passwordRecoveryBodySchema>;

/** POST /api/usuarios/restablecer_contrasena → Confirmation; revokes every refresh token of the user. */
export const passwordResetBodySchema = z
  .object({
    token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,200}$/, t.resetTokenInvalid)),
    password: newPasswordSchema,
    password_confirmacion: z.string().check(z.maxLength(200, t.passwordTooLong)),
  })
  .check(confirmed);
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/**
 * POST /api/usuarios/estado_token_recuperacion: whether the mailed link still works, asked when the
 * page opens without spending it. Any string up to 200 characters: a malformed token is
 * simply not valid.
 */
export const resetTokenStatusBodySchema = z.object({ token: z.string().check(z.maxLength(200)) });
export type ResetTokenStatusBody = z.infer<typeof resetTokenStatusBodySchema>;
/** The same `false` for a token that is unknown, used, expired or malformed: no more than restablecer_contrasena tells. */
export const resetTokenStatusSchema = z.object({ valido: z.boolean() });
export type ResetTokenStatus = z.infer<typeof resetTokenStatusSchema>;

// ─── Account data ──────────────────────────────────────────────────────────

/** GET /api/usuarios/mi_cuenta (token): the signed-in customer. */
export const accountSchema = z.object({
  nombres: z.string(),
  apellidos: z.string(),
  cedula: z.string(),
  email: z.string(),
  telefono2: z.string(),
  direccion: z.string(),
  EAdministrador: z.string(),
  /** Linked providers ('google', 'facebook'). */
  proveedores: z.array(z.string()),
  fecha_registro: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** PUT /api/usuarios/mi_cuenta (token) → Account. Email and cedula identify the customer and do not change here. */
export const accountUpdateBodySchema = z.object({
  nombres: personName(t.namesRequired),
  apellidos: personName(t.surnamesRequired),
  telefono2: cellPhoneSchema,
  direccion: z.string().check(z.trim(), z.maxLength(200)),
});
export type AccountUpdateBody = z.infer<typeof accountUpdateBodySchema>;

/** POST /api/usuarios/cambiar_contrasena (token) → Confirmation; revokes every refresh token of the user. */
export const passwordChangeBodySchema = z
  .object({
    actual: z.string().check(z.minLength(1, t.currentPasswordWrong), z.maxLength(200)),
    password: newPasswordSchema,
    password_confirmacion: z.string().check(z.maxLength(200, t.passwordTooLong)),
  })
  .check(confirmed);
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

// ─── Addresses ─────────────────────────────────────────────────────────────

const addressText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Body of POST /api/usuarios/direcciones/{document} and PUT …/{id}: docs/product.md#entidades address structure plus barrio and alias. */
export const addressBodySchema = z.object({
  alias: z.string().check(z.trim(), z.minLength(1, t.addressAliasRequired), z.maxLength(40)),
  ciudad: z.string().check(z.trim(), z.minLength(1, messages.location.cityNotFound), z.maxLength(60)),
  departamento: addressText(60),
  nomenclatura: addressText(20),
  segmentoDireccion1: addressText(40),
  segmentoDireccion2: addressText(40),
  segmentoDireccion3: addressText(40),
  complemento: addressText(120),
  segmentoCompleto: z.string().check(z.trim(), z.minLength(1, t.addressRequired), z.maxLength(200)),
  barrio: addressText(80),
  predeterminada: z.optional(z.boolean()),
});
export type AddressBody = z.infer<typeof addressBodySchema>;

/** A saved address; exactly one of a customer's addresses is predeterminada when there is any. */
export const savedAddressSchema = z.extend(addressSchema, {
  id: z.number(),
  alias: z.string(),
  barrio: z.string(),
  predeterminada: z.boolean(),
  fecha_actualizacion: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const savedAddressListSchema = z.array(savedAddressSchema);

export const addressIdSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

/** GET /api/auth_resources/proveedores: where the SPA sends the customer to sign in with each provider (server configuration). */
export const socialProviderSchema = z.object({
  proveedor: providerSchema,
  /** OpenID Connect authorization endpoint (the sandbox's /sandbox/idp/{proveedor}/autorizar or the real provider's). */
  url_autorizacion: z.string(),
  client_id: z.string(),
  /** 'openid email profile'. */
  alcance: z.string(),
});
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const socialProviderListSchema = z.array(socialProviderSchema);
