/**
 * What `npm run diagrams` writes to docs/statecharts/, as pure functions of the
 * machine registry, so tests/diagrams can regenerate it without a browser and
 * compare it with what is committed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRequire } from 'node:module';
import type { RegisteredMachine } from '../../tools/statecharts/registry';
import { toMermaid, type MermaidDiagram } from '../../tools/statecharts/toMermaid';
import { conversationMermaid, listMessages, type Message } from '../../tools/statecharts/conversation';
import { CONVERSATION_LEGEND, STATECHART_LEGEND } from './legend';
import { listAdapterMessages } from './adapters';

/** The legends drawn into the SVGs: a change to their words renders every SVG again. */
const LEGENDS = [STATECHART_LEGEND, CONVERSATION_LEGEND];

export const DIAGRAMS_DIR = 'docs/statecharts';
export const INDEX_FILE = 'README.md';
/** The generated tests' coverage table (scripts/paths.ts), kept beside the diagrams. */
export const COVERAGE_FILE = 'coverage.md';

/** The cross-machine conversation's diagram: docs/statecharts/conversation.md and .svg. */
export const CONVERSATION_ID = 'conversation';

/** Every file docs/statecharts/ should hold for these machine ids; anything else is stale. */
export function expectedFiles(ids: readonly string[]): Set<string> {
  return new Set([INDEX_FILE, COVERAGE_FILE, ...[...ids, CONVERSATION_ID].flatMap((id) => [`${id}.md`, `${id}.svg`])]);
}

const GENERATED =
  '<!-- Generado por `npm run diagrams` a partir de tools/statecharts/registry.ts. No editar a mano: se regenera. -->';

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
  return createHash('sha256')
    .update(`mermaid@${version} render#${RENDER_REVISION} ${JSON.stringify(LEGENDS)}\n${source}`)
    .digest('hex')
    .slice(0, 32);
}

/** Raise it when scripts/diagrams/render.ts changes what it writes: every SVG is then rendered again. */
export const RENDER_REVISION = 3;

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
  return registry.map((entry) => ({ entry, diagram: toMermaid(entry.machine, { glossary: entry.glossary }) }));
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
  'Cada SVG trae al pie su propia leyenda, «Cómo leer este diagrama».',
  '',
  '- Cada recuadro con nombre es un estado; un recuadro que contiene otros es un estado compuesto, y el punto negro marca por cuál empieza. Un estado *(paralelo)* tiene regiones, separadas por líneas punteadas, que están activas a la vez. Un estado final tiene una flecha hacia un círculo doble.',
  "- Una flecha es una transición. Primero dice en español qué pasa y, tras «si», la condición que debe cumplirse ('el cliente sube la cantidad, si el producto está en el carrito'); debajo, en cursiva y pequeño, cómo se llaman en el código: `cart.quantityIncreased [hasLine]`. Cada transición tiene su propia flecha, aunque una los mismos dos estados. Las palabras vienen del glosario de cada máquina (`machines/<id>/glossary.ts`).",
  "- 'si …' sin evento (en el código `always [guard]`) se sigue en cuanto la condición se cumple, sin esperar nada. 'después de 1 s' (`after 1000 ms (CART_EDIT_DEBOUNCE)`) ocurre tras ese tiempo en el estado. 'llega la respuesta' y 'falla' (`done: verifyCart`, `error: verifyCart`) son la respuesta y el fallo del servicio que el estado invoca.",
  "- Cuando un mismo disparador tiene varias condiciones, se prueban en el orden en que aparecen y gana la primera que se cumple; 'en otro caso' (`[else]`) es la que aplica si ninguna otra se cumplió. Si esas condiciones quedan en lugares distintos del dibujo, cada una dice su turno: *(2.º de 3)*. Una cadena larga de la misma condición con distintos parámetros (las 17 reglas del pedido) se escribe una vez, `[breaksRule(rule 1…17)]`, y la lista numerada queda dentro del estado.",
  '- Dentro de un estado, bajo su nombre: `invoke: …` es el servicio que llama mientras está activo, `spawn: …` las máquinas que crea, y las demás líneas (en español y, debajo, en el código) son eventos que atiende sin salir del estado.',
  '- *(cualquier estado)*, con borde punteado: lo que el estado que lo contiene (o la máquina entera) atiende en cualquiera de sus estados; sus flechas llevan a un estado desde donde se esté. En una máquina con regiones paralelas eso mismo va en el recuadro *(cualquier estado de …)* bajo el marco, y `evento → a, b` dice a qué estado de cada región lleva.',
  '- *(desde x)* / *(hacia x)*: la flecha sale o llega al borde de un estado compuesto, pero la transición es la del estado interno x. *(reingresa)*: la transición sale y vuelve a entrar al mismo estado, así que reinicia sus temporizadores y servicios.',
  '- Los conteos incluyen la máquina misma como estado raíz, y cuentan una transición por cada condición de una cadena.',
  '- [Conversación entre máquinas](conversation.md): qué máquina le envía qué evento a cuál.',
];

const INTRO_START = '<!-- intro: escrito a mano, se conserva al regenerar -->';
const INTRO_END = '<!-- /intro -->';

/** The hand-written block of README.md (how to use the explorer), kept as it is when the index is regenerated. */
export function readmeIntro(readme: string | null): string {
  if (readme === null) return '';
  const start = readme.indexOf(INTRO_START);
  const end = readme.indexOf(INTRO_END);
  return start >= 0 && end > start ? readme.slice(start + INTRO_START.length, end).trim() : '';
}

/** The repository's root, where machines/ is read from for the conversation. */
const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface ConversationDocument {
  messages: Message[];
  source: string;
}

export function conversationOf(registry: readonly RegisteredMachine[], root: string = REPO_ROOT): ConversationDocument {
  const own = listMessages(registry, root);
  const key = (m: Message) => `${m.from}→${m.to}:${m.event}`;
  const known = new Set(own.map(key));
  // Events src/ delivers for a machine's action, after the ones the machines write themselves.
  const delivered = listAdapterMessages(registry, root)
    .filter((m) => !known.has(key(m)))
    .map(({ from, to, event, via }): Message => ({ from, to, event, via }));
  const messages = [...own, ...delivered];
  return { messages, source: conversationMermaid(registry, messages) };
}

/** docs/statecharts/conversation.md: which machine sends which event to which. */
export function conversationMarkdown({ source, messages }: ConversationDocument): string {
  const pairs = new Set(messages.map((m) => `${m.from}→${m.to}`)).size;
  return [
    GENERATED,
    '',
    '# Conversación entre máquinas',
    '',
    'Qué máquina le envía qué evento a cuál. Se lee del código de cada máquina (`machines/<id>/machine.ts`): una flecha continua es un `sendTo` que encuentra a la otra máquina por su id en el sistema de actores; una punteada, un evento que la máquina le pasa a una acción que la aplicación implementa y entrega (el cupón y «Pedir de nuevo» al carrito), o que la aplicación envía al implementar una acción de la máquina (`<id>Machine.provide({ actions })` en `src/`: la elección de tienda a la ubicación y al carrito, las preferencias al arranque). Lo que la aplicación envía por su cuenta (clics, cambios de página) no está aquí: eso está en el diagrama de cada máquina.',
    '',
    `**${messages.length} eventos entre ${pairs} pares de máquinas** · [imagen SVG](${CONVERSATION_ID}.svg) · [todas las máquinas y cómo leerlas](${INDEX_FILE})`,
    '',
    '```mermaid',
    source.trimEnd(),
    '```',
    '',
  ].join('\n');
}

/** docs/statecharts/README.md: every machine with its title, description, picture and counts. */
export function indexMarkdown(documents: readonly MachineDocument[], intro = ''): string {
  const rows = documents.map(
    ({ entry, diagram }) =>
      `| [${entry.title}](#${entry.id}) | \`${entry.id}\` | ${diagram.counts.states} | ${diagram.counts.transitions} |`,
  );
  const totals = documents.reduce(
    (t, d) => ({ states: t.states + d.diagram.counts.states, transitions: t.transitions + d.diagram.counts.transitions }),
    {
      states: 0,
      transitions: 0,
    },
  );
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
    INTRO_START,
    ...(intro ? ['', intro, ''] : []),
    INTRO_END,
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
