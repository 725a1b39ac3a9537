import { exampleOrder } from '../server/openapi';
import { expect, type APIRequestContext, type BrowserContext } from './fixtures';

/** The seeded demo accounts the browser tests act as. */
export const CUSTOMER = { username: 'cliente@pollosbrasa.co', password: 'Cliente123!' };
export const ADMIN = { username: 'admin@pollosbrasa.co', password: 'Admin123!' };

/** A login answer: the User (the refresh token is the HttpOnly cookie the answer set in the context's jar). */
export interface SessionUser {
  token: string;
  [key: string]: unknown;
}

/** Tomorrow in Bogotá, YYYY-MM-DD: always a valid delivery day. */
export function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(Date.now() + 24 * 60 * 60 * 1000));
}

/**
 * Signs in through the API (no browser), as the customer unless told otherwise. With a page's
 * `request`, the context's jar keeps the HttpOnly refresh cookie the answer sets, as a browser would.
 */
export async function logIn(
  request: APIRequestContext,
  who: { username: string; password: string } = CUSTOMER,
): Promise<SessionUser> {
  const answer = await request.post('/api/auth_resources/loginecommerce', { data: who });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as SessionUser;
}

/** The Authorization header of a signed-in user's API calls. */
export const bearer = (user: SessionUser) => ({ Authorization: `Bearer ${user.token}` });

/** Places the contract's example order for tomorrow at 12:30; it must be accepted (tipo 'S'). */
export async function placeOrder(request: APIRequestContext, user: SessionUser): Promise<{ pedido: number; url_pago: string }> {
  const answer = await request.post('/api/pedidos/enviar_pedidos_playerid_canal', {
    headers: bearer(user),
    data: { ...exampleOrder, fecha_entrega: tomorrow(), hora_entrega: '12:30' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { tipo: string; pedido: number; url_pago: string };
  expect(body.tipo).toBe('S');
  return body;
}

/** The browser starts signed in as `user`, with the cookies accepted (the cookies the storefront writes at login). */
export async function signInBrowser(context: BrowserContext, baseURL: string, user: SessionUser) {
  await context.addCookies([
    { name: 'cookiesAceptadas', value: 'true', url: baseURL },
    { name: 'usuario', value: encodeURIComponent(JSON.stringify(user)), url: baseURL },
    { name: 'sesion_iniciada', value: '1', url: baseURL },
    { name: 'sesion_renovable', value: '1', url: baseURL },
  ]);
}
