import { describe, expect, it } from 'vitest';
import Cookies from 'universal-cookie';
import { COOKIES } from '../../machines/constants';
import { restoredCookiesSchema } from '../../machines/schemas/pageData';
import { createCookieStorage, restoredCookies } from '../../src/storage/cookies';
import { rawCookies, restoredCookiesDigest } from '../../src/storage/rawCookies';

/**
 * The page's data block carries what the server read from the visitor's cookies, so
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
    expect(restoredCookiesDigest(`_ga=GA1.1.999;${COOKIES.cart}=${cart};${COOKIES.cookiesAccepted}=true`)).toBe(
      restoredCookiesDigest(header),
    );
  });

  it('a cookie written between the request and the scripts changes the digest: the app does not hydrate stale markup', () => {
    const before = restoredCookiesDigest(`${COOKIES.cart}=${cart}`);
    expect(restoredCookiesDigest(`${COOKIES.cart}=${cart}; ${COOKIES.cookiesAccepted}=true`)).not.toBe(before);
    expect(restoredCookiesDigest(`${COOKIES.cart}=%5B%5D`)).not.toBe(before);
    expect(restoredCookiesDigest(`${COOKIES.cart}=${cart}; ${COOKIES.legacyRefreshToken}=abcdefghijklmnopqrstuvwxyz`)).not.toBe(
      before,
    );
    expect(restoredCookiesDigest(`${COOKIES.cart}=${cart}; ${COOKIES.sessionResumable}=1`)).not.toBe(before);
  });

  it('a repeated name: the first one counts, as in the cookie parser', () => {
    expect(rawCookies('a=1; b=2; a=3; c').get('a')).toBe('1');
    expect(new Cookies('a=1; a=3').get('a')).toBe(1);
  });
});

/** A browser's cookie jar, enough for these tests: the setter takes a Set-Cookie text, the getter lists name=value pairs. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  const doc = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair, ...attributes] = text.split('; ');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      if (attributes.some((a) => a === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, pair!.slice(at + 1));
    },
  };
  return { doc, written };
}

describe("the storefront's cookie writes, without a cookie library (src/storage/cookieWrites.ts)", () => {
  const withDocument = async (test: (written: string[]) => Promise<void> | void) => {
    const { doc, written } = fakeDocument();
    const g = globalThis as { document?: unknown; window?: unknown };
    g.document = doc;
    g.window = { location: { protocol: 'http:' } };
    try {
      await test(written);
    } finally {
      delete g.document;
      delete g.window;
    }
  };

  it('write exactly what universal-cookie writes, so the schemas read them back', async () => {
    await withDocument(async (written) => {
      const { cookieText } = await import('../../src/storage/cookieWrites');
      const lines = [{ producto_id: 'P001', cantidad: 2 }];
      new Cookies(null, { path: '/' }).set(COOKIES.cart, lines, { path: '/', maxAge: 14_400, sameSite: 'lax' });
      expect(cookieText(COOKIES.cart, lines, 14_400)).toBe(written.at(-1));
      new Cookies(null, { path: '/' }).set(COOKIES.sessionResumable, '1', { path: '/', maxAge: 60, sameSite: 'lax' });
      expect(cookieText(COOKIES.sessionResumable, '1', 60)).toBe(written.at(-1));
    });
  });

  it('habilitarCupon: once the registration popup was shown it is written false, and read back it is not offered again', async () => {
    await withDocument(async () => {
      const writes = await import('../../src/storage/cookieWrites');
      expect(createCookieStorage(new Cookies(document.cookie)).couponPopupEnabled()).toBe(true);
      writes.disableCouponPopup();
      expect(createCookieStorage(new Cookies(document.cookie)).couponPopupEnabled()).toBe(false);
    });
  });

  it('cookies are written in one module: no other file of src/ writes or removes a cookie', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const writes = (text: string) =>
      /document\.cookie\s*=[^=]/.test(text) || (text.includes("from 'universal-cookie'") && /\.(set|remove)\(/.test(text));
    const writers = files.filter((f) => writes(readFileSync(`src/${f}`, 'utf8')));
    expect(writers).toEqual(['storage/cookieWrites.ts']);
  });

  it('the cart is kept only with consent, and read back through the schemas; withdrawing consent removes it', async () => {
    await withDocument(async () => {
      const writes = await import('../../src/storage/cookieWrites');
      const lines = [{ producto_id: 'P001', cantidad: 2 }];
      writes.saveCart(lines, []);
      expect(document.cookie).toBe('');
      writes.setCookiesAccepted(true);
      writes.saveCart(lines, []);
      const read = () => restoredCookies(createCookieStorage(new Cookies(document.cookie)));
      expect(read().cookiesAccepted).toBe(true);
      expect(read().cart.lines).toEqual(lines);
      expect(restoredCookiesDigest(document.cookie)).not.toBe(restoredCookiesDigest(''));
      writes.setCookiesAccepted(false);
      expect(read().cart.lines).toEqual([]);
      expect(read().cookiesAccepted).toBe(false);
    });
  });

  it('a session: the user without any refresh_token field, sesion_iniciada and the mark that it may resume; no refresh token is written by a script; logout removes them', async () => {
    await withDocument(async (written) => {
      const writes = await import('../../src/storage/cookieWrites');
      const user = {
        nombres: 'Laura',
        apellidos: 'Gómez',
        direccion: '',
        telefono2: '3001234567',
        cedula: '52123456',
        EAdministrador: '',
        esta_autenticado: '',
        token: 'a.b.c',
        email: 'laura@example.com',
      };
      const token = 'r'.repeat(43);
      writes.saveSession({ ...user, refresh_token: token } as typeof user);
      const state = restoredCookies(createCookieStorage(new Cookies(document.cookie)));
      expect(state.user).toEqual(user);
      expect(state.canResume).toBe(true);
      expect(written.join('\n')).not.toContain(token);
      expect(written.some((text) => text.startsWith(`${COOKIES.legacyRefreshToken}=`))).toBe(false);
      writes.clearSession();
      const after = restoredCookies(createCookieStorage(new Cookies(document.cookie)));
      expect(after.user).toBeNull();
      expect(after.canResume).toBe(false);
    });
  });

  it("the refresh token a script kept before the refresh token moved to an HttpOnly cookie still resumes the session, is read for the move to the server's cookie, and goes at logout", async () => {
    await withDocument(async () => {
      const writes = await import('../../src/storage/cookieWrites');
      const { legacyRefreshTokenOf } = await import('../../src/storage/legacyRefreshToken');
      const stored = () => legacyRefreshTokenOf(rawCookies(document.cookie).get(COOKIES.legacyRefreshToken));
      const token = 'q3Xb0m7cJ1mZp6Hn2vW9yKfR4tLs8aUe5dGiOxNcQwE';
      document.cookie = `${COOKIES.legacyRefreshToken}=${token}; Max-Age=2592000; Path=/; SameSite=Strict`;
      expect(restoredCookies(createCookieStorage(new Cookies(document.cookie))).canResume).toBe(true);
      expect(stored()).toBe(token);
      writes.clearSession();
      expect(stored()).toBeNull();
      // Anything that is not a refresh token is not one.
      document.cookie = `${COOKIES.legacyRefreshToken}=${encodeURIComponent('<script>')}; Max-Age=60; Path=/`;
      expect(stored()).toBeNull();
      expect(legacyRefreshTokenOf('%E0%A4%A')).toBeNull();
      expect(restoredCookies(createCookieStorage(new Cookies(document.cookie))).canResume).toBe(false);
    });
  });

  it('a logout still waiting for the server is forgotten when a new session opens: its cookie replaced the old refresh cookie', async () => {
    await withDocument(async () => {
      const writes = await import('../../src/storage/cookieWrites');
      const pending = () => rawCookies(document.cookie).has(COOKIES.logoutPending);
      writes.markLogoutPending();
      expect(pending()).toBe(true);
      writes.clearSession();
      expect(pending()).toBe(true);
      writes.saveSession({
        nombres: 'Laura',
        apellidos: 'Gómez',
        direccion: '',
        telefono2: '',
        cedula: '52123456',
        EAdministrador: '',
        esta_autenticado: '1',
        token: 'a.b.c',
        email: 'laura@example.com',
      });
      expect(pending()).toBe(false);
    });
  });
});
