import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { CART_TOOLTIP_CLOSE_DELAY_MS, SEARCH_SUGGESTIONS_CLOSE_DELAY_MS } from '../../machines/constants';
import { disclosureMachine, selectIsShown } from '../../machines/disclosure';

function start(closeDelayMs: number) {
  const clock = new SimulatedClock();
  const actor = createActor(disclosureMachine, { clock, input: { closeDelayMs } }).start();
  return { actor, clock, shown: () => selectIsShown(actor.getSnapshot()) };
}

describe('disclosure (search list, cart preview)', () => {
  it('the search list closes 200 ms after blur', () => {
    const d = start(SEARCH_SUGGESTIONS_CLOSE_DELAY_MS);
    d.actor.send({ type: 'disclosure.opened' });
    d.actor.send({ type: 'disclosure.left' });
    d.clock.increment(199);
    expect(d.shown()).toBe(true);
    d.clock.increment(1);
    expect(d.shown()).toBe(false);
  });

  it('the cart preview closes 500 ms after the mouse leaves, unless it comes back', () => {
    const d = start(CART_TOOLTIP_CLOSE_DELAY_MS);
    d.actor.send({ type: 'disclosure.opened' });
    d.actor.send({ type: 'disclosure.left' });
    d.clock.increment(400);
    d.actor.send({ type: 'disclosure.opened' });
    d.clock.increment(500);
    expect(d.shown()).toBe(true);
    d.actor.send({ type: 'disclosure.left' });
    d.clock.increment(500);
    expect(d.shown()).toBe(false);
  });

  it('the cart preview hides at once on page scroll', () => {
    const d = start(CART_TOOLTIP_CLOSE_DELAY_MS);
    d.actor.send({ type: 'disclosure.opened' });
    d.actor.send({ type: 'disclosure.closed' });
    expect(d.shown()).toBe(false);
  });
});
