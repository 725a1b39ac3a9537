import Cookies from 'universal-cookie';
import * as z from 'zod/mini';
import { COOKIES, COOKIE_MAX_AGE_SECONDS } from '../../machines/constants';
import { couponSchema, storedCartSchema, type Coupon, type StoredCartLine } from '../../machines/schemas/order';
import { storedLocationSchema } from '../../machines/schemas/salesPoint';
import type { RestoredCookies } from '../../machines/schemas/pageData';
import { userSchema, type User } from '../../machines/schemas/session';
import { EMPTY_LOCATION, type StoredLocation } from '../../machines/location';
import { CONSENT_DEPENDENT_COOKIES } from './cookieWrites';
import { REFRESH_TOKEN_PATTERN } from './legacyRefreshToken';

const options = (maxAge = COOKIE_MAX_AGE_SECONDS) => ({ path: '/', maxAge, sameSite: 'lax' as const });

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
    /**
     * A session this browser may resume: marked when one was opened (its refresh token is in the
     * server's HttpOnly cookie, out of our reach), or the refresh token a script kept before the refresh token moved to an HttpOnly cookie.
     */
    canResume: (): boolean => {
      const legacy: unknown = jar.get(COOKIES.legacyRefreshToken, { doNotParse: true });
      return jar.get(COOKIES.sessionResumable) !== undefined || (typeof legacy === 'string' && REFRESH_TOKEN_PATTERN.test(legacy));
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
    canResume: cookies.canResume(),
    location: cookies.location(),
    cart: { lines: cookies.cartLines(), coupons: cookies.coupons() },
  };
}

/** The browser's cookies. */
export const cookieStorage = createCookieStorage(new Cookies(null, { path: '/' }));

export type CookieStorage = ReturnType<typeof createCookieStorage>;
