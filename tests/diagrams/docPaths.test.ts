/**
 * The docs name files that exist: every repo-relative path written in README.md, CHANGELOG.md and
 * docs/**.md (a link's target, or a path like `machines/cart/machine.ts` in the text) is on disk,
 * and no link leaves the repository. A file moved or renamed without its docs fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Top-level folders a path written in prose starts with. */
const TOP_LEVEL = ['machines', 'src', 'server', 'scripts', 'tools', 'tests', 'e2e', 'docs', 'public', 'fotos', 'bench'];

/** Written by a command, not kept in git: named in the docs as where that command writes. */
const GENERATED_OUTPUTS = ['docs/statecharts/explorer'];

/** Dated records of past runs (mutation survivors by file as it was then), not a guide to today's tree. */
const RECORDS = ['docs/statecharts/coverage.md'];

/** Fenced code blocks are diagrams and sample output; inline code spans are links' false friends (`check[3](order)`). */
const withoutFences = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');
const withoutCodeSpans = (text: string) => text.replace(/`[^`\n]*`/g, '');

function markdownFiles(): string[] {
  const under = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) return GENERATED_OUTPUTS.includes(path) ? [] : under(path);
      return e.name.endsWith('.md') ? [path] : [];
    });
  return [
    'README.md',
    ...(existsSync(join(ROOT, 'CHANGELOG.md')) ? ['CHANGELOG.md'] : []),
    ...under('docs').filter((f) => !RECORDS.includes(f)),
  ];
}

/** Markdown link and image targets that point into the repository (no scheme, no bare anchor). */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)|<img[^>]*\ssrc="([^"]+)"/g)]
    .map((m) => (m[1] ?? m[2])!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURI(target.split('#')[0]!));
}

/** Repo-relative paths written in prose or code spans: `machines/cart/machine.ts`, machines/rules/menu. */
export function prosePaths(text: string): string[] {
  const pattern = new RegExp(`(?<![\\w./@-])((?:${TOP_LEVEL.join('|')})/[\\w./-]*\\w)`, 'g');
  return [...text.matchAll(pattern)]
    .filter((m) => !/^[<{*…]/.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 1)))
    .map((m) => m[1]!);
}

/** Links with an anchor into a markdown file: `[x](docs/product.md#carrito)` → file and anchor. */
export function anchoredLinks(text: string): { target: string; anchor: string }[] {
  return [...text.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)]
    .filter((m) => !/^[a-z][a-z+.-]*:/i.test(m[1]!) && (m[1] === '' || m[1]!.endsWith('.md')))
    .map((m) => ({ target: m[1]!, anchor: decodeURIComponent(m[2]!) }));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens; plus explicit `<a id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  const headings = [...withoutFences(markdown).matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) =>
    m[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-'),
  );
  const ids = [...markdown.matchAll(/<a id="([^"]+)"/g)].map((m) => m[1]!);
  return new Set([...headings, ...ids]);
}

/** A repo-relative path names a file or folder, or a module written without its extension. */
function exists(path: string): boolean {
  if (GENERATED_OUTPUTS.some((g) => path === g || path.startsWith(`${g}/`))) return true;
  return ['', '.ts', '.tsx', '.mjs', '.js'].some((ext) => existsSync(join(ROOT, `${path}${ext}`)));
}

describe('paths written in the docs exist', () => {
  for (const file of markdownFiles()) {
    const text = withoutFences(readFileSync(join(ROOT, file), 'utf8'));

    it(`${file}: every link points to a file of the repository`, () => {
      const broken = linkTargets(withoutCodeSpans(text)).filter((target) => {
        const path = relative(ROOT, resolve(ROOT, dirname(file), target));
        return path.startsWith('..') || !exists(path);
      });
      expect(broken, `${file} links to files that do not exist or lie outside the repository`).toEqual([]);
    });

    it(`${file}: every anchor it links to is a heading or an <a id> of its target`, () => {
      const missing = anchoredLinks(withoutCodeSpans(text)).filter(({ target, anchor }) => {
        const path = target === '' ? file : relative(ROOT, resolve(ROOT, dirname(file), target));
        return exists(path) && !anchorsOf(readFileSync(join(ROOT, path), 'utf8')).has(anchor);
      });
      expect(missing, `${file} links to anchors that do not exist`).toEqual([]);
    });

    it(`${file}: every repo-relative path it names exists`, () => {
      const missing = [...new Set(prosePaths(text))].filter((path) => !exists(path));
      expect(missing, `${file} names paths that do not exist`).toEqual([]);
    });
  }
});

/** Code cites the product document by anchor (`docs/product.md#carrito`) instead of a spec section. */
function codeFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : codeFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [path] : [];
  });
}

export const productCitations = (code: string) => [...code.matchAll(/docs\/product\.md#([\w-]+)/g)].map((m) => m[1]!);

describe('code that cites docs/product.md names an anchor it has', () => {
  const anchors = anchorsOf(readFileSync(join(ROOT, 'docs/product.md'), 'utf8'));

  it('every docs/product.md#anchor in machines/, src/, server/, scripts/ and tools/ exists', () => {
    const wrong = ['machines', 'src', 'server', 'scripts', 'tools'].flatMap(codeFiles).flatMap((file) =>
      productCitations(readFileSync(join(ROOT, file), 'utf8'))
        .filter((anchor) => !anchors.has(anchor))
        .map((anchor) => `${file}: #${anchor}`),
    );
    expect(wrong).toEqual([]);
  });

  it('has an anchor for every area of the specification', () => {
    for (const area of [
      'para-quien',
      'pantallas-y-rutas',
      'entidades',
      'estados-y-transiciones',
      'reglas',
      'roles',
      'llamadas',
      'errores',
      'constantes',
    ]) {
      expect(anchors.has(area), area).toBe(true);
    }
    expect(productCitations('// docs/product.md#carrito and docs/product.md#no-such')).toEqual(['carrito', 'no-such']);
    expect(anchors.has('no-such')).toBe(false);
  });
});

describe('the guard itself', () => {
  it('finds link targets and prose paths, and leaves placeholders and URLs alone', () => {
    const sample =
      'See [a](docs/a.md#x), ![b](../b.png), [c](https://x.co/y), `machines/cart/machine.ts`, machines/<id>/glossary.ts and src/app.';
    expect(linkTargets(sample)).toEqual(['docs/a.md', '../b.png']);
    expect(prosePaths(sample)).toEqual(['docs/a.md', 'machines/cart/machine.ts', 'src/app']);
    expect(linkTargets(withoutCodeSpans('`check[3](order)` and [d](docs/d.md)'))).toEqual(['docs/d.md']);
    expect(prosePaths(withoutFences('```\nsrc/gone.ts\n```\nsrc/here.ts'))).toEqual(['src/here.ts']);
  });

  it('knows GitHub heading anchors and explicit ids', () => {
    const anchors = anchorsOf(
      '# How the store behaves\n## Where the store departs from the chain\'s specification\n<a id="carrito"></a>',
    );
    expect([...anchors]).toEqual(['how-the-store-behaves', 'where-the-store-departs-from-the-chains-specification', 'carrito']);
    expect(anchoredLinks('[a](docs/product.md#carrito) [b](#local) [c](https://x.co/#y)')).toEqual([
      { target: 'docs/product.md', anchor: 'carrito' },
      { target: '', anchor: 'local' },
    ]);
  });

  it('would fail on a path that is not there', () => {
    expect(exists('machines/cart/machine.ts')).toBe(true);
    expect(exists('machines/cart')).toBe(true);
    expect(exists('machines/system')).toBe(true);
    expect(exists('machines/cart/nowhere.ts')).toBe(false);
    expect(exists('docs/nowhere.md')).toBe(false);
  });
});
