/**
 * The direct-booking website's property page under load: GET /sites/<slug> of the benchmark's
 * flagship property (its units' "from" prices and a month calendar of one unit from the live
 * counters), 32 connections at once, as a burst of visitors would. Target: at least 200 pages/s;
 * no baseline. The same page with dates chosen adds the quote, a dry run of the booking's own
 * create (a rolled-back write transaction): it is measured beside it, without a target.
 */
import { addDays } from '@innkeep/domain';
import { Operator } from '@innkeep/persistence/bench';
import { DataSource } from 'typeorm';

import { LoadResult, runLoad } from './autocannon-runner';
import { GeneratedWorkspace } from './generate-workspace';

export const SITE_PAGE_TARGET = { pagesPerSecond: 200, connections: 32 };

export interface SitePageRuns {
  url: string;
  runs: LoadResult[];
  /** The median run's pages per second. */
  pagesPerSecond: number;
  failed: boolean;
}

export interface SitePageResult {
  units: number;
  /** The property page: prices and a month calendar. */
  page: SitePageRuns;
  /** The same page with dates chosen: and their quote. */
  quote: SitePageRuns;
  pass: boolean;
}

async function measure(url: string, durationSeconds: number): Promise<SitePageRuns> {
  const first = await fetch(url);
  if (first.status !== 200) throw new Error(`${url}: ${first.status}`);
  await runLoad({ url, connections: SITE_PAGE_TARGET.connections, duration: 2 });
  const runs: LoadResult[] = [];
  for (let round = 0; round < 3; round += 1) runs.push(await runLoad({ url, connections: SITE_PAGE_TARGET.connections, duration: durationSeconds }));
  const median = [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[1];
  return { url, runs, pagesPerSecond: median.reqPerSec, failed: runs.some((run) => run.errors > 0 || run.non2xx > 0) };
}

/** One API call of the bench's setup, its answer's JSON; a refusal throws. */
export async function callApi(apiBase: string, key: string, method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers: { authorization: key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The flagship property's published site, published now unless an earlier scenario of the run did; answers its address. */
export async function flagshipSiteUrl(dataSource: DataSource, workspace: GeneratedWorkspace, apiBase: string): Promise<string> {
  // The website is a BUSINESS feature; the generated workspace is on PRO.
  await new Operator(dataSource).setPlan({ workspaceId: workspace.workspaceId, plan: 'BUSINESS', status: 'ACTIVE' });
  const propertyId = workspace.flagshipPropertyId;
  const listed: { sites: { propertyId: string; url: string | null }[] } = await callApi(apiBase, workspace.apiKey, 'GET', '/website');
  const published = listed.sites.find((site) => site.propertyId === propertyId && site.url);
  if (published) return published.url!;
  await callApi(apiBase, workspace.apiKey, 'POST', '/website/drafts', { propertyId });
  return (await callApi(apiBase, workspace.apiKey, 'POST', `/website/${propertyId}/publish`)).url;
}

export async function measureSitePage(
  dataSource: DataSource,
  workspace: GeneratedWorkspace,
  apiBase: string,
  durationSeconds: number,
): Promise<SitePageResult> {
  const propertyId = workspace.flagshipPropertyId;
  const siteUrl = await flagshipSiteUrl(dataSource, workspace, apiBase);
  const units = workspace.units.filter((unit) => unit.propertyId === propertyId);
  const arrival = addDays(workspace.firstNight, 40);
  const pageUrl = `${siteUrl}?unit=${units[0].id}&month=${arrival.slice(0, 7)}`;
  const page = await measure(pageUrl, durationSeconds);
  const quote = await measure(`${pageUrl}&arrival=${arrival}&departure=${addDays(arrival, 3)}&adults=2`, durationSeconds);
  return { units: units.length, page, quote, pass: !page.failed && !quote.failed && page.pagesPerSecond >= SITE_PAGE_TARGET.pagesPerSecond };
}

function renderRuns(label: string, runs: SitePageRuns): string[] {
  return [
    `  ${label}`,
    ...runs.runs.map(
      (run, index) =>
        `  run ${index + 1}  ${run.reqPerSec.toFixed(1).padStart(7)} pages/s  p50 ${run.p50} ms  p99 ${run.p99} ms  ${(run.bodyBytes / 1024).toFixed(1)} kB/page  ${(run.serverCpuMs ?? 0).toFixed(2)} CPU ms/page  ${Object.entries(
          run.statuses,
        )
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')}${run.errors ? `  errors×${run.errors}` : ''}`,
    ),
  ];
}

export function renderSitePage(result: SitePageResult): string {
  return [
    `site-page: GET /sites/<slug> with ${result.units} units' prices and a month calendar, ${SITE_PAGE_TARGET.connections} connections`,
    ...renderRuns('the property page', result.page),
    ...renderRuns('with three nights chosen (their quote is a dry run of the booking)', result.quote),
    `  target: property page ≥ ${SITE_PAGE_TARGET.pagesPerSecond} pages/s (median run), no error on either: ${result.page.pagesPerSecond.toFixed(1)} pages/s, ${result.pass ? 'PASS' : 'MISS'}; with a quote ${result.quote.pagesPerSecond.toFixed(1)} pages/s`,
  ].join('\n');
}
