/**
 * The direct-booking website's property page under load: GET /sites/<slug> of the benchmark's
 * flagship property (its units' "from" prices, a month calendar of one unit from the live
 * counters and a quote for chosen dates), 32 connections at once, as a burst of visitors would.
 * No baseline: the target is absolute, at least 200 pages/s.
 */
import { addDays } from '@innkeep/domain';
import { Operator } from '@innkeep/persistence';
import { DataSource } from 'typeorm';
import { LoadResult, runLoad } from './autocannon-runner';
import { GeneratedWorkspace } from './generate-workspace';

export const SITE_PAGE_TARGET = { pagesPerSecond: 200, connections: 32 };

export interface SitePageResult {
  url: string;
  units: number;
  runs: LoadResult[];
  /** The median run's pages per second. */
  pagesPerSecond: number;
  pass: boolean;
}

async function call(apiBase: string, key: string, method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${apiBase}${path}`, { method, headers: { authorization: key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function measureSitePage(dataSource: DataSource, workspace: GeneratedWorkspace, apiBase: string, durationSeconds: number): Promise<SitePageResult> {
  // The website is a BUSINESS feature; the generated workspace is on PRO.
  await new Operator(dataSource).setPlan({ workspaceId: workspace.workspaceId, plan: 'BUSINESS', status: 'ACTIVE' });
  const propertyId = workspace.flagshipPropertyId;
  await call(apiBase, workspace.apiKey, 'POST', '/website/drafts', { propertyId });
  const site = await call(apiBase, workspace.apiKey, 'POST', `/website/${propertyId}/publish`);
  const units = workspace.units.filter((unit) => unit.propertyId === propertyId);
  const arrival = addDays(workspace.firstNight, 40);
  const url = `${site.url}?unit=${units[0].id}&month=${arrival.slice(0, 7)}&arrival=${arrival}&departure=${addDays(arrival, 3)}&adults=2`;
  const first = await fetch(url);
  if (first.status !== 200) throw new Error(`${url}: ${first.status}`);
  await runLoad({ url, connections: SITE_PAGE_TARGET.connections, duration: 2 });
  const runs: LoadResult[] = [];
  for (let round = 0; round < 3; round += 1) runs.push(await runLoad({ url, connections: SITE_PAGE_TARGET.connections, duration: durationSeconds }));
  const median = [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[1];
  const failed = runs.some((run) => run.errors > 0 || run.non2xx > 0);
  return { url, units: units.length, runs, pagesPerSecond: median.reqPerSec, pass: !failed && median.reqPerSec >= SITE_PAGE_TARGET.pagesPerSecond };
}

export function renderSitePage(result: SitePageResult): string {
  const lines = [`site-page: GET /sites/<slug> with ${result.units} units' prices, a month calendar and a quote, ${SITE_PAGE_TARGET.connections} connections`];
  result.runs.forEach((run, index) => {
    lines.push(
      `  run ${index + 1}  ${run.reqPerSec.toFixed(1).padStart(7)} pages/s  p50 ${run.p50} ms  p99 ${run.p99} ms  ${(run.bodyBytes / 1024).toFixed(1)} kB/page  ${Object.entries(run.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}${run.errors ? `  errors×${run.errors}` : ''}`,
    );
  });
  lines.push(`  target: ≥ ${SITE_PAGE_TARGET.pagesPerSecond} pages/s (median run), no error: ${result.pagesPerSecond.toFixed(1)} pages/s, ${result.pass ? 'PASS' : 'MISS'}`);
  return lines.join('\n');
}
