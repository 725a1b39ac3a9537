import { addDays, bogotaDayOf } from '../machines/rules/deliverySlots';
import { expect, test, type Page } from './fixtures';
import { toConfirmLocationWithCart } from './journeys';

/**
 * The slot form of /confirmar-ubicacion at the hours customers really order
 * (house rules, machines/rules/deliverySlots.ts): only hours still possible
 * are offered, the first preselected, and the form accepts its own defaults.
 * The browser's clock is set (page.clock) once signed in, so the session's
 * token timers keep the real time; the location machine reads the set clock.
 */

/** Today (Bogotá) at hh:mm Bogotá, as an instant. */
function bogotaToday(time: string): Date {
  const day = bogotaDayOf(Date.now());
  return new Date(`${day}T${time}:00-05:00`);
}

async function withinApp(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** A signed-in customer with a product in the cart, on /confirmar-ubicacion opened at `time` (Bogotá). */
async function slotFormAt(page: Page, time: string) {
  await toConfirmLocationWithCart(page);

  await page.clock.setFixedTime(bogotaToday(time));
  // Opened again at the set time: the offer is computed when the form opens.
  await withinApp(page, '/carrito');
  await withinApp(page, '/confirmar-ubicacion');
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle 72 # 10-34');
  await page.getByRole('textbox', { name: 'Barrio' }).fill('Chapinero');
  return {
    dates: page.getByRole('combobox', { name: 'Fecha de entrega' }),
    times: page.getByRole('combobox', { name: 'Hora de entrega' }),
  };
}

const offered = (select: ReturnType<Page['getByRole']>) =>
  select.locator('option:not([disabled])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

test('at 19:30 Bogotá the form offers today only the hours still possible, preselects the first and accepts its defaults', async ({
  page,
}) => {
  const today = bogotaDayOf(Date.now());
  const { dates, times } = await slotFormAt(page, '19:30');
  await expect(dates).toHaveValue(today);
  // 45 minutes of kitchen lead: 20:30 and 21:00 are the hours left today.
  expect(await offered(times)).toEqual(['20:30', '21:00']);
  await expect(times).toHaveValue('20:30');

  // Changing the day updates the hours: tomorrow every hour from 11:00 (the chosen 20:30 kept); back to today, the hours left.
  await dates.selectOption(addDays(today, 1));
  await expect.poll(() => offered(times)).toHaveLength(21);
  expect((await offered(times))[0]).toBe('11:00');
  await expect(times).toHaveValue('20:30');
  await times.selectOption('11:00');
  await dates.selectOption(today);
  await expect.poll(() => offered(times)).toEqual(['20:30', '21:00']);
  await expect(times).toHaveValue('20:30');

  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();
  await expect(page.getByText('Elige la hora de entrega.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/confirma-pedido/);
});

test('at 21:30 Bogotá today has no hour left: the form offers tomorrow from 11:00 and accepts it', async ({ page }) => {
  const today = bogotaDayOf(Date.now());
  const { dates, times } = await slotFormAt(page, '21:30');
  expect(await offered(dates)).toEqual([addDays(today, 1), addDays(today, 2)]);
  await expect(dates).toHaveValue(addDays(today, 1));
  await expect(times).toHaveValue('11:00');
  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();
  await expect(page).toHaveURL(/\/confirma-pedido/);
});
