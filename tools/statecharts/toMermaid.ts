import type { AnyStateMachine } from 'xstate';
import type { MachineGlossary } from '../../machines/glossary';
import {
  countMachine,
  listActors,
  listStates,
  listTransitions,
  type MachineCounts,
  type StateInfo,
  type TransitionInfo,
} from './count';

/**
 * A machine definition as a Mermaid `stateDiagram-v2` (pure: no fs, no DOM).
 * `npm run diagrams` writes it to docs/statecharts/<id>.md and renders the SVG;
 * tests/diagrams checks the committed files against it. Words the diagram adds
 * are Spanish, for the product owners; names from the code stay as they are.
 *
 * Notation (explained for readers in docs/statecharts/README.md):
 * - A compound machine's states are drawn at the top level; a parallel machine
 *   is a frame '<id> (paralelo)' whose regions are separated by dashed lines.
 *   Compound states are frames with `[*] -->` at their initial child; a final
 *   state has an arrow to `[*]`.
 * - An arrow is labelled `event [guard]`; eventless transitions `always [guard]`;
 *   delays `after 1000 ms (CART_EDIT_DEBOUNCE)`; an invoked actor's outcome
 *   `done: verifyCart [guard]` / `error: verifyCart`. All transitions between the
 *   same two states share one arrow, one line each (parallel arrows would pile
 *   their labels up). `[else]` is the unguarded last candidate of a guarded
 *   chain; when a chain's guards are drawn in several places, each says its turn
 *   (`(2.º de 3)`). A chain of ≥ 3 candidates of one guard with different
 *   parameters (the checkout's 17 order rules) is one short line on the arrow,
 *   `always [breaksRule(rule 1…17)]`, and the numbered parameters are listed
 *   in the source state's box.
 * - A state's `description` (Spanish) is the first line of its box, in «»; a frame's
 *   follows its name ('ready — Punto de venta asignado'); a transition's follows
 *   its line on the arrow ('always [isGuest] — Sin sesión: a iniciar sesión').
 * - Inside a state's box, under its name: `invoke: src` / `spawn: src`, then the
 *   events it handles without leaving and its self-transitions (`(reingresa)`
 *   when it exits and re-enters). Mermaid's self-loops put their label over
 *   other labels, so self-transitions are never loops.
 * - A compound frame's own handlers (the machine's included) go in a dashed
 *   '(cualquier estado)' box inside it, and its transitions into its own states
 *   are arrows from that box (`checkout.reset` to `editing`). A parallel frame's
 *   own handlers go in a '(cualquier estado de <id>)' box beside it, with
 *   `event → region.state, …` for targets in several regions.
 * - Mermaid cannot draw an arrow between states of different frames, so such
 *   an arrow starts or ends at the outermost frame that contains its state,
 *   and its line says where it really comes from or goes to
 *   (`session.idleWarningClosed (desde idleWarning)`).
 * - The front matter fixes theme, font (Arial metrics) and 14 px text, straight
 *   arrow segments (with curves Mermaid moves labels off the room the layout
 *   kept for them, onto other labels) and opaque label backgrounds, so GitHub,
 *   GitLab and our SVG renderer lay it out alike.
 */

export interface MermaidDiagram {
  /** The `stateDiagram-v2` source, newline-terminated. */
  source: string;
  counts: MachineCounts;
}

export interface MermaidOptions {
  /** Layout direction of states and frames; default 'TB' (top to bottom). */
  direction?: 'TB' | 'LR';
  /**
   * The machine's Spanish words (machines/<id>/glossary.ts): each transition then reads Spanish
   * first ('el cliente sube la cantidad, si el producto está en el carrito') with its code name
   * under it in small italics (`*cart.quantityIncreased [hasLine]*`, styled by scripts/diagrams/render.ts).
   */
  glossary?: MachineGlossary;
}

/** Guarded chains of the same guard longer than this are written once plus their parameters. */
const COMPACT_CHAIN_MIN = 3;
/** Metric-compatible with Arial (Liberation Sans), so text measured here fits wherever the SVG is viewed. */
export const FONT_FAMILY = 'Arial, Liberation Sans, Helvetica, sans-serif';
const RESERVED = new Set([
  'state',
  'note',
  'end',
  'direction',
  'class',
  'classdef',
  'style',
  'click',
  'as',
  'left',
  'right',
  'of',
]);

/** Text safe inside a Mermaid label: `;` ends a statement, `<…>` is stripped as HTML, `"` ends a state label. */
export function mermaidText(text: string): string {
  return (
    text
      .replace(/;/g, ',')
      .replace(/</g, '‹')
      .replace(/>/g, '›')
      .replace(/"/g, "'")
      .replace(/%%/g, '% %')
      .replace(/[\r\n]+/g, ' ')
      .trim()
      // A description ending in ':' does not parse.
      .replace(/:+$/, '')
  );
}

/** Mermaid ids: the state id with every character outside [A-Za-z0-9_] as '_', made unique in definition order. */
function mermaidIds(states: readonly StateInfo[]): Map<string, string> {
  const used = new Set<string>();
  const ids = new Map<string, string>();
  for (const s of states) {
    let base = s.id.replace(/[^A-Za-z0-9_]/g, '_');
    if (!/^[A-Za-z]/.test(base) || RESERVED.has(base.toLowerCase())) base = `s_${base}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
    used.add(id);
    ids.set(s.id, id);
  }
  return ids;
}

/** '1000 ms', or '14400000 ms = 4 h' when a minute or longer. */
export function formatMs(ms: number): string {
  if (ms < 60_000) return `${ms} ms`;
  const units: [number, string][] = [
    [3_600_000, 'h'],
    [60_000, 'min'],
  ];
  for (const [size, unit] of units) {
    if (ms % size === 0) return `${ms} ms = ${ms / size} ${unit}`;
  }
  return `${ms} ms`;
}

/** The trigger as the diagram writes it: 'after 1000 ms (CART_EDIT_DEBOUNCE)' for delays, else the count module's trigger. */
export function triggerLabel(t: TransitionInfo): string {
  if (t.kind !== 'after') return t.trigger;
  const named = t.delay !== undefined && !/^\d+$/.test(t.delay);
  if (t.delayMs === undefined) return `after ${t.delay ?? '?'}`;
  return named ? `after ${formatMs(t.delayMs)} (${t.delay})` : `after ${formatMs(t.delayMs)}`;
}

interface Line {
  trigger: string;
  /** The trigger in Spanish ('el cliente sube la cantidad', 'después de 1 s', '' for always); absent without a glossary. */
  triggerEs?: string;
  /** '' when unguarded and alone; 'else' when the unguarded last of a chain. */
  guard: string;
  /** ' (desde idleWarning)', ' (hacia loggedIn.active)', ' (reingresa)'. */
  suffix: string;
  /** ' (2.º de 3)': its turn in a guarded chain drawn in several places. */
  order?: string;
}

const PARAM_GUARD = /^([\w.$-]+)\((\w+): (.*)\)$/;

/** '1 s', '0,5 s', '4 h', '90 s': a delay as people say it. */
export function spokenMs(ms: number): string {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms >= 100 && ms % 100 === 0) return `${String(ms / 1000).replace('.', ',')} s`;
  return `${ms} ms`;
}

/** The trigger in Spanish: the glossary's words for an event, 'después de 1 s', 'llega la respuesta' / 'falla'; '' for always. */
export function spanishTrigger(t: TransitionInfo, glossary: MachineGlossary): string {
  switch (t.kind) {
    case 'event':
      return glossary.events[t.event] ?? t.event;
    case 'always':
      return '';
    case 'after':
      return `después de ${t.delayMs !== undefined ? spokenMs(t.delayMs) : (t.delay ?? '?')}`;
    case 'done':
      return t.actor ? 'llega la respuesta' : 'termina';
    case 'error':
      return 'falla';
  }
}

/**
 * A readable guard ('hasLine', 'breaksRule(rule: x)', 'in status.maintenance and isClosedInMaintenance',
 * 'a and not b', 'else') in Spanish, each named guard by the glossary's words.
 */
export function spanishGuard(guard: string, glossary: MachineGlossary): string {
  if (guard === 'else') return 'en otro caso';
  const atom = (a: string): string => {
    if (a.startsWith('not ')) return `no es cierto que ${atom(a.slice(4))}`;
    if (a.startsWith('in ')) return `está en el estado ${a.slice(3)}`;
    const m = PARAM_GUARD.exec(a);
    if (m) return `${glossary.guards[m[1]!] ?? m[1]} (${m[3]})`;
    return glossary.guards[a] ?? a;
  };
  return guard
    .split(' and ')
    .map((part) => part.split(' or ').map(atom).join(' o '))
    .join(' y ');
}

/** 'el cliente sube la cantidad, si el producto está en el carrito'; 'si …' alone for always; 'de inmediato' for an unguarded always. */
function spanishPhrase(triggerEs: string, guardEs: string | null): string {
  if (guardEs === null) return triggerEs || 'de inmediato';
  const condition = guardEs === 'en otro caso' ? guardEs : `si ${guardEs}`;
  return triggerEs ? `${triggerEs}, ${condition}` : condition;
}

/** Box rows do not wrap in Mermaid: a long Spanish row is broken at words, so a box stays narrow enough for arrows to pass beside it. */
const BOX_ROW_MAX = 64;

function wrapRow(text: string): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(' ')) {
    if (row && row.length + 1 + word.length > BOX_ROW_MAX) {
      rows.push(row);
      row = word;
    } else {
      row = row ? `${row} ${word}` : word;
    }
  }
  if (row) rows.push(row);
  return rows;
}

/** A line as drawn: Spanish first (when there is a glossary), then the code name. */
export interface DrawnLine {
  es?: string;
  code: string;
}

/**
 * A run of ≥ COMPACT_CHAIN_MIN lines with one trigger and one `name(key: value)`
 * guard becomes one short line, and its values, numbered, go to `listed`
 * (shown in the source state's box).
 */
function compactLines(lines: readonly Line[], glossary?: MachineGlossary): { lines: DrawnLine[]; listed: string[] } {
  const out: DrawnLine[] = [];
  const listed: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const m = PARAM_GUARD.exec(line.guard);
    if (m && line.suffix === '' && !line.order) {
      let j = i + 1;
      const values = [m[3]!];
      while (j < lines.length) {
        const next = lines[j]!;
        const n = PARAM_GUARD.exec(next.guard);
        if (!n || next.trigger !== line.trigger || next.suffix !== '' || next.order || n[1] !== m[1] || n[2] !== m[2]) break;
        values.push(n[3]!);
        j++;
      }
      if (values.length >= COMPACT_CHAIN_MIN) {
        const code = `${line.trigger} [${m[1]}(${m[2]} 1…${values.length})]`;
        const es =
          glossary && line.triggerEs !== undefined
            ? spanishPhrase(line.triggerEs, `${glossary.guards[m[1]!] ?? m[1]} (${m[2]} 1…${values.length})`)
            : undefined;
        out.push({ es, code });
        listed.push(`${m[2]}, en este orden`);
        // Not "1. x": Mermaid reads labels as Markdown, and a list breaks its layout.
        values.forEach((v, k) => listed.push(`${k + 1}: ${v}`));
        i = j;
        continue;
      }
    }
    const code = `${line.trigger}${line.guard ? ` [${line.guard}]` : ''}`;
    const tail = `${line.order ?? ''}${line.suffix}`;
    if (glossary && line.triggerEs !== undefined) {
      out.push({ es: `${spanishPhrase(line.triggerEs, line.guard ? spanishGuard(line.guard, glossary) : null)}${tail}`, code });
    } else {
      out.push({ code: `${code}${tail}` });
    }
    i++;
  }
  return {
    lines: out.map((l) => ({ es: l.es === undefined ? undefined : mermaidText(l.es), code: mermaidText(l.code) })),
    listed: listed.map(mermaidText),
  };
}

/** How a machine reads in Mermaid, before it is written out. */
interface Layout {
  /** Lines shown in a state's box (simple states) or its '(cualquier estado)' box (compound and parallel frames). */
  inside: Map<string, string[]>;
  /** Arrows by the id of the state whose scope draws them (the root's: the top level); 'from→to' keys keep one arrow per pair. */
  edges: Map<string, Map<string, { from: string; to: string; lines: Line[] }>>;
  /** Compound states with a '(cualquier estado)' box. */
  anyNodes: Set<string>;
}

export function toMermaid(machine: AnyStateMachine, options: MermaidOptions = {}): MermaidDiagram {
  const states = listStates(machine);
  const transitions = listTransitions(machine);
  const byId = new Map(states.map((s) => [s.id, s]));
  const mid = mermaidIds(states);
  const root = states[0]!;

  const ancestorsOf = (id: string): string[] => {
    const chain: string[] = [];
    for (let p = byId.get(id)?.parent ?? null; p !== null; p = byId.get(p)?.parent ?? null) chain.push(p);
    return chain;
  };
  const isAncestor = (a: string, b: string) => ancestorsOf(b).includes(a);
  const relPath = (from: string, to: string) => {
    const f = byId.get(from)!.path;
    const t = byId.get(to)!.path;
    return f !== '' && t.startsWith(`${f}.`) ? t.slice(f.length + 1) : t;
  };
  /** The ancestor-or-self of `id` whose parent is `scope`. */
  const liftTo = (id: string, scope: string): string => {
    let cur = id;
    while (byId.get(cur)!.parent !== scope) cur = byId.get(cur)!.parent!;
    return cur;
  };
  /** Lowest common strict ancestor. */
  const scopeOf = (a: string, b: string): string => {
    const bb = new Set(ancestorsOf(b));
    return ancestorsOf(a).find((x) => bb.has(x)) ?? root.id;
  };
  const isFrame = (id: string) => byId.get(id)!.children.length > 0;

  // The unguarded last candidate of a guarded chain reads 'else'.
  const chainOf = (t: TransitionInfo) => t.id.replace(/\|\d+$/, '');
  const guardedChains = new Set(transitions.filter((t) => t.guard !== undefined).map(chainOf));
  const glossary = options.glossary;
  const lineOf = (t: TransitionInfo, suffix = ''): Line => ({
    trigger: triggerLabel(t),
    triggerEs: glossary ? spanishTrigger(t, glossary) : undefined,
    guard: t.guard ?? (guardedChains.has(chainOf(t)) ? 'else' : ''),
    suffix: `${suffix}${t.reenter ? ' (reingresa)' : ''}${t.description ? ` — ${mermaidText(t.description)}` : ''}`,
  });

  const insideLines = new Map<string, Line[]>();
  const addInside = (stateId: string, line: Line) => insideLines.set(stateId, [...(insideLines.get(stateId) ?? []), line]);
  for (const a of listActors(machine)) addInside(a.state, { trigger: `${a.kind}: ${a.src}`, guard: '', suffix: '' });

  const layout: Layout = { inside: new Map(), edges: new Map(), anyNodes: new Set() };
  const addEdge = (scope: string, from: string, to: string, line: Line) => {
    const edges = layout.edges.get(scope) ?? new Map();
    layout.edges.set(scope, edges);
    const key = `${from}→${to}`;
    const edge = edges.get(key) ?? { from, to, lines: [] };
    edge.lines.push(line);
    edges.set(key, edge);
  };
  const ANY = (frame: string) => `${frame}\u0000any`;

  /** Where each transition is drawn: a line in a box, or a line on an arrow. */
  const placed: { t: TransitionInfo; place: string; suffix: string; put: (line: Line) => void }[] = [];
  const inside = (t: TransitionInfo, suffix = '') =>
    placed.push({ t, place: `in ${t.source}`, suffix, put: (line) => addInside(t.source, line) });
  const arrow = (t: TransitionInfo, scope: string, from: string, to: string, suffix = '') =>
    placed.push({ t, place: `${from}→${to}`, suffix, put: (line) => addEdge(scope, from, to, line) });

  for (const t of transitions) {
    const source = byId.get(t.source)!;
    const targets = t.target;
    if (targets.length === 0) {
      inside(t);
    } else if (targets.every((x) => isAncestor(t.source, x))) {
      // Handled by a frame, into one of its own states.
      const direct = new Set(targets.map((x) => liftTo(x, t.source)));
      if (source.type === 'compound' && targets.length === 1 && direct.size === 1) {
        const target = targets[0]!;
        const lifted = liftTo(target, t.source);
        layout.anyNodes.add(t.source);
        arrow(t, t.source, ANY(t.source), lifted, lifted !== target ? ` (hacia ${relPath(lifted, target)})` : '');
      } else {
        inside(t, ` → ${targets.map((x) => relPath(t.source, x)).join(', ')}`);
      }
    } else if (targets.length > 1 || targets.some((x) => isAncestor(x, t.source) || (x === t.source && isFrame(x)))) {
      // Several targets, a target around the source, or a frame re-entering itself: a line, not an arrow.
      inside(t, ` → ${targets.map((x) => byId.get(x)!.path || x).join(', ')}`);
    } else if (targets[0] === t.source) {
      // A self-transition is a line in the state's box: Mermaid's self-loops put their label on top of other labels.
      inside(t);
    } else {
      const target = targets[0]!;
      const scope = scopeOf(t.source, target);
      const from = liftTo(t.source, scope);
      const to = liftTo(target, scope);
      const notes: string[] = [];
      if (from !== t.source) notes.push(`desde ${relPath(from, t.source)}`);
      if (to !== target) notes.push(`hacia ${relPath(to, target)}`);
      arrow(t, scope, from, to, notes.length ? ` (${notes.join(', ')})` : '');
    }
  }
  // A chain with several guards drawn in several places: each guarded line says its turn ('1.º de 3').
  const chains = new Map<string, typeof placed>();
  for (const p of placed) chains.set(chainOf(p.t), [...(chains.get(chainOf(p.t)) ?? []), p]);
  for (const chain of chains.values()) {
    const scattered = new Set(chain.filter((p) => p.t.guard !== undefined).map((p) => p.place)).size > 1;
    chain.forEach((p, k) => {
      const line = lineOf(p.t, p.suffix);
      if (scattered && p.t.guard !== undefined) line.order = ` (${k + 1}.º de ${chain.length})`;
      p.put(line);
    });
  }
  // A compound frame's own lines go in its '(cualquier estado)' box.
  for (const id of insideLines.keys()) if (byId.get(id)!.type === 'compound') layout.anyNodes.add(id);

  // Edge labels, compacted; the long lists they refer to join the source's box.
  // One arrow per line: a guarded transition gets its own label instead of a stack of them on one arrow.
  const edgeText = new Map<object, string[]>();
  const listedBy = new Map<string, string[]>();
  for (const edges of layout.edges.values()) {
    for (const edge of edges.values()) {
      const { lines, listed } = compactLines(edge.lines, glossary);
      edgeText.set(
        edge,
        lines.map((l) => (l.es === undefined ? l.code : `${l.es}<br/>*${l.code}*`)),
      );
      if (listed.length) {
        const owner = edge.from.endsWith('\u0000any') ? edge.from.slice(0, -'\u0000any'.length) : edge.from;
        listedBy.set(owner, [...(listedBy.get(owner) ?? []), ...listed]);
      }
    }
  }
  for (const s of states) {
    // In a box, the Spanish row and under it the code name in italics.
    const drawn = compactLines(insideLines.get(s.id) ?? [], glossary).lines.flatMap((l) =>
      l.es === undefined ? [l.code] : [...wrapRow(l.es), `*${l.code}*`],
    );
    const lines = [...drawn, ...(listedBy.get(s.id) ?? [])];
    if (lines.length) layout.inside.set(s.id, lines);
  }

  // ─── Emit ──────────────────────────────────────────────────────────────────
  const direction = options.direction ?? 'TB';
  const boxBesideRoot = root.type === 'parallel' && layout.inside.has(root.id);
  const out: string[] = [
    '---',
    'config:',
    '  theme: default',
    `  fontFamily: ${FONT_FAMILY}`,
    '  themeVariables:',
    `    fontFamily: ${FONT_FAMILY}`,
    // Mermaid wraps an arrow's label at 200 px: at 14 px the longest names still fit on a line.
    '    fontSize: 14px',
    // Opaque label backgrounds: an arrow passing under a label does not strike through its text.
    // A dashed border for '(cualquier estado)' (a classDef stroke would also outline its text).
    "  themeCSS: '.edgeLabel rect, .edgeLabel .label rect { opacity: 1 !important; fill: #ffffff !important; } .anyState rect.outer { stroke: #8a8a8a !important; stroke-dasharray: 4 4; } .anyState line.divider { stroke: #8a8a8a !important; }'",
    '  flowchart:',
    // Straight segments: Mermaid then keeps each label where the layout reserved room for it.
    '    curve: linear',
    '---',
    'stateDiagram-v2',
    // A parallel machine with a '(cualquier estado de …)' box: LR at the top level puts the box under
    // the frame instead of beside it (the frames inside keep the chosen direction).
    `  direction ${boxBesideRoot ? 'LR' : direction}`,
    '  classDef anyState fill:#ffffff,color:#444444',
  ];
  const idOf = (x: string) => (x.endsWith('\u0000any') ? `${mid.get(x.slice(0, -'\u0000any'.length))}__any` : mid.get(x)!);

  /** A compound frame (not the page itself) whose '(cualquier estado)' box has only lines, no arrows: drawn beside the frame. */
  const besideFrame = (s: StateInfo): boolean =>
    s.id !== root.id &&
    s.type === 'compound' &&
    layout.anyNodes.has(s.id) &&
    ![...(layout.edges.get(s.id)?.values() ?? [])].some((e) => e.from === ANY(s.id));

  const emitBody = (s: StateInfo, indent: string): void => {
    const id = mid.get(s.id)!;
    const children = s.children.map((c) => byId.get(c)!);
    if (s.type === 'parallel') {
      children.forEach((c, k) => {
        if (k > 0) out.push(`${indent}--`);
        emitState(c, indent);
      });
    } else {
      const anyBox = () => {
        if (!layout.anyNodes.has(s.id) || besideFrame(s)) return;
        out.push(`${indent}state "(cualquier estado)" as ${id}__any`);
        for (const l of layout.inside.get(s.id) ?? []) out.push(`${indent}${id}__any : ${l}`);
      };
      if (s.initial) out.push(`${indent}[*] --> ${mid.get(s.initial)}`);
      for (const c of children) emitState(c, indent);
      // After the states: dagre then sets the box beside them rather than among them.
      anyBox();
    }
    for (const e of layout.edges.get(s.id)?.values() ?? []) {
      for (const label of edgeText.get(e)!) out.push(`${indent}${idOf(e.from)} --> ${idOf(e.to)} : ${label}`);
    }
  };

  const emitState = (s: StateInfo, indent: string): void => {
    const id = mid.get(s.id)!;
    const label = mermaidText(s.key);
    const lines = layout.inside.get(s.id) ?? [];
    if (s.children.length === 0) {
      out.push(`${indent}state "${label}${s.type === 'history' ? ' (historial)' : ''}" as ${id}`);
      // What the state means, in Spanish, first in its box.
      if (s.description) out.push(`${indent}${id} : «${mermaidText(s.description)}»`);
      for (const l of lines) out.push(`${indent}${id} : ${l}`);
      if (s.type === 'final') out.push(`${indent}${id} --> [*]`);
      return;
    }
    const titled = s.description ? `${label} — ${mermaidText(s.description)}` : label;
    out.push(`${indent}state "${titled}${s.type === 'parallel' ? ' (paralelo)' : ''}" as ${id} {`);
    if (boxBesideRoot) out.push(`${indent}  direction ${direction}`);
    emitBody(s, `${indent}  `);
    out.push(`${indent}}`);
    // A parallel frame's own lines: a box beside it, in its parent's scope (a region cannot hold it, and a note wraps at 200 px).
    // So are a compound frame's when no arrow leaves its box: inside, dagre lays it among the states and arrows cross it.
    if ((s.type === 'parallel' && lines.length) || besideFrame(s)) {
      out.push(`${indent}state "(cualquier estado de ${label})" as ${id}__any`);
      for (const l of lines) out.push(`${indent}${id}__any : ${l}`);
    }
  };

  if (root.type === 'compound') {
    // The machine is the page: its states at the top level, no frame around them.
    emitBody(root, '  ');
  } else {
    if (root.type !== 'parallel') out.push(`  [*] --> ${mid.get(root.id)}`);
    emitState(root, '  ');
  }
  // At the top level: Mermaid ignores `class` inside a composite state.
  for (const s of states) {
    if (layout.anyNodes.has(s.id) || (s.type === 'parallel' && layout.inside.has(s.id)))
      out.push(`  class ${mid.get(s.id)}__any anyState`);
  }
  return { source: `${out.join('\n')}\n`, counts: countMachine(machine) };
}
