/** Turns comparisons into verdicts and a plain-text table per scenario. */
import { Comparison, Summary } from './compare';
import { HostStalls, STALL_MS } from './host-stalls';
import { Machine } from './machine';
import { Target } from './scenarios';
import { InventoryCheck, inventoryIsSound } from './verify-inventory';

export interface Verdict {
  target: string;
  measured: string;
  pass: boolean;
}

export interface ScenarioReport {
  name: string;
  title: string;
  comparison: Comparison;
  inventory?: InventoryCheck;
  verdicts: Verdict[];
}

const METRIC_LABEL = { p50: 'p50', p99: 'p99', reqPerSec: 'req/s' } as const;
const ratio = (subject: number, baseline: number) => (baseline > 0 ? subject / baseline : Number.POSITIVE_INFINITY);

export function judge(target: Target, subject: Summary, baseline: Summary, inventory?: InventoryCheck): Verdict {
  switch (target.kind) {
    case 'ratio-at-most': {
      const value = ratio(subject[target.metric], baseline[target.metric]);
      return { target: `${METRIC_LABEL[target.metric]} ≤ ${target.factor}× baseline`, measured: `${value.toFixed(2)}×`, pass: value <= target.factor };
    }
    case 'ratio-plus-at-most': {
      const allowed = target.factor * baseline[target.metric] + target.plusMs;
      return {
        target: `${METRIC_LABEL[target.metric]} ≤ ${target.factor}× baseline + ${target.plusMs} ms`,
        measured: `${subject[target.metric].toFixed(1)} ms vs ${allowed.toFixed(1)} ms allowed (${ratio(subject[target.metric], baseline[target.metric]).toFixed(2)}×)`,
        pass: subject[target.metric] <= allowed,
      };
    }
    case 'ratio-at-least': {
      const value = ratio(subject[target.metric], baseline[target.metric]);
      return { target: `${METRIC_LABEL[target.metric]} ≥ ${target.factor}× baseline`, measured: `${value.toFixed(2)}×`, pass: value >= target.factor };
    }
    case 'body-ratio-at-most': {
      const value = ratio(subject.bodyBytes, baseline.bodyBytes);
      return {
        target: `body ≤ 1/${Math.round(1 / target.factor)} of baseline`,
        measured: `${number(subject.bodyBytes)} B vs ${number(baseline.bodyBytes)} B: 1/${(1 / value).toFixed(1)}`,
        pass: value <= target.factor,
      };
    }
    case 'cpu-ratio-at-most': {
      const value = ratio(subject[target.metric], baseline[target.metric]);
      const label = target.metric === 'serverCpuMs' ? 'node CPU' : 'PostgreSQL CPU';
      return {
        target: `${label} ≤ ${target.factor}× baseline`,
        measured: `${subject[target.metric].toFixed(2)} vs ${baseline[target.metric].toFixed(2)} ms: ${value.toFixed(2)}×`,
        pass: value <= target.factor,
      };
    }
    case 'at-most':
      return {
        target: `${METRIC_LABEL[target.metric]} ≤ ${target.ms} ms`,
        measured: `${subject[target.metric].toFixed(1)} ms`,
        pass: subject[target.metric] <= target.ms,
      };
    case 'inventory': {
      if (!inventory) return { target: 'no overbooked night', measured: 'not checked', pass: false };
      const bad = inventory.overCapacity + inventory.oversold + inventory.overbooked;
      return {
        target: 'no overbooked night',
        measured: `${bad} bad, ${inventory.mismatched} mismatched of ${inventory.nights}`,
        pass: inventoryIsSound(inventory),
      };
    }
    case 'rows-per-second': {
      const rate = subject.p50 > 0 ? target.rows / (subject.p50 / 1000) : 0;
      return { target: `≥ ${number(target.atLeast)} rows/s`, measured: `${number(rate)} rows/s`, pass: rate >= target.atLeast };
    }
    case 'no-errors': {
      const failures = (summary: Summary) =>
        summary.errors + Object.entries(summary.statuses).reduce((sum, [status, count]) => sum + (status.startsWith('5') ? count : 0), 0);
      const [api, base] = [failures(subject), failures(baseline)];
      return { target: 'no 5xx or socket error', measured: `API ${api}, baseline ${base}`, pass: api === 0 && base === 0 };
    }
  }
}

const number = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function statuses(summary: Summary): string {
  const parts = Object.entries(summary.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`);
  if (summary.errors) parts.push(`errors×${summary.errors}`);
  return parts.join(' ');
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 || column >= 7 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function renderScenario(report: ScenarioReport): string {
  const { subject, baseline } = report.comparison;
  const rows: string[][] = [
    ['name', 'req/s', 'p50 ms', 'p99 ms', 'body bytes', 'node CPU ms/req', 'PostgreSQL CPU ms/req', 'ratio vs baseline', 'target', 'result', 'statuses'],
  ];
  const ratios = `req/s ${ratio(subject.reqPerSec, baseline.reqPerSec).toFixed(2)}×, p50 ${ratio(subject.p50, baseline.p50).toFixed(2)}×, p99 ${ratio(subject.p99, baseline.p99).toFixed(2)}×`;
  const [first, ...rest] = report.verdicts;
  const side = (label: string, summary: Summary, extra: string[]) => [
    label,
    number(summary.reqPerSec, 1),
    number(summary.p50, 1),
    number(summary.p99, 1),
    number(summary.bodyBytes),
    number(summary.serverCpuMs, 2),
    number(summary.databaseCpuMs, 2),
    ...extra,
    statuses(summary),
  ];
  const verdictCells = (verdict: Verdict | undefined) => (verdict ? [`${verdict.target}: ${verdict.measured}`, verdict.pass ? 'PASS' : 'MISS'] : ['', '']);
  rows.push(side('baseline', baseline, ['1.00×', '', '']));
  rows.push(side('API', subject, [ratios, ...verdictCells(first)]));
  for (const verdict of rest) rows.push(['', '', '', '', '', '', '', '', ...verdictCells(verdict), '']);
  const perRound = (pick: (round: Comparison['rounds'][number]) => number) => report.comparison.rounds.map((round) => number(pick(round), 1)).join(' / ');
  const lines = [
    `== ${report.name}: ${report.title}`,
    '   (node CPU = the process of the server under test: the bench itself, or its own for the steady runs; PostgreSQL CPU = the bench database’s processes; the load generator is apart)',
    table(rows),
    `   rounds, API      req/s ${perRound((r) => r.subject.reqPerSec)}   p50 ${perRound((r) => r.subject.p50)}   p99 ${perRound((r) => r.subject.p99)}`,
    `   rounds, baseline req/s ${perRound((r) => r.baseline.reqPerSec)}   p50 ${perRound((r) => r.baseline.p50)}   p99 ${perRound((r) => r.baseline.p99)}`,
  ];
  const stalled = (pick: (round: Comparison['rounds'][number]) => HostStalls | undefined) =>
    report.comparison.rounds.map((round) => pick(round)?.longestMs.toFixed(0) ?? '-').join(' / ');
  if (report.comparison.rounds.some((round) => round.subject.hostStalls)) {
    lines.push(
      `   longest host stall per round, ms (a probe's wake-up late by > ${STALL_MS} ms; 0 = none): API ${stalled((r) => r.subject.hostStalls)}   baseline ${stalled((r) => r.baseline.hostStalls)}`,
    );
  }
  const late = (pick: (round: Comparison['rounds'][number]) => number | undefined) =>
    report.comparison.rounds.map((round) => pick(round)?.toFixed(0) ?? '-').join(' / ');
  if (report.comparison.rounds.some((round) => round.subject.senderLateMs !== undefined)) {
    lines.push(
      `   load generator's latest send per round, ms after due: API ${late((r) => r.subject.senderLateMs)}   baseline ${late((r) => r.baseline.senderLateMs)}`,
    );
  }
  if (report.inventory) {
    const check = report.inventory;
    lines.push(
      `   inventory after the run (SQL): ${check.nights} unit-nights, over capacity ${check.overCapacity}, oversold ${check.oversold}, overbooked ${check.overbooked}, counters ≠ rows ${check.mismatched}`,
    );
  }
  return lines.join('\n');
}

export function renderMachine(machine: Machine): string {
  return `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}; Node ${machine.node}; PostgreSQL ${machine.postgres}`;
}
