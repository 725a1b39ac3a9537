import { writeFileSync } from 'node:fs';
import { API_REQUEST_TIMEOUT_MS } from '../machines/constants';
import { messages } from '../machines/messages';
import { errorPageTexts } from '../machines/screenTexts/errorPage';
import { paymentTexts } from '../machines/screenTexts/payment';
import { couponTexts } from '../machines/screenTexts/coupon';
import { addressBookTexts } from '../machines/screenTexts/addressBook';
import { listPages } from '../machines/screenTexts/listPages';
import { orderPages } from '../machines/screenTexts/orderPages';
import { exampleOrder } from '../server/openapi';
import type { Locator, Route } from '@playwright/test';
import { confirmTypedDelivery } from './journeys';
import { bearer, logIn, tomorrow } from './apiSession';
import { appReady, expect, test, watchReady, type APIRequestContext, type BrowserContext, type Page } from './fixtures';

/**
 * The fault matrix: every key screen × every fault of its calls, generated from the
 * two tables below. Each cell asserts what the customer sees: no uncaught page error, no blank
 * screen, the Spanish message of docs/product.md#errores (and docs/product.md#pantallas-y-rutas for the error page) for that fault, a way forward
 * (retry, countdown, back) and the cart cookie unchanged. Faults are injected with page.route;
 * the 30 s hang never answers and Playwright's clock jumps over the client timeout.
 *
 * One browser context per screen (its sign-in and cart set up once); one page load per cell.
 * Runs in the desktop project only: the cells are about behaviour, not layout.
 */

const CART = [{ producto_id: 'P1001', cantidad: 1 }];
const CATALOGUE_CALLS = /\/api\/productos\/(listar_productos_minimo|listar_categorias)\//;

type Fault = 'refused' | 'hang' | '429' | '500' | '503' | 'offline';
const FAULTS: readonly Fault[] = ['refused', 'hang', '429', '500', '503', 'offline'];
const FAULT_TITLES: Record<Fault, string> = {
  refused: 'conexión rechazada',
  hang: 'cuelga 30 s',
  '429': '429 Retry-After',
  '500': '500',
  '503': '503',
  offline: 'sin conexión y de vuelta',
};

interface Setup {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  baseURL: string;
}

interface Screen {
  name: string;
  /** The screen's own calls, the ones each cell breaks. */
  calls: RegExp;
  /** Signed in as the demo customer (cookies), cookies accepted, one product in the cart. */
  customer: boolean;
  cart: boolean;
  /** Opens the screen so that its calls run (the fault is in place by then). */
  open: (page: Page, path: string) => Promise<void>;
  /** The path of the screen, once per context (an order number…). */
  path: (setup: Setup) => Promise<string>;
  /** A call made by pressing a button (POST): the button, pressed after the screen is open. */
  action?: (page: Page) => Locator;
  /** What the customer does first: fills a field, or opens the button's dialog (a confirmation) when the call is behind one. */
  beforeAction?: (page: Page) => Promise<void>;
  /** The button's name in the table (default: its text). */
  actionLabel?: string;
  /** The button's call is a read (GET): a 500 or 503 then shows the error page, as every read does. */
  actionReads?: boolean;
  /** What the working screen shows. */
  ready: (page: Page) => Locator;
  /** The failing call is not what the screen shows (boot data it does not need): it stays usable, silently. */
  quiet?: Fault[];
}

async function placeOrder({ request }: Setup): Promise<number> {
  const user = await logIn(request);
  const answer = await request.post('/api/pedidos/enviar_pedidos_playerid_canal', {
    headers: bearer(user),
    data: { ...exampleOrder, fecha_entrega: tomorrow(), hora_entrega: '12:30' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { pedido: number }).pedido;
}

/** A paid order with a subscription every 7 days (only a paid order can be subscribed to). */
async function subscribedOrder({ request }: Setup): Promise<number> {
  const user = await logIn(request);
  const placed = await request.post('/api/pedidos/enviar_pedidos_playerid_canal', {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { ...exampleOrder, fecha_entrega: tomorrow(), hora_entrega: '12:30' },
  });
  const { pedido, url_pago } = (await placed.json()) as { pedido: number; url_pago: string };
  const paid = await request.post(url_pago, { form: { resultado: 'aprobado', metodo: 'PSE' }, maxRedirects: 0 });
  expect([200, 302, 303]).toContain(paid.status());
  const created = await request.post(`/api/usuarios/suscripciones/${String(user.cedula)}/${pedido}/7/N`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(created.status()).toBe(200);
  return pedido;
}

/** A route change inside the app (wouter follows pushState), as a tap on a link would. */
async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const openDirect = async (page: Page, path: string) => {
  await page.goto(path);
};
/**
 * The menu comes inside the server-rendered pages; the browser asks for it when it starts on a screen
 * the server does not render (the cart): a customer opening a link to the cart, then going to the menu.
 */
const openFromCart = async (page: Page, path: string) => {
  await page.goto('/carrito');
  // Rendered by the browser: a heading means the app (and its router) is up, even when the error
  // page took the route's place before it mounted (then 'storefront:ready' does not come).
  await page.waitForFunction(
    () => (window as { storefrontReady?: boolean }).storefrontReady === true || document.querySelector('main h1') !== null,
    null,
    {
      timeout: 15_000,
    },
  );
  await clientNavigate(page, path);
};

const SCREENS: readonly Screen[] = [
  {
    name: 'inicio (/)',
    calls: CATALOGUE_CALLS,
    customer: false,
    cart: false,
    path: async () => '/',
    open: openFromCart,
    ready: (page) => page.getByTestId('product-card').first(),
  },
  {
    name: '/productos',
    calls: CATALOGUE_CALLS,
    customer: false,
    cart: false,
    path: async () => '/productos',
    open: openFromCart,
    ready: (page) => page.getByTestId('product-card').first(),
  },
  {
    name: 'página de producto',
    calls: CATALOGUE_CALLS,
    customer: false,
    cart: false,
    path: async () => '/productos/pollo-asado/pollo-asado-entero',
    open: openFromCart,
    ready: (page) => page.getByRole('heading', { level: 1, name: /Pollo asado entero/i }),
  },
  {
    name: '/carrito',
    calls: /\/api\/productos\/listar_productos_filtro$/,
    customer: false,
    cart: true,
    path: async () => '/carrito',
    open: openDirect,
    ready: (page) => page.getByTestId('cart-line').first(),
  },
  {
    name: '/confirmar-ubicacion',
    // No call of its own: the boot's menu and cart verification, which this form does not need.
    calls: /\/api\/productos\/(listar_productos_minimo|listar_categorias|listar_productos_filtro)/,
    customer: true,
    cart: true,
    path: async () => '/confirmar-ubicacion',
    open: openDirect,
    ready: (page) => page.getByRole('button', { name: 'Confirmar ubicación' }),
    quiet: ['refused', 'hang'],
  },
  {
    // Mis Direcciones: the saved-address list of the same screen, its own call.
    name: 'Mis Direcciones (/confirmar-ubicacion)',
    calls: /\/api\/usuarios\/direcciones\//,
    customer: true,
    cart: false,
    path: async () => '/confirmar-ubicacion',
    open: openDirect,
    ready: (page) => page.getByRole('button', { name: addressBookTexts.add }),
  },
  {
    name: '/confirma-pedido',
    calls: /\/api\/pedidos\/enviar_pedidos_playerid_canal$/,
    customer: true,
    cart: true,
    path: async () => '/confirma-pedido',
    open: openDirect,
    action: (page) => page.getByRole('button', { name: /Pagar/ }),
    ready: (page) => page.getByRole('button', { name: /Pagar/ }),
  },
  {
    name: 'cupón en /carrito',
    calls: /\/api\/pedidos\/validar_cupon$/,
    customer: false,
    cart: true,
    path: async () => '/carrito',
    open: openDirect,
    beforeAction: async (page) => {
      const field = page.getByRole('textbox', { name: couponTexts.heading });
      await expect(field).toBeEditable();
      await field.fill('BIENVENIDA');
    },
    action: (page) => page.getByRole('button', { name: couponTexts.apply, exact: true }),
    actionLabel: couponTexts.apply,
    ready: (page) => page.getByRole('button', { name: couponTexts.apply, exact: true }),
  },
  {
    name: '/resultado-enviar/{pedido}',
    calls: /\/api\/pagos\/estado\/\d+$/,
    customer: true,
    cart: false,
    path: async (setup) => `/resultado-enviar/${await placeOrder(setup)}`,
    open: openDirect,
    ready: (page) => page.getByRole('heading', { level: 1 }).filter({ hasNotText: messages.errorPage.genericTitle }),
  },
  {
    name: '/mis-pedidos',
    calls: /\/api\/pedidos\/mis_pedidos/,
    customer: true,
    cart: false,
    path: async () => '/mis-pedidos',
    open: openDirect,
    ready: (page) => page.getByRole('heading', { level: 1, name: /^(Mis pedidos|Aún no tienes pedidos)$/ }),
  },
  {
    // Reorder: the order is read when 'Pedir de nuevo' is pressed; its failure stays in a dialog with 'Reintentar'.
    name: '/mis-pedidos · Pedir de nuevo',
    calls: /\/api\/pedidos\/detalle_pedido\/\d+$/,
    customer: true,
    cart: false,
    path: async (setup) => {
      await placeOrder(setup);
      return '/mis-pedidos';
    },
    open: openDirect,
    // Before pressing: the order's button; after a failure the page is behind the dialog, whose way forward is 'Reintentar'.
    action: (page) =>
      page
        .getByRole('button', { name: new RegExp(`^(${orderPages.reorderOf(0).replace('0', '\\d+')}|${orderPages.retry})$`) })
        .first(),
    actionReads: true,
    ready: (page) => page.getByRole('button', { name: /^Pedir de nuevo el pedido #\d+$/ }).first(),
  },
  {
    // Pause, resume, skip: asked first ('Sí, pausar'), a failure stays in the dialog with 'Reintentar'.
    name: '/mis-suscripciones · Pausar',
    calls: /\/api\/usuarios\/suscripciones\/[^/]+\/\d+\/(pausar|reanudar|omitir)$/,
    customer: true,
    cart: false,
    path: async (setup) => {
      await subscribedOrder(setup);
      return '/mis-suscripciones';
    },
    open: openDirect,
    beforeAction: async (page) => {
      await page
        .getByRole('button', { name: /^Pausar: pedido #\d+$/ })
        .first()
        .click();
    },
    action: (page) => page.getByRole('button', { name: new RegExp(`^(${listPages.pauseConfirm}|${listPages.retry})$`) }),
    ready: (page) => page.getByRole('button', { name: /^Pausar: pedido #\d+$/ }).first(),
  },
  {
    name: '/seguir-pedidos',
    calls: /\/api\/pedidos\/seguir_pedidos/,
    customer: true,
    cart: false,
    path: async () => '/seguir-pedidos',
    open: openDirect,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Seguir tus pedidos' }),
  },
  {
    name: '/mi-cuenta',
    calls: /\/api\/usuarios\/mi_cuenta/,
    customer: true,
    cart: false,
    path: async () => '/mi-cuenta',
    open: openDirect,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Mi cuenta' }),
  },
];

/** How each fault is injected on a matching call. `hit` resolves when the call was made. */
function injector(fault: Fault, hit: () => void): (route: Route) => Promise<void> {
  const json =
    (status: number, headers: Record<string, string> = {}) =>
    (route: Route) =>
      route.fulfill({
        status,
        headers,
        contentType: 'application/json',
        body: JSON.stringify({ isError: true, message: 'falla inyectada' }),
      });
  switch (fault) {
    case 'refused':
      return async (route) => {
        hit();
        await route.abort('connectionrefused');
      };
    case 'hang':
      // Never answered: the client's timeout has to end it.
      return async () => hit();
    case '429':
      return async (route) => {
        hit();
        await json(429, { 'Retry-After': '30' })(route);
      };
    case '500':
    case '503':
      return async (route) => {
        hit();
        await json(Number(fault))(route);
      };
    case 'offline':
      return (route) => route.continue();
  }
}

const EXACT = { exact: true } as const;
/** The retry buttons of the screens ('Consultar de nuevo' on the payment result). */
const RETRY = new RegExp(`^(${messages.layout.retry}|${paymentTexts.checkAgain})$`);

/** What the customer must see for a fault: docs/product.md#errores message (or docs/product.md#pantallas-y-rutas error page) and a way forward. */
async function expectFaultShown(page: Page, screen: Screen, fault: Fault): Promise<string> {
  const retry = page.getByRole('button', { name: RETRY });
  const action = screen.action?.(page);
  if (screen.quiet?.includes(fault)) {
    await expect(screen.ready(page)).toBeEnabled();
    return 'utilizable (no es su llamada)';
  }
  switch (fault) {
    case 'refused':
    case 'hang':
      await expect(page.getByText(messages.http.noResponse, EXACT).first()).toBeVisible();
      if (action) await expect(action).toBeEnabled();
      else await expect(retry).toBeVisible();
      return `sin respuesta · ${action ? await labelOf(screen, action) : (await retry.first().textContent())?.trim()}`;
    case '429':
      await expect(page.getByRole('heading', { name: errorPageTexts.rateLimited })).toBeVisible();
      await expect(page.getByText(messages.http.tooManyRequests, EXACT)).toBeVisible();
      await expect(page.getByText(/Reintentando en \d+ segundos?/)).toBeVisible();
      return 'Espera un momento · cuenta regresiva';
    case '500':
    case '503':
      if (action && !screen.actionReads) {
        // A failed send keeps its form: the docs/product.md#errores message there, and the button to send again.
        await expect(page.getByText(messages.http.serverError, EXACT).first()).toBeVisible();
        await expect(action).toBeEnabled();
        return `mantenimiento · ${await labelOf(screen, action)}`;
      }
      {
        // The screen's own failure panel shows first; on a read the error page (a lazy chunk) then takes its place.
        const page500 = page.getByRole('heading', { name: errorPageTexts.maintenance });
        const inline = page.getByText(messages.http.serverError, EXACT).first();
        let seen = '';
        await expect(async () => {
          if (await page500.isVisible()) {
            await expect(page.getByRole('button', { name: errorPageTexts.back })).toBeVisible({ timeout: 500 });
            seen = 'Estamos en Mantenimiento · Volver';
          } else {
            await expect(inline).toBeVisible({ timeout: 500 });
            await expect(retry).toBeVisible({ timeout: 500 });
            seen = 'mantenimiento · Reintentar';
          }
        }).toPass({ timeout: 10_000 });
        return seen;
      }
    case 'offline':
      throw new Error('offline cells are run by runOfflineCell');
  }
}

async function expectNotBlank(page: Page) {
  const text = (await page.locator('main').innerText()).trim();
  expect(text.length, 'the main content is not blank').toBeGreaterThan(0);
}

const cartCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'carrito_alacarta')?.value ?? null;

async function runCell(page: Page, screen: Screen, path: string, fault: Fault): Promise<string> {
  // The boot's status check has its own 10 s timeout: it must have answered before the clock jumps.
  const statusAnswered = page
    .waitForResponse((r) => r.url().includes('/principal/sap/status'), { timeout: 15_000 })
    .catch(() => undefined);
  let hit!: () => void;
  const called = new Promise<void>((resolve) => (hit = resolve));
  await page.route(screen.calls, injector(fault, hit));
  try {
    await screen.open(page, path);
    if (screen.action) {
      await screen.beforeAction?.(page);
      await expect(screen.action(page)).toBeEnabled();
      await fillConfirmOrder(page);
      await screen.action(page).click();
    }
    if (screen.quiet?.includes(fault)) {
      await expect(screen.ready(page)).toBeVisible();
    } else {
      await Promise.race([
        called,
        page.waitForTimeout(10_000).then(() => Promise.reject(new Error(`no call to ${screen.calls} was made`))),
      ]);
      if (fault === 'hang') {
        await statusAnswered;
        await page.clock.fastForward(API_REQUEST_TIMEOUT_MS);
      }
    }
    const seen = await expectFaultShown(page, screen, fault);
    await expectNotBlank(page);
    return seen;
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
}

/** Offline while on the app, then the screen is opened (or its button pressed); back online, it works. */
async function runOfflineCell(page: Page, context: BrowserContext, screen: Screen, path: string): Promise<string> {
  const retry = page.getByRole('button', { name: RETRY });
  const badge = page.getByText(messages.layout.offline, EXACT).first();
  if (screen.action) {
    await page.goto(path);
    await appReady(page);
    await fillConfirmOrder(page);
    await screen.beforeAction?.(page);
    await context.setOffline(true);
    await screen.action(page).click();
    await expect(badge).toBeVisible();
    await expect(page.getByText(messages.http.network, EXACT).first()).toBeVisible();
    await expect(screen.action(page)).toBeEnabled();
    await context.setOffline(false);
    await expect(badge).toBeHidden();
    return `Sin conexión · Error de Red. · ${await labelOf(screen, screen.action(page))}`;
  }
  // From another screen of the app (the home page, or the menu for the home page itself).
  await page.goto(path === '/' ? '/productos' : '/');
  await appReady(page);
  await context.setOffline(true);
  await clientNavigate(page, path);
  await expect(badge).toBeVisible();
  await expect(screen.ready(page).or(retry).first()).toBeVisible();
  await expectNotBlank(page);
  const stranded = await retry.isVisible();
  await context.setOffline(false);
  await expect(badge).toBeHidden();
  // Back online the screen comes by itself (a chunk) or with Reintentar (its data).
  if (stranded && (await retry.isVisible())) await retry.click();
  await expect(screen.ready(page)).toBeVisible();
  return stranded ? 'Sin conexión · Reintentar · vuelve' : 'Sin conexión · utilizable · vuelve';
}

/** The pressed button's name in the table. */
async function labelOf(screen: Screen, action: Locator): Promise<string | undefined> {
  return screen.actionLabel ?? (await action.first().textContent())?.trim();
}

async function fillConfirmOrder(page: Page) {
  const phone = page.getByRole('textbox', { name: /celular/i });
  if ((await phone.count()) > 0 && (await phone.inputValue()) === '') await phone.fill('3001234567');
}

/** Signs in, fills the cart and confirms the address: the state each screen starts from. */
async function prepare(setup: Setup, screen: Screen) {
  const { context, page, baseURL, request } = setup;
  await watchReady(context);
  if (screen.customer) {
    const user = await logIn(request);
    await context.addCookies([
      { name: 'usuario', value: encodeURIComponent(JSON.stringify(user)), url: baseURL },
      { name: 'sesion_iniciada', value: '1', url: baseURL },
    ]);
  }
  await context.addCookies([{ name: 'cookiesAceptadas', value: 'true', url: baseURL }]);
  if (screen.cart)
    await context.addCookies([{ name: 'carrito_alacarta', value: encodeURIComponent(JSON.stringify(CART)), url: baseURL }]);
  await page.clock.install();
  if (screen.name === '/confirma-pedido') {
    // A delivery slot, as a customer confirms it on /confirmar-ubicacion: another address than the
    // demo customer's saved ones (server/seed/demoHistory.ts), typed.
    await page.goto('/confirmar-ubicacion');
    await page.getByRole('radio', { name: new RegExp(`^${addressBookTexts.typedAddress}`) }).check();
    await confirmTypedDelivery(page);
    await expect(page).toHaveURL(/\/confirma-pedido/);
  }
}

const results = new Map<string, Map<Fault, string>>();

test.describe('fault matrix: every key screen survives every fault of its calls', () => {
  test.skip(({ isMobile }) => isMobile, 'behaviour, not layout: once, at desktop width');

  for (const screen of SCREENS) {
    test(`${screen.name}: ${FAULTS.map((f) => FAULT_TITLES[f]).join(', ')}`, async ({ browser, request, baseURL }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({
        baseURL,
        locale: 'es-CO',
        timezoneId: 'America/Bogota',
        viewport: { width: 1280, height: 900 },
      });
      await context.addCookies([{ name: 'habilitarCupon', value: 'false', url: baseURL! }]);
      await context.addInitScript(() => window.sessionStorage.setItem('ciudadConfirmada', '1'));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const row = new Map<Fault, string>();
      results.set(screen.name, row);
      try {
        const setup = { page, context, request, baseURL: baseURL! };
        await prepare(setup, screen);
        const path = await screen.path(setup);
        for (const fault of FAULTS) {
          const before = await cartCookie(context);
          const errorsBefore = errors.length;
          try {
            const seen =
              fault === 'offline' ? await runOfflineCell(page, context, screen, path) : await runCell(page, screen, path, fault);
            expect(errors.slice(errorsBefore), 'no uncaught page error').toEqual([]);
            expect(await cartCookie(context), 'the cart cookie is unchanged').toBe(before);
            row.set(fault, `✅ ${seen}`);
          } catch (error) {
            const lines = String((error as Error).message).split('\n');
            const locator = lines.find((l) => l.startsWith('Locator:')) ?? '';
            row.set(fault, `❌ ${lines[0]!.slice(0, 60)} ${locator.trim().slice(0, 140)}`);
            await page.screenshot({ path: test.info().outputPath(`${fault}.png`) }).catch(() => undefined);
            await context.setOffline(false);
          }
        }
      } finally {
        await context.close();
      }
      // A failed test restarts the worker (and so the table): each row is also printed on its own.
      console.log(`fila | ${screen.name} | ${FAULTS.map((f) => row.get(f) ?? '—').join(' | ')} |`);
      const failed = [...row].filter(([, cell]) => cell.startsWith('❌'));
      expect(failed, `cells failed on ${screen.name}`).toEqual([]);
    });
  }

  test.afterAll(() => {
    if (results.size === 0) return;
    const header = `| pantalla | ${FAULTS.map((f) => FAULT_TITLES[f]).join(' | ')} |`;
    const rule = `|---|${FAULTS.map(() => '---').join('|')}|`;
    const rows = [...results].map(([name, row]) => `| ${name} | ${FAULTS.map((f) => row.get(f) ?? '—').join(' | ')} |`);
    const table = [header, rule, ...rows].join('\n');
    console.log(`\nMatriz de fallas\n${table}\n`);
    if (process.env.FAULT_MATRIX_OUT) writeFileSync(process.env.FAULT_MATRIX_OUT, `${table}\n`);
  });
});
