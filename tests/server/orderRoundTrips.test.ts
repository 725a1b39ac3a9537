/**
 * The order call's database round trips, counted at the driver (PGlite's query/exec/transaction,
 * node-postgres' Client.query), so that the hot path cannot creep back to a statement per row
 * (server/services/orderWrite.ts, docs/server.md#the-order-path).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResultSchema } from '../../machines/schemas';
import { bearer, createTestServer, logIn, ORDER_PATH, validOrder, type TestServer } from './helpers';

/**
 * Round trips of a plain order with an Idempotency-Key: one statement for the session check, the key's
 * reservation, the number and the email (orderWrite.openOrder), and the write.
 */
const ORDER_ROUND_TRIPS = 2;
/**
 * With a coupon: those, the sweep that frees the code from expired orders (its own transaction: BEGIN,
 * UPDATE, COMMIT), the coupon and its once-per-customer lookups, and BEGIN, redemption, COMMIT around the write.
 */
const COUPON_ORDER_ROUND_TRIPS = 10;

let server: TestServer;
let token: string;
/** Statements sent to the database since the last reset, as the driver saw them. */
const sent: string[] = [];
let restore = () => {};

function countStatements(server: TestServer): () => void {
  const client = server.database.pglite;
  if (client) {
    const { query, exec, transaction } = client;
    type Tx = { query: typeof query; exec: typeof exec };
    const wrapTx = (tx: Tx): Tx =>
      Object.assign(Object.create(tx) as Tx, {
        query: (...args: Parameters<typeof query>) => (sent.push(String(args[0])), tx.query(...args)),
        exec: (...args: Parameters<typeof exec>) => (sent.push(String(args[0])), tx.exec(...args)),
      });
    client.query = ((...args: Parameters<typeof query>) => (
      sent.push(String(args[0])),
      query.apply(client, args)
    )) as typeof query;
    client.exec = ((...args: Parameters<typeof exec>) => (sent.push(String(args[0])), exec.apply(client, args))) as typeof exec;
    client.transaction = (<T>(callback: (tx: Tx) => Promise<T>) => {
      sent.push('BEGIN');
      return transaction
        .call(client, (tx) => callback(wrapTx(tx as unknown as Tx)))
        .finally(() => void sent.push('COMMIT/ROLLBACK'));
    }) as typeof transaction;
    return () => Object.assign(client, { query, exec, transaction });
  }
  // node-postgres: every statement, the pool's included, goes through Client.prototype.query.
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    sent.push(typeof first === 'string' ? first : (first?.text ?? '?'));
    return original.apply(this, args);
  };
  return () => void (proto.query = original);
}

beforeAll(async () => {
  server = await createTestServer();
  token = (await logIn(server)).token;
  restore = countStatements(server);
});
afterAll(async () => {
  restore();
  await server?.close();
});

async function roundTripsOf(order: unknown, headers: Record<string, string> = {}): Promise<string[]> {
  sent.length = 0;
  const res = await server.postJson(ORDER_PATH, order, { ...bearer(token), ...headers });
  expect(res.status, await res.clone().text()).toBe(200);
  orderResultSchema.parse(await res.json());
  return [...sent];
}

const isTransaction = (statement: string) => /^\s*(begin|commit|rollback|COMMIT\/ROLLBACK)\b/i.test(statement);

describe('round trips of the order call', () => {
  it(`an order with an Idempotency-Key and no coupon takes at most ${ORDER_ROUND_TRIPS} database round trips and opens no transaction`, async () => {
    // The first order of the hour also purges expired keys: warm that (and the catalogue cache) up.
    await roundTripsOf(validOrder(), { 'Idempotency-Key': randomUUID() });
    const statements = await roundTripsOf(validOrder(), { 'Idempotency-Key': randomUUID() });
    expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(ORDER_ROUND_TRIPS);
    expect(statements.filter(isTransaction)).toEqual([]);
  });

  it(`an order without a key takes as many (${ORDER_ROUND_TRIPS}): the session check, number and email, then the write`, async () => {
    const statements = await roundTripsOf(validOrder());
    expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(ORDER_ROUND_TRIPS);
    expect(statements.filter(isTransaction)).toEqual([]);
  });

  it(`an order with a coupon takes at most ${COUPON_ORDER_ROUND_TRIPS} round trips: its redemption and the write share one transaction`, async () => {
    const statements = await roundTripsOf(validOrder({ nrocupon: 'BIENVENIDA' }), { 'Idempotency-Key': randomUUID() });
    expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(COUPON_ORDER_ROUND_TRIPS);
    // The sweep's BEGIN/COMMIT and the order's: the write and the redemption share one transaction.
    expect(statements.filter(isTransaction)).toHaveLength(4);
  });
});
