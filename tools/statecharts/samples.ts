import type { AnyEventObject, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { BoundaryEvent, DerivedMachine } from './derive';
import { stableStringify } from './snapshots';

/**
 * Samples: the named inputs, payloads, answers and errors a machine's paths are
 * made of (tests/model/<id>/samples.ts), and the sample events built from them.
 */

type PayloadOf<E, T> = Omit<Extract<E, { type: T }>, 'type'>;

/**
 * Named sample sets of one machine (tests/model/<id>/samples.ts). Everything is
 * optional: a machine without samples is started with `undefined` input, gets
 * its events without payload, its actors' outputs `undefined` and one error.
 */
export interface MachineSamples<M extends AnyStateMachine = AnyStateMachine> {
  /** Named inputs; each is its own traversal. The name starts every path title. */
  inputs?: Record<string, InputFrom<M>>;
  /** Named payloads per event type. */
  events?: { [T in EventFromLogic<M>['type']]?: Record<string, PayloadOf<EventFromLogic<M>, T>> };
  /** Named outputs per invoked actor src: each becomes one 'xstate.done.actor.*' event. */
  outputs?: Record<string, Record<string, unknown>>;
  /** Named errors per invoked actor src (default `{ falla: Error('falla simulada') }`). */
  errors?: Record<string, Record<string, unknown>>;
  /** Readable names for path titles, by event type, actor src or delay name. */
  labels?: Record<string, string>;
  /** Event types, actor srcs or delay names left out of the traversal, each with the reason. */
  exclude?: Record<string, string>;
  /**
   * Per input name, the only event types (`'type'`) or samples (`'type sample'`)
   * its traversal sends (answers and delays always): an input that exists for one
   * concern (a time of day for the slot form) does not multiply every other
   * concern's paths.
   */
  focus?: Record<string, readonly string[]>;
  /**
   * Whether the traversal sends this event in this state (default: always). Bounds
   * a context that could grow without end (quantities) so the states stay exact.
   */
  when?: (snapshot: SnapshotFrom<M>, event: EventFromLogic<M>) => boolean;
  /**
   * Context fields that differ from run to run (a random key): the replay compares
   * them only as set or not. Everything else of the context must be equal.
   */
  volatile?: string[];
  /** What tells two states apart beyond the state value (default: the whole context). */
  abstract?: (snapshot: SnapshotFrom<M>) => unknown;
  /** How a path title names the state it ends in (default: the active leaf states). */
  describe?: (snapshot: SnapshotFrom<M>) => string;
  /** count.ts ids (states or transitions) that no path can reach, each with the reason. */
  unreachable?: Record<string, string>;
  /** Simple paths when the traversal has at most maxStates states, at most maxPaths of them. */
  simplePaths?: { maxStates: number; maxPaths: number } | false;
  /** Traversal bound (states visited); exceeding it is an error asking for a coarser `abstract`. */
  limit?: number;
}

/** Types a machine's samples against the machine (events, inputs), then erases the type for the registry loop. */
export function defineSamples<M extends AnyStateMachine>(_machine: M, samples: MachineSamples<M>): MachineSamples {
  return samples as unknown as MachineSamples;
}

export const DEFAULT_SIMPLE_PATHS = { maxStates: 12, maxPaths: 60 } as const;
export const DEFAULT_TRAVERSAL_LIMIT = 50_000;
export const DEFAULT_ERROR_SAMPLES: Record<string, unknown> = { falla: new Error('falla simulada') };

/** What a sample event is, for titles and for the executors. */
export interface SampleMeta {
  type: string;
  /** Sample name ('' for an event without samples). */
  sample: string;
  /** 'CONTINUAR_AL_PAGO como invitado', 'sendOrder ✓ aceptado', '⏱ CART_EDIT_DEBOUNCE'. */
  label: string;
  boundary?: BoundaryEvent;
  /** Composite models: events the same user action sends right after this one (a view sending two events). */
  then?: AnyEventObject[];
}

const sampleMeta = new WeakMap<object, SampleMeta>();

export function metaOf(event: AnyEventObject): SampleMeta {
  return sampleMeta.get(event) ?? { type: event.type, sample: '', label: defaultEventLabel(event.type) };
}

/** 'cart.checkoutRequested' → 'CHECKOUT_REQUESTED'. */
export function defaultEventLabel(type: string): string {
  const name = type.includes('.') ? type.slice(type.lastIndexOf('.') + 1) : type;
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

/** An event object for a composite model's dynamic payloads, with its title label. */
export function sampleEvent<E extends AnyEventObject>(event: E, sample: string, label: string, then?: AnyEventObject[]): E {
  registerSample(event, { type: event.type, sample, label: sample ? `${label} ${sample}` : label, ...(then ? { then } : {}) });
  return event;
}

export function boundaryLabel(b: BoundaryEvent, labels: Record<string, string>, sample: string): string {
  if (b.kind === 'after') return `⏱ ${labels[b.delay!] ?? b.delay}`;
  const actor = labels[b.src!] ?? b.src!;
  return b.kind === 'done' ? `${actor} ✓ ${sample}`.trim() : `${actor} ✗ ${sample}`.trim();
}

/** Every sample event of a machine: its own events with their payloads, and the boundary events of its derived model. */
export function sampleEventsOf(derived: DerivedMachine, samples: MachineSamples): AnyEventObject[] {
  const labels = samples.labels ?? {};
  const exclude = samples.exclude ?? {};
  const out: AnyEventObject[] = [];
  for (const [type, sets] of Object.entries(samples.events ?? {}) as [string, Record<string, object>][]) {
    if (type in exclude) continue;
    const label = labels[type] ?? defaultEventLabel(type);
    for (const [name, payload] of Object.entries(sets)) {
      out.push(registerSample({ ...payload, type }, { type, sample: name, label: name ? `${label} ${name}` : label }));
    }
  }
  for (const b of derived.boundary) {
    if (b.type in exclude || (b.src && b.src in exclude) || (b.delay && b.delay in exclude)) continue;
    if (b.kind === 'after') {
      out.push(
        registerSample({ type: b.type }, { type: b.type, sample: b.delay!, label: boundaryLabel(b, labels, ''), boundary: b }),
      );
      continue;
    }
    const sets =
      b.kind === 'done' ? (samples.outputs?.[b.src!] ?? { ok: undefined }) : (samples.errors?.[b.src!] ?? DEFAULT_ERROR_SAMPLES);
    for (const [name, value] of Object.entries(sets)) {
      const event =
        b.kind === 'done'
          ? { type: b.type, output: value, actorId: b.invokeId }
          : { type: b.type, error: value, actorId: b.invokeId };
      out.push(registerSample(event, { type: b.type, sample: name, label: boundaryLabel(b, labels, name), boundary: b }));
    }
  }
  return out;
}

export function serializeSampleEvent(event: AnyEventObject): string {
  const meta = sampleMeta.get(event);
  return meta ? `${meta.type}|${meta.sample}` : stableStringify(event);
}

/** The meta of an event made by the samples (undefined for an event made elsewhere). */
export function sampleMetaOf(event: AnyEventObject): SampleMeta | undefined {
  return sampleMeta.get(event);
}

/** Registers an event object as a sample with its meta (for titles and the executors). */
export function registerSample(event: AnyEventObject, meta: SampleMeta): AnyEventObject {
  sampleMeta.set(event, meta);
  return event;
}
