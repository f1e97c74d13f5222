/**
 * The rates and availability scenarios: bulk rate writes must stay one set-based statement, so
 * PUT /rates over 10 plans × 365 nights and 50 plans × 730 nights runs against the same unnest
 * upsert run bare (and reports rows written per second); GET /availability over every unit for a
 * year (periods of at least 5 nights arriving on Friday or Saturday) runs against its SQL run bare.
 */
import { addDays } from '@innkeep/domain';
import { Operator } from '@innkeep/persistence/bench';
import { DataSource } from 'typeorm';

import { GeneratedWorkspace } from './generate-workspace';
import { Scenario } from './scenarios';

export const RATES_SCENARIO_NAMES = ['rates-3650', 'rates-36500', 'availability-year'] as const;

export interface RatesEnvironment {
  dataSource: DataSource;
  workspace: GeneratedWorkspace;
  apiBase: string;
  ratesBaseline: string;
  /** Requests per rates run. */
  amount: number;
}

/** A property of `units` units (one default plan each) for the bulk writes. */
async function propertyWithUnits(operator: Operator, workspaceId: string, name: string, units: number): Promise<string> {
  const property = await operator.createProperty({ workspaceId, name });
  for (let i = 1; i <= units; i += 1) await operator.createUnit({ propertyId: property.id, name: `${name} ${i}`, basePriceMinor: 10000 });
  return property.id;
}

export async function buildRatesScenarios(env: RatesEnvironment): Promise<Scenario[]> {
  const { workspace } = env;
  const operator = new Operator(env.dataSource);
  const [ten, fifty] = [
    await propertyWithUnits(operator, workspace.workspaceId, 'Rates Ten', 10),
    await propertyWithUnits(operator, workspace.workspaceId, 'Rates Fifty', 50),
  ];
  const auth = { authorization: workspace.apiKey };
  const ratesRun = (base: string, propertyId: string, nights: number, withAuth: boolean) => (round: number) => ({
    url: `${base}/rates`,
    method: 'PUT' as const,
    connections: 1,
    amount: env.amount,
    headers: withAuth ? auth : {},
    body: JSON.stringify({ propertyId, from: workspace.firstNight, to: addDays(workspace.firstNight, nights - 1), priceMinor: 12000 + round }),
    timeoutSeconds: 120,
  });
  const availabilityQuery = `from=${workspace.firstNight}&to=${workspace.lastNight}&minNights=5&weekdays=FRI,SAT`;
  return [
    {
      name: 'rates-3650',
      title: `PUT /rates, 10 plans × 365 nights = 3,650 rows, one request at a time, ${env.amount} per run`,
      subject: ratesRun(env.apiBase, ten, 365, true),
      baseline: ratesRun(env.ratesBaseline, ten, 365, false),
      targets: [{ kind: 'ratio-at-most', metric: 'p50', factor: 3 }, { kind: 'rows-per-second', rows: 3650, atLeast: 80_000 }, { kind: 'no-errors' }],
      writes: false,
    },
    {
      name: 'rates-36500',
      title: `PUT /rates, 50 plans × 730 nights = 36,500 rows, one request at a time, ${env.amount} per run`,
      subject: ratesRun(env.apiBase, fifty, 730, true),
      baseline: ratesRun(env.ratesBaseline, fifty, 730, false),
      targets: [{ kind: 'ratio-at-most', metric: 'p50', factor: 3 }, { kind: 'rows-per-second', rows: 36_500, atLeast: 80_000 }, { kind: 'no-errors' }],
      writes: false,
    },
    {
      name: 'availability-year',
      title: `GET /availability, ${workspace.units.length} units × 365 nights, periods ≥ 5 nights arriving Fri/Sat, one request per run`,
      subject: () => ({ url: `${env.apiBase}/availability?${availabilityQuery}`, connections: 1, amount: 1, headers: auth, timeoutSeconds: 300 }),
      baseline: () => ({ url: `${env.ratesBaseline}/availability?${availabilityQuery}`, connections: 1, amount: 1, timeoutSeconds: 300 }),
      targets: [{ kind: 'ratio-at-most', metric: 'p50', factor: 1.5 }, { kind: 'no-errors' }],
      writes: false,
    },
  ];
}
