/** Saved delivery addresses (GET/POST /api/usuarios/direcciones/{document}, PUT/DELETE …/{document}/{id}). */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import {
  confirmationSchema,
  savedAddressListSchema,
  savedAddressSchema,
  type AddressBody,
  type SavedAddress,
} from '../../machines/schemas';
import { MAX_ADDRESSES } from '../../server/routes/addresses';
import { createTestServer, START, type TestServer } from './helpers';
import { ADMIN_DOCUMENT, adminAuth, CUSTOMER_DOCUMENT, customerAuth, expectError, MINUTE } from './accountHelpers';
import { registerCustomer } from './identityHelpers';
import { identityTexts } from '../../machines/screenTexts/identity';
import { subscriptionTexts } from '../../machines/screenTexts/subscriptions';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());
afterEach(() => {
  server.clock.now = new Date(START);
});

const listPath = (document: string) => `/api/usuarios/direcciones/${encodeURIComponent(document)}`;
const itemPath = (document: string, id: number | string) => `${listPath(document)}/${encodeURIComponent(String(id))}`;

function address(overrides: Partial<AddressBody> = {}): AddressBody {
  return {
    alias: 'Casa',
    ciudad: 'Bogotá',
    departamento: 'Cundinamarca',
    nomenclatura: 'Calle',
    segmentoDireccion1: '85',
    segmentoDireccion2: '15',
    segmentoDireccion3: '32',
    complemento: 'Apto 402',
    segmentoCompleto: 'Calle 85 # 15-32, Apto 402',
    barrio: 'Chicó',
    ...overrides,
  };
}

const json = (headers: Record<string, string>) => ({ 'Content-Type': 'application/json', ...headers });

/** A new customer with no addresses: their document (cedula) and bearer header. */
async function newCustomer() {
  const customer = await registerCustomer(server);
  return { document: customer.body.cedula, auth: customer.auth };
}
type Customer = Awaited<ReturnType<typeof newCustomer>>;

async function list(who: Customer): Promise<SavedAddress[]> {
  const res = await server.request(listPath(who.document), { headers: who.auth });
  expect(res.status).toBe(200);
  return savedAddressListSchema.parse(await res.json());
}

async function add(who: Customer, body: Partial<AddressBody> = {}): Promise<SavedAddress> {
  const res = await server.request(listPath(who.document), {
    method: 'POST',
    headers: json(who.auth),
    body: JSON.stringify(address(body)),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return savedAddressSchema.parse(await res.json());
}

const put = (who: Customer, id: number | string, body: unknown) =>
  server.request(itemPath(who.document, id), {
    method: 'PUT',
    headers: json(who.auth),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const remove = (who: Customer, id: number | string) =>
  server.request(itemPath(who.document, id), { method: 'DELETE', headers: who.auth });
const defaults = (rows: SavedAddress[]) => rows.filter((r) => r.predeterminada).map((r) => r.alias);

describe('saving addresses (POST)', () => {
  it('saves the first address as the default, 201 with the saved address', async () => {
    const who = await newCustomer();
    const saved = await add(who, { predeterminada: false });
    expect(saved).toMatchObject({ ...address(), predeterminada: true, fecha_actualizacion: START.toISOString() });
    expect(saved.id).toBeGreaterThan(0);
    expect(await list(who)).toEqual([saved]);
  });

  it('keeps the default when a later address is saved without predeterminada', async () => {
    const who = await newCustomer();
    await add(who, { alias: 'Casa' });
    const office = await add(who, { alias: 'Oficina' });
    expect(office.predeterminada).toBe(false);
    expect(defaults(await list(who))).toEqual(['Casa']);
  });

  it('moves the default to an address saved with predeterminada true', async () => {
    const who = await newCustomer();
    await add(who, { alias: 'Casa' });
    const office = await add(who, { alias: 'Oficina', predeterminada: true });
    expect(office.predeterminada).toBe(true);
    expect(defaults(await list(who))).toEqual(['Oficina']);
  });

  it(`refuses more than ${MAX_ADDRESSES} addresses with 422`, async () => {
    const who = await newCustomer();
    for (let i = 0; i < MAX_ADDRESSES; i++) await add(who, { alias: `Dirección ${i + 1}` });
    const res = await server.request(listPath(who.document), {
      method: 'POST',
      headers: json(who.auth),
      body: JSON.stringify(address()),
    });
    await expectError(res, 422, identityTexts.addressesFull);
    expect(await list(who)).toHaveLength(MAX_ADDRESSES);
  });

  it('keeps exactly one default when several addresses are saved at the same time', async () => {
    const who = await newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        server.request(listPath(who.document), {
          method: 'POST',
          headers: json(who.auth),
          body: JSON.stringify(address({ alias: `A${i}` })),
        }),
      ),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(defaults(await list(who))).toHaveLength(1);
  });

  it('answers 401 without a token and 403 for another customer’s document', async () => {
    await expectError(
      await server.request(listPath(CUSTOMER_DOCUMENT), { method: 'POST', headers: json({}), body: JSON.stringify(address()) }),
      401,
      messages.http.unauthorized,
    );
    const res = await server.request(listPath(ADMIN_DOCUMENT), {
      method: 'POST',
      headers: json(await customerAuth(server)),
      body: JSON.stringify(address()),
    });
    await expectError(res, 403, messages.http.forbidden);
  });

  it.each([
    ['an empty alias', { alias: ' ' }, 'alias', identityTexts.addressAliasRequired],
    ['an empty address', { segmentoCompleto: '' }, 'segmentoCompleto', identityTexts.addressRequired],
    ['an empty city', { ciudad: '' }, 'ciudad', messages.location.cityNotFound],
  ])('rejects %s with 422 and the Spanish field error', async (_name, override, field, message) => {
    const who = await newCustomer();
    const res = await server.request(listPath(who.document), {
      method: 'POST',
      headers: json(who.auth),
      body: JSON.stringify(address(override)),
    });
    const answer = await expectError(res, 422, messages.http.validation);
    expect(answer.errors?.[field]).toEqual([message]);
    expect(await list(who)).toEqual([]);
  });

  it('rejects a text where predeterminada should be true or false, and malformed JSON', async () => {
    const who = await newCustomer();
    const wrong = { ...address(), predeterminada: 'S' };
    const answer = await expectError(
      await server.request(listPath(who.document), { method: 'POST', headers: json(who.auth), body: JSON.stringify(wrong) }),
      422,
    );
    expect(answer.errors?.predeterminada?.length).toBeGreaterThan(0);
    await expectError(
      await server.request(listPath(who.document), { method: 'POST', headers: json(who.auth), body: '{"alias":' }),
      400,
      messages.http.badRequest,
    );
  });
});

describe('listing addresses (GET)', () => {
  it('lists the default first, then the newest first', async () => {
    const who = await newCustomer();
    await add(who, { alias: 'Casa' });
    server.clock.advance(MINUTE);
    await add(who, { alias: 'Oficina' });
    server.clock.advance(MINUTE);
    await add(who, { alias: 'Finca' });
    const rows = await list(who);
    expect(rows.map((r) => r.alias)).toEqual(['Casa', 'Finca', 'Oficina']);
  });

  it('shows only the token’s own addresses, never cached', async () => {
    const who = await newCustomer();
    await add(who);
    const res = await server.request(listPath(CUSTOMER_DOCUMENT), { headers: await customerAuth(server) });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const demo = savedAddressListSchema.parse(await res.json());
    const mine = await list(who);
    expect(demo.map((r) => r.id)).not.toContain(mine[0]!.id);
  });

  it('answers 401 without a token and 403 for another customer’s document', async () => {
    await expectError(await server.request(listPath(CUSTOMER_DOCUMENT)), 401, messages.http.unauthorized);
    await expectError(
      await server.request(listPath(ADMIN_DOCUMENT), { headers: await customerAuth(server) }),
      403,
      messages.http.forbidden,
    );
  });

  it('rejects a malformed document with 422', async () => {
    const answer = await expectError(
      await server.request(listPath('10.20'), { headers: await customerAuth(server) }),
      422,
      messages.http.validation,
    );
    expect(answer.errors?.document).toEqual([subscriptionTexts.documentInvalid]);
  });
});

describe('changing an address (PUT)', () => {
  it('changes its fields and its update instant', async () => {
    const who = await newCustomer();
    const saved = await add(who);
    server.clock.advance(5 * MINUTE);
    const res = await put(who, saved.id, address({ alias: 'Apartamento', complemento: 'Torre 2, Apto 1101' }));
    expect(res.status).toBe(200);
    const changed = savedAddressSchema.parse(await res.json());
    expect(changed).toMatchObject({
      id: saved.id,
      alias: 'Apartamento',
      complemento: 'Torre 2, Apto 1101',
      predeterminada: true,
    });
    expect(changed.fecha_actualizacion).toBe(new Date(START.getTime() + 5 * MINUTE).toISOString());
    expect(await list(who)).toEqual([changed]);
  });

  it('makes it the only default with predeterminada true', async () => {
    const who = await newCustomer();
    await add(who, { alias: 'Casa' });
    const office = await add(who, { alias: 'Oficina' });
    expect(
      savedAddressSchema.parse(await (await put(who, office.id, address({ alias: 'Oficina', predeterminada: true }))).json())
        .predeterminada,
    ).toBe(true);
    expect(defaults(await list(who))).toEqual(['Oficina']);
  });

  it('hands the default to the newest other address when the default is set to false', async () => {
    const who = await newCustomer();
    const home = await add(who, { alias: 'Casa' });
    server.clock.advance(MINUTE);
    await add(who, { alias: 'Oficina' });
    server.clock.advance(MINUTE);
    await add(who, { alias: 'Finca' });
    const res = await put(who, home.id, address({ alias: 'Casa', predeterminada: false }));
    expect(savedAddressSchema.parse(await res.json()).predeterminada).toBe(false);
    expect(defaults(await list(who))).toEqual(['Finca']);
  });

  it('keeps the only address as the default even when set to false', async () => {
    const who = await newCustomer();
    const only = await add(who);
    expect(
      savedAddressSchema.parse(await (await put(who, only.id, address({ predeterminada: false }))).json()).predeterminada,
    ).toBe(true);
  });

  it('answers 404 for another customer’s address id, and leaves it untouched', async () => {
    const admin = { document: ADMIN_DOCUMENT, auth: await adminAuth(server) };
    const theirs = await add(admin, { alias: 'Casa del administrador' });
    const me = { document: CUSTOMER_DOCUMENT, auth: await customerAuth(server) };
    await expectError(await put(me, theirs.id, address({ alias: 'Robada' })), 404, identityTexts.addressNotFound);
    expect((await list(admin)).find((r) => r.id === theirs.id)?.alias).toBe('Casa del administrador');
  });

  it('answers 404 for an id that does not exist', async () => {
    const who = await newCustomer();
    await expectError(await put(who, 2_000_000_000, address()), 404, identityTexts.addressNotFound);
  });

  it('answers 401 without a token and 403 for another customer’s document', async () => {
    const who = await newCustomer();
    const saved = await add(who);
    await expectError(await put({ ...who, auth: {} }, saved.id, address()), 401, messages.http.unauthorized);
    await expectError(await put({ document: ADMIN_DOCUMENT, auth: who.auth }, saved.id, address()), 403, messages.http.forbidden);
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5'], ['99999999999']])('rejects the id %s with 422', async (id) => {
    const who = await newCustomer();
    const answer = await expectError(await put(who, id, address()), 422, messages.http.validation);
    expect(answer.errors?.id?.length).toBeGreaterThan(0);
  });

  it('rejects an invalid body with 422 and malformed JSON with 400', async () => {
    const who = await newCustomer();
    const saved = await add(who);
    const answer = await expectError(await put(who, saved.id, address({ alias: '' })), 422, messages.http.validation);
    expect(answer.errors?.alias).toEqual([identityTexts.addressAliasRequired]);
    await expectError(await put(who, saved.id, '{"alias":'), 400, messages.http.badRequest);
  });
});

describe('deleting an address (DELETE)', () => {
  it('deletes it and confirms', async () => {
    const who = await newCustomer();
    await add(who, { alias: 'Casa' });
    const office = await add(who, { alias: 'Oficina' });
    const res = await remove(who, office.id);
    expect(res.status).toBe(200);
    expect(confirmationSchema.parse(await res.json())).toEqual({ isError: false, mensaje: identityTexts.addressDeleted });
    expect((await list(who)).map((r) => r.alias)).toEqual(['Casa']);
  });

  it('promotes the most recent remaining address when the default is deleted', async () => {
    const who = await newCustomer();
    const home = await add(who, { alias: 'Casa' });
    server.clock.advance(MINUTE);
    await add(who, { alias: 'Finca' });
    server.clock.advance(MINUTE);
    await add(who, { alias: 'Oficina' });
    expect((await remove(who, home.id)).status).toBe(200);
    expect(defaults(await list(who))).toEqual(['Oficina']);
  });

  it('leaves an empty list after the last address', async () => {
    const who = await newCustomer();
    const only = await add(who);
    expect((await remove(who, only.id)).status).toBe(200);
    expect(await list(who)).toEqual([]);
    expect((await add(who, { alias: 'Nueva' })).predeterminada).toBe(true);
  });

  it('answers 404 for an address already deleted, and for another customer’s', async () => {
    const who = await newCustomer();
    const saved = await add(who);
    await remove(who, saved.id);
    await expectError(await remove(who, saved.id), 404, identityTexts.addressNotFound);
    const other = await newCustomer();
    const theirs = await add(other);
    await expectError(await remove(who, theirs.id), 404, identityTexts.addressNotFound);
    expect(await list(other)).toHaveLength(1);
  });

  it('answers 401 without a token, 403 for another customer’s document and 422 for a malformed id', async () => {
    const who = await newCustomer();
    const saved = await add(who);
    await expectError(await remove({ ...who, auth: {} }, saved.id), 401, messages.http.unauthorized);
    await expectError(await remove({ document: CUSTOMER_DOCUMENT, auth: who.auth }, saved.id), 403, messages.http.forbidden);
    await expectError(await remove(who, 'uno'), 422, messages.http.validation);
  });
});

describe('exactly one default, whatever the sequence', () => {
  it('holds after a mixed series of saves, changes and deletions', async () => {
    const who = await newCustomer();
    const ids: number[] = [];
    const steps: (() => Promise<void>)[] = [
      async () => void ids.push((await add(who, { alias: 'A' })).id),
      async () => void ids.push((await add(who, { alias: 'B', predeterminada: true })).id),
      async () => void ids.push((await add(who, { alias: 'C' })).id),
      async () => void (await put(who, ids[2]!, address({ alias: 'C', predeterminada: true }))),
      async () => void (await remove(who, ids[2]!)),
      async () => void (await put(who, ids[1]!, address({ alias: 'B', predeterminada: false }))),
      async () => void (await remove(who, ids[0]!)),
    ];
    for (const step of steps) {
      server.clock.advance(MINUTE);
      await step();
      const rows = await list(who);
      expect(defaults(rows), JSON.stringify(rows.map((r) => [r.alias, r.predeterminada]))).toHaveLength(rows.length > 0 ? 1 : 0);
      expect(rows[0]?.predeterminada ?? true).toBe(true);
    }
  });
});
