import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { liveAccountQuery, liveAccountText } from '../../server/auth/liveSession';
import { compiledOnce, preparedNameOf, Statement } from '../../server/db/statement';
import type { Executor } from '../../server/services/dbTypes';

const dialect = new PgDialect();

describe('statements written as text (the order call)', () => {
  it("the session check's text and parameters are Drizzle's own, numbered after the statement's earlier parameters", () => {
    // Drizzle builds the query without a connection.
    const db = drizzle.mock() as unknown as Executor;
    const claims = { userId: 42, tokenVersion: 3, sessionId: 'c0ffee-session' };
    const now = new Date('2026-11-28T12:00:00.000Z');
    const built = dialect.sqlToQuery(liveAccountQuery(db, claims, now).getSQL());

    const s = new Statement();
    const first = s.param('antes', 'text');
    const text = liveAccountText(s, db, claims, now);
    expect(first).toBe('$1::text');
    // Drizzle's $1…$n, shifted by the one parameter before it.
    expect(text).toBe(built.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 1}`));
    expect(s.values).toEqual(['antes', ...built.params]);
  });

  it('a value that is neither an argument nor a constant is refused at the first call, never sent silently', () => {
    let calls = 0;
    const compiled = compiledOnce((id: number) => sql`SELECT ${id}::int, ${++calls}::int`, [[-7], [-8]]);
    expect(() => compiled(new Statement(), 1)).toThrow(/neither an argument nor a constant/);
  });

  it('a text that depends on the arguments is refused', () => {
    const compiled = compiledOnce((table: string) => sql.raw(`SELECT * FROM ${table}`), [['a'], ['b']]);
    expect(() => compiled(new Statement(), 'c')).toThrow(/depends on the arguments/);
  });

  it('a prepared statement name belongs to one text: a second text with the same name stays unnamed', () => {
    const a = 'SELECT 1 AS statement_test_a';
    const b = 'SELECT 2 AS statement_test_b';
    new Statement().sql(a, 'statement_test');
    new Statement().sql(b, 'statement_test');
    expect(preparedNameOf(a)).toBe('statement_test');
    expect(preparedNameOf(b)).toBeUndefined();
  });
});
