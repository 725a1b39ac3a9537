import { SimulatedClock, type InspectionEvent } from 'xstate';

/**
 * xstate's SimulatedClock that also knows which delayed event each timer will send, so the explorer
 * offers each pending delay as its own button ('esperar 1 s') and records it as the model's step
 * `xstate.after.<delay>.<state>`. It learns the event of a timer the way the model tests' clock does
 * (tests/model/harness.ts ControlledClock): a delayed action is inspected just before its timer is set.
 */
export class ExplorerClock extends SimulatedClock {
  #announced: string[] = [];
  #timers = new Map<number, { due: number; eventType: string }>();

  observe(event: InspectionEvent): void {
    if (event.type !== '@xstate.action') return;
    const params = (event as { action: { params?: unknown } }).action.params as
      { delay?: unknown; event?: { type?: unknown } } | undefined;
    if (typeof params?.delay === 'number' && typeof params.event?.type === 'string') this.#announced.push(params.event.type);
  }

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const eventType = this.#announced.shift();
    // Removed before it runs: a timer that fired is no longer pending.
    const id: number = super.setTimeout(() => {
      this.#timers.delete(id);
      fn();
    }, timeout);
    if (eventType) this.#timers.set(id, { due: this.now() + timeout, eventType });
    return id;
  }

  override clearTimeout(id: number): void {
    super.clearTimeout(id);
    this.#timers.delete(id);
  }

  /** Milliseconds until the delayed event of this type is due (undefined: none pending). */
  remaining(eventType: string): number | undefined {
    for (const t of this.#timers.values()) if (t.eventType === eventType) return Math.max(0, t.due - this.now());
    return undefined;
  }

  /** Moves the clock to the moment that delayed event is due: it fires (with any other due by then). */
  elapse(eventType: string): boolean {
    const ms = this.remaining(eventType);
    if (ms === undefined) return false;
    (this as unknown as { set(time: number): void }).set(this.now() + ms);
    return true;
  }
}

/** '1 s', '500 ms', '1 min', '4 h': how long the explorer's 'esperar' button waits. */
export function formatDelay(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${+(ms / 1000).toFixed(1)} s`;
  if (ms < 3_600_000) return `${+(ms / 60_000).toFixed(1)} min`;
  return `${+(ms / 3_600_000).toFixed(1)} h`;
}
