/**
 * Writes the OpenAPI 3.1 document of the API (server/openapi.ts) to docs/api/openapi.json.
 *   npm run openapi            write it
 *   npm run openapi -- --check exit 1 when the committed file differs
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
// The app's route modules add their operations to the registry when they are imported.
import '../server/app';
import { openApiJson } from '../server/openapi';

const target = fileURLToPath(new URL('../docs/api/openapi.json', import.meta.url));
const json = openApiJson();

if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== json) {
    console.error('docs/api/openapi.json no coincide con los esquemas: ejecute npm run openapi');
    process.exit(1);
  }
  console.info('docs/api/openapi.json al día');
} else {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, json);
  console.info(`escrito ${target} (${Buffer.byteLength(json)} bytes)`);
}
