/**
 * Server rendering of the public menu pages: /, /productos, /productos/{categoria},
 * /productos/{categoria}/{producto} and the 404 page come from the server complete — header,
 * category bar, the first products with images, prices and 'Agregar', footer, cookie banner —
 * for the sales point in the visitor's cookies (the generic one otherwise).
 *
 * Built by Vite's SSR build into dist-ssr/ and loaded by server/web/pages.ts, which only knows
 * this module's contract (RenderRequest → RenderedPage): the server never imports src/.
 *
 * The storefront actor is created exactly as the browser creates it, from the same cookies and
 * the same menu, and is never started: the server renders its first snapshot, and the browser
 * hydrates that same snapshot before it starts its own actor (src/main.tsx). The page's data block
 * carries that state without anything personal: the browser reads the user and the delivery
 * address from its own cookies (src/app/pageData.ts).
 */
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import Cookies from 'universal-cookie';
import { createActor } from 'xstate';
import type { CatalogueLists } from '../machines/catalogue';
import { pageOf, type PageKind } from '../machines/paths';
import type { ServerRenderedPage } from '../machines/routes';
import { categoryProducts, pageMenu } from '../machines/rules/menuWindow';
import { findCategoryBySlug, findProductBySlugs, productPath, productSlugs } from '../machines/rules/slugs';
import { serializePageData, type RenderedPage, type RenderRequest } from '../machines/schemas/pageData';
import { catalogueQueryOf, storefrontMachine, type PageCatalogue } from '../machines/storefront';
import { App } from './App';
import { HttpStatusProvider, type RenderedStatus } from './app/httpStatus';
import { pageCatalogueOf, pageCookiesOf } from './app/pageData';
import { preloadPage } from './routes';
import { categoryMeta, headTags, homeMeta, notFoundMeta, productMeta, productsMeta, type PageMeta } from './app/pageMeta';
import { restoredInput } from './app/storefront';
import { refsOf } from './app/storefrontRefs';
import { createCookieStorage, restoredCookies } from './storage/cookies';
import { restoredCookiesDigest } from './storage/rawCookies';

/** The module of each server-rendered page (route table: serverRendered) and of the 404 page, for its modulepreload; the home page is in the entry. */
const PAGE_MODULES: Record<ServerRenderedPage | 'notFound', string | null> = {
  home: null,
  products: 'src/pages/ProductsPage.tsx',
  category: 'src/pages/ProductsPage.tsx',
  product: 'src/pages/ProductPage.tsx',
  notFound: 'src/pages/NotFoundPage.tsx',
};

/** Null: a screen of docs/product.md#pantallas-y-rutas the browser renders (cart, checkout, account...): the server sends the app shell. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const page = pageOf(request.path);
  if (page.kind === 'screen') return null;

  const cookies = restoredCookies(createCookieStorage(new Cookies(request.cookieHeader ?? '')));
  const restored = restoredInput(cookies, request.path);
  const query = catalogueQueryOf(restored, request.now);
  const [lists, start] = await Promise.all([request.loadCatalogue(query), request.loadStart?.() ?? null]);
  const search = new URLSearchParams(request.search).get('textoBusqueda') ?? '';
  const catalogue: PageCatalogue = { query, ...pageMenu(page, lists, search) };
  const meta = metaOf(page, lists, request.origin);

  await preloadPage(request.path);
  const actor = createActor(storefrontMachine, {
    input: { ...restored, catalogue, genericSalesPoints: start?.genericSalesPoints, now: () => request.now },
  });
  const status: RenderedStatus = { code: meta.indexable ? 200 : 404 };
  const html = await renderToHtml(
    <HttpStatusProvider status={status}>
      <App refs={refsOf(actor)} serverRendered ssrPath={request.path} ssrSearch={request.search.replace(/^\?/, '')} />
    </HttpStatusProvider>,
  );
  const head = headTags(status.code === 404 ? notFoundMeta() : meta, request.origin);
  return {
    status: status.code,
    html,
    title: head.title,
    headTags: head.tags,
    // Nothing personal in the page: the browser completes the state from its own cookies.
    pageData: serializePageData({
      catalogue: pageCatalogueOf(catalogue),
      cookies: { digest: restoredCookiesDigest(request.cookieHeader ?? ''), state: pageCookiesOf(cookies) },
      start,
    }),
    // An unknown category or product is drawn by its own page (its not-found view inside), so that page's code.
    pageModule: PAGE_MODULES[page.kind],
  };
}

function metaOf(page: PageKind, { products, categories }: CatalogueLists, origin: string): PageMeta {
  switch (page.kind) {
    case 'home':
      return homeMeta();
    case 'products':
      return productsMeta();
    case 'category': {
      const category = findCategoryBySlug(categories, page.categoria);
      if (!category) return notFoundMeta();
      const byCode = new Map(products.map((p) => [p.codigo_producto, p]));
      return categoryMeta(category, categoryProducts(category, byCode).length);
    }
    case 'product': {
      const product = findProductBySlugs(products, page.categoria, page.producto);
      return product ? productMeta(product, productPath(product, productSlugs(products)), origin) : notFoundMeta();
    }
    default:
      return notFoundMeta();
  }
}

/** React's static prerender: waits for every boundary, so the HTML is complete. */
async function renderToHtml(element: React.ReactNode): Promise<string> {
  // Fizz outlines a boundary larger than progressiveChunkSize behind an inline <script> that
  // reveals it later; the CSP allows no inline script, and the whole page is ready anyway.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}
