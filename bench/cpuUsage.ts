/**
 * Where the machine's CPU went during a scenario (Linux /proc; elsewhere null): the whole machine
 * (/proc/stat), the servers (/proc/<pid>/stat utime+stime), PostgreSQL (every process named
 * 'postgres'), the load generator (autocannon runs in this process: process.cpuUsage()) and the
 * rest (other programs on a shared machine). Shares are of the machine's capacity (cores × wall
 * time), so the busy share b of a one-replica run bounds what two replicas can reach on the same
 * cores: about 1/b× (they cannot use more than all of it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** USER_HZ: the unit of /proc's CPU times (100 on every Linux the kernel exposes to user space). */
const TICKS_PER_SECOND = 100;

export interface CpuSample {
  /** Core-seconds: busy and total (busy + idle) of the whole machine. */
  machineBusy: number;
  machineTotal: number;
  /** Core-seconds of each server process, by pid. */
  servers: Map<number, number>;
  postgres: number;
  generator: number;
}

export interface CpuShares {
  /** Fractions of the machine's capacity over the interval (0–1). */
  busy: number;
  servers: number;
  postgres: number;
  generator: number;
  other: number;
}

/** Fields after the process name (which may hold spaces): state is [0], utime [11], stime [12]. */
function processSeconds(pid: number | string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null; // gone, or not Linux
  }
}

function postgresSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += processSeconds(pid) ?? 0;
  }
  return total;
}

export function sampleCpu(serverPids: readonly number[]): CpuSample | null {
  if (os.platform() !== 'linux') return null;
  try {
    // cpu  user nice system idle iowait irq softirq steal …
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number) as number[];
    const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
    const usage = process.cpuUsage();
    return {
      machineBusy: busy / TICKS_PER_SECOND,
      machineTotal: (busy + idle! + iowait!) / TICKS_PER_SECOND,
      servers: new Map(serverPids.map((pid) => [pid, processSeconds(pid) ?? 0])),
      postgres: postgresSeconds(),
      generator: (usage.user + usage.system) / 1e6,
    };
  } catch {
    return null;
  }
}

export function cpuShares(before: CpuSample | null, after: CpuSample | null): CpuShares | null {
  if (!before || !after) return null;
  const capacity = after.machineTotal - before.machineTotal;
  if (capacity <= 0) return null;
  let servers = 0;
  for (const [pid, seconds] of after.servers) servers += seconds - (before.servers.get(pid) ?? seconds);
  const share = (seconds: number) => Math.max(0, seconds) / capacity;
  const busy = share(after.machineBusy - before.machineBusy);
  const parts = {
    servers: share(servers),
    postgres: share(after.postgres - before.postgres),
    generator: share(after.generator - before.generator),
  };
  return { busy, ...parts, other: Math.max(0, busy - parts.servers - parts.postgres - parts.generator) };
}

/** The median of each share over several runs. */
export function medianShares(runs: readonly (CpuShares | null)[]): CpuShares | null {
  const known = runs.filter((r): r is CpuShares => r !== null);
  if (known.length === 0) return null;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const key = (k: keyof CpuShares) => median(known.map((r) => r[k]));
  return {
    busy: key('busy'),
    servers: key('servers'),
    postgres: key('postgres'),
    generator: key('generator'),
    other: key('other'),
  };
}

const percent = (x: number) => `${Math.round(x * 100)} %`;

/**
 * The note of a replica row (Spanish, as the table): the busy share of the one-replica run, the
 * ceiling it implies for two, and where the CPU went in each.
 */
export function replicaNote(one: CpuShares | null, two: CpuShares | null): string | undefined {
  if (!one || !two) return undefined;
  const ceiling = one.busy > 0 ? 1 / one.busy : Infinity;
  const split = (s: CpuShares) =>
    `servidores ${percent(s.servers)}, PostgreSQL ${percent(s.postgres)}, generador ${percent(s.generator)}, otros ${percent(s.other)}`;
  return (
    `${os.cpus().length} núcleos ocupados ${percent(one.busy)} con una réplica: techo ≈ ${ceiling.toFixed(2)}× para dos; ` +
    `CPU con una: ${split(one)}; con dos: ${percent(two.busy)} (${split(two)})`
  );
}
