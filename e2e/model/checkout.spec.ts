/**
 * The checkout model (./checkoutFlow.ts) replayed in the browser: every
 * generated path is a test, run against the built SPA and the reference API
 * (playwright.config.ts), from a clean database (POST /api/pruebas/reiniciar,
 * only there with E2E_RESET=1) and fresh cookies.
 *
 * Events become clicks and typing; what the API answers comes from the real
 * server, except the two answers it never gives to a valid order (rejected,
 * no answer), which are stubbed for that one request. After each user action
 * (and the answers and short delays it leads to, which the model takes before
 * the next action), the page is checked against the model's state: the URL the
 * machines navigated to, their notices, the login error, the checkout message,
 * the header's account and cart, the stored order. What to expect is read from
 * the model with the machines' own selectors, never written here.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '../fixtures';
import { selectBadgeCount, type CartSnapshot } from '../../machines/cart';
import { selectCheckoutMessage, type CheckoutSnapshot } from '../../machines/checkout';
import { COOKIES } from '../../machines/constants';
import type { ModelStep, SystemPath, SystemSnapshot } from '../../tools/statecharts/testModel';
import { messages } from '../../machines/messages';
import { cartViewTexts } from '../../machines/screenTexts/cartViews';
import type { NavigateParams, NotifyParams } from '../../machines/system';
import { selectFirstName, type SessionSnapshot } from '../../machines/session';
import {
  ADDRESS_INPUT,
  checkoutFlow,
  CREDENTIALS,
  DELIVERY_TIME,
  PRODUCT,
  RECIPIENTS,
  REJECTION,
  TOMORROW,
} from './checkoutFlow';
import { paymentTexts } from '../../machines/screenTexts/payment';
import { formTexts } from '../../machines/screenTexts/forms';
import { addressBookTexts } from '../../machines/screenTexts/addressBook';

const RESET_PATH = '/api/pruebas/reiniciar';

/** The request each invoked actor makes (src/api/endpoints.ts), to wait for the answer the model expects. */
const REQUESTS: Record<string, { path: string; method: string }> = {
  loadGenericSalesPoints: { path: '/api/puntos_ventas/traerPuntosGenericos', method: 'GET' },
  verifyCart: { path: '/api/productos/listar_productos_filtro', method: 'POST' },
  logIn: { path: '/api/auth_resources/loginecommerce', method: 'POST' },
  sendOrder: { path: '/api/pedidos/enviar_pedidos_playerid_canal', method: 'POST' },
};

/** Answers a server-rendered page carries for the app's start (machines/schemas/pageData.ts pageStartSchema). */
const ANSWERED_BY_THE_PAGE: ReadonlySet<string> = new Set(['loadGenericSalesPoints']);

type Step = ModelStep<SystemSnapshot>;

/** A user action and what follows it on its own (answers, short delays), until the next action. */
interface Group {
  action: Step | null;
  follow: Step[];
}

function groupsOf(path: SystemPath): Group[] {
  const groups: Group[] = [{ action: null, follow: [] }];
  for (const step of path.steps) {
    if (step.meta.boundary) groups[groups.length - 1]!.follow.push(step);
    else groups.push({ action: step, follow: [] });
  }
  return groups;
}

const session = (s: SystemSnapshot) => s.parts.session as SessionSnapshot;
const cart = (s: SystemSnapshot) => s.parts.cart as CartSnapshot;
const checkout = (s: SystemSnapshot) => s.parts.checkout as CheckoutSnapshot;

/** '/resultado-enviar-pedido/1' → any order number; other paths as they are. */
function urlPattern(to: string): RegExp {
  const escaped = to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/\d+$/, '/\\d+');
  return new RegExp(`^[^?#]*//[^/]+${escaped}(?:[?#].*)?$`);
}

/** Client-side navigation (a reload would restart the machines from the cookies). */
async function goWithinApp(page: Page, path: string) {
  if (new URL(page.url()).pathname === path) return;
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page).toHaveURL(urlPattern(path));
}

/** Stubs the send-order call for the answers the reference API never gives to a valid order. */
async function stubSendOrder(page: Page, outcome: string | undefined) {
  const url = `**${REQUESTS.sendOrder!.path}`;
  await page.unroute(url);
  if (outcome === 'rechazado') await page.route(url, (route) => route.fulfill({ status: 200, json: REJECTION }));
  if (outcome === 'sin respuesta') await page.route(url, (route) => route.abort('connectionreset'));
}

async function act(page: Page, step: Step) {
  const event = step.event;
  switch (event.type) {
    case 'cart.itemAdded':
      await goWithinApp(page, '/productos');
      await page.getByRole('button', { name: cartViewTexts.addToCart(PRODUCT.descripcion_corta) }).click();
      return;
    case 'cart.checkoutRequested':
      await goWithinApp(page, '/carrito');
      await page.getByRole('button', { name: cartViewTexts.checkout }).click();
      return;
    case 'session.loginRequested': {
      const credentials = CREDENTIALS[step.meta.sample]!;
      await expect(page).toHaveURL(urlPattern('/login'));
      await page.getByLabel(formTexts.username, { exact: true }).fill(credentials.username);
      await page.getByLabel(formTexts.password, { exact: true }).fill(credentials.password);
      await page.getByRole('button', { name: /^(Ingresar|Iniciar sesión)$/ }).click();
      return;
    }
    case 'location.addressConfirmed':
      await expect(page).toHaveURL(urlPattern('/confirmar-ubicacion'));
      // The model types the address: 'Otra dirección', not one of the demo customer's saved ones (server/seed/demoHistory.ts).
      await page.getByRole('radio', { name: new RegExp(`^${addressBookTexts.typedAddress}`) }).check();
      await page.getByRole('textbox', { name: formTexts.address }).fill(ADDRESS_INPUT.direccion);
      await page.getByRole('textbox', { name: formTexts.neighbourhood }).fill(ADDRESS_INPUT.barrio);
      await page.getByRole('combobox', { name: formTexts.deliveryDate }).selectOption(TOMORROW);
      await page.getByRole('combobox', { name: formTexts.deliveryTime }).selectOption(DELIVERY_TIME);
      await page.getByRole('button', { name: formTexts.confirmAddress }).click();
      return;
    case 'checkout.submitted': {
      const r = RECIPIENTS[step.meta.sample]!;
      await expect(page).toHaveURL(urlPattern('/confirma-pedido'));
      await page.getByLabel(formTexts.recipientName, { exact: true }).fill(r.nombre_recibe);
      await page.getByLabel(formTexts.phone, { exact: true }).fill(r.telefono);
      await page.getByLabel(formTexts.cellPhone, { exact: true }).fill(r.celularpedido);
      await page.getByRole('textbox', { name: formTexts.observation }).fill(r.observacion); // 'Observaciones(opcional)'
      await page.getByRole('button', { name: new RegExp(formTexts.pay) }).click();
      return;
    }
    default:
      throw new Error(`no browser action for ${event.type}`);
  }
}

/** The page shows what the model's state after this group says. */
async function expectState(page: Page, request: APIRequestContext, context: BrowserContext, group: Group, end: SystemSnapshot) {
  const effects = [group.action, ...group.follow].flatMap((s) => s?.state.effects ?? []);
  const navigations = effects.filter((e) => e.type === 'navigate').map((e) => (e.params as NavigateParams).to);
  if (navigations.length > 0) await expect(page).toHaveURL(urlPattern(navigations[navigations.length - 1]!));
  for (const notice of effects.filter((e) => e.type === 'notify').map((e) => e.params as NotifyParams)) {
    await expect(page.getByText(notice.message, { exact: true }).first()).toBeVisible();
  }

  const c = checkout(end);
  if (c.matches('payingOnline')) {
    // Placed and off to the sandbox gateway: approve, come back to the payment result, read the order back.
    await expect(page).toHaveURL(/\/sandbox\/pagos\/[A-Za-z0-9_-]+$/);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page).toHaveURL(/\/resultado-enviar\/\d+$/);
    await expect(page.getByRole('heading', { name: paymentTexts.approvedTitle })).toBeVisible();
    const number = new URL(page.url()).pathname.split('/').pop()!;
    const cookie = (await context.cookies()).find((k) => k.name === COOKIES.user);
    expect(cookie, 'the session cookie').toBeDefined();
    const token = (JSON.parse(decodeURIComponent(cookie!.value)) as { token: string }).token;
    const stored = await request.get(`/api/pedidos/${number}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({ estadopago: 'APROBADO' });
    return;
  }

  const s = session(end);
  const firstName = selectFirstName(s);
  await expect(page.getByRole('button', { name: messages.ui.accountAria(firstName) })).toBeVisible();
  if (s.matches('guest') && s.context.loginError && end.page === '/login') {
    await expect(page.getByRole('alert').filter({ hasText: s.context.loginError })).toBeVisible();
  }

  await expect(page.getByRole('button', { name: messages.ui.cartAria(selectBadgeCount(cart(end))) })).toBeVisible();

  const message = selectCheckoutMessage(c);
  if (message && end.page === '/confirma-pedido') await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
}

/** Acts, then waits for the answers this group's actors get (the model's next steps). */
async function withAnswers(page: Page, group: Group, run: () => Promise<void>) {
  const answered = trackRequests(page, group);
  await run();
  await answered;
}

/** Resolves once every request the group's answers stand for has finished (or failed, for the stubbed abort). */
function trackRequests(page: Page, group: Group): Promise<void> {
  const expected = new Map<string, number>();
  for (const f of group.follow) {
    const src = f.meta.boundary?.kind !== 'after' ? f.meta.boundary?.src : undefined;
    if (!src || !REQUESTS[src]) continue;
    // The page load's generic sales points come in the server-rendered page (its data block), not by a request.
    if (group.action === null && ANSWERED_BY_THE_PAGE.has(src)) continue;
    expected.set(src, (expected.get(src) ?? 0) + 1);
  }
  if (expected.size === 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const seen = new Map<string, number>();
    const timer = setTimeout(() => {
      cleanup();
      reject(
        new Error(
          `timed out waiting for ${[...expected].map(([k, n]) => `${n}× ${k}`).join(', ')} (saw ${[...seen].map(([k, n]) => `${n}× ${k}`).join(', ') || 'none'})`,
        ),
      );
    }, 15_000);
    const onDone = (req: { url(): string; method(): string }) => {
      const path = new URL(req.url()).pathname;
      for (const [src, r] of Object.entries(REQUESTS)) {
        if (r.path === path && r.method === req.method() && expected.has(src)) seen.set(src, (seen.get(src) ?? 0) + 1);
      }
      if ([...expected].every(([src, n]) => (seen.get(src) ?? 0) >= n)) {
        cleanup();
        resolve();
      }
    };
    const cleanup = () => {
      clearTimeout(timer);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    };
    page.on('requestfinished', onDone);
    page.on('requestfailed', onDone);
  });
}

async function replay(page: Page, request: APIRequestContext, context: BrowserContext, baseURL: string, path: SystemPath) {
  const reset = await request.post(RESET_PATH);
  expect(reset.ok(), 'the test-only reset route (E2E_RESET=1)').toBe(true);

  const coupons = cart(path.start).context.coupons;
  await context.addCookies([
    { name: COOKIES.cookiesAccepted, value: 'true', url: baseURL },
    ...(coupons.length > 0 ? [{ name: COOKIES.coupons, value: encodeURIComponent(JSON.stringify(coupons)), url: baseURL }] : []),
  ]);

  await context.addInitScript(() =>
    document.addEventListener('storefront:ready', () => ((window as { storefrontReady?: boolean }).storefrontReady = true), {
      once: true,
    }),
  );
  const groups = groupsOf(path);
  let end = path.start;
  for (const [i, group] of groups.entries()) {
    const last = group.follow.length ? group.follow[group.follow.length - 1]! : group.action;
    const outcome = group.follow.find((f) => f.meta.boundary?.src === 'sendOrder')?.meta.sample;
    await stubSendOrder(page, outcome === 'aceptado' ? undefined : outcome);
    await test.step(group.action ? group.action.meta.label : 'abrir la tienda', async () => {
      await withAnswers(page, group, async () => {
        if (i === 0) {
          await page.goto('/');
          // The store is open once the app runs: the page brings the start's answers, so no request marks it.
          await page.waitForFunction(() => (window as { storefrontReady?: boolean }).storefrontReady === true);
        } else await act(page, group.action!);
      });
      end = last?.state ?? end;
      await expectState(page, request, context, group, end);
    });
  }
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook needs from this pattern: none here
test.beforeEach(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the model runs once, at desktop size');
});

for (const [input, model] of Object.entries(checkoutFlow)) {
  test.describe(`modelo del pago (${input})`, () => {
    for (const path of model.paths()) {
      test(`#${path.number} ${path.title}`, async ({ page, request, context, baseURL }) => {
        await replay(page, request, context, baseURL!, path);
      });
    }
  });
}
