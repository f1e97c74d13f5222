/**
 * Stalls of the machine itself during a run. On a shared virtual machine the hypervisor now and
 * then stops every virtual CPU for tens of milliseconds; a steady run's p99 counts the requests such
 * a stop delayed, on whichever side was measured, and nothing in the servers can shorten it.
 *
 * A probe process asks to wake every millisecond and notes how late each wake-up is. Run with the
 * real-time FIFO policy (`chrt`, which needs root or CAP_SYS_NICE), it preempts every ordinary
 * process at once, so a late wake-up means nothing on the machine ran: the host stalled. Without
 * that policy it also waits for busy CPUs, and its figures say so (`realTime: false`).
 */
import { spawn } from 'node:child_process';

export interface HostStalls {
  /** Wake-ups later than STALL_MS. */
  count: number;
  /** The most a wake-up was late, in ms (0 when none was late by more than STALL_MS). */
  longestMs: number;
  /** Whether the probe ran with the real-time policy (else its lateness includes waiting for a busy CPU). */
  realTime: boolean;
  /** Each stall (the first MAX_STALLS_KEPT): when it began (ms since the epoch) and how long it lasted, in ms. */
  stalls: { atMs: number; lateMs: number }[];
}

/** Enough to place every stall of a round on a trace; a probe that saw more is on no usable machine. */
const MAX_STALLS_KEPT = 1000;

/** Lateness from which a wake-up counts as a stall: shorter ones are timer and scheduling noise. */
export const STALL_MS = 10;

/** The probe: wakes every millisecond; at the end of its input writes what it saw as JSON and exits. */
const PROBE = `
let last = performance.now(), count = 0, longest = 0;
const stalls = [];
const tick = () => {
  const now = performance.now(), late = now - last - 1;
  if (late > ${STALL_MS}) {
    count += 1;
    longest = Math.max(longest, late);
    if (stalls.length < ${MAX_STALLS_KEPT}) stalls.push({ atMs: Math.round(performance.timeOrigin + last + 1), lateMs: Math.round(late * 10) / 10 });
  }
  last = now;
  timer = setTimeout(tick, 1);
};
let timer = setTimeout(tick, 1);
process.stdout.write('ready\\n');
process.stdin.on('data', () => undefined);
process.stdin.on('end', () => { clearTimeout(timer); process.stdout.write(JSON.stringify({ count, longestMs: longest, stalls }) + '\\n'); });
`;

export interface HostStallProbe {
  /** The probe's process. */
  pid: number;
  /** Stops the probe and says what it saw. */
  stop(): Promise<HostStalls>;
}

function startProbe(realTime: boolean): Promise<HostStallProbe | null> {
  const command = realTime ? ['chrt', '--fifo', '10', process.execPath] : [process.execPath];
  const child = spawn(command[0], [...command.slice(1), '--no-memory-reducer', '-e', PROBE], { stdio: ['pipe', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve) => {
    const ended = () => resolve(null);
    child.once('error', ended);
    child.once('exit', ended);
    const ready = () => {
      if (!output.startsWith('ready\n')) return;
      child.stdout.off('data', ready);
      child.off('error', ended);
      child.off('exit', ended);
      resolve({
        pid: child.pid as number,
        stop: () =>
          new Promise((resolveStop, rejectStop) => {
            const report = () => {
              try {
                const seen = JSON.parse(output.slice('ready\n'.length)) as Omit<HostStalls, 'realTime'>;
                resolveStop({ ...seen, realTime });
              } catch {
                rejectStop(new Error(`The host-stall probe reported nothing readable: ${JSON.stringify(output)}`));
              }
            };
            // A probe that already ended (killed meanwhile) has said all it will.
            if (child.exitCode !== null || child.signalCode !== null) return report();
            child.once('exit', report);
            child.stdin.end();
          }),
      });
    };
    child.stdout.on('data', ready);
  });
}

/** Starts watching for host stalls, with the real-time policy when the machine allows it. */
export async function watchHostStalls(): Promise<HostStallProbe> {
  const probe = (await startProbe(true)) ?? (await startProbe(false));
  if (!probe) throw new Error('The host-stall probe did not start.');
  return probe;
}
