import type { CachedPath } from './pathCache';

/**
 * A walk recorded in the statechart explorer (tools/explorer, 'Copiar como prueba') and dropped into
 * tests/model/recorded/<machine>-<name>.json: the machine, the input sample it starts from and each
 * step as `type|sample`, the very form the path cache replays (tools/statecharts/pathCache.ts). The
 * steps are resolved again against tests/model/<machine>/samples.ts, the states each step expects are
 * computed from the machine, and the walk is replayed on the real machine with its invariants and
 * effect rules, like a generated path (tests/model/recorded.test.ts).
 */
export interface RecordedWalk {
  /** Registry id (tools/statecharts/registry.ts). */
  machine: string;
  /** What the walk shows, in Spanish; the test's name. */
  title: string;
  /** Input sample name (tests/model/<machine>/samples.ts `inputs`; 'inicio' for a machine without inputs). */
  input: string;
  /** The input's clock (`now()`), ISO, when it has one (checked against the samples on replay). */
  clock: string | null;
  /** Each step as `type|sample` (serializeSampleEvent); an event without samples as its JSON. */
  steps: string[];
}

/** The recorded walk as one cached path (number 1), which `pathsFromCache` turns into a replayable path. */
export function cachedPathOf(walk: RecordedWalk): CachedPath {
  return { number: 1, title: walk.title, origin: 'shortest', input: walk.input, clock: walk.clock, steps: walk.steps };
}

/** Checks a parsed file's shape, naming the file and the field that is wrong. */
export function parseRecordedWalk(file: string, json: unknown): RecordedWalk {
  const w = json as Partial<RecordedWalk> | null;
  const fail = (field: string) => {
    throw new Error(`${file}: '${field}' is missing or wrong (see tools/statecharts/recorded.ts)`);
  };
  if (!w || typeof w !== 'object') fail('(the whole file)');
  if (typeof w!.machine !== 'string') fail('machine');
  if (typeof w!.title !== 'string') fail('title');
  if (typeof w!.input !== 'string') fail('input');
  if (w!.clock !== null && typeof w!.clock !== 'string') fail('clock');
  if (!Array.isArray(w!.steps) || w!.steps.some((s) => typeof s !== 'string')) fail('steps');
  return w as RecordedWalk;
}
