import { describe, expect, it } from 'vitest';
import { setup, and, not, stateIn, fromPromise } from 'xstate';
import { glossaryTerms } from '../../tools/statecharts/glossaryTerms';
import { machineRegistry } from '../../tools/statecharts/registry';

/**
 * Every event a machine accepts and every guard it checks has Spanish words in its glossary
 * (machines/<id>/glossary.ts), so the diagrams and the explorer never show a product owner a
 * bare code name; and a glossary holds no entry for an event or guard the machine no longer has.
 */
const missing = (wanted: readonly string[], have: Readonly<Record<string, string>>) => wanted.filter((w) => !(w in have));
const stale = (have: Readonly<Record<string, string>>, wanted: readonly string[]) =>
  Object.keys(have).filter((k) => !wanted.includes(k));

describe('glossaryTerms: what a glossary must translate, read from the definition', () => {
  const machine = setup({
    guards: { a: () => true, b: () => true, unusedInConfig: () => true },
    actors: { load: fromPromise(async () => 1) },
    delays: { WAIT: 10 },
  }).createMachine({
    id: 'm',
    initial: 'x',
    on: { 'm.reset': '.x' },
    states: {
      x: { on: { 'm.go': { guard: and(['a', not('b')]), target: 'y' } }, after: { WAIT: 'y' } },
      y: { invoke: { src: 'load', onDone: { guard: 'a', target: 'z' } }, always: { guard: stateIn('#m.z'), target: 'z' } },
      z: { on: { 'm.back': 'x' } },
    },
  });

  it('lists events of every state and the root, but no delays or actor outcomes', () => {
    expect(glossaryTerms(machine).events).toEqual(['m.back', 'm.go', 'm.reset']);
  });

  it('lists the parts of combined guards and the guards of setup, but no stateIn', () => {
    expect(glossaryTerms(machine).guards).toEqual(['a', 'b', 'unusedInConfig']);
  });
});

describe.each(machineRegistry.map((m) => [m.id, m] as const))('%s: its glossary', (id, { machine, glossary }) => {
  const terms = glossaryTerms(machine);

  it('has Spanish words for every event the machine accepts', () => {
    expect(missing(terms.events, glossary.events), `${id}: events without an entry in machines/${id}/glossary.ts`).toEqual([]);
  });

  it('has Spanish words for every guard the machine checks', () => {
    expect(missing(terms.guards, glossary.guards), `${id}: guards without an entry in machines/${id}/glossary.ts`).toEqual([]);
  });

  it('has no entry for an event or guard the machine does not have', () => {
    expect(stale(glossary.events, terms.events), `${id}: stale events in machines/${id}/glossary.ts`).toEqual([]);
    expect(stale(glossary.guards, terms.guards), `${id}: stale guards in machines/${id}/glossary.ts`).toEqual([]);
  });

  it('says each in a short Spanish phrase, not a code name', () => {
    for (const [name, text] of [...Object.entries(glossary.events), ...Object.entries(glossary.guards)]) {
      expect(text.trim(), `${id}: ${name}`).not.toBe('');
      expect(text, `${id}: ${name} repeats the code name`).not.toContain(name);
      // A code name is camelCase or dotted; the Spanish is words.
      expect(text, `${id}: ${name}`).not.toMatch(/\b[a-z]+[A-Z]\w*\b|\b\w+\.\w+\b/);
    }
  });
});
