import {
  devices,
  expect,
  request as apiRequest,
  test,
  type BrowserContextOptions,
  type Cookie,
  type Page,
} from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDLE_LOGOUT_MS } from '../machines/constants';
import { messages } from '../machines/messages';
import { addressBookTexts } from '../machines/screenTexts/addressBook';
import { listPages } from '../machines/screenTexts/listPages';
import { formTexts } from '../machines/screenTexts/forms';
import { orderPages } from '../machines/screenTexts/orderPages';
import { ADMIN, CUSTOMER, logIn, placeOrder, type SessionUser } from './apiSession';
import { registeredCustomer } from './journeys';
import { layoutProblems } from './layoutProbe';

/**
 * "Every screen right at 320, 375, 768 and 1280 px": every route of docs/product.md#pantallas-y-rutas and every
 * dialog, at four widths, measured by e2e/layoutProbe.ts (no horizontal scroll, nothing outside the
 * viewport or outside its card, no overlapping controls, no control cut off, the current chip in
 * view). The phone widths and the tablet are touch devices (no hover), 1280 px a desktop with a mouse.
 *
 * One page load per route and width. The sessions are opened once through the API and handed to each
 * page as cookies; the orders the payment pages show are placed once, by a customer of this run (the
 * demo customer's history stays as seeded, server/seed/demoHistory.ts). This file sets its own widths,
 * so it runs in the desktop project only.
 */

const WIDTHS = [320, 375, 768, 1280] as const;
type Width = (typeof WIDTHS)[number];

function deviceAt(width: Width): BrowserContextOptions {
  if (width >= 1024) return { viewport: { width, height: 800 }, isMobile: false, hasTouch: false };
  const { defaultBrowserType: _unused, ...phone } = devices['Pixel 7'];
  return { ...phone, viewport: { width, height: width < 768 ? 760 : 1024 } };
}

/** Who is browsing: a guest who accepted cookies, one who has not yet, the demo customer, a customer of this run, the administrator. */
type Audience = 'guest' | 'firstVisit' | 'customer' | 'payer' | 'admin';

interface Fixtures {
  customer: Cookie[];
  payer: Cookie[];
  admin: Cookie[];
  approved: number;
  rejected: number;
  pending: number;
  /** A delivered order of the demo customer not rated yet. */
  rateable: number;
}
let fixtures: Fixtures;

const CART = encodeURIComponent(JSON.stringify([{ producto_id: 'P1001', cantidad: 1 }]));

/** The cookies the storefront writes at login (e2e/apiSession.ts signInBrowser), with the cookies accepted. */
function sessionCookies(baseURL: string, user: SessionUser): Cookie[] {
  const { hostname } = new URL(baseURL);
  const cookie = (name: string, value: string): Cookie => ({
    name,
    value,
    domain: hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  });
  return [
    cookie('usuario', encodeURIComponent(JSON.stringify(user))),
    cookie('sesion_iniciada', '1'),
    cookie('carrito_alacarta', CART),
  ];
}

/**
 * Kept for the run (its database, E2E_DATA_DIR): a worker restarted after a failed test takes them
 * again instead of placing new orders.
 */
const fixturesFile = join(
  tmpdir(),
  `pollos-layout-${createHash('sha256')
    .update(process.env.E2E_DATA_DIR ?? '')
    .digest('hex')
    .slice(0, 16)}.json`,
);

test.beforeAll(async ({ browser }, info) => {
  if (info.project.name !== 'desktop') return;
  // Within the half hour (the sessions' tokens last an hour).
  if (existsSync(fixturesFile) && Date.now() - statSync(fixturesFile).mtimeMs < 30 * 60_000) {
    fixtures = JSON.parse(readFileSync(fixturesFile, 'utf8')) as Fixtures;
    return;
  }
  test.setTimeout(90_000);
  const baseURL = info.project.use.baseURL!;
  const api = await apiRequest.newContext({ baseURL });
  try {
    const customer = await logIn(api, CUSTOMER);
    const admin = await logIn(api, ADMIN);
    const payer = await logIn(api, await registeredCustomer(baseURL));
    const [approved, rejected, pending] = [
      await placeOrder(api, payer),
      await placeOrder(api, payer),
      await placeOrder(api, payer),
    ];
    for (const [order, resultado] of [
      [approved, 'aprobado'],
      [rejected, 'rechazado'],
    ] as const) {
      const paid = await api.post(order.url_pago, { form: { resultado, metodo: 'PSE' }, maxRedirects: 0 });
      expect([200, 302, 303]).toContain(paid.status());
    }
    const auth = { Authorization: `Bearer ${customer.token}` };
    const orders = (await (await api.get('/api/pedidos/mis_pedidos?pagina=1&limite=20', { headers: auth })).json()) as {
      pedido: number;
      estado: string;
    }[];
    let rateable = orders[0]!.pedido;
    for (const { pedido, estado } of orders) {
      const detail = (await (await api.get(`/api/pedidos/detalle_pedido/${pedido}`, { headers: auth })).json()) as {
        calificado: boolean;
      };
      if (/entregado/i.test(estado) && !detail.calificado) rateable = pedido;
    }

    // The demo customer's delivery confirmed once, through the screen (a saved address, tomorrow at noon),
    // so /confirma-pedido shows its form: the location it leaves in the cookies is handed to every width.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block', locale: 'es-CO', timezoneId: 'America/Bogota' });
    await context.addCookies([...sessionCookies(baseURL, customer), ...quietCookies(baseURL)]);
    const page = await context.newPage();
    await page.goto('/confirmar-ubicacion');
    const dates = page.getByRole('combobox', { name: formTexts.deliveryDate });
    await dates.selectOption((await dates.locator('option:not([disabled])').nth(1).getAttribute('value'))!);
    await page.getByRole('combobox', { name: formTexts.deliveryTime }).selectOption('12:00');
    await page.getByRole('button', { name: formTexts.confirmAddress }).click();
    await expect(page).toHaveURL(/\/confirma-pedido/);
    const customerCookies = await context.cookies();
    await context.close();

    fixtures = {
      customer: customerCookies,
      payer: sessionCookies(baseURL, payer),
      admin: sessionCookies(baseURL, admin),
      approved: approved.pedido,
      rejected: rejected.pedido,
      pending: pending.pedido,
      rateable,
    };
    writeFileSync(fixturesFile, JSON.stringify(fixtures));
  } finally {
    await api.dispose();
  }
});

/** Consent given, the registration popup already seen (the dialogs below open each on purpose). */
function quietCookies(baseURL: string): Cookie[] {
  const { hostname } = new URL(baseURL);
  return [
    ['cookiesAceptadas', 'true'],
    ['habilitarCupon', 'false'],
  ].map(([name, value]) => ({
    name: name!,
    value: value!,
    domain: hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }));
}

/**
 * Opens a page at a width for an audience, with a product in the cart (but on a first visit).
 * `cityAnswered` and `popupSeen` (default true): the city prompt was answered in this visit and the
 * registration popup was seen, as for a visitor who has seen them; their own cases below ask again.
 */
async function openAt(
  browser: import('@playwright/test').Browser,
  baseURL: string,
  width: Width,
  audience: Audience,
  { cityAnswered = true, popupSeen = true } = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...deviceAt(width),
    baseURL,
    serviceWorkers: 'block',
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    reducedMotion: 'reduce',
  });
  const cookies: Cookie[] =
    audience === 'firstVisit' ? [] : quietCookies(baseURL).filter((c) => popupSeen || c.name !== 'habilitarCupon');
  if (audience === 'customer') cookies.push(...fixtures.customer);
  if (audience === 'payer') cookies.push(...fixtures.payer);
  if (audience === 'admin') cookies.push(...fixtures.admin);
  if (audience === 'guest') cookies.push({ ...quietCookies(baseURL)[0]!, name: 'carrito_alacarta', value: CART });
  await context.addCookies(cookies);
  if (cityAnswered) await context.addInitScript(() => window.sessionStorage.setItem('ciudadConfirmada', '1'));
  const page = await context.newPage();
  return page;
}

/** The screen has settled: the start is done, no spinner, fonts loaded, no animation running. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('main [role="status"]:has(span[aria-hidden="true"]), [aria-busy="true"]:visible')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
    // Effects that run after the first paint (a chip scrolled into view) have run.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

async function expectRightAt(page: Page, width: Width, what: string) {
  await settle(page);
  const problems = await page.evaluate(layoutProblems, width);
  expect(problems, `${what} at ${width} px`).toEqual([]);
}

interface Screen {
  name: string;
  audience: Audience;
  path: (f: Fixtures) => string;
  /** Something the screen shows once loaded (default: its first heading). */
  ready?: (page: Page) => ReturnType<Page['getByRole']>;
}

/** docs/product.md#pantallas-y-rutas routes, each for who can see it. */
const SCREENS: readonly Screen[] = [
  { name: '/', audience: 'guest', path: () => '/' },
  {
    name: '/ (first visit, cookie banner)',
    audience: 'firstVisit',
    path: () => '/',
    ready: (page) => page.getByRole('button', { name: 'Aceptar' }),
  },
  { name: '/productos', audience: 'guest', path: () => '/productos' },
  { name: '/productos/{categoria}', audience: 'guest', path: () => '/productos/bebidas' },
  { name: '/productos/{categoria}/{producto}', audience: 'guest', path: () => '/productos/pollo-asado/pollo-asado-entero' },
  { name: '/productos?textoBusqueda', audience: 'guest', path: () => '/productos?textoBusqueda=pollo' },
  { name: '/productos/{unknown}', audience: 'guest', path: () => '/productos/no-existe' },
  { name: '/carrito (guest)', audience: 'guest', path: () => '/carrito' },
  { name: '/login', audience: 'guest', path: () => '/login' },
  { name: '/registro', audience: 'guest', path: () => '/registro' },
  { name: '/recuperar-contrasena', audience: 'guest', path: () => '/recuperar-contrasena' },
  { name: '/recomendados (guest)', audience: 'guest', path: () => '/recomendados' },
  { name: '/mantenimiento', audience: 'guest', path: () => '/mantenimiento' },
  { name: '404', audience: 'guest', path: () => '/no-existe' },
  { name: '/carrito', audience: 'customer', path: () => '/carrito' },
  { name: '/confirmar-ubicacion', audience: 'customer', path: () => '/confirmar-ubicacion' },
  { name: '/confirma-pedido', audience: 'customer', path: () => '/confirma-pedido' },
  { name: '/resultado-enviar/{pedido} approved', audience: 'payer', path: (f) => `/resultado-enviar/${f.approved}` },
  { name: '/resultado-enviar/{pedido} rejected', audience: 'payer', path: (f) => `/resultado-enviar/${f.rejected}` },
  { name: '/resultado-enviar (no number)', audience: 'payer', path: () => '/resultado-enviar' },
  { name: '/resultado-enviar-pedido/{id}', audience: 'payer', path: (f) => `/resultado-enviar-pedido/${f.pending}` },
  { name: '/calificar-pedido', audience: 'customer', path: (f) => `/calificar-pedido?pedido=${f.rateable}` },
  { name: '/detalle-pedido', audience: 'customer', path: (f) => `/detalle-pedido?pedido=${f.rateable}` },
  { name: '/mi-cuenta', audience: 'customer', path: () => '/mi-cuenta' },
  { name: '/mis-favoritos', audience: 'customer', path: () => '/mis-favoritos' },
  { name: '/mis-pedidos', audience: 'customer', path: () => '/mis-pedidos' },
  { name: '/mis-suscripciones', audience: 'customer', path: () => '/mis-suscripciones' },
  { name: '/seguir-pedidos', audience: 'customer', path: () => '/seguir-pedidos' },
  { name: '/recomendados', audience: 'customer', path: () => '/recomendados' },
  { name: '/preferencias (admin)', audience: 'admin', path: () => '/preferencias' },
];

interface DialogCase {
  name: string;
  audience: Audience;
  path: (f: Fixtures) => string;
  options?: Parameters<typeof openAt>[4];
  /** Only at some widths (the cart preview is the desktop's: a hover). */
  widths?: readonly Width[];
  /** Before the page is opened (the idle warning's clock). */
  before?: (page: Page) => Promise<void>;
  /** Opens the dialog and waits until it is up. */
  open: (page: Page) => Promise<void>;
}

const dialog = (page: Page, name?: string | RegExp) => page.getByRole('dialog', name === undefined ? {} : { name });

const DIALOGS: readonly DialogCase[] = [
  {
    name: 'location dialog',
    audience: 'guest',
    path: () => '/productos',
    open: async (page) => {
      await page.getByRole('button', { name: /ubicación de entrega/i }).click();
      await expect(dialog(page)).toBeVisible();
    },
  },
  {
    name: 'side menu',
    audience: 'customer',
    path: () => '/productos',
    open: async (page) => {
      await page.getByRole('button', { name: messages.layout.openMenu }).click();
      await expect(dialog(page)).toBeVisible();
    },
  },
  ...(['guest', 'payer'] as const).map((audience): DialogCase => ({
    // A guest's chip is at the start of its row; a signed-in customer's, after the greeting, at its end.
    name: `city prompt 'Vas a comprar para …?' (${audience === 'guest' ? 'guest' : 'signed in'})`,
    audience,
    path: () => '/',
    options: { cityAnswered: false },
    open: async (page) => {
      await expect(dialog(page, /Vas a comprar para/)).toBeVisible();
    },
  })),
  {
    name: 'cart preview',
    audience: 'customer',
    path: () => '/productos',
    widths: [1280],
    open: async (page) => {
      await page.getByRole('button', { name: /^Carrito/ }).hover();
      await expect(page.getByText('Tu Carrito').first()).toBeVisible();
    },
  },
  {
    name: 'registration popup',
    audience: 'guest',
    path: () => '/productos',
    options: { popupSeen: false },
    open: async (page) => {
      await expect(dialog(page, /cupón/i)).toBeVisible();
    },
  },
  {
    name: 'reorder dialog',
    audience: 'customer',
    path: () => '/mis-pedidos',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Pedir de nuevo el pedido/ })
        .first()
        .click();
      await expect(dialog(page, orderPages.reorderChoiceTitle)).toBeVisible();
    },
  },
  {
    name: 'idle warning',
    audience: 'customer',
    path: () => '/carrito',
    before: async (page) => {
      // The page's clock runs hours ahead of the server's: the token refreshes on the way are answered here.
      await page.route('**/api/auth_resources/refrescar_token', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ token: 'renovado', expira_en: 3600 }),
        }),
      );
      await page.clock.install();
    },
    open: async (page) => {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.clock.fastForward(IDLE_LOGOUT_MS);
      await expect(dialog(page).filter({ hasText: messages.session.idleWarning })).toBeVisible();
    },
  },
  {
    name: 'address edit dialog',
    audience: 'customer',
    path: () => '/confirmar-ubicacion',
    open: async (page) => {
      await page.getByRole('button', { name: addressBookTexts.editOf('Casa') }).click();
      await expect(dialog(page, addressBookTexts.editTitle)).toBeVisible();
    },
  },
  {
    name: 'cancel-order confirmation',
    audience: 'payer',
    path: (f) => `/detalle-pedido?pedido=${f.pending}`,
    open: async (page) => {
      await page.getByRole('button', { name: orderPages.cancelOrder }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    name: 'subscription cancel dialog',
    audience: 'customer',
    path: () => '/mis-suscripciones',
    open: async (page) => {
      await page
        .getByRole('button', { name: new RegExp(listPages.cancelSubscription) })
        .first()
        .click();
      await expect(dialog(page)).toBeVisible();
    },
  },
];

test.describe('every screen right at 320, 375, 768 and 1280 px', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'the layout test sets its own four widths');

  for (const width of WIDTHS) {
    test.describe(`${width} px`, () => {
      for (const screen of SCREENS) {
        test(`${screen.name} at ${width} px`, async ({ browser, baseURL }) => {
          const page = await openAt(browser, baseURL!, width, screen.audience);
          try {
            await page.goto(screen.path(fixtures));
            if (screen.ready) await expect(screen.ready(page)).toBeVisible();
            await expectRightAt(page, width, screen.name);
          } finally {
            await page.context().close();
          }
        });
      }
      for (const d of DIALOGS) {
        if (d.widths && !d.widths.includes(width)) continue;
        test(`${d.name} at ${width} px`, async ({ browser, baseURL }) => {
          const page = await openAt(browser, baseURL!, width, d.audience, d.options);
          try {
            await d.before?.(page);
            await page.goto(d.path(fixtures));
            await d.open(page);
            await expectRightAt(page, width, d.name);
          } finally {
            await page.context().close();
          }
        });
      }
    });
  }
});
