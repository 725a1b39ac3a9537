/**
 * What `npm run diagrams` writes to docs/statecharts/, as pure functions of the
 * machine registry, so tests/diagrams can regenerate it without a browser and
 * compare it with what is committed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RegisteredMachine } from '../../tools/statecharts/registry';
import { toMermaid, type MermaidDiagram } from '../../tools/statecharts/toMermaid';

export const DIAGRAMS_DIR = 'docs/statecharts';
export const INDEX_FILE = 'README.md';
/** The generated tests' coverage table (scripts/paths.ts), kept beside the diagrams. */
export const COVERAGE_FILE = 'coverage.md';

/** Every file docs/statecharts/ should hold for these machine ids; anything else is stale. */
export function expectedFiles(ids: readonly string[]): Set<string> {
  return new Set([INDEX_FILE, COVERAGE_FILE, ...ids.flatMap((id) => [`${id}.md`, `${id}.svg`])]);
}

const GENERATED = '<!-- Generado por `npm run diagrams` a partir de tools/statecharts/registry.ts. No editar a mano: se regenera. -->';

/** The installed Mermaid, part of what an SVG was rendered with. */
export function mermaidVersion(): string {
  const require = createRequire(import.meta.url);
  const pkg = JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * The stamp an SVG carries: a hash of the Mermaid source, the Mermaid version
 * and the revision of our renderer it was rendered with. Same stamp: the SVG is current and is not rendered again
 * (so a fresh clone on another machine, with other fonts, leaves it unchanged).
 */
export function renderStamp(source: string, version: string = mermaidVersion()): string {
  return createHash('sha256').update(`mermaid@${version} render#${RENDER_REVISION}\n${source}`).digest('hex').slice(0, 32);
}

/** Raise it when scripts/diagrams/render.ts changes what it writes: every SVG is then rendered again. */
export const RENDER_REVISION = 2;

const STAMP_ATTRIBUTE = 'data-source-sha256';

/** Writes the stamp on the root <svg> element. */
export function stampSvg(svg: string, stamp: string): string {
  return svg.replace(/^(\s*<svg\b)/, `$1 ${STAMP_ATTRIBUTE}="${stamp}"`);
}

/** The stamp an SVG carries, or null. */
export function readSvgStamp(svg: string): string | null {
  return new RegExp(`^\\s*<svg\\b[^>]*\\s${STAMP_ATTRIBUTE}="([0-9a-f]+)"`).exec(svg)?.[1] ?? null;
}

export interface MachineDocument {
  entry: RegisteredMachine;
  diagram: MermaidDiagram;
}

export function documentsOf(registry: readonly RegisteredMachine[]): MachineDocument[] {
  return registry.map((entry) => ({ entry, diagram: toMermaid(entry.machine) }));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function countsText({ states, transitions }: MermaidDiagram['counts']): string {
  return `${plural(states, 'estado', 'estados')} · ${plural(transitions, 'transición', 'transiciones')}`;
}

/** docs/statecharts/<id>.md: title, description, counts and the diagram GitHub and GitLab render. */
export function machineMarkdown({ entry, diagram }: MachineDocument): string {
  return [
    GENERATED,
    '',
    `# ${entry.title}`,
    '',
    entry.description,
    '',
    `**${countsText(diagram.counts)}** · máquina \`${entry.id}\` · [imagen SVG](${entry.id}.svg) · [todas las máquinas y cómo leerlas](${INDEX_FILE})`,
    '',
    '```mermaid',
    diagram.source.trimEnd(),
    '```',
    '',
  ].join('\n');
}

const LEGEND = [
  '## Cómo leer los diagramas',
  '',
  '- Cada recuadro con nombre es un estado; un recuadro que contiene otros es un estado compuesto, y el punto negro marca por cuál empieza. Un estado *(paralelo)* tiene regiones, separadas por líneas punteadas, que están activas a la vez. Un estado final tiene una flecha hacia un círculo con borde.',
  '- Una flecha es una transición, rotulada con lo que la dispara y, entre corchetes, la condición (*guard*) que debe cumplirse: `cart.quantityIncreased [hasLine]`. Todas las transiciones entre los mismos dos estados comparten una flecha, una por línea.',
  '- `always [guard]` se evalúa en cuanto se entra al estado, sin esperar un evento. `after 1000 ms (CART_EDIT_DEBOUNCE)` ocurre tras ese tiempo en el estado (entre paréntesis, el nombre de la demora en el código). `done: verifyCart` y `error: verifyCart` son la respuesta y el fallo del servicio que el estado invoca.',
  '- Cuando un mismo disparador tiene varias condiciones, se prueban en el orden en que aparecen y gana la primera que se cumple; `[else]` es la que aplica si ninguna otra se cumplió. Si esas condiciones quedan en lugares distintos del dibujo, cada una dice su turno: *(2.º de 3)*. Una cadena larga de la misma condición con distintos parámetros (las 17 reglas del pedido) se escribe una vez en la flecha, `[breaksRule(rule 1…17)]`, y la lista numerada queda dentro del estado.',
  '- Dentro de un estado, bajo su nombre: `invoke: …` es el servicio que llama mientras está activo, `spawn: …` las máquinas que crea, y las demás líneas son eventos que atiende sin salir del estado.',
  '- *(cualquier estado)*, con borde punteado: lo que el estado que lo contiene (o la máquina entera) atiende en cualquiera de sus estados; sus flechas llevan a un estado desde donde se esté. En una máquina con regiones paralelas eso mismo va en el recuadro *(cualquier estado de …)* bajo el marco, y `evento → a, b` dice a qué estado de cada región lleva.',
  '- *(desde x)* / *(hacia x)*: la flecha sale o llega al borde de un estado compuesto, pero la transición es la del estado interno x. *(reingresa)*: la transición sale y vuelve a entrar al mismo estado, así que reinicia sus temporizadores y servicios.',
  '- Los conteos incluyen la máquina misma como estado raíz, y cuentan una transición por cada condición de una cadena.',
];

/** docs/statecharts/README.md: every machine with its title, description, picture and counts. */
export function indexMarkdown(documents: readonly MachineDocument[]): string {
  const rows = documents.map(
    ({ entry, diagram }) =>
      `| [${entry.title}](#${entry.id}) | \`${entry.id}\` | ${diagram.counts.states} | ${diagram.counts.transitions} |`,
  );
  const totals = documents.reduce((t, d) => ({ states: t.states + d.diagram.counts.states, transitions: t.transitions + d.diagram.counts.transitions }), {
    states: 0,
    transitions: 0,
  });
  const sections = documents.flatMap(({ entry, diagram }) => [
    `<a id="${entry.id}"></a>`,
    '',
    `## ${entry.title}`,
    '',
    entry.description,
    '',
    `**${countsText(diagram.counts)}** · [diagrama Mermaid](${entry.id}.md)`,
    '',
    `![Diagrama de estados de ${entry.id}: ${entry.title}](${entry.id}.svg)`,
    '',
  ]);
  return [
    GENERATED,
    '',
    '# Diagramas de estados de la tienda',
    '',
    'Cada diagrama se exporta de la máquina de estados que ejecuta la tienda (`machines/`), nunca se dibuja a mano: `npm run diagrams` los regenera y una prueba falla si alguno no coincide con las máquinas de hoy. Agregar una máquina a `tools/statecharts/registry.ts` basta para que tenga su diagrama aquí.',
    '',
    '| Máquina | Id | Estados | Transiciones |',
    '| --- | --- | ---: | ---: |',
    ...rows,
    `| **Total** | | **${totals.states}** | **${totals.transitions}** |`,
    '',
    ...LEGEND,
    '',
    ...sections,
  ].join('\n');
}
