/**
 * The configuration reference cannot drift from the code: the variables the server reads
 * are exactly the ones the README's "Configuration" table describes, and exactly the ones
 * `.env.example` names (set, or commented out as `# NAME=` when optional), besides the ones only
 * compose.yaml uses. A variable added to the server without its documentation fails here, and so
 * does a documented one the server no longer reads.
 *
 * The server's variables are found in its sources (server/, tests excluded) in the forms its config
 * readers use: `env.NAME` / `process.env.NAME` / `env?.NAME` / `env['NAME']`, and a reader helper
 * called with the name, `text('GOOGLE_CLIENT_ID')`, in a file that reads `env`. A reader written
 * another way must use one of these forms (or this test must learn it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Read by the server, kept out of `.env.example` on purpose: the browser tests' reset route must never be switched on by a copied file. */
const NOT_IN_ENV_EXAMPLE = new Set(['E2E_RESET']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Variable name → the server files that read it. */
function serverVariables(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(join(ROOT, 'server'))) {
    // Comments describe variables; only code reads them.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    const names = new Set<string>();
    for (const match of code.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g)) names.add(match[1]!);
    for (const match of code.matchAll(/\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g)) names.add(match[1]!);
    if (/\benv\b/.test(code))
      for (const match of code.matchAll(/\b[a-z]\w*\(\s*'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)) names.add(match[1]!);
    for (const name of names) found.set(name, [...(found.get(name) ?? []), relative(ROOT, file)]);
  }
  return found;
}

/** The names in the first column of the README's "## Configuration" table. */
function readmeVariables(): Set<string> {
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(read('README.md'))?.[1] ?? '';
  const rows = section.split('\n').filter((line) => /^\|\s*`/.test(line));
  return new Set(rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)));
}

/** `NAME=…` and `# NAME=…` lines of .env.example. */
function envExampleVariables(): Set<string> {
  return new Set([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
}

const sorted = (names: Iterable<string>) => [...names].sort();
const missingFrom = (expected: Iterable<string>, actual: Set<string>) =>
  sorted([...expected].filter((name) => !actual.has(name)));

describe('configuration reference: the server, the README table and .env.example name the same variables', () => {
  const server = serverVariables();

  it('the scan finds the variables the server is known to read (it cannot pass by finding none)', () => {
    for (const name of [
      'PORT',
      'JWT_SECRET',
      'PUBLIC_ORIGIN',
      'GOOGLE_CLIENT_ID',
      'ORDER_STREAMS_PER_SESSION',
      'PAYMENT_PROVIDER',
    ])
      expect(server.has(name), name).toBe(true);
  });

  it('every variable the server reads has a row in the README configuration table', () => {
    const undocumented = missingFrom(server.keys(), readmeVariables()).map((name) => `${name} (${server.get(name)!.join(', ')})`);
    expect(undocumented, 'add a row to README.md "## Configuration"').toEqual([]);
  });

  it('every row of the README configuration table is a variable the server reads', () => {
    expect(missingFrom(readmeVariables(), new Set(server.keys())), 'the server no longer reads these: drop their rows').toEqual(
      [],
    );
  });

  it('every variable the server reads is in .env.example (set, or as "# NAME=" when optional), except the test-only ones', () => {
    const expected = [...server.keys()].filter((name) => !NOT_IN_ENV_EXAMPLE.has(name));
    expect(missingFrom(expected, envExampleVariables()), 'add them to .env.example').toEqual([]);
    for (const name of NOT_IN_ENV_EXAMPLE)
      expect(envExampleVariables().has(name), `${name} must not be in .env.example`).toBe(false);
  });

  it('.env.example names nothing else but the variables compose.yaml itself uses', () => {
    const compose = read('compose.yaml');
    const others = sorted([...envExampleVariables()].filter((name) => !server.has(name)));
    expect(
      others.filter((name) => !compose.includes(`\${${name}`)),
      'neither the server nor compose.yaml reads these',
    ).toEqual([]);
  });

  it('compose.yaml hands .env to the replicas, so a variable set there reaches the server', () => {
    expect(read('compose.yaml')).toMatch(/env_file:\s*\n\s*-\s*path:\s*\.env\b/);
  });
});
