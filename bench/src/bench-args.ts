/** Command-line options of `npm run bench`. */
import { CONNECTOR_SCENARIO_NAMES } from './connector-scenarios';
import { EVENT_SCENARIO_NAMES } from './event-scenarios';
import { LOGGING_SCENARIO_NAMES } from './logging-scenarios';
import { QUOTA_SCENARIO_NAMES } from './quota-scenarios';
import { RATES_SCENARIO_NAMES } from './rates-scenarios';
import { REPORT_SCENARIO_NAMES } from './report-scenarios';
import { SCALE_SCENARIO_NAMES } from './scale-scenarios';
import { SCENARIO_NAMES as INVENTORY_SCENARIO_NAMES } from './scenarios';
import { STEADY_SCENARIO_NAMES } from './steady-scenarios';
import { TASK_SCENARIO_NAMES } from './task-scenarios';

/**
 * Every scenario, in the order they run; quota-race is the 500-requests-over-two-instances check,
 * cli-start the start time of `innkeep --help`, channel-sync 200 iCal connections pulled as the worker does, guest-search
 * GET /guests?search= over 100,000 guests, site-page the direct-booking website's property page at 32 connections,
 * ledger 16 clients recording payments on 1,000 reservations against a bare INSERT + UPDATE transaction.
 */
export const ALL_SCENARIO_NAMES = [
  ...INVENTORY_SCENARIO_NAMES,
  ...SCALE_SCENARIO_NAMES,
  ...STEADY_SCENARIO_NAMES,
  ...LOGGING_SCENARIO_NAMES,
  ...EVENT_SCENARIO_NAMES,
  ...CONNECTOR_SCENARIO_NAMES,
  ...RATES_SCENARIO_NAMES,
  ...REPORT_SCENARIO_NAMES,
  ...QUOTA_SCENARIO_NAMES,
  ...TASK_SCENARIO_NAMES,
  'quota-race',
  'cli-start',
  'channel-sync',
  'webhook-delivery',
  'connector-delivery',
  'guest-search',
  'site-page',
  'ledger',
  'quotes',
] as const;
export type ScenarioName = (typeof ALL_SCENARIO_NAMES)[number];

/** What a run without --scenario measures: all but the flat-cost ones, whose large data set takes a long while to generate. */
export const DEFAULT_SCENARIO_NAMES: ScenarioName[] = ALL_SCENARIO_NAMES.filter((name) => !(SCALE_SCENARIO_NAMES as readonly string[]).includes(name));

/** The flat-cost scenarios' large data set, as the issue sizes a hosted Innkeep; --quick: a smoke-test size. */
export const SCALE_SIZE = { tenants: 10_000, largeUnits: 10_000 };
export const QUICK_SCALE_SIZE = { tenants: 20, largeUnits: 200 };

export interface BenchArgs {
  scenarios: ScenarioName[];
  /** Small data and short runs: a smoke test of the harness, not a measurement. */
  quick: boolean;
  /** Seconds per calendar run. */
  durationSeconds: number;
  /** Requests per create run. */
  createAmount: number;
  seed?: number;
  /** The flat-cost scenarios' large data set: small tenants (the probe among them) and the large tenant's units. */
  scaleSize: { tenants: number; largeUnits: number };
}

export const USAGE = `Usage: npm run bench -- [--scenario <name>]... [--quick] [--duration <seconds>] [--amount <requests>] [--seed <n>] [--tenants <n>] [--large-units <n>]
  scenarios: ${ALL_SCENARIO_NAMES.join(', ')} (default: all but the scale-* ones)
  --tenants, --large-units: the scale-* scenarios' large data set, small workspaces and the units of the large one (default ${SCALE_SIZE.tenants} and ${SCALE_SIZE.largeUnits})
  BENCH_SCALE_DATABASE_URL: the scale-* scenarios' large data set (found there or generated into it); default: a database beside the bench's
  DATABASE_URL: use this PostgreSQL instead of a throwaway embedded one
  BENCH_API_NODE_FLAGS: node flags of the steady runs' API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  BENCH_TRACE: a file each steady round appends its start, its requests slower than BENCH_TRACE_MS (15) and the host's stalls to`;

function positive(flag: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a whole number above 0, not "${raw ?? ''}".\n${USAGE}`);
  return value;
}

export function parseBenchArgs(argv: string[]): BenchArgs {
  const scenarios: ScenarioName[] = [];
  let quick = false;
  let duration: number | undefined;
  let amount: number | undefined;
  let seed: number | undefined;
  let tenants: number | undefined;
  let largeUnits: number | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    if (flag === '--quick') quick = true;
    else if (flag === '--scenario') {
      for (const name of (argv[++index] ?? '').split(',').filter(Boolean)) {
        if (!(ALL_SCENARIO_NAMES as readonly string[]).includes(name)) throw new Error(`Unknown scenario "${name}".\n${USAGE}`);
        scenarios.push(name as ScenarioName);
      }
    } else if (flag === '--duration') duration = positive(flag, argv[++index]);
    else if (flag === '--amount') amount = positive(flag, argv[++index]);
    else if (flag === '--seed') seed = positive(flag, argv[++index]);
    else if (flag === '--tenants') tenants = positive(flag, argv[++index]);
    else if (flag === '--large-units') largeUnits = positive(flag, argv[++index]);
    else if (flag === '--help' || flag === '-h') throw new Error(USAGE);
    else throw new Error(`Unknown option "${flag}".\n${USAGE}`);
  }
  return {
    scenarios: scenarios.length ? scenarios : [...DEFAULT_SCENARIO_NAMES],
    quick,
    durationSeconds: duration ?? (quick ? 2 : 10),
    createAmount: amount ?? (quick ? 200 : 4000),
    seed,
    scaleSize: {
      tenants: tenants ?? (quick ? QUICK_SCALE_SIZE : SCALE_SIZE).tenants,
      largeUnits: largeUnits ?? (quick ? QUICK_SCALE_SIZE : SCALE_SIZE).largeUnits,
    },
  };
}
