/**
 * CPU time of processes other than the bench's own, read from /proc: PostgreSQL's processes (what
 * a run cost the database) and a server under test that runs in a process of its own. Counted per
 * process, so one that ends during the run (an autovacuum worker) takes only its own time with it.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** A process's command name, parent and user + system CPU in clock ticks, or null when it is gone. */
function statOf(pid: string): { command: string; parent: number; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    // Fields after the command: state is field 3, the parent 4, utime 14 and stime 15.
    const fields = stat.slice(close + 2).split(' ');
    return { command: stat.slice(stat.indexOf('(') + 1, close), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

let postmaster: number | undefined;

/**
 * Counts only the PostgreSQL server whose postmaster this is (and its backends), not other
 * servers on the machine; without it, every `postgres` process counts.
 */
export function measureDatabaseOf(postmasterPid: number): void {
  postmaster = postmasterPid;
}

/** Clock ticks per live process of the measured PostgreSQL server, or null off Linux. */
export function databaseCpuTicks(): Map<string, number> | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const ticks = new Map<string, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat?.command !== 'postgres') continue;
    if (postmaster === undefined || Number(entry) === postmaster || stat.parent === postmaster) ticks.set(entry, stat.ticks);
  }
  return ticks;
}

/** Milliseconds of database CPU between two readings, over the processes alive at the second. */
export function databaseCpuMsBetween(before: Map<string, number>, after: Map<string, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Milliseconds of CPU one process has used so far, or null when it cannot be read. */
export function processCpuMs(pid: number): number | null {
  const stat = statOf(String(pid));
  return stat ? (stat.ticks * 1000) / TICKS_PER_SECOND : null;
}
