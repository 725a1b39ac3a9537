import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MACHINES = join(__dirname, '../../machines');
/** Every machine folder (a folder with a machine.ts); rules, schemas and screen texts are not machines. */
const machineFolders = readdirSync(MACHINES).filter((name) => {
  const dir = join(MACHINES, name);
  return statSync(dir).isDirectory() && readdirSync(dir).includes('machine.ts');
});

describe('the layers of machines/', () => {
  it('finds the machine folders it guards (a test that cannot fail guards nothing)', () => {
    expect(machineFolders).toEqual(expect.arrayContaining(['cart', 'location', 'payment', 'shell']));
  });

  it('a rule (machines/rules) imports no machine: machines use rules, never the other way round', () => {
    const offending: string[] = [];
    for (const file of readdirSync(join(MACHINES, 'rules')).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(join(MACHINES, 'rules', file), 'utf8');
      for (const [, target] of source.matchAll(/from '\.\.\/([A-Za-z]+)(?:\/[^']*)?'/g)) {
        if (machineFolders.includes(target!)) offending.push(`${file} → ${target}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
