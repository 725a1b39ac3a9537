/**
 * Statements written as text, for the order call's hot path (server/services/orderWrite.ts): Drizzle's
 * `sql` templates and query builders cost about a tenth of an order's server time in building the text
 * and walking their chunks, for statements whose text never changes. Here the text is a plain string
 * with numbered placeholders and the values go in an array; `db.execute` runs it as it runs any SQL
 * (the same driver call, inside a transaction too), only without building anything.
 *
 *   Statement       collects the parameters: `s.param(value, 'int')` is `$n::int`; `s.rows(db, text, name)` runs
 *                   it through db.execute; a name makes it a prepared statement on node-postgres and on PGlite.
 *   compiledOnce    a statement Drizzle builds (liveAccount's query) compiled once to text: each call
 *                   only fills in its parameters, so the text stays the builder's own.
 */
import { SQL } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../services/dbTypes';

/** SQL whose text and parameters are already known: Drizzle's execute asks it for them and builds nothing. */
class WrittenSql extends SQL {
  constructor(
    private readonly text: string,
    private readonly values: unknown[],
  ) {
    super([]);
  }
  override toQuery(): { sql: string; params: unknown[] } {
    return { sql: this.text, params: this.values };
  }
}

/** The parameters of one statement being written, numbered in the order they are added. */
export class Statement {
  readonly values: unknown[] = [];
  /** The placeholder of one more parameter; `cast` gives it a type where no column does (INSERT … SELECT, VALUES). */
  param(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
  /**
   * The statement, for db.execute. With a `name`, node-postgres and PGlite run it as a named prepared
   * statement (server/db/client.ts): each connection parses and plans it once, not at every call.
   */
  sql(text: string, name?: string): SQL {
    if (name !== undefined && !preparedNames.has(text) && !namesTaken.has(name)) {
      preparedNames.set(text, name);
      namesTaken.add(name);
    }
    return new WrittenSql(text, this.values);
  }
  /** Runs the statement (db.execute, whatever the driver) and answers its rows. */
  async rows<T>(db: Executor, text: string, name?: string): Promise<T[]> {
    return ((await db.execute(this.sql(text, name))) as unknown as { rows: T[] }).rows;
  }
}

/**
 * Texts to run as named prepared statements, and their names: one text per name, so that a connection
 * that prepared a name never meets it with another text. A name already taken leaves its text unnamed.
 */
const preparedNames = new Map<string, string>();
const namesTaken = new Set<string>();

/** The prepared statement's name for this text, if Statement.sql gave it one. */
export const preparedNameOf = (text: string): string | undefined => preparedNames.get(text);

const dialect = new PgDialect();

/**
 * `build` (a Drizzle statement of primitive arguments) compiled once: the text cut at its parameters, each
 * parameter taken from the argument it came from. `samples` are two argument lists whose values all differ
 * (from each other and from the statement's constants): a parameter that is neither an argument (the same
 * in both) nor a constant (equal in both) throws here, at the first call, never silently.
 */
export function compiledOnce<A extends readonly (string | number)[]>(
  build: (...args: A) => SQLWrapper,
  samples: readonly [A, A],
): (s: Statement, ...args: A) => string {
  type Part = { argument: number } | { constant: unknown };
  let compiled: { pieces: string[]; parts: Part[] } | null = null;
  const compile = () => {
    const [a, b] = samples.map((args) => dialect.sqlToQuery(build(...args).getSQL()));
    if (a!.sql !== b!.sql) throw new Error('compiledOnce: the text depends on the arguments');
    const parts = a!.params.map((value, i): Part => {
      const argument = samples[0].indexOf(value as string | number);
      if (argument >= 0 && samples[1][argument] === b!.params[i]) return { argument };
      if (value === b!.params[i] && !samples[1].includes(value as string | number)) return { constant: value };
      throw new Error(`compiledOnce: parameter ${i + 1} is neither an argument nor a constant`);
    });
    // "$1" … "$n" in Drizzle's text, in that order, cut out so that each call numbers them in its own statement.
    const numbers = [...a!.sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
    if (numbers.length !== parts.length || numbers.some((n, i) => n !== i + 1)) {
      throw new Error('compiledOnce: placeholders and parameters differ');
    }
    const pieces = a!.sql.split(/\$\d+/);
    return { pieces, parts };
  };
  return (s, ...args) => {
    compiled ??= compile();
    let text = compiled.pieces[0]!;
    for (let i = 0; i < compiled.parts.length; i++) {
      const part = compiled.parts[i]!;
      text += s.param('argument' in part ? args[part.argument] : part.constant) + compiled.pieces[i + 1]!;
    }
    return text;
  };
}
