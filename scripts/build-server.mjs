/**
 * The last step of `npm run build`: bundles server/main.ts (and the machines/ modules it imports)
 * into dist-server/main.js, which production runs with plain `node` (no TypeScript loader: faster
 * start, less memory, no esbuild binary in the production install). Packages stay external, loaded
 * from node_modules at run time: PGlite finds its wasm next to its own files, pino its transports.
 * The SQL migrations are copied next to the bundle, where server/db/client.ts looks for them
 * (`./migrations` beside the running module).
 *
 * Last, it writes dist-server/build-stamp: scripts/start.mjs rebuilds only when a source is newer.
 * Plain JavaScript so that it runs with node alone.
 */
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist-server`;
/** The oldest Node the server supports (package.json engines): nothing newer may reach the output. */
const target = `node${JSON.parse(readFileSync(`${root}package.json`, 'utf8')).engines.node.replace(/^>=\s*/, '')}`;

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [`${root}server/main.ts`],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target,
  packages: 'external',
  sourcemap: true,
  // Stack traces name the source files (node --enable-source-maps); the map stays beside the bundle.
  sourcesContent: false,
  logLevel: 'warning',
});
cpSync(`${root}server/db/migrations`, `${outdir}/migrations`, { recursive: true });
writeFileSync(`${outdir}/build-stamp`, `${new Date().toISOString()}\n`);
console.log(`dist-server/main.js (${target})`);
