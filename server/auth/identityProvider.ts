/**
 * Social login port: verifies a provider's ID token (signature against the provider's
 * keys, issuer, audience = our client id, expiry, nonce) and says who it names.
 * Implemented by server/auth/socialLogin.ts for the sandbox and for real providers.
 */
import type { Provider } from '../../machines/schemas';

export interface VerifiedIdentity {
  proveedor: Provider;
  /** iss of the ID token: with sub, the account's key. */
  issuer: string;
  subject: string;
  /** '' when the provider marks it unverified. Prefills registration, which requires it to be the new account's email; never finds an account. */
  email: string;
  nombres: string;
  apellidos: string;
}

export interface IdentityVerifier {
  /** The identity the token proves, or null when it is forged, expired, for another audience, or not from `proveedor`. */
  verify(proveedor: Provider, idToken: string, nonce?: string): Promise<VerifiedIdentity | null>;
}
