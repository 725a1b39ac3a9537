/**
 * The Wompi adapter behind the payment port (server/payments/wompi.ts): the signatures of
 * Wompi's public documentation, the hosted Web Checkout URL of an order, and its events
 * (POST /api/pagos/notificacion/wompi) through the real API: genuine, forged, replayed,
 * amount-mismatched, re-pointed at another order, delivered in parallel, unknown. The checksums of the API tests are computed here with
 * node:crypto from the documented formula, not with the adapter's own functions.
 * Time is the fake clock; nothing is sent to Wompi.
 */
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNPAID_ORDER_EXPIRY_MS } from '../../machines/constants';
import { orderResultSchema, paymentStatusSchema } from '../../machines/schemas';
import { paymentTexts } from '../../machines/screenTexts/payment';
import { orders, payments } from '../../server/db/schema';
import { CHANNELS } from '../../server/events/notifier';
import { createPayments, paymentsFromEnv } from '../../server/payments/config';
import { NOTIFICATION_IGNORED } from '../../server/payments/port';
import {
  createWompiProvider,
  eventChecksum,
  integritySignature,
  WOMPI_METHOD,
  WOMPI_STATUS,
  type WompiEvent,
} from '../../server/payments/wompi';
import { sandboxWarnings } from '../../server/sandboxWarnings';
import { createTestServer, START, type TestServer } from './helpers';
import { customerAuth, expectError, latestPayment, MINUTE, placeOrder, sendOrder } from './accountHelpers';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const KEYS = {
  publicKey: 'pub_test_Q5yDA9xoKdePzhd8qTmA1uGH7qjHBtK3',
  integritySecret: 'test_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
  eventsSecret: 'test_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z',
};
const ORIGIN = 'https://pedidos.example.co';
const NOTIFY_PATH = '/api/pagos/notificacion/wompi';

describe("Wompi's documented signature examples", () => {
  // https://docs.wompi.co/docs/colombia/widget-checkout-web/ "Paso 3: Genera una firma de integridad":
  // reference sk8-438k4-xmxm392-sn2m, 2490000 centavos, COP, secret prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6
  // → "37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5" (the doc's own hash).
  const DOC_CHECKOUT = { reference: 'sk8-438k4-xmxm392-sn2m', amountInCents: 2_490_000, currency: 'COP' };
  const DOC_INTEGRITY_SECRET = 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6';

  it('the integrity signature is SHA-256 of <reference><amount in cents><currency><secret>: the doc example gives the doc hash', () => {
    expect(integritySignature(DOC_CHECKOUT, DOC_INTEGRITY_SECRET)).toBe(
      '37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5',
    );
  });

  it('with expiration-time it goes between currency and secret, as documented (the doc shows the string, not its hash)', () => {
    // Doc string: "sk8-438k4-xmxm392-sn2m2490000COP2023-06-09T20:28:50.000Zprod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6";
    // its SHA-256, computed by us (sha256sum), since the doc does not print it:
    const signed = integritySignature({ ...DOC_CHECKOUT, expirationTime: '2023-06-09T20:28:50.000Z' }, DOC_INTEGRITY_SECRET);
    expect(signed).toBe('e972f58e7de36b283fbb93d9318d39a54ffdff4e8e917b534f30d63c9d7bb89c');
    expect(signed).not.toBe(integritySignature(DOC_CHECKOUT, DOC_INTEGRITY_SECRET));
  });

  // https://docs.wompi.co/docs/colombia/eventos/ "Paso a paso: Verifica la autenticidad de un evento".
  const docEvent = (): WompiEvent => ({
    event: 'transaction.updated',
    data: {
      transaction: {
        id: '1234-1610641025-49201',
        amount_in_cents: 4_490_000,
        reference: 'MZQ3X2DE2SMX',
        customer_email: 'juan.perez@gmail.com',
        currency: 'COP',
        payment_method_type: 'NEQUI',
        redirect_url: 'https://mitienda.com.co/pagos/redireccion',
        status: 'APPROVED',
        shipping_address: null,
        payment_link_id: null,
        payment_source_id: null,
      },
    },
    environment: 'prod',
    signature: {
      properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
      checksum: '3476DDA50F64CD7CBD160689640506FEBEA93239BC524FC0469B2C68A3CC8BD0',
    },
    timestamp: 1_530_291_411,
    sent_at: '2018-07-20T16:45:05.000Z',
  });
  const DOC_EVENTS_SECRET = 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';
  /** The doc's Paso 3 result: the properties' values, the timestamp and the secret, in that order. */
  const DOC_CONCATENATION = '1234-1610641025-49201APPROVED44900001530291411prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';

  it("the event checksum is SHA-256 of the properties' values (read from data, in order), timestamp and secret: the doc's concatenation", () => {
    // The doc prints 3476DDA5… "por ejemplo": it is not the SHA-256 of its own string, so the expected
    // value here is that string's SHA-256, computed by us (sha256sum): 5a18ec5e….
    expect(sha256(DOC_CONCATENATION)).toBe('5a18ec5e8fdb7df463e9f94774cba8f583ba21bd04a09ceff2ea68a4bc0aefbe');
    expect(sha256(DOC_CONCATENATION)).not.toBe(docEvent().signature.checksum.toLowerCase());
    expect(eventChecksum(docEvent(), DOC_EVENTS_SECRET)).toBe('5a18ec5e8fdb7df463e9f94774cba8f583ba21bd04a09ceff2ea68a4bc0aefbe');
  });

  it('the properties are read from each event, in its order, never assumed', () => {
    const event = docEvent();
    const reordered = {
      ...event,
      signature: { ...event.signature, properties: ['transaction.status', 'transaction.id', 'transaction.amount_in_cents'] },
    };
    expect(eventChecksum(reordered, DOC_EVENTS_SECRET)).toBe(
      sha256('APPROVED1234-1610641025-4920144900001530291411' + DOC_EVENTS_SECRET),
    );
    const more = {
      ...event,
      signature: { ...event.signature, properties: [...event.signature.properties, 'transaction.reference'] },
    };
    expect(eventChecksum(more, DOC_EVENTS_SECRET)).toBe(
      sha256('1234-1610641025-49201APPROVED4490000MZQ3X2DE2SMX1530291411' + DOC_EVENTS_SECRET),
    );
    // A property the event does not carry cannot be verified.
    const missing = { ...event, signature: { ...event.signature, properties: ['transaction.id', 'transaction.nothing'] } };
    expect(eventChecksum(missing, DOC_EVENTS_SECRET)).toBeNull();
    const inherited = { ...event, signature: { ...event.signature, properties: ['transaction.constructor'] } };
    expect(eventChecksum(inherited, DOC_EVENTS_SECRET)).toBeNull();
  });

  it("the doc's event, with a checksum made with the events secret, is an approval of 44,900 pesos by Nequi; with the doc's illustrative checksum it is refused", async () => {
    const provider = createWompiProvider({
      ...KEYS,
      publicKey: 'pub_prod_Kw4aC0rZVgLZQn209NbEKPuXLzBD28Zx',
      eventsSecret: DOC_EVENTS_SECRET,
      siteOrigin: () => ORIGIN,
      logger: { error: () => {} },
    });
    const post = (event: WompiEvent) => new Request(`${ORIGIN}${NOTIFY_PATH}`, { method: 'POST', body: JSON.stringify(event) });
    expect(await provider.parseNotification(post(docEvent()))).toBeNull();
    const signed = docEvent();
    signed.signature.checksum = sha256(DOC_CONCATENATION).toUpperCase();
    expect(await provider.parseNotification(post(signed))).toEqual({
      referencia: 'MZQ3X2DE2SMX',
      estado: 'APROBADO',
      metodo: 'NEQUI',
      monto: 44_900,
      transaccion: '1234-1610641025-49201',
    });
  });

  it("maps Wompi's statuses and the methods PSE, CARD and NEQUI to ours", () => {
    expect(WOMPI_STATUS).toEqual({
      APPROVED: 'APROBADO',
      DECLINED: 'RECHAZADO',
      VOIDED: 'RECHAZADO',
      ERROR: 'RECHAZADO',
      PENDING: 'PENDIENTE',
    });
    expect(WOMPI_METHOD).toEqual({ CARD: 'TARJETA', PSE: 'PSE', NEQUI: 'NEQUI' });
  });
});

describe('PAYMENT_PROVIDER=wompi through the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ deps: { payments: { provider: 'wompi', wompi: KEYS }, publicOrigin: ORIGIN } });
  });
  afterAll(async () => server?.close());
  afterEach(() => {
    server.clock.now = new Date(START);
  });

  const attempts = (pedido: number) =>
    server.database.db.select().from(payments).where(eq(payments.pedido, pedido)).orderBy(asc(payments.id));
  const orderRow = async (pedido: number) =>
    (await server.database.db.select().from(orders).where(eq(orders.pedido, pedido)))[0]!;

  interface Tx {
    id: string;
    reference: string;
    status: string;
    amount_in_cents: number;
    currency?: string;
    payment_method_type?: string;
  }

  /** An event as Wompi sends it, its checksum made here from the documented formula with `secret`. */
  function wompiEvent(tx: Tx, options: { secret?: string; event?: string; environment?: string; timestamp?: number } = {}) {
    const timestamp = options.timestamp ?? Math.floor(server.clock.now.getTime() / 1000);
    const checksum = sha256(
      `${tx.id}${tx.status}${tx.amount_in_cents}${timestamp}${options.secret ?? KEYS.eventsSecret}`,
    ).toUpperCase();
    return {
      event: options.event ?? 'transaction.updated',
      data: { transaction: { currency: 'COP', payment_method_type: 'CARD', customer_email: 'cliente@pollosbrasa.co', ...tx } },
      environment: options.environment ?? 'test',
      signature: { properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'], checksum },
      timestamp,
      sent_at: server.clock.now.toISOString(),
    };
  }

  function notify(
    event: ReturnType<typeof wompiEvent> | string,
    header: string | null = typeof event === 'string' ? null : event.signature.checksum,
  ): Promise<Response> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (header !== null) headers['X-Event-Checksum'] = header;
    return server.request(NOTIFY_PATH, {
      method: 'POST',
      headers,
      body: typeof event === 'string' ? event : JSON.stringify(event),
    });
  }

  async function expectReceived(res: Response): Promise<void> {
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ isError: false });
  }

  /** A new order of the demo customer and its Wompi attempt. */
  async function newOrder() {
    const pedido = await placeOrder(server, await customerAuth(server));
    const attempt = await latestPayment(server, pedido);
    const tx = (status: string, more: Partial<Tx> = {}): Tx => ({
      id: `12345-${attempt.id}-${status}`,
      reference: attempt.referencia,
      status,
      amount_in_cents: attempt.monto * 100,
      ...more,
    });
    return { pedido, attempt, tx };
  }

  it("the order's url_pago is Wompi's Web Checkout for the amount in cents, signed with the integrity secret, returning to the order's result page", async () => {
    const auth = await customerAuth(server);
    const res = await sendOrder(server, auth);
    expect(res.status).toBe(200);
    const answer = orderResultSchema.parse(await res.json());
    const pedido = answer.pedido!;
    const attempt = await latestPayment(server, pedido);
    expect(attempt).toMatchObject({ proveedor: 'wompi', estado: 'PENDIENTE', metodo: '' });
    const url = new URL(answer.url_pago!);
    expect(`${url.origin}${url.pathname}`).toBe('https://checkout.wompi.co/p/');
    const params = Object.fromEntries(url.searchParams);
    const amountInCents = String(attempt.monto * 100);
    const expirationTime = new Date(START.getTime() + UNPAID_ORDER_EXPIRY_MS).toISOString();
    expect(params).toEqual({
      'public-key': KEYS.publicKey,
      currency: 'COP',
      'amount-in-cents': amountInCents,
      reference: attempt.referencia,
      'redirect-url': `${ORIGIN}/resultado-enviar/${pedido}`,
      'expiration-time': expirationTime,
      'customer-data:email': expect.stringContaining('@'),
      'signature:integrity': sha256(`${attempt.referencia}${amountInCents}COP${expirationTime}${KEYS.integritySecret}`),
    });
    // The status page offers the same page while the order is unpaid (the deadline does not move).
    server.clock.advance(5 * MINUTE);
    const status = paymentStatusSchema.parse(
      await (await server.request(`/api/pagos/estado/${pedido}`, { headers: await customerAuth(server) })).json(),
    );
    expect(status.url_pago).toBe(answer.url_pago);
  });

  it('a genuine APPROVED event approves the order: estadopago APROBADO, method from payment_method_type, the kitchen starts', async () => {
    const { pedido, tx } = await newOrder();
    server.clock.advance(2 * MINUTE);
    await expectReceived(await notify(wompiEvent(tx('APPROVED', { payment_method_type: 'CARD' }))));
    const [attempt] = await attempts(pedido);
    expect(attempt).toMatchObject({ estado: 'APROBADO', metodo: 'TARJETA' });
    expect(await orderRow(pedido)).toMatchObject({ estadoPago: 'APROBADO', pagadoEn: server.clock.now });
    const status = paymentStatusSchema.parse(
      await (await server.request(`/api/pagos/estado/${pedido}`, { headers: await customerAuth(server) })).json(),
    );
    expect(status).toMatchObject({ estadopago: 'APROBADO', metodo: 'TARJETA', url_pago: null });
  });

  it('PENDING by Nequi keeps it pending and records the method; then DECLINED by PSE rejects it (a new attempt can be paid)', async () => {
    const { pedido, tx } = await newOrder();
    await expectReceived(await notify(wompiEvent(tx('PENDING', { payment_method_type: 'NEQUI' }))));
    expect((await attempts(pedido))[0]).toMatchObject({ estado: 'PENDIENTE', metodo: 'NEQUI' });
    expect((await orderRow(pedido)).estadoPago).toBe('PENDIENTE');
    await expectReceived(await notify(wompiEvent(tx('DECLINED', { payment_method_type: 'PSE' }))));
    expect((await attempts(pedido))[0]).toMatchObject({ estado: 'RECHAZADO', metodo: 'PSE' });
    expect(await orderRow(pedido)).toMatchObject({ estadoPago: 'RECHAZADO', pagadoEn: null });
  });

  it('VOIDED and ERROR are rejections; a method Wompi has and we do not name stays empty', async () => {
    for (const status of ['VOIDED', 'ERROR']) {
      const { pedido, tx } = await newOrder();
      await expectReceived(await notify(wompiEvent(tx(status, { payment_method_type: 'BANCOLOMBIA_TRANSFER' }))));
      expect((await attempts(pedido))[0], status).toMatchObject({ estado: 'RECHAZADO', metodo: '' });
      expect((await orderRow(pedido)).estadoPago, status).toBe('RECHAZADO');
    }
  });

  it('a forged checksum is refused with 401 and changes nothing: wrong secret, edited status, edited amount, missing checksum, a different header', async () => {
    const { pedido, attempt, tx } = await newOrder();
    const genuine = wompiEvent(tx('DECLINED'));
    const forgeries: [string, ReturnType<typeof wompiEvent> | string, string | null][] = [];
    const wrongSecret = wompiEvent(tx('APPROVED'), { secret: 'test_events_otro-secreto-cualquiera' });
    forgeries.push(['wrong secret', wrongSecret, wrongSecret.signature.checksum]);
    // A genuine DECLINED turned into an approval: status is signed.
    const edited = structuredClone(genuine);
    edited.data.transaction.status = 'APPROVED';
    forgeries.push(['edited status', edited, edited.signature.checksum]);
    const cheaper = structuredClone(wompiEvent(tx('APPROVED')));
    cheaper.data.transaction.amount_in_cents = 100;
    forgeries.push(['edited amount', cheaper, cheaper.signature.checksum]);
    const laterStamp = structuredClone(wompiEvent(tx('APPROVED')));
    laterStamp.timestamp += 1;
    forgeries.push(['edited timestamp', laterStamp, laterStamp.signature.checksum]);
    const noChecksum = structuredClone(wompiEvent(tx('APPROVED'))) as { signature: { checksum?: string } };
    delete noChecksum.signature.checksum;
    forgeries.push(['no checksum', JSON.stringify(noChecksum), null]);
    const approved = wompiEvent(tx('APPROVED'));
    forgeries.push(['header disagrees', approved, 'A'.repeat(64)]);
    forgeries.push(['not JSON', 'event=transaction.updated', null]);
    // The signed properties must exist in data: dropping one from the list is not enough either.
    const fewer = structuredClone(approved);
    fewer.signature.properties = ['transaction.id', 'transaction.status'];
    forgeries.push(['fewer properties', fewer, fewer.signature.checksum]);
    for (const [name, event, header] of forgeries) {
      const res = await notify(event, header);
      expect(res.status, name).toBe(401);
      await expectError(res, 401, paymentTexts.notificationInvalid);
    }
    expect(await attempts(pedido)).toEqual([attempt]);
    expect((await orderRow(pedido)).estadoPago).toBe('PENDIENTE');
  });

  it('an event of the other environment (prod, while the keys are Sandbox) is refused even when its checksum holds', async () => {
    const { pedido, attempt, tx } = await newOrder();
    const res = await notify(wompiEvent(tx('APPROVED'), { environment: 'prod' }));
    await expectError(res, 401, paymentTexts.notificationInvalid);
    expect(await attempts(pedido)).toEqual([attempt]);
  });

  it('a replayed event is idempotent: the same transaction twice changes nothing the second time, and a late DECLINED of it does not undo the approval', async () => {
    const { pedido, tx } = await newOrder();
    const approval = wompiEvent(tx('APPROVED'));
    await expectReceived(await notify(approval));
    const afterFirst = { attempts: await attempts(pedido), order: await orderRow(pedido) };
    server.clock.advance(30 * MINUTE);
    await expectReceived(await notify(approval));
    // Wompi's retries keep the event's timestamp; a day later it is still the same event.
    server.clock.advance(24 * 60 * MINUTE);
    await expectReceived(await notify(approval));
    await expectReceived(await notify(wompiEvent(tx('DECLINED', { id: tx('APPROVED').id, payment_method_type: 'PSE' }))));
    expect(await attempts(pedido)).toEqual(afterFirst.attempts);
    expect(await orderRow(pedido)).toEqual(afterFirst.order);
  });

  it("Wompi's transaction id is stored on the attempt it settles (approved or declined); a PENDING one binds nothing yet", async () => {
    const { pedido, tx } = await newOrder();
    await expectReceived(await notify(wompiEvent(tx('PENDING'))));
    expect((await attempts(pedido))[0]!.transaccion).toBeNull();
    await expectReceived(await notify(wompiEvent(tx('APPROVED'))));
    expect((await attempts(pedido))[0]!.transaccion).toBe(tx('APPROVED').id);
    const declined = await newOrder();
    await expectReceived(await notify(wompiEvent(declined.tx('DECLINED'))));
    expect((await attempts(declined.pedido))[0]).toMatchObject({ estado: 'RECHAZADO', transaccion: declined.tx('DECLINED').id });
  });

  it('a genuine approval re-pointed at another order of the same amount (its checksum holds: the reference is not signed) is refused (409), logged, and that order stays unpaid', async () => {
    const paid = await newOrder();
    const victim = await newOrder();
    expect(victim.attempt.monto).toBe(paid.attempt.monto);
    const genuine = wompiEvent(paid.tx('APPROVED'));
    await expectReceived(await notify(genuine));
    const before = server.errors.length;
    // The attack: the same signed transaction, the reference edited; the checksum is made again with the events secret.
    const repointed = wompiEvent({ ...paid.tx('APPROVED'), reference: victim.attempt.referencia });
    expect(repointed.signature.checksum).toBe(genuine.signature.checksum);
    const res = await notify(repointed);
    const body = await expectError(res, 409, paymentTexts.transactionConflict);
    expect(body.errors).toEqual({ transaccion: [paymentTexts.transactionConflict] });
    const logged = server.errors.slice(before).map((args) => String(args[0]));
    expect(logged).toEqual([
      expect.stringContaining(
        `transacción ${paid.tx('APPROVED').id} para la referencia ${victim.attempt.referencia} (pedido ${victim.pedido}), pero ya liquidó la referencia ${paid.attempt.referencia}`,
      ),
    ]);
    expect(await attempts(victim.pedido)).toEqual([victim.attempt]);
    expect(await orderRow(victim.pedido)).toMatchObject({ estadoPago: 'PENDIENTE', pagadoEn: null });
    // A re-pointed rejection cannot reject it either, and the genuine event replayed is still a 200.
    await expectError(
      await notify(wompiEvent({ ...paid.tx('APPROVED'), status: 'DECLINED', reference: victim.attempt.referencia })),
      409,
    );
    expect(await attempts(victim.pedido)).toEqual([victim.attempt]);
    await expectReceived(await notify(genuine));
    expect((await orderRow(paid.pedido)).estadoPago).toBe('APROBADO');
  });

  it('two different transactions for one attempt: the second is refused (409) and logged, whichever its status, and the first stays bound', async () => {
    const { pedido, tx } = await newOrder();
    const first = tx('APPROVED', { id: 'first-transaction' });
    await expectReceived(await notify(wompiEvent(first)));
    const settled = await attempts(pedido);
    const before = server.errors.length;
    for (const status of ['APPROVED', 'DECLINED', 'PENDING']) {
      await expectError(
        await notify(wompiEvent(tx(status, { id: 'second-transaction' }))),
        409,
        paymentTexts.transactionConflict,
      );
    }
    const logged = server.errors.slice(before).map((args) => String(args[0]));
    expect(logged).toHaveLength(3);
    expect(logged[0]).toContain(
      `transacción second-transaction para la referencia ${settled[0]!.referencia} (pedido ${pedido}), que ya liquidó la transacción first-transaction`,
    );
    expect(await attempts(pedido)).toEqual(settled);
    expect(settled[0]).toMatchObject({ estado: 'APROBADO', transaccion: 'first-transaction' });
    // Declined first, a later approval of another transaction is not silently dropped either: it is a 409 to look into.
    const other = await newOrder();
    await expectReceived(await notify(wompiEvent(other.tx('DECLINED'))));
    await expectError(await notify(wompiEvent(other.tx('APPROVED'))), 409);
    expect((await orderRow(other.pedido)).estadoPago).toBe('RECHAZADO');
  });

  it('two parallel deliveries of the same approval settle the order once: one payment notice, every answer 200', async () => {
    const { pedido, tx } = await newOrder();
    const notices: unknown[] = [];
    const unsubscribe = server.app.notifier.subscribe(CHANNELS.orders, (notice) => {
      if ((notice as { pedido?: number; kind?: string }).pedido === pedido && (notice as { kind?: string }).kind === 'pago')
        notices.push(notice);
    });
    try {
      const event = wompiEvent(tx('APPROVED'));
      const answers = await Promise.all([notify(event), notify(event), notify(event), notify(event)]);
      for (const res of answers) await expectReceived(res);
      await server.app.notifier.ready();
      expect(notices).toEqual([{ kind: 'pago', userId: expect.any(Number), pedido, estadopago: 'APROBADO' }]);
      expect((await attempts(pedido))[0]).toMatchObject({ estado: 'APROBADO', transaccion: tx('APPROVED').id });
      expect((await orderRow(pedido)).estadoPago).toBe('APROBADO');
    } finally {
      unsubscribe();
    }
  });

  it('one transaction delivered in parallel for two orders of the same amount (genuine and re-pointed) settles exactly one of them', async () => {
    const first = await newOrder();
    const second = await newOrder();
    const transaction = first.tx('APPROVED');
    const answers = await Promise.all([
      notify(wompiEvent(transaction)),
      notify(wompiEvent({ ...transaction, reference: second.attempt.referencia })),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const settled = [...(await attempts(first.pedido)), ...(await attempts(second.pedido))].filter(
      (a) => a.transaccion === transaction.id,
    );
    expect(settled).toHaveLength(1);
    const paidOrders = [await orderRow(first.pedido), await orderRow(second.pedido)].filter((o) => o.estadoPago === 'APROBADO');
    expect(paidOrders.map((o) => o.pedido)).toEqual([settled[0]!.pedido]);
  });

  it('an approval for another amount than the order total is refused (422) and logged, and changes nothing; so is a fraction of a peso', async () => {
    const { pedido, attempt, tx } = await newOrder();
    const before = server.errors.length;
    for (const amount_in_cents of [attempt.monto * 100 - 100_000, attempt.monto * 100 + 50, 100]) {
      const res = await notify(wompiEvent(tx('APPROVED', { amount_in_cents })));
      const body = await expectError(res, 422, paymentTexts.amountMismatch);
      expect(body.errors).toEqual({ monto: [paymentTexts.amountMismatch] });
    }
    const logged = server.errors.slice(before).map((args) => String(args[0]));
    expect(logged).toHaveLength(3);
    expect(logged[0]).toContain(
      `el proveedor wompi informó ${attempt.monto - 1000} pesos para la referencia ${attempt.referencia}`,
    );
    expect(logged[1]).toContain(`informó ${attempt.monto + 0.5} pesos`);
    expect(await attempts(pedido)).toEqual([attempt]);
    expect((await orderRow(pedido)).estadoPago).toBe('PENDIENTE');
    // The right amount still approves it afterwards.
    await expectReceived(await notify(wompiEvent(tx('APPROVED'))));
    expect((await orderRow(pedido)).estadoPago).toBe('APROBADO');
  });

  it('a transaction in another currency than COP is refused (401)', async () => {
    const { pedido, attempt, tx } = await newOrder();
    await expectError(await notify(wompiEvent(tx('APPROVED', { currency: 'USD' }))), 401, paymentTexts.notificationInvalid);
    expect(await attempts(pedido)).toEqual([attempt]);
  });

  it('an event for an unknown reference is refused (404)', async () => {
    const { tx } = await newOrder();
    await expectError(await notify(wompiEvent(tx('APPROVED', { reference: 'f'.repeat(32) }))), 404, paymentTexts.notFound);
  });

  it('a genuine event about something else (nequi_token.updated) is acknowledged and changes nothing', async () => {
    const { pedido, attempt, tx } = await newOrder();
    await expectReceived(await notify(wompiEvent(tx('APPROVED'), { event: 'nequi_token.updated' })));
    expect(await attempts(pedido)).toEqual([attempt]);
    expect((await orderRow(pedido)).estadoPago).toBe('PENDIENTE');
    // Forged, it is still a 401.
    await expectError(await notify(wompiEvent(tx('APPROVED'), { event: 'nequi_token.updated', secret: 'x' })), 401);
  });

  it('the sandbox notification route is not open while Wompi is the provider (404)', async () => {
    await expectError(await server.postJson('/api/pagos/notificacion/sandbox', {}), 404, paymentTexts.providerUnknown);
    expect((await server.request(`/sandbox/pagos/${'0'.repeat(32)}`)).status).toBe(404);
  });

  it('the provider answers NOTIFICATION_IGNORED only after the checksum holds', async () => {
    const provider = createWompiProvider({ ...KEYS, siteOrigin: () => ORIGIN, logger: { error: () => {} } });
    const { tx } = await newOrder();
    const post = (body: unknown) => new Request(`${ORIGIN}${NOTIFY_PATH}`, { method: 'POST', body: JSON.stringify(body) });
    expect(await provider.parseNotification(post(wompiEvent(tx('APPROVED'), { event: 'payout.updated' })))).toBe(
      NOTIFICATION_IGNORED,
    );
    expect(await provider.parseNotification(post(wompiEvent(tx('SOMETHING_NEW'))))).toBe(NOTIFICATION_IGNORED);
    expect(
      await provider.parseNotification(post(wompiEvent(tx('APPROVED'), { event: 'payout.updated', secret: 'x' }))),
    ).toBeNull();
  });
});

describe('configuration', () => {
  const env = {
    PAYMENT_PROVIDER: 'wompi',
    PAYMENT_WOMPI_PUBLIC_KEY: KEYS.publicKey,
    PAYMENT_WOMPI_INTEGRITY_SECRET: KEYS.integritySecret,
    PAYMENT_WOMPI_EVENTS_SECRET: KEYS.eventsSecret,
  };

  it('the sandbox stays the default outside production; Wompi only when named, with its three keys', () => {
    expect(paymentsFromEnv({})).toEqual({ provider: 'sandbox' });
    expect(createPayments({}).provider.name).toBe('sandbox');
    expect(paymentsFromEnv({ ...env, NODE_ENV: 'production' })).toEqual({ provider: 'wompi', wompi: KEYS });
    expect(paymentsFromEnv({ ...env, PAYMENT_WOMPI_CHECKOUT_URL: 'https://checkout.example.co/p/' }).wompi?.checkoutUrl).toBe(
      'https://checkout.example.co/p/',
    );
    expect(createPayments(paymentsFromEnv(env), { siteOrigin: () => ORIGIN, logger: { error: () => {} } }).provider.name).toBe(
      'wompi',
    );
  });

  it('a missing, malformed or mixed-environment key stops the start, naming the variable', () => {
    expect(() => paymentsFromEnv({ PAYMENT_PROVIDER: 'wompi' })).toThrow(
      /PAYMENT_WOMPI_PUBLIC_KEY, PAYMENT_WOMPI_INTEGRITY_SECRET, PAYMENT_WOMPI_EVENTS_SECRET no configurado/,
    );
    expect(() => paymentsFromEnv({ ...env, PAYMENT_WOMPI_EVENTS_SECRET: ' ' })).toThrow(
      /^PAYMENT_WOMPI_EVENTS_SECRET no configurado/,
    );
    expect(() => paymentsFromEnv({ ...env, PAYMENT_WOMPI_PUBLIC_KEY: 'prv_test_abc' })).toThrow(
      /^PAYMENT_WOMPI_PUBLIC_KEY inválida/,
    );
    expect(() => paymentsFromEnv({ ...env, PAYMENT_WOMPI_PUBLIC_KEY: 'pub_test_' })).toThrow(
      /^PAYMENT_WOMPI_PUBLIC_KEY inválida/,
    );
    expect(() => paymentsFromEnv({ ...env, PAYMENT_WOMPI_PUBLIC_KEY: 'pub_prod_abc' })).toThrow(
      /^PAYMENT_WOMPI_INTEGRITY_SECRET es de Sandbox y la llave pública de Producción/,
    );
    expect(() => paymentsFromEnv({ ...env, PAYMENT_WOMPI_EVENTS_SECRET: 'prod_events_abc' })).toThrow(
      /^PAYMENT_WOMPI_EVENTS_SECRET es de Producción/,
    );
    expect(() => paymentsFromEnv({ ...env, PAYMENT_WOMPI_CHECKOUT_URL: 'http://checkout.wompi.co/p/' })).toThrow(
      /^PAYMENT_WOMPI_CHECKOUT_URL inválida/,
    );
    expect(() => createPayments({ provider: 'wompi' })).toThrow(/PAYMENT_PROVIDER=wompi sin llaves/);
  });

  it('Sandbox keys (pub_test_) print a warning line at start; production keys do not', () => {
    const lines = (e: Record<string, string>) => sandboxWarnings({ social: { sandbox: false }, payments: paymentsFromEnv(e) });
    expect(lines(env)).toEqual([expect.stringMatching(/^\[api\] AVISO: Wompi en modo Sandbox .*no cobra dinero real/)]);
    expect(
      lines({
        ...env,
        PAYMENT_WOMPI_PUBLIC_KEY: 'pub_prod_abc',
        PAYMENT_WOMPI_INTEGRITY_SECRET: 'prod_integrity_x',
        PAYMENT_WOMPI_EVENTS_SECRET: 'prod_events_x',
      }),
    ).toEqual([]);
  });
});
