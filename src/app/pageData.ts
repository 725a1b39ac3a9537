import { COOKIES, PAGE_DATA_ELEMENT_ID } from '../../machines/constants';
import type { StoredLocation } from '../../machines/location';
import type { PageCookies, PageData, PageDataCatalogue, RestoredCookies } from '../../machines/schemas/pageData';
import type { User } from '../../machines/schemas/session';
import { documentOf, firstNameOf, userOf } from '../../machines/session';
import type { PageCatalogue } from '../../machines/storefront';
import { jsonCookie, rawCookies, restoredCookiesDigest } from '../storage/rawCookies';

/**
 * The page's data block (machines/schemas/pageData.ts) both ways: what the server puts in it, without
 * anything personal, and how the browser starts from it, completing it from its own cookies.
 */

/** The server's side: the cookie state it rendered from, as the page carries it (pageCookiesSchema). */
export function pageCookiesOf({ user, location: { address, ...location }, ...rest }: RestoredCookies): PageCookies {
  return { ...rest, session: user ? { firstName: firstNameOf(user) ?? '' } : null, location, hasAddress: address !== null };
}

/** The server's side: the page's menu without its query's document (a signed-in customer's cédula). */
export function pageCatalogueOf({ query: { document: _document, ...query }, ...lists }: PageCatalogue): PageDataCatalogue {
  return { ...lists, query };
}

/**
 * The data block the server rendered the page with; null when absent or not ours. It is the server's
 * own output in the page itself, so it is read without a schema (no zod on the first route): only its
 * shape's anchors are checked (`hasAddress`: a block of this release, not one kept from before it).
 */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    return data && typeof data.cookies?.digest === 'string' && typeof data.cookies.state?.hasAddress === 'boolean'
      ? (data as PageData)
      : null;
  } catch {
    return null;
  }
}

/**
 * The cookie state the page was rendered from, when the browser still has those cookies (the same
 * digest), completed with what the page leaves out: the user and the delivery address. The server read
 * these very cookie texts through the schemas, so they are read here as text, on the first route (the
 * user through userOf, which keeps its fields only). Null when the cookies changed since the request
 * (the app then reads them through the schemas and renders from scratch).
 */
export function restoredFromPage({ cookies: { digest, state } }: PageData, cookieHeader: string): RestoredCookies | null {
  if (digest !== restoredCookiesDigest(cookieHeader)) return null;
  const jar = rawCookies(cookieHeader);
  const user = state.session ? (jsonCookie(jar, COOKIES.user) as User | undefined) : null;
  const address = state.hasAddress ? (jsonCookie(jar, COOKIES.salesPoint) as StoredLocation | undefined)?.address : null;
  // What the page says it was rendered from must be there (with the same digest, it is).
  if (!user !== !state.session || !address !== !state.hasAddress) return null;
  const { session: _session, hasAddress: _hasAddress, location, ...rest } = state;
  return { ...rest, user: user ? userOf(user) : null, location: { ...location, address: address ?? null } };
}

/**
 * The page's menu with the document its query was for: the user's of `restored` (the state the page
 * was rendered from, when this browser still has its cookies), a guest's when it was rendered for a
 * guest. A page rendered for a customer whose cookies are no longer here: unknown, so null (the app
 * asks for the menu).
 */
export function pageCatalogue(data: PageData, restored: RestoredCookies | null): PageCatalogue | null {
  if (!data.catalogue || (restored === null && data.cookies.state.session !== null)) return null;
  return { ...data.catalogue, query: { ...data.catalogue.query, document: documentOf(restored?.user ?? null) } };
}
