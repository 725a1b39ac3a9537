import Cookies from 'universal-cookie';
import * as z from 'zod/mini';
import { COOKIES, COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_MAX_AGE_SECONDS, REFRESH_TOKEN_MAX_AGE_SECONDS } from '../../machines/constants';
import { couponSchema, storedCartSchema, type Coupon, type StoredCartLine } from '../../machines/schemas/order';
import { storedLocationSchema } from '../../machines/schemas/salesPoint';
import type { RestoredCookies } from '../../machines/schemas/pageData';
import { userSchema, type User } from '../../machines/schemas/session';
import { EMPTY_LOCATION, type StoredLocation } from '../../machines/location';
import { CONSENT_DEPENDENT_COOKIES, REFRESH_TOKEN_PATTERN } from './cookieWrites';

const options = (maxAge = COOKIE_MAX_AGE_SECONDS) => ({ path: '/', maxAge, sameSite: 'lax' as const });
const isHttps = () => typeof window !== 'undefined' && window.location.protocol === 'https:';


/**
 * A cookie jar read and written through the contract's schemas: a tampered or outdated
 * cookie is ignored, never trusted. The browser's is `cookieStorage`; the server renders
 * a page from the request's Cookie header with a jar of its own (read only).
 *
 * Not on the first route: a server-rendered page brings what the server read here in its data
 * block (src/storage/rawCookies.ts says whether it still holds), and the storefront writes its
 * cookies with src/storage/cookieWrites.ts, which writes what this module reads.
 */
export function createCookieStorage(jar: Cookies) {
  function read<T>(name: string, schema: z.ZodMiniType<T>): T | null {
    const raw: unknown = jar.get(name);
    if (raw === undefined || raw === null || raw === '') return null;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }

  const write = (name: string, value: unknown, maxAge?: number) => jar.set(name, value, options(maxAge));
  const remove = (name: string) => jar.remove(name, { path: '/' });

  return {
    cookiesAccepted: () => jar.get(COOKIES.cookiesAccepted) === true || jar.get(COOKIES.cookiesAccepted) === 'true',
    setCookiesAccepted(accepted: boolean) {
      if (accepted) write(COOKIES.cookiesAccepted, true, 365 * 24 * 3600);
      else {
        remove(COOKIES.cookiesAccepted);
        this.clearConsentDependent();
      }
    },

    user: (): User | null => read(COOKIES.user, userSchema),
    sessionStarted: () => jar.get(COOKIES.sessionStarted) !== undefined,
    /** The refresh token (opaque, base64url), or null. Read as text: never JSON-parsed. */
    refreshToken: (): string | null => {
      const raw: unknown = jar.get(COOKIES.refreshToken, { doNotParse: true });
      return typeof raw === 'string' && REFRESH_TOKEN_PATTERN.test(raw) ? raw : null;
    },
    hasRefreshToken(): boolean {
      return this.refreshToken() !== null;
    },
    /**
     * After a login or a refresh: the user (its access token lives AUTH_COOKIE_MAX_AGE_SECONDS) without
     * any refresh_token field, the refresh token in its own cookie (REFRESH_TOKEN_MAX_AGE_SECONDS,
     * sent to no other site), and sesion_iniciada.
     */
    saveSession(user: User, refreshToken = '') {
      // The schema keeps only the User fields: a refresh_token riding along is dropped.
      write(COOKIES.user, userSchema.parse(user), AUTH_COOKIE_MAX_AGE_SECONDS);
      write(COOKIES.sessionStarted, '1');
      if (refreshToken !== '') {
        jar.set(COOKIES.refreshToken, refreshToken, {
          path: '/',
          maxAge: REFRESH_TOKEN_MAX_AGE_SECONDS,
          sameSite: 'strict',
          secure: isHttps(),
        });
      }
    },
    clearSession() {
      remove(COOKIES.user);
      remove(COOKIES.sessionStarted);
      remove(COOKIES.refreshToken);
    },

    cartLines: (): StoredCartLine[] => read(COOKIES.cart, storedCartSchema) ?? [],
    coupons: (): Coupon[] => read(COOKIES.coupons, z.array(couponSchema)) ?? [],
    saveCart(lines: readonly StoredCartLine[], coupons: readonly Coupon[]) {
      if (!this.cookiesAccepted()) return;
      write(COOKIES.cart, lines);
      write(COOKIES.coupons, coupons);
    },

    location: (): StoredLocation => read(COOKIES.salesPoint, storedLocationSchema) ?? EMPTY_LOCATION,
    saveLocation(location: StoredLocation) {
      if (!this.cookiesAccepted()) return;
      write(COOKIES.salesPoint, location);
    },

    /** habilitarCupon: the registration popup is offered unless this cookie says 'false' (spec §7). */
    couponPopupEnabled: (): boolean => String(jar.get(COOKIES.couponPopupEnabled) ?? '') !== 'false',
    /** Shown once: habilitarCupon = false, so it does not come back (COOKIE_MAX_AGE_SECONDS). */
    disableCouponPopup() {
      write(COOKIES.couponPopupEnabled, 'false');
    },

    /** Logout and consent withdrawal clear what only consent allowed us to keep. */
    clearConsentDependent() {
      for (const name of CONSENT_DEPENDENT_COOKIES) remove(name);
    },
  };
}

/** What the storefront starts from (machines/schemas/pageData.ts restoredCookiesSchema). */
export function restoredCookies(cookies: CookieStorage): RestoredCookies {
  return {
    cookiesAccepted: cookies.cookiesAccepted(),
    user: cookies.sessionStarted() ? cookies.user() : null,
    canResume: cookies.hasRefreshToken(),
    location: cookies.location(),
    cart: { lines: cookies.cartLines(), coupons: cookies.coupons() },
  };
}

/** The browser's cookies. */
export const cookieStorage = createCookieStorage(new Cookies(null, { path: '/' }));

export type CookieStorage = ReturnType<typeof createCookieStorage>;
