import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { useActorView } from '../../src/app/useActorView';

const counter = setup({
  types: {
    context: {} as { count: number; label: string },
    events: {} as { type: 'counter.added'; by: number } | { type: 'counter.reset' },
  },
}).createMachine({
  context: { count: 0, label: 'cero' },
  on: {
    'counter.added': { actions: assign({ count: ({ context, event }) => context.count + event.by }) },
    'counter.reset': { actions: assign({ count: 0 }) },
  },
});
const view = {
  count: (s: { context: { count: number } }) => s.context.count,
  label: (s: { context: { label: string } }) => s.context.label,
};
const events = {
  add: (by: number) => ({ type: 'counter.added', by }) as const,
  reset: () => ({ type: 'counter.reset' }) as const,
};

describe('a view reads a machine through named selectors and talks to it through named events (useActorView)', () => {
  it('shows each selected value, and each event maker sends its event to the actor', () => {
    const actor = createActor(counter).start();
    let seen: ReturnType<typeof useActorView<typeof actor, typeof view, typeof events>> | undefined;
    const Probe = () => {
      seen = useActorView(actor, view, events);
      return createElement('p', null, `${seen.label}:${seen.count}`);
    };
    expect(renderToString(createElement(Probe))).toBe('<p>cero:0</p>');
    seen!.add(2);
    seen!.add(3);
    expect(actor.getSnapshot().context.count).toBe(5);
    expect(renderToString(createElement(Probe))).toBe('<p>cero:5</p>');
    seen!.reset();
    expect(renderToString(createElement(Probe))).toBe('<p>cero:0</p>');
  });
});

describe('an actor loaded on demand (the error page) is read through the same adapter', () => {
  it('before it exists every value is undefined and an event is dropped; once it exists it reads and sends as any other', () => {
    let current: ReturnType<typeof createActor<typeof counter>> | undefined;
    let seen: { count?: number; add: (by: number) => void } | undefined;
    const Probe = () => {
      seen = useActorView(current, view, events);
      return createElement('p', null, String(seen.count));
    };
    expect(renderToString(createElement(Probe))).toBe('<p>undefined</p>');
    seen!.add(1);
    current = createActor(counter).start();
    expect(renderToString(createElement(Probe))).toBe('<p>0</p>');
    seen!.add(4);
    expect(current.getSnapshot().context.count).toBe(4);
  });
});
