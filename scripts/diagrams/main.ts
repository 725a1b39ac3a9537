/**
 * `npm run diagrams`: for every machine of tools/statecharts/registry.ts, writes
 * docs/statecharts/<id>.md (Mermaid, rendered by GitHub and GitLab) and
 * docs/statecharts/<id>.svg (rendered offline in headless Chromium), plus the
 * index docs/statecharts/README.md, the conversation between machines (conversation.md) and the
 * per-machine reference docs/machines.md; removes the files of machines no longer
 * registered.
 *
 * An SVG whose stamp matches its Mermaid source and the installed Mermaid is
 * left as it is (another machine's fonts would otherwise change its bytes), so
 * a fresh clone leaves the tree unchanged.
 *
 *   npm run diagrams                       # write what changed
 *   npm run diagrams -- --force            # render every SVG again
 *   npm run diagrams -- --png /tmp/charts  # also a PNG of each SVG at 100 %, to look at
 *   npm run diagrams -- --only cart,conversation --png /tmp/charts   # render only these
 *
 * It fails (exit 1) when Mermaid broke a word across lines or an arrow passes through a state box.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { machineRegistry } from '../../tools/statecharts/registry';
import {
  CONVERSATION_ID,
  conversationMarkdown,
  conversationOf,
  DIAGRAMS_DIR,
  documentsOf,
  expectedFiles,
  indexMarkdown,
  INDEX_FILE,
  machineMarkdown,
  mermaidVersion,
  readmeIntro,
  readSvgStamp,
  renderStamp,
  stampSvg,
} from './document';
import { CONVERSATION_LEGEND, STATECHART_LEGEND } from './legend';
import { DiagramRenderer, type RenderRequest } from './render';
import { REFERENCE_FILE, referenceMarkdown } from './reference';

const args = process.argv.slice(2);
const force = args.includes('--force');
const pngIndex = args.indexOf('--png');
const pngDir = pngIndex >= 0 ? args[pngIndex + 1] : undefined;
if (pngIndex >= 0 && !pngDir) throw new Error('--png needs a directory');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1]?.split(',') : undefined;
if (onlyIndex >= 0 && !only) throw new Error('--only needs ids: --only cart,location');

const root = resolve(import.meta.dirname, '../..');
const dir = join(root, DIAGRAMS_DIR);
mkdirSync(dir, { recursive: true });

const written: string[] = [];
/** Writes only when the content differs, and says so. */
function write(name: string, content: string): void {
  const path = join(dir, name);
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return;
  writeFileSync(path, content);
  written.push(name);
}

const documents = documentsOf(machineRegistry);
const version = mermaidVersion();

for (const doc of documents) write(`${doc.entry.id}.md`, machineMarkdown(doc));
const indexPath = join(dir, INDEX_FILE);
write(INDEX_FILE, indexMarkdown(documents, readmeIntro(existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null)));

const conversation = conversationOf(machineRegistry, root);
write(`${CONVERSATION_ID}.md`, conversationMarkdown(conversation));

// The per-machine reference, beside the other docs (docs/machines.md).
const referencePath = join(root, REFERENCE_FILE);
const reference = referenceMarkdown(documents, conversation.messages);
if (!existsSync(referencePath) || readFileSync(referencePath, 'utf8') !== reference) {
  writeFileSync(referencePath, reference);
  written.push(REFERENCE_FILE);
}

/** Every SVG: one per machine, and the conversation between them. */
const drawings: RenderRequest[] = [
  ...documents.map((doc) => ({ id: doc.entry.id, source: doc.diagram.source, legend: STATECHART_LEGEND })),
  { id: CONVERSATION_ID, source: conversation.source, legend: CONVERSATION_LEGEND },
];
const toRender = drawings.filter((drawing) => {
  if (only && !only.includes(drawing.id)) return false;
  if (force || pngDir) return true;
  const path = join(dir, `${drawing.id}.svg`);
  return !existsSync(path) || readSvgStamp(readFileSync(path, 'utf8')) !== renderStamp(drawing.source, version);
});

const problems: string[] = [];
if (toRender.length > 0) {
  const renderer = await DiagramRenderer.launch();
  try {
    if (pngDir) mkdirSync(pngDir, { recursive: true });
    for (const drawing of toRender) {
      const result = await renderer.render(drawing);
      const stamp = renderStamp(drawing.source, version);
      const svgPath = join(dir, `${drawing.id}.svg`);
      const current = existsSync(svgPath) ? readFileSync(svgPath, 'utf8') : null;
      // --png alone does not rewrite an SVG that is current.
      if (force || current === null || readSvgStamp(current) !== stamp) write(`${drawing.id}.svg`, stampSvg(result.svg, stamp));
      if (pngDir) await renderer.screenshot(result, join(pngDir, `${drawing.id}.png`));
      for (const word of result.brokenWords)
        problems.push(`${drawing.id}: Mermaid broke "${word}" across lines (a name wider than 200 px at 14 px)`);
      // Checked on the rendered SVG: each arrow sampled every 2 px against every state box but its own ends.
      for (const crossing of result.crossings) problems.push(`${drawing.id}: an arrow passes through a state box: ${crossing}`);
      console.log(`${drawing.id}: ${result.width}×${result.height} px`);
    }
  } finally {
    await renderer.close();
  }
}

// Files of machines that left the registry.
const expected = expectedFiles(documents.map((d) => d.entry.id));
for (const name of readdirSync(dir)) {
  if (/\.(md|svg)$/.test(name) && !expected.has(name)) {
    rmSync(join(dir, name));
    written.push(`${name} (removed)`);
  }
}

console.log(written.length ? `docs/statecharts: ${written.join(', ')}` : 'docs/statecharts: up to date');
if (problems.length) {
  for (const p of problems) console.error(p);
  process.exitCode = 1;
}
