/**
 * Named prepared statements on PGlite, as server/db/client.ts gives node-postgres: PGlite's query()
 * sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into its WebAssembly backend,
 * and PostgreSQL parses and plans the text at every one. A text Statement.sql named (the order call's)
 * is parsed and described once per PGlite instance; each call then sends Bind, Execute and Sync in one
 * call and reads the rows with the column types described then. Only the instance's own query() is
 * wrapped: statements inside a transaction go through the transaction's query, unnamed, as before.
 */
import { protocol, type messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { preparedNameOf } from './statement';

interface Prepared {
  /** The parameters' types, for PGlite's serializers. */
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

async function prepare(pg: PGlite, name: string, text: string): Promise<Prepared> {
  const { messages: answer } = await pg.execProtocol(
    concat([
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const params = answer.find((m): m is messages.ParameterDescriptionMessage => m.name === 'parameterDescription');
  const row = answer.find((m): m is messages.RowDescriptionMessage => m.name === 'rowDescription');
  return {
    paramTypes: params?.dataTypeIDs ?? [],
    fields: (row?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

/** Runs the prepared `name` (preparing it first if need be) with `values`, holding query()'s own locks. */
function runPrepared<T>(
  pg: PGlite,
  prepared: Map<string, Promise<Prepared>>,
  name: string,
  text: string,
  values: unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      let statement = prepared.get(name);
      if (!statement) {
        statement = prepare(pg, name, text);
        prepared.set(name, statement);
        // One that failed to prepare is prepared again at its next call.
        statement.catch(() => prepared.delete(name));
      }
      const { paramTypes, fields } = await statement;
      const serialized = values.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[i]!;
        const serialize = options?.serializers?.[type] ?? pg.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      const { messages: answer } = await pg.execProtocol(
        concat([
          protocol.serialize.bind({ statement: name, values: serialized }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
      const parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? pg.parsers[f.dataTypeID]);
      const rows: unknown[] = [];
      let affectedRows = 0;
      for (const m of answer) {
        if (m.name === 'commandComplete')
          affectedRows = Number((m as messages.CommandCompleteMessage).text.split(' ').at(-1)) || 0;
        if (m.name !== 'dataRow') continue;
        const values = (m as messages.DataRowMessage).fields.map((value, i) => {
          const parse = parsers[i];
          return value === null || !parse ? value : parse(value, fields[i]!.dataTypeID);
        });
        rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));
      }
      return { rows: rows as T[], fields, affectedRows };
    }),
  );
}

/**
 * Wraps `pg.query` so that a text Statement.sql named runs as a named prepared statement; any other
 * query goes to PGlite's own. Drizzle's execute has no way to pass a name, so it is added here, below it.
 */
export function namePgliteStatements(pg: PGlite): void {
  const prepared = new Map<string, Promise<Prepared>>();
  const query = pg.query.bind(pg);
  pg.query = (<T>(text: string, params?: unknown[], options?: QueryOptions) => {
    const name = options?.blob === undefined ? preparedNameOf(text) : undefined;
    return name ? runPrepared<T>(pg, prepared, name, text, params ?? [], options) : query<T>(text, params, options);
  }) as PGlite['query'];
}
