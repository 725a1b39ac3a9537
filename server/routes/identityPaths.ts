/** Paths of the identity calls (docs/api/endpoints.md "Identity"), shared by their routes, the rate limit and the maintenance gate. */
export const IDENTITY_PATHS = {
  login: '/api/auth_resources/loginecommerce',
  socialLogin: '/api/auth_resources/login_redes_sociales',
  providers: '/api/auth_resources/proveedores',
  refresh: '/api/auth_resources/refrescar_token',
  logout: '/api/auth_resources/cerrar_sesion',
  register: '/api/usuarios/registro',
  recoverPassword: '/api/usuarios/recuperar_contrasena',
  resetPassword: '/api/usuarios/restablecer_contrasena',
  resetTokenStatus: '/api/usuarios/estado_token_recuperacion',
  account: '/api/usuarios/mi_cuenta',
  changePassword: '/api/usuarios/cambiar_contrasena',
  addresses: '/api/usuarios/direcciones/:document',
  address: '/api/usuarios/direcciones/:document/:id',
} as const;

/**
 * POSTs that try a secret or create an account: besides the general limit they get the
 * login limit per client IP + the body field named here (lowercased), or per IP alone (null)
 * where a changing body field must not buy a fresh bucket: the social login's email is
 * ignored, and registration creates a new account for each new email, so keying it on the
 * email would let one address create accounts without limit (server/middleware/rateLimit.ts).
 * The gate takes that token before the handler runs, so these checks cannot be raced. The two
 * calls that verify a password also take a token per account before the scrypt and give it back
 * when it was right (server/middleware/accountLockout.ts): login (per device cookie or untrusted)
 * and cambiar_contrasena. The others check no guessable secret per account: refresh and reset
 * tokens are 256 random bits looked up by hash, and a social login's ID token is a signature.
 */
export const CREDENTIAL_PATHS: Readonly<Record<string, 'username' | 'email' | null>> = {
  [IDENTITY_PATHS.login]: 'username',
  [IDENTITY_PATHS.socialLogin]: null,
  [IDENTITY_PATHS.refresh]: null,
  [IDENTITY_PATHS.register]: null,
  [IDENTITY_PATHS.recoverPassword]: 'email',
  [IDENTITY_PATHS.resetPassword]: null,
  // Looks a reset token up like restablecer_contrasena (without spending it): the same limit per IP.
  [IDENTITY_PATHS.resetTokenStatus]: null,
  [IDENTITY_PATHS.changePassword]: null,
};
