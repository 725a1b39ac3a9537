import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathsFromCache } from '../../tools/statecharts/pathCache';
import { cachedPathOf, parseRecordedWalk } from '../../tools/statecharts/recorded';
import { machineRegistry } from '../../tools/statecharts/registry';
import { buildMachineModel } from '../../tools/statecharts/testModel';
import { replayOnRealMachine } from './harness';
import { loadMachineSpec } from './specs';

/**
 * Walks recorded in the statechart explorer (/estados, 'Copiar como prueba'), one file each in
 * tests/model/recorded/: a walk QA or a product owner played is replayed on the real machine like a
 * generated path, with that machine's invariants and effect rules, and fails naming the step that broke.
 */
const folder = new URL('./recorded/', import.meta.url);
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('caminos grabados en el explorador (tests/model/recorded)', () => {
  it('cada archivo nombra una máquina registrada y empieza por su nombre', () => {
    for (const file of files) {
      const walk = parseRecordedWalk(file, JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
      expect(
        machineRegistry.map((e) => e.id),
        file,
      ).toContain(walk.machine);
      expect(file.startsWith(`${walk.machine}-`), `${file} should be named ${walk.machine}-<name>.json`).toBe(true);
    }
  });

  for (const file of files) {
    it(`${file}`, async () => {
      const walk = parseRecordedWalk(file, JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
      const entry = machineRegistry.find((e) => e.id === walk.machine);
      if (!entry) throw new Error(`${file}: no machine '${walk.machine}' in tools/statecharts/registry.ts`);
      const spec = await loadMachineSpec(entry.id);
      const model = buildMachineModel(entry.id, entry.machine, spec.samples);
      const [path] = pathsFromCache(model, [cachedPathOf(walk)]);
      if (path!.unreplayable) throw new Error(`${file}: ${path!.unreplayable}`);
      await replayOnRealMachine(model, path!, spec.invariants, undefined, spec.effects);
    });
  }
});
