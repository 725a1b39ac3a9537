import * as z from 'zod/mini';
import { categoryListSchema, categorySchema, productListSchema } from './catalogue';
import { couponSchema, storedCartSchema } from './order';
import { salesPointListSchema, storedLocationSchema } from './salesPoint';
import { preferenceListSchema, userSchema } from './session';

/**
 * What a server-rendered page carries for the app that hydrates it, as a JSON data block
 * (`<script type="application/json" id="page-data">`, never executed: the CSP stays
 * `script-src 'self'`): the menu it was rendered with, the cookie state it was rendered from and the
 * start's answers; nothing personal (a cached page or its source shows no token, cédula,
 * email, phone or address).
 */
export { PAGE_DATA_ELEMENT_ID } from '../constants';

/**
 * A category as a page carries it. Of a partial menu (machines/rules/menuWindow.ts pageMenu) it lists
 * only the codes of the carried products, and `total` says how many products the whole menu has in it,
 * so the category bar shows its real count before the rest of the menu arrives. Absent: count the list.
 */
export const pageCategorySchema = z.extend(categorySchema, { total: z.optional(z.number()) });
export type PageCategory = z.infer<typeof pageCategorySchema>;

/**
 * The menu the page was rendered with and the query it was for, without the query's document (a
 * signed-in customer's cédula): the browser puts it back from its own cookies (src/app/pageData.ts).
 */
export const pageCatalogueSchema = z.object({
  query: z.object({ pdv: z.string(), date: z.string(), konda: z.string() }),
  products: productListSchema,
  /** Every category; of a partial menu, each with only the codes of the carried products and its real `total`. */
  categories: z.array(pageCategorySchema),
  /** Every product of the query, or only the window the page shows (a large menu): nothing in the page grows with the menu. */
  complete: z.boolean(),
});
export type PageDataCatalogue = z.infer<typeof pageCatalogueSchema>;

/**
 * The answers of two calls the app makes as it starts (the preferences of channel 2, the generic
 * sales points), as the server had them when it rendered the page: the app's first call of each is
 * answered from here (src/app/effects.ts), so a first visit downloads no HTTP client before anyone
 * taps. Never the status: the status service (its own host, VITE_STATUS_BASE_URL) has the last
 * word, and the app asks it at every start (docs/product.md#estados-y-transiciones).
 */
export const pageStartSchema = z.object({
  preferences: preferenceListSchema,
  genericSalesPoints: salesPointListSchema,
});
export type PageStart = z.infer<typeof pageStartSchema>;

/**
 * What the server read from the visitor's cookies through the schemas (src/storage/cookies.ts):
 * the storefront's restored input (machines/storefront.ts StorefrontInput) without path and menu.
 */
export const restoredCookiesSchema = z.object({
  cookiesAccepted: z.boolean(),
  user: z.nullable(userSchema),
  canResume: z.boolean(),
  location: storedLocationSchema,
  cart: z.object({ lines: storedCartSchema, coupons: z.array(couponSchema) }),
});
export type RestoredCookies = z.infer<typeof restoredCookiesSchema>;

/**
 * The restored cookies as the page carries them: nothing personal. Of the customer only
 * what the page shows, that one is signed in and the first name the header greets; no token, cédula,
 * email, phone or address, and no delivery address (only whether the location holds one). The
 * browser reads those from its own cookies, which are the ones the page was rendered from (`digest`).
 */
export const pageCookiesSchema = z.object({
  cookiesAccepted: z.boolean(),
  /** Null for a guest. */
  session: z.nullable(z.object({ firstName: z.string() })),
  canResume: z.boolean(),
  location: z.omit(storedLocationSchema, { address: true }),
  hasAddress: z.boolean(),
  cart: z.object({ lines: storedCartSchema, coupons: z.array(couponSchema) }),
});
export type PageCookies = z.infer<typeof pageCookiesSchema>;

export const pageDataSchema = z.object({
  catalogue: z.nullable(pageCatalogueSchema),
  /**
   * The cookies the page was rendered from: `state` without what is personal (pageCookiesSchema),
   * `digest` of their raw text (src/storage/rawCookies.ts restoredCookiesDigest). The app starts from
   * `state`, completed from its own cookies, and hydrates only when `document.cookie` gives the same
   * digest; otherwise (a cookie written between the request and the scripts) it reads the cookies
   * itself and renders from scratch. The block is the server's own output: the browser reads it
   * without a schema.
   */
  cookies: z.object({ digest: z.string(), state: pageCookiesSchema }),
  /** Absent or null: the app makes the start's calls itself. */
  start: z.optional(z.nullable(pageStartSchema)),
});

export type PageData = z.infer<typeof pageDataSchema>;

/**
 * The data block's text: JSON with `<` escaped, so no product text can close the element.
 * (U+2028/2029 are valid in JSON and harmless in a data block.)
 */
export const serializePageData = (data: PageData): string => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * The server renderer's contract: src/entry-server.tsx implements it (built into dist-ssr/),
 * server/web/pages.ts calls it. Neither imports the other.
 */
export interface RenderRequest {
  /** Path without query. */
  path: string;
  /** Query string with its '?', or ''. */
  search: string;
  cookieHeader: string | null;
  /** Scheme, host and port the visitor used (canonical URLs, Open Graph, JSON-LD). */
  origin: string;
  /** The clock (epoch ms): the order day of the query. */
  now: number;
  /** The menu of a query, as the API answers it (the server's cached catalogue). */
  loadCatalogue: (query: { pdv: string; date: string; document: string; konda: string }) => Promise<{
    products: z.infer<typeof productListSchema>;
    categories: z.infer<typeof categoryListSchema>;
  }>;
  /** The start's answers (pageStartSchema); absent: the page carries none. */
  loadStart?: () => Promise<PageStart | null>;
}

export interface RenderedPage {
  status: number;
  /** The app's markup, for <div id="root">. */
  html: string;
  /** Escaped <title> text and the other <head> tags. */
  title: string;
  headTags: string;
  /** The JSON data block's text. */
  pageData: string;
  /** Source path of the lazily loaded page module (its chunk and CSS are linked from the head). */
  pageModule: string | null;
}

/** The module Vite's SSR build makes of src/entry-server.tsx. Null: a screen the browser renders alone. */
export interface PageRendererModule {
  renderPage: (request: RenderRequest) => Promise<RenderedPage | null>;
}
