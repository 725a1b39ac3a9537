import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { activeStateNodes } from '../statecharts/snapshots';

/**
 * The machine drawn from its own state nodes as nested boxes: parallel regions side by side, a
 * compound state's children inside it, each with its Spanish description; the active states
 * highlighted. (Mermaid would add ~2 MB and lays the big machines out poorly; see docs/statecharts.)
 */
export function Diagram({ snapshot }: { snapshot: AnyMachineSnapshot }) {
  const active = new Set(activeStateNodes(snapshot).map((n) => n.id));
  return (
    <div className="diagram" data-testid="diagrama">
      <StateBox node={snapshot.machine.root} active={active} depth={0} />
    </div>
  );
}

function StateBox({ node, active, depth }: { node: AnyStateNode; active: ReadonlySet<string>; depth: number }) {
  const isActive = active.has(node.id);
  const children = Object.values(node.states);
  const description = (node.config as { description?: string }).description;
  const kind = node.type === 'parallel' ? 'paralelo' : node.type === 'final' ? 'final' : null;
  return (
    <div
      className={`state${isActive ? ' state-active' : ''}${depth === 0 ? ' state-root' : ''}`}
      data-state={node.path.join('.') || '(raíz)'}
      data-active={isActive || undefined}
    >
      <div className="state-name">
        {node.key}
        {kind ? <span className="state-kind"> · {kind}</span> : null}
        {isActive && depth > 0 ? <span className="state-now"> · ahora</span> : null}
      </div>
      {description ? <div className="state-desc">{description}</div> : null}
      {children.length > 0 ? (
        <div className={node.type === 'parallel' ? 'state-regions' : 'state-children'}>
          {children.map((child) => (
            <StateBox key={child.id} node={child} active={active} depth={depth + 1} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
