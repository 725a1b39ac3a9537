/**
 * Failed secret checks per account, whatever the address, as ONE atomic step:
 * a token is taken from the account's bucket BEFORE the password is verified and given back
 * when it was right. So at most `limit` wrong passwords are ever verified per account per
 * window, however many attempts arrive at once and on however many replicas (the buckets are
 * shared in PostgreSQL: server/middleware/sharedRateLimit.ts). Peeking first and counting the
 * failure after the scrypt let 21 simultaneous guesses all be verified.
 *
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed into the account before carries a signed cookie naming the account and a nonce
 * (server/auth/deviceCookie.ts). Its attempts draw from a bucket of that device alone; every
 * other attempt draws from the account's bucket of untrusted devices. A stranger who empties
 * the untrusted bucket (one guess every 90 s keeps it empty) no longer locks the owner or the
 * administrator out of their own browser. A device whose own bucket is empty is then counted
 * as untrusted, so a stolen device cookie buys at most one extra bucket of guesses.
 *
 * Buckets are keyed on the account (its id) when the login names one, else on the normalized
 * login as typed, so an unknown account is limited exactly like a known one, and typing the
 * username or the email of one account does not buy a second bucket.
 *
 * Password change (cambiar_contrasena) checks the current password: the same take-before-verify,
 * on a bucket of its own per account, so a stolen access token can guess at most `limit`
 * passwords per window and cannot lock the owner's logins.
 */
import type { Context } from 'hono';
import { identityTexts } from '../../machines/screenTexts/identity';
import type { BucketLimiter, TakeResult } from './rateLimit';
import { tooMany } from './tooMany';

/** The key of a login name: trimmed, lower case, at most 200 characters (as the login handler matches accounts). */
export const normalizedUsername = (username: string): string => username.trim().toLowerCase().slice(0, 200);

/** Who a login attempt is for: the account the login names, or the login as typed when it names none. */
export type LoginSubject = { userId: number } | { login: string };

/** A token taken for one secret check: give it back when the secret was right. */
export interface SecretCheck {
  refund(): Promise<void>;
}

const subjectKey = (subject: LoginSubject): string =>
  'userId' in subject ? `cuenta\n${subject.userId}` : `nombre\n${normalizedUsername(subject.login)}`;

export class AccountLockout {
  constructor(
    /** Failed logins per account from devices it does not know. */
    readonly untrusted: BucketLimiter,
    /** Failed logins per account from one known device (its device cookie's nonce). */
    readonly devices: BucketLimiter,
    /** Wrong current passwords per account at cambiar_contrasena. */
    readonly passwordChanges: BucketLimiter,
  ) {}

  /**
   * Takes the token a password login needs before its password is checked: from the device's
   * bucket when `deviceNonce` is a valid device cookie of the account and that bucket has one,
   * else from the account's untrusted bucket. Empty: the 429 answer (the same whether the
   * account exists or not).
   */
  async login(c: Context, subject: LoginSubject, deviceNonce: string | null): Promise<Response | SecretCheck> {
    const account = subjectKey(subject);
    let deviceRefusal: TakeResult | undefined;
    if (deviceNonce !== null && 'userId' in subject) {
      const key = `${account}\n${deviceNonce}`;
      const taken = await this.devices.take(key);
      if (taken.allowed) return { refund: async () => void (await this.devices.refund(key)) };
      deviceRefusal = taken;
    }
    const taken = await this.untrusted.take(account);
    if (taken.allowed) return { refund: async () => void (await this.untrusted.refund(account)) };
    const wait =
      deviceRefusal && !deviceRefusal.allowed
        ? Math.min(deviceRefusal.retryAfterSeconds, taken.retryAfterSeconds)
        : taken.retryAfterSeconds;
    return tooMany(c, wait, identityTexts.tooManyFailedLogins);
  }

  /** The token cambiar_contrasena needs before it checks the current password; empty: 429. */
  async passwordChange(c: Context, userId: number): Promise<Response | SecretCheck> {
    const key = String(userId);
    const taken = await this.passwordChanges.take(key);
    if (!taken.allowed) return tooMany(c, taken.retryAfterSeconds);
    return { refund: async () => void (await this.passwordChanges.refund(key)) };
  }
}
