import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup, stateIn } from 'xstate';
import { countMachine, describeGuard, listActors, listStates, listTransitions } from '../../tools/statecharts/count';
import { machineRegistry } from '../../tools/statecharts/registry';

/** One of every kind of state and transition the storefront's machines use. */
const sample = setup({
  types: { events: {} as { type: 'go' } | { type: 'stop' } | { type: 'tick'; n: number } },
  actors: { load: fromPromise(async () => 1), watch: fromPromise(async () => 2) },
  delays: { SHORT: 250, COMPUTED: () => 10 },
  guards: { ok: () => true, is: (_, _p: { kind: string }) => true },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { stop: { target: '.done' } },
  states: {
    idle: {
      on: {
        go: [{ guard: { type: 'is', params: { kind: 'a' } }, target: 'loading' }, { target: 'work' }],
        tick: { actions: () => {} },
      },
    },
    loading: {
      invoke: { src: 'load', onDone: { guard: 'ok', target: 'work' }, onError: { target: 'idle' } },
      after: { SHORT: 'idle', 5000: 'idle', COMPUTED: 'idle' },
    },
    work: {
      type: 'parallel',
      states: {
        a: {
          initial: 'a1',
          states: { a1: { always: [{ guard: and([stateIn('#sample.work.b.b1'), 'ok']), target: 'a2' }] }, a2: {} },
        },
        b: {
          initial: 'b1',
          states: { b1: { invoke: { src: 'watch' }, on: { tick: { guard: not('ok'), target: 'b1', reenter: true } } } },
        },
      },
    },
    done: { type: 'final' },
  },
});

describe('tools/statecharts/count: what the diagrams and the coverage count', () => {
  it('lists every state node, root first, with path, type, parent and initial child', () => {
    const states = listStates(sample);
    expect(states.map((s) => [s.id, s.path, s.type])).toEqual([
      ['sample', '', 'compound'],
      ['sample.idle', 'idle', 'atomic'],
      ['sample.loading', 'loading', 'atomic'],
      ['sample.work', 'work', 'parallel'],
      ['sample.work.a', 'work.a', 'compound'],
      ['sample.work.a.a1', 'work.a.a1', 'atomic'],
      ['sample.work.a.a2', 'work.a.a2', 'atomic'],
      ['sample.work.b', 'work.b', 'compound'],
      ['sample.work.b.b1', 'work.b.b1', 'atomic'],
      ['sample.done', 'done', 'final'],
    ]);
    const root = states[0]!;
    expect(root).toMatchObject({ parent: null, initial: 'sample.idle', depth: 0 });
    expect(states.find((s) => s.id === 'sample.work.a')).toMatchObject({
      parent: 'sample.work',
      initial: 'sample.work.a.a1',
      depth: 2,
    });
    expect(states.find((s) => s.id === 'sample.work')!.children).toEqual(['sample.work.a', 'sample.work.b']);
    expect(states.find((s) => s.id === 'sample.loading')!.invokes).toEqual(['load']);
  });

  it('lists one transition per guarded candidate, of every kind, with stable ids', () => {
    const rows = listTransitions(sample).map((t) => [
      t.id,
      t.kind,
      t.trigger,
      t.target.join(','),
      t.guard ?? '',
      t.delayMs ?? '',
    ]);
    expect(rows).toEqual([
      ['sample|event:stop|0', 'event', 'stop', 'sample.done', '', ''],
      ['sample.idle|event:go|0', 'event', 'go', 'sample.loading', 'is(kind: a)', ''],
      ['sample.idle|event:go|1', 'event', 'go', 'sample.work', '', ''],
      ['sample.idle|event:tick|0', 'event', 'tick', '', '', ''],
      ['sample.loading|done:load|0', 'done', 'done: load', 'sample.work', 'ok', ''],
      ['sample.loading|error:load|0', 'error', 'error: load', 'sample.idle', '', ''],
      // Numeric keys come first in a JS object, so `after: { 5000 }` precedes the named delays.
      ['sample.loading|after:5000|0', 'after', 'after 5000', 'sample.idle', '', 5000],
      ['sample.loading|after:SHORT|0', 'after', 'after SHORT', 'sample.idle', '', 250],
      ['sample.loading|after:COMPUTED|0', 'after', 'after COMPUTED', 'sample.idle', '', ''],
      ['sample.work.a.a1|always:|0', 'always', 'always', 'sample.work.a.a2', 'in sample.work.b.b1 and ok', ''],
      ['sample.work.b.b1|event:tick|0', 'event', 'tick', 'sample.work.b.b1', 'not ok', ''],
    ]);
    const reentering = listTransitions(sample)
      .filter((t) => t.reenter)
      .map((t) => t.id);
    expect(reentering).toEqual(['sample.work.b.b1|event:tick|0']);
  });

  it('keeps the event type xstate handles, so tests can send or recognise it', () => {
    const byId = new Map(listTransitions(sample).map((t) => [t.id, t]));
    expect(byId.get('sample.idle|event:go|0')!.event).toBe('go');
    expect(byId.get('sample.loading|done:load|0')!.event).toMatch(/^xstate\.done\.actor\./);
    expect(byId.get('sample.loading|after:SHORT|0')!.event).toBe('xstate.after.SHORT.sample.loading');
    expect(byId.get('sample.work.a.a1|always:|0')!.event).toBe('');
  });

  it('lists invoked actors and spawned children', () => {
    expect(listActors(sample).map((a) => [a.state, a.kind, a.src])).toEqual([
      ['sample.loading', 'invoke', 'load'],
      ['sample.work.b.b1', 'invoke', 'watch'],
    ]);
    const storefront = machineRegistry.find((m) => m.id === 'storefront')!.machine;
    expect(listActors(storefront).map((a) => `${a.kind}:${a.src}`)).toEqual([
      'spawn:boot',
      'spawn:session',
      'spawn:location',
      'spawn:catalogue',
      'spawn:cart',
    ]);
  });

  it('counts states (root included) and transitions', () => {
    expect(countMachine(sample)).toEqual({ states: 10, transitions: 11 });
  });

  it('describes guards the way a product owner reads them', () => {
    expect(describeGuard(undefined)).toBeUndefined();
    expect(describeGuard('hasLine')).toBe('hasLine');
    expect(describeGuard({ type: 'breaksRule', params: { rule: 'kondaPresent' } })).toBe('breaksRule(rule: kondaPresent)');
    expect(describeGuard({ type: 'isServiceUp', params: () => ({}) })).toBe('isServiceUp');
    expect(describeGuard(and([stateIn({ status: 'maintenance' }), 'isClosed']))).toBe('in status.maintenance and isClosed');
  });

  describe.each(machineRegistry.map((m) => [m.id, m.machine] as const))('registry machine %s', (_id, machine) => {
    it('has unique state ids and unique transition ids', () => {
      const stateIds = listStates(machine).map((s) => s.id);
      const transitionIds = listTransitions(machine).map((t) => t.id);
      expect(new Set(stateIds).size).toBe(stateIds.length);
      expect(new Set(transitionIds).size).toBe(transitionIds.length);
    });

    it('has every transition source and target among its listed states', () => {
      const stateIds = new Set(listStates(machine).map((s) => s.id));
      for (const t of listTransitions(machine)) {
        expect(stateIds.has(t.source), t.id).toBe(true);
        for (const target of t.target) expect(stateIds.has(target), `${t.id} → ${target}`).toBe(true);
      }
    });
  });
});
