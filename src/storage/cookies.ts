import Cookies from 'universal-cookie';
import * as z from 'zod/mini';
import { COOKIES } from '../../machines/constants';
import { couponSchema, storedCartSchema, type Coupon, type StoredCartLine } from '../../machines/schemas/order';
import { storedLocationSchema } from '../../machines/schemas/salesPoint';
import type { RestoredCookies } from '../../machines/schemas/pageData';
import { userSchema, type User } from '../../machines/schemas/session';
import { EMPTY_LOCATION, type StoredLocation } from '../../machines/location';
import { REFRESH_TOKEN_PATTERN } from './legacyRefreshToken';

/**
 * The cookies read through universal-cookie and the contract's schemas: a tampered or outdated
 * cookie is ignored, never trusted. The browser's is `cookieStorage`; the server renders a page
 * from the request's Cookie header with a jar of its own. Every write is src/storage/cookieWrites.ts.
 *
 * Not on the first route: a server-rendered page brings what the server read here in its data
 * block (src/storage/rawCookies.ts says whether it still holds).
 */
export function createCookieStorage(jar: Cookies) {
  function read<T>(name: string, schema: z.ZodMiniType<T>): T | null {
    const raw: unknown = jar.get(name);
    if (raw === undefined || raw === null || raw === '') return null;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }

  return {
    cookiesAccepted: () => jar.get(COOKIES.cookiesAccepted) === true || jar.get(COOKIES.cookiesAccepted) === 'true',

    user: (): User | null => read(COOKIES.user, userSchema),
    sessionStarted: () => jar.get(COOKIES.sessionStarted) !== undefined,
    /**
     * A session this browser may resume: marked when one was opened (its refresh token is in the
     * server's HttpOnly cookie, out of our reach), or the refresh token a script kept before the refresh token moved to an HttpOnly cookie.
     */
    canResume: (): boolean => {
      const legacy: unknown = jar.get(COOKIES.legacyRefreshToken, { doNotParse: true });
      return (
        jar.get(COOKIES.sessionResumable) !== undefined || (typeof legacy === 'string' && REFRESH_TOKEN_PATTERN.test(legacy))
      );
    },

    cartLines: (): StoredCartLine[] => read(COOKIES.cart, storedCartSchema) ?? [],
    coupons: (): Coupon[] => read(COOKIES.coupons, z.array(couponSchema)) ?? [],

    location: (): StoredLocation => read(COOKIES.salesPoint, storedLocationSchema) ?? EMPTY_LOCATION,

    /** habilitarCupon: the registration popup is offered unless this cookie says 'false' (docs/product.md#llamadas). */
    couponPopupEnabled: (): boolean => String(jar.get(COOKIES.couponPopupEnabled) ?? '') !== 'false',
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
