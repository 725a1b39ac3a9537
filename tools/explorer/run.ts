import {
  createActor,
  transition,
  initialTransition,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import type { MachineGlossary } from '../../machines/glossary';
import { deriveTestMachine, type BoundaryEvent, type DerivedMachine } from '../statecharts/derive';
import {
  defaultEventLabel,
  sampleEventsOf,
  sampleMetaOf,
  serializeSampleEvent,
  type MachineSamples,
} from '../statecharts/samples';
import { activeStateNodes, comparableState, stableStringify } from '../statecharts/snapshots';
import type { RecordedWalk } from '../statecharts/recorded';
import { createActorDoubles } from '../../tests/model/harness';
import { createWorld, provideWorld, type World } from '../../tests/model/world';
import { ExplorerClock, formatDelay } from './clock';

/**
 * One walk through one machine in the explorer: the REAL machine runs (createActor) with the model
 * tests' actor doubles (tests/model/harness.ts, answered on click with the samples' outputs and
 * errors), their world of effects (tests/model/world.ts) and a simulated clock. Beside it the
 * machine's test model (tools/statecharts/derive.ts) takes the same steps: it says which events are
 * accepted now (`can`) and each step is kept as the model's `type|sample`, so a walk is a test.
 */

/** The walk's input and steps, enough to replay it from the start (back = all but the last). */
export interface WalkRecord {
  input: string;
  steps: string[];
}

/** A transition the real machine took during a step, as a product owner reads it. */
export interface TakenTransition {
  from: string;
  to: string;
  /** The guard that let it through, in Spanish (glossary), if it had one. */
  guard: string | null;
  description: string | null;
}

export interface WalkStep {
  key: string;
  label: string;
  taken: TakenTransition[];
  effects: string[];
}

/** One button: an event of the machine, a delay to wait out or an answer of an invoked service. */
export interface Offer {
  key: string;
  kind: 'event' | 'delay' | 'done' | 'error';
  /** Spanish: the glossary's phrase (or the code name), with the sample's name. */
  label: string;
  /** Event type or actor src, small, for people who read code. */
  code: string;
  /** Buttons of one event (its samples) or one service (its answers) share a line headed by this. */
  group: string;
  /** The button's own text within its group: the sample's name, 'esperar 1 s', '✓ aprobado'. */
  short: string;
  enabled: boolean;
  /** Disabled: the guards that block it, in Spanish. */
  blockedBy: string[];
}

export interface MachineEntry {
  id: string;
  machine: AnyStateMachine;
  title: string;
  glossary?: MachineGlossary;
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A guard as the machine holds it: 'isGuest', { type: 'hasLine' }, not('x'), and([...]). */
function guardNames(guard: unknown): string[] {
  if (!guard) return [];
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'object' && 'type' in (guard as object)) return [String((guard as { type: unknown }).type)];
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner))
      return inner.flatMap(guardNames).map((n) => ((guard as { name?: string }).name === 'not' ? `no: ${n}` : n));
    return [(guard as { name?: string }).name || 'condición'];
  }
  return [];
}

const isMachine = (logic: unknown) => typeof logic === 'object' && logic !== null && 'root' in logic;

export class ExplorerRun {
  readonly derived: DerivedMachine;
  readonly world: World;
  readonly actor: AnyActorRef;
  readonly clock = new ExplorerClock();
  readonly steps: WalkStep[] = [];
  /** The test model's snapshot after the same steps. */
  model: AnyMachineSnapshot;
  /** Set when the machine failed or the model and the machine disagree (a defect the explorer shows). */
  problem: string | null = null;
  #events: Map<string, AnyEventObject>;
  #doubles: ReturnType<typeof createActorDoubles>;
  #microsteps: TakenTransition[] = [];
  #effects: string[] = [];

  constructor(
    readonly entry: MachineEntry,
    readonly samples: MachineSamples,
    readonly input: string,
  ) {
    this.derived = deriveTestMachine(entry.machine);
    const inputValue = this.inputValue;
    this.model = initialTransition(this.derived.machine, inputValue as never)[0] as unknown as AnyMachineSnapshot;
    // Sample events (with payloads and the services' answers), then the machine's events without samples, bare.
    const events = sampleEventsOf(this.derived, samples).filter((e) => !(e.type in (samples.exclude ?? {})));
    const withSamples = new Set(events.map((e) => e.type));
    for (const type of this.eventTypes()) if (!withSamples.has(type) && !(type in (samples.exclude ?? {}))) events.push({ type });
    this.#events = new Map(events.map((e) => [serializeSampleEvent(e), e]));
    this.world = createWorld();
    this.#doubles = createActorDoubles(entry.machine, this.world);
    const machine = provideWorld(entry.machine.provide({ actors: this.#doubles.actors } as never) as AnyStateMachine, this.world);
    this.world.now = () => this.clock.now();
    this.actor = createActor(machine, {
      input: inputValue as never,
      clock: this.clock,
      inspect: (event) => {
        this.clock.observe(event);
        if (event.actorRef !== this.actor && this.actor !== undefined) return;
        if (event.type === '@xstate.microstep') {
          for (const t of (
            event as unknown as {
              _transitions: Array<{ source: AnyStateNode; target?: AnyStateNode[]; guard?: unknown; description?: string }>;
            }
          )._transitions) {
            this.#microsteps.push({
              from: t.source.path.join('.') || '(raíz)',
              to: t.target?.map((n) => n.path.join('.') || '(raíz)').join(', ') ?? '(se queda)',
              guard:
                guardNames(t.guard)
                  .map((g) => this.guardText(g))
                  .join(' y ') || null,
              description: t.description ?? null,
            });
          }
        }
        if (event.type === '@xstate.action') {
          const action = (event as unknown as { action: { type: string; params: unknown } }).action;
          if (!action.type.startsWith('xstate.') && typeof action.type === 'string') this.#effects.push(action.type);
        }
      },
    });
    this.actor.subscribe({ error: (error) => void (this.problem = `la máquina falló: ${String(error)}`) });
  }

  get inputValue(): unknown {
    return (this.samples.inputs as Record<string, unknown> | undefined)?.[this.input];
  }

  async start(): Promise<void> {
    this.actor.start();
    await tick();
    this.#microsteps = [];
    this.#effects = [];
  }

  stop(): void {
    this.actor.stop();
  }

  /** Every event type some state of the machine handles (its `on` keys), xstate's own left out. */
  eventTypes(): string[] {
    const types = new Set<string>();
    const visit = (node: AnyStateNode) => {
      for (const type of Object.keys((node.config as { on?: object }).on ?? {}))
        if (!type.startsWith('xstate.') && type !== '*') types.add(type);
      Object.values(node.states).forEach(visit);
    };
    visit(this.entry.machine.root);
    return [...types];
  }

  eventText(type: string): string {
    return this.entry.glossary?.events[type] ?? type;
  }

  guardText(name: string): string {
    const negated = name.startsWith('no: ') ? name.slice(4) : null;
    if (negated) return `no: ${this.entry.glossary?.guards[negated] ?? negated}`;
    return this.entry.glossary?.guards[name] ?? name;
  }

  snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  labelOf(key: string): string {
    const event = this.#events.get(key);
    if (!event) return key;
    const meta = sampleMetaOf(event);
    const b = meta?.boundary ?? this.derived.boundaryByType.get(event.type);
    if (b) return this.boundaryText(b, meta?.sample ?? '');
    const text = this.eventText(event.type);
    return meta?.sample ? `${text} (${meta.sample})` : text;
  }

  private boundaryText(b: BoundaryEvent, sample: string): string {
    const labels = this.samples.labels ?? {};
    if (b.kind === 'after') {
      const ms = this.clock.remaining(b.type);
      return `esperar ${ms === undefined ? (labels[b.delay!] ?? b.delay) : formatDelay(ms)}`;
    }
    const service = labels[b.src!] ?? b.src!;
    return b.kind === 'done' ? `${service} responde: ${sample}` : `${service} falla: ${sample}`;
  }

  /** What the machine can be asked now: its events in the active states, pending delays and running services. */
  offers(): Offer[] {
    const active = activeStateNodes(this.model);
    const handled = (type: string) => active.filter((n) => (n.transitions.get(type) ?? []).length > 0);
    const out: Offer[] = [];
    for (const [key, event] of this.#events) {
      const meta = sampleMetaOf(event);
      const b = meta?.boundary ?? this.derived.boundaryByType.get(event.type);
      const nodes = handled(event.type);
      if (nodes.length === 0) continue;
      const enabled = this.model.can(event as never);
      if (b?.kind === 'after') {
        // Only a delay whose timer runs, and the soonest of them (see tools/statecharts/paths.ts).
        if (!enabled || this.clock.remaining(b.type) === undefined) continue;
      } else if (b && !enabled) continue;
      const blockedBy = enabled
        ? []
        : [...new Set(nodes.flatMap((n) => n.transitions.get(event.type)!.flatMap((t) => guardNames(t.guard))))].map((g) =>
            this.guardText(g),
          );
      const label = this.labelOf(key);
      const service = b && b.kind !== 'after' ? (this.samples.labels?.[b.src!] ?? b.src!) : '';
      out.push({
        key,
        kind: b ? (b.kind as Offer['kind']) : 'event',
        label,
        group: !b ? this.eventText(event.type) : b.kind === 'after' ? 'pasa el tiempo' : `respuesta de ${service}`,
        short: !b
          ? meta?.sample || label
          : b.kind === 'after'
            ? label
            : `${b.kind === 'done' ? '✓' : '✗'} ${meta?.sample ?? ''}`.trim(),
        code: b ? (b.kind === 'after' ? (b.delay ?? '') : `${b.src}`) : event.type + (meta?.sample ? ` · ${meta.sample}` : ''),
        enabled,
        blockedBy,
      });
    }
    const delays = out.filter((o) => o.kind === 'delay');
    if (delays.length > 1) {
      const soonest = Math.min(...delays.map((d) => this.clock.remaining(this.#events.get(d.key)!.type)!));
      return out.filter((o) => o.kind !== 'delay' || this.clock.remaining(this.#events.get(o.key)!.type) === soonest);
    }
    return out;
  }

  /** Takes one step (a key of `offers()` or of a recorded walk); false when the machine cannot take it now. */
  async apply(key: string): Promise<boolean> {
    const event = this.#events.get(key) ?? (key.startsWith('{') ? (JSON.parse(key) as AnyEventObject) : undefined);
    if (!event) {
      this.problem = `'${key}' no es un evento de esta máquina`;
      return false;
    }
    const label = this.labelOf(key);
    const b = sampleMetaOf(event)?.boundary ?? this.derived.boundaryByType.get(event.type);
    this.#microsteps = [];
    this.#effects = [];
    if (!b) this.actor.send(event);
    else if (b.kind === 'after') {
      if (!this.clock.elapse(b.type)) return false;
    } else {
      const child = this.snapshot().children[b.invokeId!] as AnyActorRef | undefined;
      const outcome =
        b.kind === 'done' ? { output: (event as { output?: unknown }).output } : { error: (event as { error?: unknown }).error };
      if (!this.#doubles.settle(child, outcome)) return false;
    }
    await tick();
    this.model = transition(this.derived.machine, this.model as never, event as never)[0] as unknown as AnyMachineSnapshot;
    const want = comparableState(this.samples, this.model);
    const got = comparableState(this.samples, this.snapshot());
    if (want !== got && !this.problem) this.problem = `tras «${label}» la máquina real y el modelo difieren`;
    this.steps.push({ key, label, taken: this.#microsteps, effects: this.#effects });
    return true;
  }

  record(): WalkRecord {
    return { input: this.input, steps: this.steps.map((s) => s.key) };
  }

  /** The walk in the form tests/model/recorded/ replays (tools/statecharts/recorded.ts). */
  asTest(title: string): RecordedWalk {
    const now = (this.inputValue as { now?: unknown } | null | undefined)?.now;
    return {
      machine: this.entry.id,
      title,
      input: this.input,
      clock: typeof now === 'function' ? new Date(Number((now as () => number)())).toISOString() : null,
      steps: this.steps.map((s) => s.key),
    };
  }
}

/** The input sample names of a machine ('inicio' when it has none, as the model tests name it). */
export function inputNames(samples: MachineSamples): string[] {
  return Object.keys(samples.inputs ?? { inicio: undefined });
}

/** Plays a recorded walk from its start: a fresh run with every step applied (back, restart, a path). */
export async function replay(entry: MachineEntry, samples: MachineSamples, walk: WalkRecord): Promise<ExplorerRun> {
  const run = new ExplorerRun(entry, samples, walk.input);
  await run.start();
  for (const key of walk.steps) if (!(await run.apply(key))) break;
  return run;
}

export { defaultEventLabel, stableStringify, isMachine };
