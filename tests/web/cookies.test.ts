import { describe, expect, it } from 'vitest';
import Cookies from 'universal-cookie';
import { COOKIES } from '../../machines/constants';
import { restoredCookiesSchema } from '../../machines/schemas/pageData';
import { createCookieStorage, restoredCookies } from '../../src/storage/cookies';
import { rawCookies, restoredCookiesDigest } from '../../src/storage/rawCookies';

/**
 * Issue 10: the page's data block carries what the server read from the visitor's cookies, so
 * the first route needs neither a cookie library nor zod; the app hydrates it only while the
 * browser's cookies are the ones the page was rendered from (the same digest).
 */
const cart = encodeURIComponent(JSON.stringify([{ producto_id: 'P001', cantidad: 2 }]));
const header = `${COOKIES.cookiesAccepted}=true; ${COOKIES.cart}=${cart}; _ga=GA1.1.123`;

describe('the cookies a server-rendered page was rendered from', () => {
  it('the server reads them through the schemas into the state the page carries', () => {
    const state = restoredCookies(createCookieStorage(new Cookies(header)));
    expect(restoredCookiesSchema.parse(state)).toEqual(state);
    expect(state.cookiesAccepted).toBe(true);
    expect(state.cart.lines).toEqual([{ producto_id: 'P001', cantidad: 2 }]);
    expect(state.user).toBeNull();
  });

  it('a tampered cookie is ignored, as when the browser read it', () => {
    const tampered = `${COOKIES.cart}=${encodeURIComponent('[{"producto_id":"","cantidad":-3}]')}`;
    expect(restoredCookies(createCookieStorage(new Cookies(tampered))).cart.lines).toEqual([]);
  });

  it('document.cookie gives the digest the request header gave: same cookies, same digest', () => {
    // The browser lists the same pairs; spacing and unrelated cookies do not matter.
    expect(restoredCookiesDigest(`_ga=GA1.1.999;${COOKIES.cart}=${cart};${COOKIES.cookiesAccepted}=true`)).toBe(restoredCookiesDigest(header));
  });

  it('a cookie written between the request and the scripts changes the digest: the app does not hydrate stale markup', () => {
    const before = restoredCookiesDigest(`${COOKIES.cart}=${cart}`);
    expect(restoredCookiesDigest(`${COOKIES.cart}=${cart}; ${COOKIES.cookiesAccepted}=true`)).not.toBe(before);
    expect(restoredCookiesDigest(`${COOKIES.cart}=%5B%5D`)).not.toBe(before);
    expect(restoredCookiesDigest(`${COOKIES.cart}=${cart}; ${COOKIES.refreshToken}=abcdefghijklmnopqrstuvwxyz`)).not.toBe(before);
  });

  it('a repeated name: the first one counts, as in the cookie parser', () => {
    expect(rawCookies('a=1; b=2; a=3; c').get('a')).toBe('1');
    expect(new Cookies('a=1; a=3').get('a')).toBe(1);
  });
});
