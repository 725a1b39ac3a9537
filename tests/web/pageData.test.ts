import { describe, expect, it } from 'vitest';
import Cookies from 'universal-cookie';
import { COOKIES, GUEST_DOCUMENT } from '../../machines/constants';
import { pageDataSchema, serializePageData, type PageData } from '../../machines/schemas/pageData';
import { pageCatalogue, pageCatalogueOf, pageCookiesOf, readPageData, restoredFromPage } from '../../src/app/pageData';
import { createCookieStorage, restoredCookies } from '../../src/storage/cookies';
import { restoredCookiesDigest } from '../../src/storage/rawCookies';

/**
 * A server-rendered page carries nothing personal. Its data block says only that a customer
 * is signed in and the first name the header greets; the browser completes the state from its own
 * cookies (the ones the page was rendered from), so hydration still starts from exactly what the
 * server rendered.
 */

const customer = {
  nombres: 'Laura Marcela',
  apellidos: 'Gómez',
  direccion: 'Calle 93 # 11-20 apto 501',
  telefono2: '3001234567',
  cedula: '52123456',
  EAdministrador: '',
  esta_autenticado: '1',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.firma-del-token',
  email: 'laura@example.com',
};
const address = {
  ciudad: 'Bogotá',
  departamento: 'Cundinamarca',
  nomenclatura: 'Carrera',
  segmentoDireccion1: '15',
  segmentoDireccion2: '88',
  segmentoDireccion3: '40',
  complemento: 'Torre 2',
  segmentoCompleto: 'Carrera 15 # 88-40 Torre 2',
  barrio: 'El Chicó',
};
const location = {
  salesPoint: { Vkbur: 'B001', Konda: '28', citycode: '11001', city1: 'Bogotá' },
  selectedAt: 1_764_000_000_000,
  city: 'Bogotá',
  address,
  deliveryDate: '2026-11-25',
  deliveryTime: '12:30',
  pickup: false,
};
const cookie = (name: string, value: unknown) =>
  `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;
/** A signed-in customer's browser: consent, the user, the session marks, a delivery address and a cart. */
const header = [
  cookie(COOKIES.cookiesAccepted, 'true'),
  cookie(COOKIES.user, customer),
  cookie(COOKIES.sessionStarted, '1'),
  cookie(COOKIES.sessionResumable, '1'),
  cookie(COOKIES.salesPoint, location),
  cookie(COOKIES.cart, [{ producto_id: 'P001', cantidad: 2 }]),
].join('; ');

/** The page the server renders for that browser (src/entry-server.tsx). */
function renderedPage(cookieHeader: string): PageData {
  const state = restoredCookies(createCookieStorage(new Cookies(cookieHeader)));
  const catalogue = {
    query: { pdv: 'B001', date: '2026-11-25', document: state.user?.cedula ?? GUEST_DOCUMENT, konda: '28' },
    products: [],
    categories: [],
    complete: true,
  };
  return {
    catalogue: pageCatalogueOf(catalogue),
    cookies: { digest: restoredCookiesDigest(cookieHeader), state: pageCookiesOf(state) },
    start: null,
  };
}

describe("the page's data block holds nothing personal", () => {
  it('no token, cédula, email, phone, account address or delivery address: only that a customer is signed in and the first name', () => {
    const page = renderedPage(header);
    const text = serializePageData(page);
    for (const secret of [
      customer.token,
      customer.cedula,
      customer.email,
      customer.telefono2,
      customer.direccion,
      address.segmentoCompleto,
      address.barrio,
      'Torre 2',
      customer.apellidos,
    ])
      expect(text, secret).not.toContain(secret);
    expect(page.cookies.state.session).toEqual({ firstName: 'Laura' });
    expect(page.cookies.state.hasAddress).toBe(true);
    expect(page.catalogue?.query).toEqual({ pdv: 'B001', date: '2026-11-25', konda: '28' });
    // The block is what its schema says, and nothing more.
    expect(pageDataSchema.parse(JSON.parse(text))).toEqual(page);
  });

  it('a guest: no session, and the location without an address says so', () => {
    const guest = renderedPage(cookie(COOKIES.cookiesAccepted, 'true'));
    expect(guest.cookies.state.session).toBeNull();
    expect(guest.cookies.state.hasAddress).toBe(false);
  });
});

describe('the browser starts from the page and its own cookies', () => {
  const read = (cookieHeader: string) => restoredCookies(createCookieStorage(new Cookies(cookieHeader)));

  it('with the cookies the page was rendered from, it gets back exactly the state the server rendered', () => {
    expect(read(header).user).toEqual(customer);
    // document.cookie lists the same pairs, in any order and with unrelated ones.
    const browser = `_ga=GA1.1.5; ${header.split('; ').reverse().join('; ')}`;
    expect(restoredFromPage(renderedPage(header), browser)).toEqual(read(header));
    const guest = [cookie(COOKIES.cookiesAccepted, 'true'), cookie(COOKIES.cart, [{ producto_id: 'P001', cantidad: 2 }])].join(
      '; ',
    );
    expect(restoredFromPage(renderedPage(guest), guest)).toEqual(read(guest));
  });

  it("the menu comes back with the document it was asked for: the customer's cédula", () => {
    const page = renderedPage(header);
    expect(pageCatalogue(page, restoredFromPage(page, header))?.query).toEqual({
      pdv: 'B001',
      date: '2026-11-25',
      document: '52123456',
      konda: '28',
    });
  });

  it("cookies changed since the request: nothing is restored from the page, and the menu of a customer's page is not reused", () => {
    const page = renderedPage(header);
    const later = `${header}; ${cookie(COOKIES.coupons, [])}`;
    expect(restoredFromPage(page, later)).toBeNull();
    expect(pageCatalogue(page, null)).toBeNull();
    // A guest's page keeps its menu: its document is the guest's, whoever the browser is now.
    const guest = renderedPage(cookie(COOKIES.cookiesAccepted, 'true'));
    expect(pageCatalogue(guest, null)?.query.document).toBe(GUEST_DOCUMENT);
  });

  it('a page whose summary the cookies do not bear out is not hydrated (a customer who is not there, an address that is not there)', () => {
    const guest = cookie(COOKIES.cookiesAccepted, 'true');
    const page = renderedPage(guest);
    expect(
      restoredFromPage(
        { ...page, cookies: { ...page.cookies, state: { ...page.cookies.state, session: { firstName: 'Laura' } } } },
        guest,
      ),
    ).toBeNull();
    const withoutAddress = [
      cookie(COOKIES.cookiesAccepted, 'true'),
      cookie(COOKIES.salesPoint, { ...location, address: null }),
    ].join('; ');
    const claimed = renderedPage(withoutAddress);
    expect(
      restoredFromPage(
        { ...claimed, cookies: { ...claimed.cookies, state: { ...claimed.cookies.state, hasAddress: true } } },
        withoutAddress,
      ),
    ).toBeNull();
  });

  it('a user cookie the server refused (tampered) leaves a guest on both sides', () => {
    const tampered = [cookie(COOKIES.sessionStarted, '1'), cookie(COOKIES.user, { ...customer, token: 7 })].join('; ');
    const page = renderedPage(tampered);
    expect(page.cookies.state.session).toBeNull();
    expect(restoredFromPage(page, tampered)?.user).toBeNull();
  });

  it('a page kept from before the refresh token moved to an HttpOnly cookie (its block held the user) is not read: the app renders from its own cookies', () => {
    const doc = (text: string) => ({ getElementById: () => ({ textContent: text }) }) as unknown as Document;
    const current = serializePageData(renderedPage(header));
    expect(readPageData(doc(current))).toEqual(JSON.parse(current));
    const old = {
      catalogue: null,
      cookies: { digest: 'a1b2c3d4', state: { ...restoredCookies(createCookieStorage(new Cookies(header))) } },
      start: null,
    };
    expect(readPageData(doc(JSON.stringify(old)))).toBeNull();
  });
});
