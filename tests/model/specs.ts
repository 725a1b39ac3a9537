import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MachineSamples } from '../../tools/statecharts/testModel';
import type { Invariants } from './harness';
import type { EffectSpec } from './world';

/**
 * A registered machine's sample sets (tests/model/samples/<id>.ts), state
 * invariants (tests/model/invariants/<id>.ts) and effect rules
 * (tests/model/effects/<id>.ts), each the module's default export.
 * Both are optional: a machine added to the registry without them still gets
 * its generated paths (bare events, `undefined` outputs) and a coverage row.
 */
export interface MachineSpec {
  samples: MachineSamples;
  invariants: Invariants;
  /** The world its effects touch and the rules they keep (tests/model/effects/<id>.ts). */
  effects: EffectSpec | undefined;
}

async function importDefault<T>(relative: string): Promise<T | undefined> {
  const url = new URL(relative, import.meta.url);
  if (!existsSync(fileURLToPath(url))) return undefined;
  const module = (await import(url.href)) as { default?: T };
  return module.default;
}

export async function loadMachineSpec(id: string): Promise<MachineSpec> {
  const [samples, invariants, effects] = await Promise.all([
    importDefault<MachineSamples>(`./samples/${id}.ts`),
    importDefault<Invariants>(`./invariants/${id}.ts`),
    importDefault<EffectSpec>(`./effects/${id}.ts`),
  ]);
  return { samples: samples ?? {}, invariants: invariants ?? {}, effects };
}
