import { stableStringify } from '../statecharts/snapshots';

/** The machine's context, one row per field, values as short JSON (actors by name). */
export function ContextTable({ context }: { context: Record<string, unknown> }) {
  const rows = Object.entries(context ?? {});
  if (rows.length === 0) return <p>Sin contexto.</p>;
  return (
    <table className="context">
      <thead>
        <tr>
          <th scope="col">Campo</th>
          <th scope="col">Valor</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, value]) => {
          const text = stableStringify(value);
          return (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>
                <code>{text.length > 400 ? `${text.slice(0, 400)}…` : text}</code>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
