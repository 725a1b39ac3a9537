import * as z from 'zod/mini';
import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_USERNAME_MAX_LENGTH } from '../constants';
import { messages } from '../messages';

/** Body of POST /api/auth_resources/loginecommerce; the form checks the same before sending (machines/rules/credentials.ts). */
export const loginBodySchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.session.usernameMissing),
      z.maxLength(LOGIN_USERNAME_MAX_LENGTH, messages.session.invalidCredentials),
    ),
  password: z
    .string()
    .check(
      z.minLength(1, messages.session.passwordMissing),
      z.maxLength(LOGIN_PASSWORD_MAX_LENGTH, messages.session.invalidCredentials),
    ),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** User (docs/product.md#entidades), as login responses return it; token is the bearer token. */
export const userSchema = z.object({
  nombres: z.string(),
  apellidos: z.string(),
  direccion: z.string(),
  telefono2: z.string(),
  cedula: z.string(),
  /** 'X' = administrator. */
  EAdministrador: z.string(),
  esta_autenticado: z.string(),
  token: z.string(),
  email: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** GET /principal/sap/status */
export const statusSchema = z.object({ estado: z.boolean() });

/** GET /api/prefenciasEcommerce/obtenervalores/2 */
export const preferenceSchema = z.object({ llave: z.string(), valor: z.string() });
export type Preference = z.infer<typeof preferenceSchema>;
export const preferenceListSchema = z.array(preferenceSchema);

/** Error body of every 4xx/5xx answer (docs/product.md#errores: message, and errors on 422). */
export const apiErrorSchema = z.object({
  isError: z.literal(true),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
