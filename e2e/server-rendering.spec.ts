import { gzipSync } from 'node:zlib';
import { messages } from '../machines/messages';
import { cityPickerTexts } from '../machines/screenTexts/cityPicker';
import { COMPILE_HINT } from '../scripts/compileHints';
import { START_CHUNK_NAMES } from '../server/web/startChunks';
import { appReady, expect, test, watchReady, type Page } from './fixtures';

/**
 * A phone sees the menu before any JavaScript runs. The server sends the menu pages
 * complete, with their own metadata and honest status codes, and the app hydrates them without
 * a mismatch and without asking for the catalogue again.
 */

const MENU_PAGES = ['/', '/productos', '/productos/pollo-asado', '/productos/pollo-asado/pollo-asado-entero'] as const;

/** Console errors and page errors a page produced (a hydration mismatch is one). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('status of 404')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('server rendering', () => {
  for (const path of MENU_PAGES) {
    test(`${path}: the HTML the server sends holds products, prices in COP and 'Agregar'`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      // Rendered from the visitor's cookies, with what was read from them in its data block: no shared cache keeps it.
      expect(response.headers()['cache-control']).toBe('private, no-cache');
      const html = await response.text();
      expect(html).toContain('Pollo asado entero');
      expect(html).toMatch(/\$\s?[\d.]{5,}/);
      expect(html).toContain('Agregar');
      expect(html).toContain('Este sitio usa cookies');
      expect(html).toContain('id="page-data"');
      // No inline script: the CSP stays script-src 'self' (the data blocks are not scripts).
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inline.every((attrs) => /type="application\/(json|ld\+json)"/.test(attrs!))).toBe(true);
    });
  }

  test('a product page has its own title, description, canonical URL, Open Graph tags and Product JSON-LD with an Offer in COP', async ({
    request,
  }) => {
    const html = await (await request.get('/productos/pollo-asado/pollo-asado-entero')).text();
    expect(html).toMatch(/<title>Pollo asado entero \(\$\s[\d.]+\) — Pollos La Brasa<\/title>/);
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1');
    expect(html).toContain('/productos/pollo-asado/pollo-asado-entero" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('Pollo asado entero');
    expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'COP', availability: 'https://schema.org/InStock' });
    expect(Number(ld.offers.price)).toBeGreaterThan(0);
  });

  test('a category page has its own title and description', async ({ request }) => {
    const html = await (await request.get('/productos/pollo-asado')).text();
    expect(html).toContain('<title>Pollo asado — Pollos La Brasa</title>');
    expect(html).toMatch(/<meta name="description" content="Pollo asado de Pollos La Brasa: \d+ productos/);
  });

  test("a path no route matches answers 404 with the rendered 'Página No Encontrada' page; an unknown API path 404 JSON", async ({
    request,
  }) => {
    for (const path of ['/esta-ruta-no-existe', '/productos/no-existe', '/productos/pollo-asado/no-existe', '/healthz/x']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('Página No Encontrada');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
    const api = await request.get('/api/no-existe');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toContain('application/json');
    // A screen the browser renders alone is a real route: 200 with the app shell.
    expect((await request.get('/carrito')).status()).toBe(200);
  });

  for (const path of MENU_PAGES) {
    test(`${path}: hydrates with no error and no second catalogue request, signed out and after accepting cookies`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const catalogueCalls: string[] = [];
      page.on('request', (r) => {
        if (/listar_productos_minimo|listar_categorias/.test(r.url())) catalogueCalls.push(r.url());
      });
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Aceptar' })).toBeVisible();
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
      // 'Agregar' works once hydrated: the cart badge counts the product.
      await page
        .getByRole('button', { name: /Agregar/ })
        .first()
        .click();
      await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(catalogueCalls).toEqual([]);
    });
  }

  test('a tap before the scripts have run is not lost: it is replayed once the app is ready', async ({ page }) => {
    const errors = watchErrors(page);
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/productos');
    // The server's page, no app yet: both taps are kept.
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page
      .getByRole('button', { name: /Agregar/ })
      .first()
      .click();
    await expect(page.getByText('Este sitio usa cookies')).toBeVisible();
    release();
    await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a tap on a control's icon lands on the control, so it counts even before the icons' part has hydrated", async ({
    page,
  }) => {
    // '+' and '−' draw icons from a chunk of their own, in a Suspense boundary React hydrates a moment
    // after the rest; a click whose target were inside it in that moment would be dropped without a word.
    await watchReady(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
    await page.goto('/productos/acompanamientos/arepa-de-chocolo');
    await appReady(page);
    const missed = await page.evaluate(() =>
      [...document.querySelectorAll('button svg, a svg')].flatMap((icon) => {
        const box = icon.getBoundingClientRect();
        if (box.width === 0) return [];
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const control = icon.parentElement!.closest('button, a')!;
        return hit === null || !hit.closest('svg') ? [] : [control.getAttribute('aria-label') ?? control.textContent];
      }),
    );
    expect(missed, 'controls whose icon takes the tap instead of the control').toEqual([]);
    const stepper = page.getByRole('group', { name: 'Cantidad de Arepa de chócolo' });
    await stepper.getByRole('button', { name: 'Aumentar cantidad de Arepa de chócolo' }).click();
    await expect(stepper.locator('output')).toHaveText('3');
  });

  test("the server's icons stay drawn while the app starts: '−' and '+' are hydrated, not drawn again", async ({ page }) => {
    await watchReady(page);
    // Every icon shape the page loses after it arrived, counted from the first byte on.
    await page.addInitScript({
      content: `window.lostIconShapes = 0;
        new MutationObserver((records) => {
          for (const r of records) for (const n of r.removedNodes) if (n.nodeName === 'path' || n.nodeName === 'circle') window.lostIconShapes++;
        }).observe(document, { subtree: true, childList: true });`,
    });
    await page.goto('/productos/acompanamientos/arepa-de-chocolo');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    const stepper = page.getByRole('group', { name: 'Cantidad de Arepa de chócolo' });
    await expect(stepper.locator('svg path')).toHaveCount(2);
    expect(await page.evaluate(() => (window as { lostIconShapes?: number }).lostIconShapes)).toBe(0);
  });

  test('signed in with a cart: the page starts from the cookie state the server read and hydrates its markup', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page
      .getByRole('button', { name: /Agregar/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('Usuario o correo', { exact: true }).fill('cliente@pollosbrasa.co');
    await page.getByLabel('Contraseña', { exact: true }).fill('Cliente123!');
    await page.getByRole('button', { name: /^(Ingresar|Iniciar sesión)$/ }).click();
    await expect(page).not.toHaveURL(/\/login/);
    for (const path of MENU_PAGES) {
      let release!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(path);
      const text = (await page.locator('#page-data').textContent())!;
      const block = JSON.parse(text);
      // Of the customer, only what the page shows; the app reads the rest from its own cookies.
      expect(block.cookies.state.session, path).toEqual({ firstName: 'Laura' });
      expect(text, path).not.toContain('cliente@pollosbrasa.co');
      expect(block.cookies.state.cart.lines, path).toHaveLength(1);
      // Hydration keeps the server's nodes; a render from scratch would replace them.
      await page.evaluate(() => void ((document.querySelector('#root > *') as HTMLElement).dataset.serverNode = 'yes'));
      release();
      await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (document.querySelector('#root > *') as HTMLElement | null)?.dataset.serverNode),
        path,
      ).toBe('yes');
      await page.unroute(/\/assets\/index-[^/]+\.js$/);
    }
    expect(errors).toEqual([]);
  });

  test('cookies written between the request and the scripts: the app renders from them instead of hydrating stale markup', async ({
    page,
    context,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/productos');
    await expect(page.getByText('Este sitio usa cookies')).toBeVisible();
    // Another tab accepts the cookies meanwhile: the server's markup (with the banner) is stale.
    await context.addCookies([{ name: 'cookiesAceptadas', value: 'true', url: baseURL! }]);
    release();
    await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  /**
   * "Hydrate less" (src/app/staticIsland.tsx): the home page's hero, categories and featured
   * products and the footer stay the server's nodes when the page hydrates, and their code is not
   * downloaded; the server's 'Agregar' and links work through the island's delegated listener; a
   * new menu (another city's sales point) renders them with their component.
   */
  test("/: the home page's content and the footer stay the server's HTML, working, until the menu changes", async ({
    page,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    // A returning visitor: consent given on an earlier visit (a change of consent renders the footer live,
    // its withdrawal control being part of it).
    await page.context().addCookies([{ name: 'cookiesAceptadas', value: 'true', url: baseURL! }]);
    const islandChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/(HomeContent|SiteFooter)-[^/]+\.js$/.test(r.url())) islandChunks.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Before any tap (which starts the idle prefetch of the order path, HomeContent among it).
    expect(islandChunks).toEqual([]);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: messages.cookies.withdraw })).toBeVisible();
    const markServerNodes = () =>
      page.evaluate(() => {
        for (const node of document.querySelectorAll<HTMLElement>('[data-island] > *')) node.dataset.serverNode = 'yes';
        (window as Window & { sameDocument?: boolean }).sameDocument = true;
      });
    const serverNodes = () => page.locator('[data-island] > [data-server-node="yes"]').count();
    await markServerNodes();
    expect(await serverNodes()).toBe(2);
    // The server's 'Agregar' adds through the island's delegated listener.
    await page
      .getByRole('button', { name: /Agregar/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
    // The server's internal links navigate in the app (no new document), the footer's too.
    await page.getByRole('navigation', { name: 'Categorías' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/productos\/[^/]+$/);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(serverNodes).toBe(1); // the footer, still the server's
    // Back to / in the app: the browser renders the content from its chunk.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Productos' }).click();
    await expect(page).toHaveURL(/\/productos$/);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('product-card')).toHaveCount(8);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.locator('[data-island="inicio"] > [data-server-node="yes"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("/: the footer's 'Retirar consentimiento de cookies' works on the server's HTML (Ley 1581)", async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    await page.context().addCookies([{ name: 'cookiesAceptadas', value: 'true', url: baseURL! }]);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('[data-action="consent.withdraw"]')).toBeVisible();
    await footer.getByRole('button', { name: messages.cookies.withdraw }).click();
    // The banner is back and the control is gone (the footer rendered live without consent).
    await expect(page.getByText('Este sitio usa cookies')).toBeVisible();
    await expect(footer.getByRole('button', { name: messages.cookies.withdraw })).toHaveCount(0);
    expect((await page.context().cookies(baseURL!)).map((c) => c.name)).not.toContain('cookiesAceptadas');
    expect(errors).toEqual([]);
  });

  test("/: another city's menu renders the kept home content with its component", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      for (const node of document.querySelectorAll<HTMLElement>('[data-island="inicio"] > *')) node.dataset.serverNode = 'yes';
    });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Bogotá/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Elegir otra ciudad' }).click();
    // The offered cities are listed as the picker opens: a tap chooses one.
    await page.getByRole('list', { name: cityPickerTexts.listLabel }).getByRole('button', { name: 'Medellín' }).click();
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: /Medellín/ })
        .first(),
    ).toBeVisible();
    await expect(page.locator('[data-island="inicio"] > [data-server-node="yes"]')).toHaveCount(0);
    await expect(page.getByTestId('product-card')).toHaveCount(8);
    // The rendered cards' 'Agregar' is React's own again.
    await page
      .getByRole('button', { name: /Agregar/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  /** The chunks a server-rendered page has public/start-app.js preload (data-preload and data-preload-next). */
  const preloadedChunks = (html: string) =>
    [...html.matchAll(/data-preload(?:-next)?="([^"]*)"/g)].flatMap((m) => m[1]!.split(' '));
  /** Which of the start's chunks (server/web/startChunks.ts) a file is, or null. */
  const startChunkOf = (file: string) =>
    START_CHUNK_NAMES.find((chunk) => new RegExp(`/assets/${chunk}-[^/]+\\.js$`).test(file)) ?? null;

  test("a server-rendered page fetches every chunk of the app's start with its first script, so a connection lost later still starts the app", async ({
    request,
  }) => {
    // src/main.tsx imports the start's chunks one after another (vite.config.ts START_STEPS); any one
    // missing from the page's list would be requested only when its step comes, maybe offline by then.
    for (const path of ['/', '/productos', '/productos/pollo-asado/pollo-asado-entero']) {
      const listed = preloadedChunks(await (await request.get(path)).text());
      for (const chunk of START_CHUNK_NAMES)
        expect(
          listed.some((file) => startChunkOf(file) === chunk),
          `${path}: ${chunk}`,
        ).toBe(true);
    }
  });

  test("the start's chunks ask V8 to compile all their functions as they stream in, off the main thread", async ({ request }) => {
    // Compiled one by one on first call, their functions were about half of the start's long tasks
    // at 4× (docs/performance.md); scripts/compileHints.ts writes the hint, lazy screens go without.
    const html = await (await request.get('/productos')).text();
    const entry = html.match(/data-entry="([^"]+)"/)?.[1];
    const listed = preloadedChunks(html);
    const start = [entry!, ...listed.filter((file) => startChunkOf(file) !== null)];
    const lazy = listed.filter((file) => /\/assets\/[A-Z][A-Za-z]*Page-[^/]+\.js$/.test(file));
    expect(start, 'the entry and the three start chunks').toHaveLength(4);
    for (const file of start) expect((await (await request.get(file)).text()).startsWith(COMPILE_HINT), file).toBe(true);
    expect(lazy.length, "the page's screen").toBeGreaterThan(0);
    for (const file of lazy) expect((await (await request.get(file)).text()).startsWith(COMPILE_HINT), file).toBe(false);
  });

  /**
   * The 100 KB budget is withdrawn (the design card's libraries take 75.7 KB); this guard keeps the
   * first route from growing: lower FIRST_ROUTE_JS_CEILING_KB with every cut, raise it only for a
   * deliberate addition named in CHANGELOG.md (its history is there and in git). 118.6 KB: the route
   * table (+0.3 KB net) and the shell statechart (+0.7 KB) replaced hand-written routes and Layout state.
   * 118.8 KB: a tap renders only what it changes (+0.1 KB), a large menu's real category counts (+0.06 KB).
   * 119.0 KB: offline judged by what the device reaches, not only what the browser says (+0.15 KB).
   * 119.1 KB: V8's compile hint atop the four start chunks (+0.08 KB; their blocking time −23 to −35 %).
   * 119.2 KB: icons from the second chunk hydrate with the page once it is in (+0.07 KB; '−' and '+' were
   *   drawn blank by the storefront's start and a tap on them could be dropped).
   * 119.3 KB: the city named from the first paint (+0.1 KB: the location assigns the page's generic sales
   *   point at start, the shell waits for the visit's answer, the prompt's chunk comes before it shows).
   * 119.4 KB: 'Agregar's toast shows after the frame that answers the tap (+0.05 KB, measured 119.32 KB;
   *   the tap at 4× 80 -> 56 ms).
   */
  test('the first route downloads no more JavaScript than today (ceiling 119.4 KB gzip)', async ({ page }) => {
    const FIRST_ROUTE_JS_CEILING_KB = 119.4;
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      // The service worker's registration loads when the browser is idle after the page's load
      // (src/main.tsx), not for the route: counting it depended on the machine's speed.
      if (/\/assets\/register-[^/]*\.js$/.test(new URL(response.url()).pathname)) return;
      const body = await response.body().catch(() => null);
      if (body) sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Aceptar' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => sizes.size).toBeGreaterThan(2);
    const totalKb = [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;
    expect(totalKb, [...sizes].map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} KB`).join(', ')).toBeLessThanOrEqual(
      FIRST_ROUTE_JS_CEILING_KB,
    );
  });
});
