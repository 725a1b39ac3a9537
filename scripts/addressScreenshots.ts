/**
 * Screenshots of Mis Direcciones (/confirmar-ubicacion with saved addresses, and its address dialog)
 * at 375 px and 1280 px, for docs/screenshots (a customer registered for the shot, two addresses):
 *   npx tsx scripts/addressScreenshots.ts [baseURL] [outDir]
 */
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fullPageShot } from './fullPageShot';
import { addressBookTexts } from '../machines/screenTexts/addressBook';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--force-prefers-reduced-motion'],
});

for (const width of [375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 812 : 900 },
    locale: 'es-CO',
    deviceScaleFactor: 1,
  });
  // The city is confirmed already: no 'Vas a comprar para…?' tooltip over the form.
  await context.addInitScript(() => window.sessionStorage.setItem('ciudadConfirmada', '1'));
  const page = await context.newPage();
  const stamp = `${Date.now()}`.slice(-10);
  const password = 'Pollo2025seguro';
  const registered = await page.request.post(`${base}/api/usuarios/registro`, {
    data: {
      nombres: 'Valentina',
      apellidos: 'Ríos',
      cedula: stamp,
      email: `valentina.${stamp}@correo.co`,
      telefono2: `3${stamp.slice(-9)}`,
      password,
      password_confirmacion: password,
      aceptaterminos: 'S',
    },
  });
  const { refresh_token: _refresh, ...user } = (await registered.json()) as {
    token: string;
    cedula: string;
    refresh_token?: string;
  };
  const address = (alias: string, street: string, barrio: string, complemento: string) => ({
    alias,
    ciudad: 'Bogotá',
    departamento: 'Cundinamarca',
    nomenclatura: '',
    segmentoDireccion1: '',
    segmentoDireccion2: '',
    segmentoDireccion3: '',
    complemento,
    segmentoCompleto: [street, complemento].filter(Boolean).join(', '),
    barrio,
  });
  for (const body of [
    address('Casa', 'Calle 72 # 10-34', 'Chapinero', 'Apto 501'),
    address('Oficina', 'Carrera 7 # 71-21', 'Quinta Camacho', 'Piso 3'),
  ]) {
    await page.request.post(`${base}/api/usuarios/direcciones/${user.cedula}`, {
      headers: { Authorization: `Bearer ${user.token}` },
      data: body,
    });
  }
  await context.addCookies([
    { name: 'cookiesAceptadas', value: 'true', url: base },
    { name: 'habilitarCupon', value: 'false', url: base },
    { name: 'usuario', value: encodeURIComponent(JSON.stringify(user)), url: base },
    { name: 'sesion_iniciada', value: '1', url: base },
  ]);
  await page.goto(`${base}/confirmar-ubicacion`);
  await page.getByRole('radio', { name: /^Casa/ }).waitFor();
  await page.waitForTimeout(600);
  await fullPageShot(page, { path: join(out, `mis-direcciones-${width}.png`) });
  await page.getByRole('button', { name: addressBookTexts.editOf('Oficina') }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(out, `mis-direcciones-editar-${width}.png`) });
  await context.close();
}
await browser.close();
