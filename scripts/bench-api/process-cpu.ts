import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times; 100 on every common Linux. */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The fields of /proc/<pid>/stat after the command name, which may itself hold spaces and parentheses. */
function statFields(pid: number): { comm: string; fields: string[] } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    return { comm: stat.slice(stat.indexOf('(') + 1, close), fields: stat.slice(close + 2).split(' ') };
  } catch {
    // The process ended between the listing and the read.
    return undefined;
  }
}

/** CPU milliseconds (user + system, all threads) a process has used so far; undefined when it is gone or there is no /proc. */
export function processCpuMs(pid: number): number | undefined {
  const stat = statFields(pid);
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
  return stat ? ((Number(stat.fields[11]) + Number(stat.fields[12])) * 1000) / TICKS_PER_SECOND : undefined;
}

/** The pids of the processes named `comm` (PostgreSQL's postmaster and backends are all 'postgres'). */
export function pidsNamed(comm: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries.filter((entry) => /^\d+$/.test(entry) && statFields(Number(entry))?.comm === comm).map(Number);
}

/** CPU milliseconds per pid, read at one moment. */
export type CpuSnapshot = Map<number, number>;

export function cpuSnapshot(pids: readonly number[]): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== undefined) snapshot.set(pid, ms);
  }
  return snapshot;
}

/**
 * CPU milliseconds the processes of `after` used since `before`. A process started in between
 * (a new backend) counts from zero; one that ended in between is lost, which is why the
 * servers keep their database connections open for the whole run.
 */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
