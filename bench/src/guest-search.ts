/**
 * Guest search at scale: the generated workspace's guests topped up to 100,000 (names from the same
 * pools, accents included, a unique e-mail each), then GET /guests?search= through the real API,
 * one request at a time, for searches a host types: part of a name with or without its accents,
 * a surname in capitals, part of an e-mail. Target: p50 < 20 ms per search over 100,000 guests.
 */
import { createRepositories } from '@innkeep/persistence/bench';
import { DataSource } from 'typeorm';

export const GUEST_SEARCH_TARGET = { guests: 100_000, p50Ms: 20 };

const SEARCHES = ['jose', 'JOÃO', 'muller', 'Chloé Dubois', 'garcia', 'ines santos', 'tanaka', 'guest.4242', 'obrien'];
const WARM_UP = 10;
const REQUESTS_PER_SEARCH = 60;

export interface GuestSearchResult {
  guests: number;
  searches: { search: string; p50: number; p95: number; sqlP50: number; matchesOnFirstPage: number }[];
  p50: number;
  p95: number;
  /** The repository's statement alone, from this process, one at a time. */
  sqlP50: number;
  /** GET /is-connected, interleaved with the searches: what any request costs on this machine now. */
  floorP50: number;
  pass: boolean;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

/** Adds guests to the workspace in one statement until it holds `total`; the trigger fills their search text. */
async function topUpGuests(dataSource: DataSource, workspaceId: string, total: number): Promise<number> {
  const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM guests WHERE workspace_id = $1`, [workspaceId]);
  if (n < total) {
    await dataSource.query(
      `INSERT INTO guests (workspace_id, id, first_name, last_name, email, phone)
       SELECT $1, 'gst_bench_' || i,
              (ARRAY['Ana','João','Maria','José','Sofia','Tiago','Inês','Miguel','Emma','Lucas','Mia','Noah','Olivia','Liam','Chloé','Hugo','Greta','Jonas','Aiko','Ravi'])[1 + i % 20],
              (ARRAY['Silva','Santos','Ferreira','Pereira','Costa','Oliveira','Martins','Smith','Müller','Dubois','Rossi','García','Jansen','Nowak','Tanaka','Kumar','Andersson','O''Brien','Novak','Lopes'])[1 + (i / 20) % 20],
              'guest.' || i || '@example.test', NULL
         FROM generate_series(1, $2::int) AS i`,
      [workspaceId, total - n],
    );
    // As autovacuum would leave a table of this size between bulk loads.
    await dataSource.query(`VACUUM ANALYZE guests`);
  }
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM guests WHERE workspace_id = $1`, [workspaceId]);
  return count;
}

export async function measureGuestSearch(dataSource: DataSource, env: { workspaceId: string; apiBase: string; apiKey: string }): Promise<GuestSearchResult> {
  const guests = await topUpGuests(dataSource, env.workspaceId, GUEST_SEARCH_TARGET.guests);
  const search = async (text: string) => {
    const started = performance.now();
    const response = await fetch(`${env.apiBase}/guests?search=${encodeURIComponent(text)}`, { headers: { authorization: env.apiKey } });
    const body = (await response.json()) as { guests?: unknown[] };
    if (response.status !== 200 || !body.guests) throw new Error(`GET /guests?search=${text} answered ${response.status}`);
    return { ms: performance.now() - started, matches: body.guests.length };
  };
  const repos = createRepositories(dataSource.manager);
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const floor = () => timed(() => fetch(`${env.apiBase}/is-connected`, { headers: { authorization: env.apiKey } }).then((response) => response.text()));
  const all: number[] = [];
  const sqlAll: number[] = [];
  const floorAll: number[] = [];
  const searches: GuestSearchResult['searches'] = [];
  for (const text of SEARCHES) {
    for (let i = 0; i < WARM_UP; i += 1) await search(text);
    const times: number[] = [];
    const sqlTimes: number[] = [];
    let matches = 0;
    for (let i = 0; i < REQUESTS_PER_SEARCH; i += 1) {
      const result = await search(text);
      times.push(result.ms);
      matches = result.matches;
      sqlTimes.push(await timed(() => repos.guests.list(env.workspaceId, { search: text, take: 51 })));
      floorAll.push(await floor());
    }
    times.sort((a, b) => a - b);
    sqlTimes.sort((a, b) => a - b);
    all.push(...times);
    sqlAll.push(...sqlTimes);
    searches.push({ search: text, p50: percentile(times, 0.5), p95: percentile(times, 0.95), sqlP50: percentile(sqlTimes, 0.5), matchesOnFirstPage: matches });
  }
  all.sort((a, b) => a - b);
  sqlAll.sort((a, b) => a - b);
  floorAll.sort((a, b) => a - b);
  const p50 = percentile(all, 0.5);
  return {
    guests,
    searches,
    p50,
    p95: percentile(all, 0.95),
    sqlP50: percentile(sqlAll, 0.5),
    floorP50: percentile(floorAll, 0.5),
    pass: guests >= GUEST_SEARCH_TARGET.guests && p50 < GUEST_SEARCH_TARGET.p50Ms,
  };
}

export function renderGuestSearch(result: GuestSearchResult): string {
  const lines = [
    `guest-search: GET /guests?search= over ${result.guests.toLocaleString('en')} guests, one request at a time, ${REQUESTS_PER_SEARCH} per search`,
  ];
  for (const row of result.searches) {
    lines.push(
      `  ${JSON.stringify(row.search).padEnd(16)} p50 ${row.p50.toFixed(2).padStart(6)} ms  p95 ${row.p95.toFixed(2).padStart(6)} ms  statement p50 ${row.sqlP50.toFixed(2).padStart(6)} ms  ${row.matchesOnFirstPage} on the first page`,
    );
  }
  lines.push(
    `  the statement alone: p50 ${result.sqlP50.toFixed(2)} ms; GET /is-connected meanwhile (any request's floor on this machine now): p50 ${result.floorP50.toFixed(2)} ms`,
  );
  lines.push(
    `  all searches: p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms; target p50 < ${GUEST_SEARCH_TARGET.p50Ms} ms over ${GUEST_SEARCH_TARGET.guests.toLocaleString('en')} guests: ${result.pass ? 'PASS' : 'MISS'}`,
  );
  return lines.join('\n');
}
