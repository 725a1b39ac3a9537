import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR_THROTTLE_MS } from '../../machines/constants';
import { createProgressTracker, type ProgressView } from '../../src/api/progress';

/**
 * docs/product.md#constantes "progress bar throttle 200 ms" (build item 7): the bar appears only for a call
 * pending longer than PROGRESS_BAR_THROTTLE_MS, stays while any call is pending, and goes when the
 * last one ends. Simulated time (vi fake timers), a recording view.
 */
function recorded() {
  const steps: string[] = [];
  const view: ProgressView = { show: () => steps.push('show'), finish: () => steps.push('finish') };
  return { steps, tracker: createProgressTracker(view) };
}

afterEach(() => vi.useRealTimers());

describe('the progress bar for slow API calls (spec §9)', () => {
  it('a call answered within the threshold never shows the bar', async () => {
    vi.useFakeTimers();
    const { steps, tracker } = recorded();
    const end = tracker.start();
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS - 1);
    end();
    await vi.advanceTimersByTimeAsync(10 * PROGRESS_BAR_THROTTLE_MS);
    expect(steps).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a call pending for the threshold shows the bar then, once, and its end finishes it', async () => {
    vi.useFakeTimers();
    const { steps, tracker } = recorded();
    const end = tracker.start();
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS);
    expect(steps).toEqual(['show']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(steps).toEqual(['show']);
    end();
    end(); // ending twice counts once
    expect(steps).toEqual(['show', 'finish']);
  });

  it('the bar stays while any call is pending: it finishes only with the last one', async () => {
    vi.useFakeTimers();
    const { steps, tracker } = recorded();
    const first = tracker.start();
    const second = tracker.start();
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS);
    expect(steps).toEqual(['show']);
    first();
    expect(steps).toEqual(['show']);
    second();
    expect(steps).toEqual(['show', 'finish']);
  });

  it('each call waits its own threshold: a new call does not show the bar because an older one was slow to start', async () => {
    vi.useFakeTimers();
    const { steps, tracker } = recorded();
    const older = tracker.start();
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS - 50);
    const newer = tracker.start();
    older();
    await vi.advanceTimersByTimeAsync(50);
    expect(steps, 'the newer call has been pending 50 ms only').toEqual([]);
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS - 50);
    expect(steps).toEqual(['show']);
    newer();
    expect(steps).toEqual(['show', 'finish']);
  });

  it('after finishing, a later slow call shows it again', async () => {
    vi.useFakeTimers();
    const { steps, tracker } = recorded();
    const a = tracker.start();
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS);
    a();
    const b = tracker.start();
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS);
    b();
    expect(steps).toEqual(['show', 'finish', 'show', 'finish']);
  });
});
