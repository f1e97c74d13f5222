/**
 * What fees and taxes cost a quote: GET /availability/check and the website's page with dates
 * chosen (its quote is the dry run of the booking) on the flagship property, without fees and taxes
 * and with two fees and three taxes, in alternating rounds (without, with, without…) so that a noisy
 * machine weighs on both alike. Target: with ≥ 0.9× the requests per second of without.
 */
import { addDays } from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { LoadResult, runLoad } from './autocannon-runner';
import { GeneratedWorkspace } from './generate-workspace';
import { callApi, flagshipSiteUrl } from './site-page';

export const QUOTE_COST_TARGET = 0.9;

const FEES_AND_TAXES = {
  fees: [
    { code: 'LINEN', label: 'Linen', kind: 'PER_GUEST_PER_NIGHT', amountMinor: 300 },
    { code: 'SERVICE', label: 'Service', kind: 'PERCENT_OF_ACCOMMODATION', percent: 3 },
  ],
  taxes: [
    { code: 'VAT', label: 'VAT', kind: 'PERCENT', percent: 10, base: 'ACCOMMODATION_AND_FEES', inclusive: false },
    {
      code: 'TOURIST_TAX',
      label: 'Tourist tax',
      kind: 'PER_GUEST_PER_NIGHT',
      amountMinor: 250,
      base: 'ACCOMMODATION',
      inclusive: false,
      childrenExempt: true,
      maxNights: 7,
    },
    { code: 'CITY_LEVY', label: 'City levy', kind: 'PERCENT', percent: 5, base: 'ACCOMMODATION', inclusive: true },
  ],
};

export interface QuoteCost {
  what: string;
  without: LoadResult[];
  with: LoadResult[];
  /** Median req/s with ÷ median req/s without. */
  ratio: number;
  failed: boolean;
}

const median = (runs: LoadResult[]) => [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)].reqPerSec;

export async function measureQuoteCosts(dataSource: DataSource, workspace: GeneratedWorkspace, apiBase: string, durationSeconds: number): Promise<QuoteCost[]> {
  const propertyId = workspace.flagshipPropertyId;
  const unit = workspace.units.find((candidate) => candidate.propertyId === propertyId)!;
  const arrival = addDays(workspace.firstNight, 40);
  const departure = addDays(arrival, 9);
  const siteUrl = await flagshipSiteUrl(dataSource, workspace, apiBase);
  const targets: { what: string; url: string; headers: Record<string, string>; connections: number }[] = [
    {
      what: `GET /availability/check, 9 nights, 8 connections`,
      url: `${apiBase}/availability/check?unitId=${unit.id}&arrivalDate=${arrival}&departureDate=${departure}&adults=3&children=1`,
      headers: { authorization: workspace.apiKey },
      connections: 8,
    },
    {
      what: `the website's page with 9 nights chosen (their quote), 32 connections`,
      url: `${siteUrl}?unit=${unit.id}&arrival=${arrival}&departure=${departure}&adults=3`,
      headers: {},
      connections: 32,
    },
  ];
  const setFees = (on: boolean) =>
    callApi(apiBase, workspace.apiKey, 'PUT', `/properties/${propertyId}/fees-and-taxes`, on ? FEES_AND_TAXES : { fees: [], taxes: [] });
  const results: QuoteCost[] = [];
  try {
    for (const target of targets) {
      const runs = { without: [] as LoadResult[], with: [] as LoadResult[] };
      await runLoad({ url: target.url, headers: target.headers, connections: target.connections, duration: 2 });
      for (let round = 0; round < 3; round += 1) {
        for (const side of ['without', 'with'] as const) {
          await setFees(side === 'with');
          runs[side].push(await runLoad({ url: target.url, headers: target.headers, connections: target.connections, duration: durationSeconds }));
        }
      }
      const failed = [...runs.without, ...runs.with].some((run) => run.errors > 0 || run.non2xx > 0);
      results.push({ what: target.what, ...runs, ratio: median(runs.with) / median(runs.without), failed });
    }
  } finally {
    await setFees(false);
  }
  return results;
}

export function renderQuoteCosts(costs: QuoteCost[]): string {
  return [
    `quotes: with two fees and three taxes against without, alternating rounds; target ≥ ${QUOTE_COST_TARGET}× req/s`,
    ...costs.flatMap((cost) => [
      `  ${cost.what}`,
      `    without  ${cost.without.map((run) => run.reqPerSec.toFixed(1)).join(' / ')} req/s, p50 ${cost.without.map((run) => run.p50).join(' / ')} ms`,
      `    with     ${cost.with.map((run) => run.reqPerSec.toFixed(1)).join(' / ')} req/s, p50 ${cost.with.map((run) => run.p50).join(' / ')} ms`,
      `    ratio ${cost.ratio.toFixed(2)}× ${cost.failed ? 'FAILED (errors)' : cost.ratio >= QUOTE_COST_TARGET ? 'PASS' : 'MISS'}`,
    ]),
  ].join('\n');
}
