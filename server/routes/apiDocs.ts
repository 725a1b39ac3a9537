/**
 * The API contract, for programs and for people:
 *   GET /api/docs               the documentation page (Redoc) for a browser, whose Accept asks for
 *                               text/html; the OpenAPI JSON for everything else (Accept:
 *                               application/json, any type, none), as before the page existed
 *   GET /api/docs/openapi.json  the OpenAPI JSON, always
 *   GET /api/docs/redoc.js      Redoc's standalone bundle (the `redoc` package, from our own origin,
 *                               no CDN) followed by the page's start-up, which reads its options
 *                               from the page (data-options): no inline script
 * The page gets the storefront's Content-Security-Policy plus `worker-src blob:`: Redoc's search
 * index runs in a worker it creates from a Blob. Nothing else is loosened, and only here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { apiDocsTexts } from '../../machines/screenTexts/apiDocs';
import type { RouteModule } from '../context';
import { sendJsonText } from '../http';
import { contentSecurityPolicy } from '../middleware/securityHeaders';
import { openApiJson, registerOperations } from '../openapi';

export const OPENAPI_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = '/api/docs/openapi.json';
export const DOCS_SCRIPT_PATH = '/api/docs/redoc.js';

/** The contract changes only with a deploy; an hour, then the ETag (compression middleware). */
const DOCS_CACHE_CONTROL = 'public, max-age=3600';

/** The storefront's policy (its own origin only) plus the Blob worker of Redoc's search. */
export const DOCS_PAGE_CSP = `${contentSecurityPolicy()}; worker-src blob:`;

/** The store's brand colours (src/styles/theme.css.ts) for Redoc's theme. */
const BRAND = '#c8102e';
const BRAND_DEEP = '#6e0818';

/** Redoc's options: Spanish labels, the brand colours, the system fonts (no web fonts to fetch). */
const REDOC_OPTIONS = {
  labels: apiDocsTexts.labels,
  hideDownloadButton: false,
  expandResponses: '200',
  jsonSampleExpandLevel: 2,
  pathInMiddlePanel: true,
  sortTagsAlphabetically: false,
  theme: {
    colors: { primary: { main: BRAND } },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      links: { color: BRAND },
    },
    sidebar: { activeTextColor: BRAND },
    rightPanel: { backgroundColor: '#2b1a1d' },
  },
} as const;

/** Starts Redoc on the page's #redoc element with the options it carries (appended to the bundle). */
const START_SCRIPT = `
;(function () {
  var el = document.getElementById('redoc');
  if (!el || !window.Redoc) return;
  Redoc.init(el.getAttribute('data-spec'), JSON.parse(el.getAttribute('data-options')), el);
})();
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The page: a Spanish heading and intro, the link to the JSON, and Redoc below. */
export function docsPageHtml(): string {
  const t = apiDocsTexts;
  return `<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<meta name="description" content="${escapeHtml(t.intro)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1a1b}
.intro{padding:1.25rem 1.5rem 1rem;border-bottom:4px solid ${BRAND};background:#fff}
.intro h1{margin:0 0 .4rem;font-size:1.6rem;color:${BRAND_DEEP}}
.intro p{margin:.3rem 0;max-width:60rem;line-height:1.45}
.intro a{color:${BRAND};text-underline-offset:.18em}
.loading{padding:1.5rem}
</style>
</head>
<body>
<header class="intro">
<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${OPENAPI_JSON_PATH}" type="application/json">${escapeHtml(t.jsonLink)}</a></p>
</header>
<main id="redoc" data-spec="${OPENAPI_JSON_PATH}" data-options="${escapeHtml(JSON.stringify(REDOC_OPTIONS))}">
<p class="loading">${escapeHtml(t.loading)}</p>
<noscript><p class="loading">${escapeHtml(t.noScript)}</p></noscript>
</main>
<script src="${DOCS_SCRIPT_PATH}"></script>
</body>
</html>
`;
}

/**
 * Whether the request asks for the page: Accept lists text/html (not q=0) weighted above
 * application/json (exact, or through a wildcard). Browsers send text/html first; tools send
 * application/json or any type and keep getting the JSON.
 */
export function wantsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (type) weights.set(type.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const html = weights.get('text/html') ?? 0;
  const json = weights.get('application/json') ?? weights.get('application/*') ?? weights.get('*/*') ?? 0;
  return html > 0 && html > json;
}

let docsScript: string | undefined;
/** Redoc's bundle, read once from the installed package, with the start-up after it. */
function docsScriptText(): string {
  if (docsScript === undefined) {
    const bundle = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
    docsScript = `${readFileSync(bundle, 'utf8')}\n${START_SCRIPT}`;
  }
  return docsScript;
}

function sendContract(c: Context): Response {
  c.header('Cache-Control', DOCS_CACHE_CONTROL);
  return sendJsonText(c, openApiJson());
}

export const apiDocsRoutes: RouteModule = (app) => {
  app.get(OPENAPI_PATH, (c) => {
    c.header('Vary', 'Accept');
    if (!wantsHtml(c.req.header('Accept'))) return sendContract(c);
    c.header('Cache-Control', DOCS_CACHE_CONTROL);
    c.header('Content-Security-Policy', DOCS_PAGE_CSP);
    return c.html(docsPageHtml());
  });
  app.get(OPENAPI_JSON_PATH, sendContract);
  app.get(DOCS_SCRIPT_PATH, (c) => {
    c.header('Cache-Control', DOCS_CACHE_CONTROL);
    return c.body(docsScriptText(), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  return [OPENAPI_PATH, OPENAPI_JSON_PATH, DOCS_SCRIPT_PATH];
};

const CONTRACT = {
  name: 'OpenApiDocument',
  schema: z.record(z.string(), z.unknown()),
  description: 'El contrato de la API (OpenAPI 3.1).',
};

registerOperations(
  {
    method: 'get',
    path: OPENAPI_PATH,
    operationId: 'apiDocs',
    tag: 'documentación',
    summary: 'Este contrato: la página de documentación o el documento OpenAPI 3.1',
    description:
      'Con Accept: text/html (un navegador) devuelve la página navegable, en español, que dibuja este documento; con Accept: application/json, */* o sin Accept devuelve el documento OpenAPI en JSON (Vary: Accept).',
    response: { ...CONTRACT, cacheControl: DOCS_CACHE_CONTROL, formats: ['application/json', 'text/html'] },
    errors: [],
  },
  {
    method: 'get',
    path: OPENAPI_JSON_PATH,
    operationId: 'openApiDocument',
    tag: 'documentación',
    summary: 'El documento OpenAPI 3.1 en JSON',
    response: { ...CONTRACT, cacheControl: DOCS_CACHE_CONTROL },
    errors: [],
  },
  {
    method: 'get',
    path: DOCS_SCRIPT_PATH,
    operationId: 'apiDocsScript',
    tag: 'documentación',
    summary: 'El script de la página de documentación (Redoc)',
    description: 'El paquete autónomo de Redoc servido desde este mismo origen, seguido del arranque de la página.',
    response: {
      name: 'DocsScript',
      schema: z.string(),
      description: 'JavaScript.',
      cacheControl: DOCS_CACHE_CONTROL,
      formats: ['text/javascript'],
    },
    errors: [],
  },
);
