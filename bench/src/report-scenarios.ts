/**
 * S6, the revenue report: GET /reports/summary for a quarter and for the year over the whole
 * workspace, against the same sums written by hand as one statement and served bare. Before
 * measuring, the baseline's totals are checked against the API's, so both count the same thing.
 */
import { addDays } from '@innkeep/domain';

import { GeneratedWorkspace } from './generate-workspace';
import { Scenario } from './scenarios';

export const REPORT_SCENARIO_NAMES = ['reports-quarter', 'reports-year'] as const;

export interface ReportEnvironment {
  workspace: GeneratedWorkspace;
  apiBase: string;
  reportBaseline: string;
}

interface Totals {
  revenueMinor: number;
  nightsSold: number;
  nightsAvailable: number;
  reservations: number;
  cancellations: number;
}

/** Whether the baseline's totals per currency equal the API's, for the year. */
export async function reportsAgree(env: ReportEnvironment): Promise<{ same: boolean; api: Record<string, Totals>; baseline: Record<string, Totals> }> {
  const query = `from=${env.workspace.firstNight}&to=${env.workspace.lastNight}`;
  const read = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const [api, baseline] = (await Promise.all([
    read(`${env.apiBase}/reports/summary?${query}`, { authorization: env.workspace.apiKey }),
    read(`${env.reportBaseline}/reports/summary?${query}`),
  ])) as [{ currencies: { currency: string; totals: Totals }[] }, { rows: (Totals & { currency: string; breakdown: string })[] }];
  const pick = ({ revenueMinor, nightsSold, nightsAvailable, reservations, cancellations }: Totals): Totals => ({
    revenueMinor,
    nightsSold,
    nightsAvailable,
    reservations,
    cancellations,
  });
  const apiTotals = Object.fromEntries(api.currencies.map((entry) => [entry.currency, pick(entry.totals)]));
  const baselineTotals = Object.fromEntries(baseline.rows.filter((row) => row.breakdown === 'total').map((row) => [row.currency, pick(row)]));
  const same =
    Object.keys(apiTotals).length === Object.keys(baselineTotals).length &&
    Object.entries(apiTotals).every(([currency, totals]) => JSON.stringify(totals) === JSON.stringify(baselineTotals[currency]));
  return { same, api: apiTotals, baseline: baselineTotals };
}

export function buildReportScenarios(env: ReportEnvironment): Scenario[] {
  const { workspace } = env;
  const auth = { authorization: workspace.apiKey };
  const run = (base: string, to: string, withAuth: boolean) => () => ({
    url: `${base}/reports/summary?from=${workspace.firstNight}&to=${to}`,
    connections: 1,
    amount: 5,
    headers: withAuth ? auth : {},
    timeoutSeconds: 120,
  });
  const quarterTo = addDays(workspace.firstNight, 90);
  return [
    {
      name: 'reports-quarter',
      title: `GET /reports/summary, ${workspace.units.length} units × 91 nights, one request at a time, 5 per run`,
      subject: run(env.apiBase, quarterTo, true),
      baseline: run(env.reportBaseline, quarterTo, false),
      targets: [{ kind: 'ratio-plus-at-most', metric: 'p50', factor: 1.5, plusMs: 2 }, { kind: 'no-errors' }],
      writes: false,
    },
    {
      name: 'reports-year',
      title: `GET /reports/summary, ${workspace.units.length} units × ${workspace.units.length ? 365 : 0} nights, one request at a time, 5 per run`,
      subject: run(env.apiBase, workspace.lastNight, true),
      baseline: run(env.reportBaseline, workspace.lastNight, false),
      targets: [{ kind: 'ratio-plus-at-most', metric: 'p50', factor: 1.5, plusMs: 2 }, { kind: 'at-most', metric: 'p99', ms: 300 }, { kind: 'no-errors' }],
      writes: false,
    },
  ];
}
