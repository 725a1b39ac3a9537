import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MachineSamples } from '../../tools/statecharts/testModel';
import type { Invariants } from './harness';
import type { EffectSpec } from './world';

/**
 * A registered machine's sample sets (tests/model/<id>/samples.ts), state
 * invariants (tests/model/<id>/invariants.ts) and effect rules
 * (tests/model/<id>/effects.ts), each the module's default export.
 * Both are optional: a machine added to the registry without them still gets
 * its generated paths (bare events, `undefined` outputs) and a coverage row.
 */
export interface MachineSpec {
  samples: MachineSamples;
  invariants: Invariants;
  /** The world its effects touch and the rules they keep (tests/model/<id>/effects.ts). */
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
    importDefault<MachineSamples>(`./${id}/samples.ts`),
    importDefault<Invariants>(`./${id}/invariants.ts`),
    importDefault<EffectSpec>(`./${id}/effects.ts`),
  ]);
  return { samples: samples ?? {}, invariants: invariants ?? {}, effects };
}
