import type { MachineGlossary } from '../../machines/glossary';
import type { MachineSamples } from '../statecharts/samples';
import { machineRegistry, type RegisteredMachine } from '../statecharts/registry';
import type { MachineEntry } from './run';

/**
 * The machines the explorer lists (tools/statecharts/registry.ts) and the model tests' samples of
 * each (tests/model/<id>/samples.ts: inputs, event payloads, the services' answers), loaded when a
 * machine is opened.
 */
const sampleModules = import.meta.glob<{ default: MachineSamples }>('../../tests/model/*/samples.ts');

export interface ListedMachine extends MachineEntry {
  description: string;
  /** 'docs/product.md#estados-y-transiciones, docs/product.md#reglas' read from the description (empty when it names none). */
  sections: string[];
}

/** The spec sections a description names ('docs/product.md#estados-y-transiciones, docs/product.md#reglas' → ['docs/product.md#estados-y-transiciones', 'docs/product.md#reglas']). */
export function specSections(description: string): string[] {
  return [...new Set([...description.matchAll(/§\s?(\d+)/g)].map((m) => `§${m[1]}`))];
}

/** Until a machine has its glossary (machines/<id>/glossary.ts) the explorer shows code names. */
const glossaryOf = (entry: RegisteredMachine): MachineGlossary | undefined =>
  (entry as RegisteredMachine & { glossary?: MachineGlossary }).glossary;

export const machines: ListedMachine[] = machineRegistry.map((entry) => ({
  id: entry.id,
  machine: entry.machine,
  title: entry.title,
  description: entry.description,
  glossary: glossaryOf(entry),
  sections: specSections(entry.description),
}));

export async function samplesOf(id: string): Promise<MachineSamples> {
  const load = sampleModules[`../../tests/model/${id}/samples.ts`];
  return load ? (await load()).default : {};
}
