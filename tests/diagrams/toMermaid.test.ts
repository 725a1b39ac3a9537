import { describe, expect, it } from 'vitest';
import { and, createMachine, fromPromise, not, setup } from 'xstate';
import { formatMs, mermaidText, toMermaid } from '../../tools/statecharts/toMermaid';
import { machineRegistry } from '../../tools/statecharts/registry';

const body = (source: string) => source.slice(source.indexOf('stateDiagram-v2'));

describe('tools/statecharts/toMermaid: a machine as a Mermaid stateDiagram-v2', () => {
  it('starts with the shared layout config and the diagram type', () => {
    const { source } = toMermaid(createMachine({ id: 'm', initial: 'a', states: { a: {} } }));
    expect(source.startsWith('---\nconfig:\n')).toBe(true);
    expect(source).toContain('    curve: linear\n');
    expect(source).toContain('\nstateDiagram-v2\n  direction TB\n');
    expect(source.endsWith('\n')).toBe(true);
  });

  it('prefixes every state id with its path, so equal keys in different places stay apart', () => {
    const machine = createMachine({
      id: 'm',
      type: 'parallel',
      states: {
        one: { initial: 'idle', states: { idle: {} } },
        two: { initial: 'idle', states: { idle: {} } },
      },
    });
    const { source } = toMermaid(machine);
    expect(source).toContain('state "idle" as m_one_idle');
    expect(source).toContain('state "idle" as m_two_idle');
    expect(source).toMatch(/^\s+--$/m);
  });

  it('never emits a Mermaid keyword or a character outside [A-Za-z0-9_] as an id', () => {
    const machine = createMachine({ id: 'state', initial: 'end', states: { end: { on: { go: 'note-1' } }, 'note-1': {} } });
    const ids = [...toMermaid(machine).source.matchAll(/ as (\S+)/g)].map((m) => m[1]!);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
    expect(ids).toEqual([...new Set(ids)]);
  });

  it('draws one arrow per transition, so guarded labels are never stacked on one arrow; guards in brackets and [else] last', () => {
    const machine = setup({ guards: { ok: () => true } }).createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { on: { go: [{ guard: 'ok', target: 'b' }, { target: 'b' }], jump: 'b' } }, b: {} },
    });
    expect(body(toMermaid(machine).source)).toContain('m_a --> m_b : go [ok]\n  m_a --> m_b : go [else]\n  m_a --> m_b : jump\n');
  });

  it('numbers the turn of guards drawn in different places, since the first true one wins', () => {
    const machine = setup({ guards: { p: () => true, q: () => true } }).createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { on: { go: [{ guard: 'p' }, { guard: 'q', target: 'b' }, {}] } }, b: {} },
    });
    const { source } = toMermaid(machine);
    expect(source).toContain('m_a : go [p] (1.º de 3)');
    expect(source).toContain('m_a --> m_b : go [q] (2.º de 3)');
  });

  it('shows delays with their time and name, and invoked actors with done and error', () => {
    const machine = setup({
      delays: { WAIT: 1500 },
      actors: { load: fromPromise(async () => 1) },
    }).createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { after: { WAIT: 'b' } },
        b: { invoke: { src: 'load', onDone: 'a', onError: 'c' } },
        c: {},
      },
    });
    const { source } = toMermaid(machine);
    expect(source).toContain('m_a --> m_b : after 1500 ms (WAIT)');
    expect(source).toContain('m_b : invoke: load');
    expect(source).toContain('m_b --> m_a : done: load');
    expect(source).toContain('m_b --> m_c : error: load');
  });

  it("draws a frame's own transitions from a dashed '(cualquier estado)' box", () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      on: { reset: '.a', ping: {} },
      states: { a: { on: { go: 'b' } }, b: {} },
    });
    const { source } = toMermaid(machine);
    expect(source).toContain('state "(cualquier estado)" as m__any');
    expect(source).toContain('m__any : ping');
    expect(source).toContain('m__any --> m_a : reset');
    expect(source).toContain('class m__any anyState');
  });

  it('lifts an arrow that leaves a frame to the frame, and says where it comes from', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'in',
      states: { in: { initial: 'deep', states: { deep: { on: { out: '#m.away' } } } }, away: {} },
    });
    expect(toMermaid(machine).source).toContain('m_in --> m_away : out (desde deep)');
  });

  it('writes a long chain of one guard once, and lists its parameters in order inside the state', () => {
    const rules = ['r1', 'r2', 'r3', 'r4'];
    const machine = setup({ guards: { breaks: (_, _p: { rule: string }) => false } }).createMachine({
      id: 'm',
      initial: 'check',
      states: {
        check: {
          always: [
            ...rules.map((rule) => ({ guard: { type: 'breaks' as const, params: { rule } }, target: 'bad' as const })),
            { target: 'good' },
          ],
        },
        bad: {},
        good: {},
      },
    });
    const { source } = toMermaid(machine);
    expect(source).toContain('m_check --> m_bad : always [breaks(rule 1…4)]');
    expect(source).toContain('m_check --> m_good : always [else]');
    expect(source).toContain('m_check : rule, en este orden\n  m_check : 1: r1\n');
  });

  it('keeps labels parseable: no statement separators, HTML or quotes', () => {
    expect(mermaidText('a; b <c> "d"')).toBe("a, b ‹c› 'd'");
    expect(mermaidText('ends with:')).toBe('ends with');
  });

  it('writes long delays with a readable unit', () => {
    expect(formatMs(200)).toBe('200 ms');
    expect(formatMs(14_400_000)).toBe('14400000 ms = 4 h');
    expect(formatMs(90_000)).toBe('90000 ms');
  });

  describe("with the machine's glossary: Spanish first, the code name under it", () => {
    const glossary = {
      events: { 'm.go': 'el cliente avanza', 'm.stay': 'el cliente se queda' },
      guards: { ok: 'todo está en orden', ready: 'está listo' },
    };
    const machine = setup({ guards: { ok: () => true, ready: () => true }, delays: { WAIT: 1500 } }).createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: {
          on: { 'm.go': [{ guard: 'ok', target: 'b' }, { target: 'c' }], 'm.stay': { guard: and(['ok', not('ready')]) } },
          after: { WAIT: 'c' },
        },
        b: { always: { guard: 'ready', target: 'c' } },
        c: {},
      },
    });
    const { source } = toMermaid(machine, { glossary });

    it("an event reads the glossary's words, a guard follows 'si', and the code name is in italics under it", () => {
      expect(source).toContain('m_a --> m_b : el cliente avanza, si todo está en orden<br/>*m.go [ok]*\n');
      expect(source).toContain('m_a --> m_c : el cliente avanza, en otro caso<br/>*m.go [else]*\n');
    });

    it("a delay reads 'después de', an eventless transition its condition alone", () => {
      expect(source).toContain('m_a --> m_c : después de 1,5 s<br/>*after 1500 ms (WAIT)*\n');
      expect(source).toContain('m_b --> m_c : si está listo<br/>*always [ready]*\n');
    });

    it('inside a box, the Spanish rows (broken at words past 64 characters) and the code row under them; combined guards spelled out', () => {
      expect(source).toContain(
        'm_a : el cliente se queda, si todo está en orden y no es cierto que\n  m_a : está listo\n  m_a : *m.stay [ok and not ready]*\n',
      );
    });
  });

  it("draws a frame's '(cualquier estado)' box beside the frame when no arrow leaves it, so no arrow crosses it", () => {
    const machine = createMachine({
      id: 'm',
      initial: 'f',
      states: { f: { initial: 'a', on: { ping: {} }, states: { a: { on: { go: 'b' } }, b: { on: { back: 'a' } } } } },
    });
    const { source } = toMermaid(machine);
    const frameEnd = source.indexOf('\n  }\n');
    expect(source.indexOf('state "(cualquier estado de f)" as m_f__any')).toBeGreaterThan(frameEnd);
    expect(source).toContain('m_f__any : ping');
  });

  it.each(machineRegistry.map((m) => [m.id, m.machine] as const))(
    '%s: every state of the machine is in its diagram',
    (_id, machine) => {
      const { source } = toMermaid(machine);
      for (const node of Object.values(machine.root.states)) expect(source).toContain(`state "${node.key}`);
    },
  );
});
