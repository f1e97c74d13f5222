/**
 * The ledger under load: 16 clients recording payments (POST /reservations/:id/payments, through
 * the real API: authentication, quota, idempotency record, the reservation's lock, the ledger's
 * sums, events and audit) on 1,000 reservations picked at random, against a bare server that does
 * one INSERT and one UPDATE in a transaction per request on 1,000 other reservations. Warm-up,
 * then three interleaved rounds; medians. Target: ≥ 0.5× the bare throughput. Afterwards every
 * subject reservation's derived fields must equal its ledger's sums.
 */
import { DataSource } from 'typeorm';

import { runLoad } from './autocannon-runner';
import { BareServer, listenBareWithPool, readBody, sendJson } from './bare-http';
import { Prng } from './prng';

export const LEDGER_TARGET = { clients: 16, reservations: 1_000, ratio: 0.5 };

/** $1 workspace, $2 reservation, $3 id, $4 amount: the least a payment write can be. */
const BARE_INSERT_SQL = `INSERT INTO payments (workspace_id, id, reservation_id, kind, amount_minor, currency, method, received_at)
  VALUES ($1, $3, $2, 'PAYMENT', $4, 'EUR', 'CASH', now()) RETURNING id, reservation_id, amount_minor`;
const BARE_UPDATE_SQL = `UPDATE reservations SET paid_amount_minor = paid_amount_minor + $3 WHERE workspace_id = $1 AND id = $2`;

export async function startBareLedgerServer(options: { databaseUrl: string; workspaceId: string; poolSize: number }): Promise<BareServer> {
  let counter = 0;
  return listenBareWithPool(options, 'ledger', (pool) => {
    return (request, response) => {
      const match = /^\/reservations\/([^/]+)\/payments$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) return sendJson(response, 404, '{"statusCode":404}');
      void (async () => {
        const body = JSON.parse(await readBody(request)) as { amountMinor: number };
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const inserted = await client.query(BARE_INSERT_SQL, [options.workspaceId, match[1], `pay_bare_${process.pid}_${(counter += 1)}`, body.amountMinor]);
          await client.query(BARE_UPDATE_SQL, [options.workspaceId, match[1], body.amountMinor]);
          await client.query('COMMIT');
          sendJson(response, 201, JSON.stringify(inserted.rows[0]));
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          sendJson(response, 500, JSON.stringify({ statusCode: 500, msg: (error as Error).message }));
        } finally {
          client.release();
        }
      })();
    };
  });
}

interface Run {
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  failures: number;
  /** CPU ms per request of the server's process (the bench's own for both: each server runs in it). */
  serverCpuMs: number;
  /** CPU ms per request of PostgreSQL. */
  databaseCpuMs: number;
}

export interface LedgerResult {
  reservations: number;
  clients: number;
  requestsPerRun: number;
  api: Run[];
  bare: Run[];
  apiReqPerSec: number;
  bareReqPerSec: number;
  ratio: number;
  /** Reservations of the workspace whose paid amount differs from what their records sum to. */
  mismatched: number;
  pass: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const PAYMENT_BODY = JSON.stringify({ amountMinor: 100, method: 'CASH' });

/** `requests` payments on reservations drawn from `reservationIds`, by autocannon in a child process, so the load never shares the servers' event loop. */
async function load(base: string, headers: Record<string, string>, reservationIds: string[], requests: number, seed: number): Promise<Run> {
  const prng = new Prng(seed);
  const prefix = new URL(base).pathname.replace(/\/$/, '');
  const paths = Array.from({ length: requests }, () => `${prefix}/reservations/${prng.pick(reservationIds)}/payments`);
  const result = await runLoad({
    url: `${base}/reservations/${reservationIds[0]}/payments`,
    method: 'POST',
    connections: LEDGER_TARGET.clients,
    amount: requests,
    headers,
    body: PAYMENT_BODY,
    paths,
  });
  return {
    requests: result.requests,
    seconds: result.seconds,
    reqPerSec: result.reqPerSec,
    p50: result.p50,
    failures: result.requests - (result.statuses['201'] ?? 0) + result.errors,
    serverCpuMs: result.serverCpuMs ?? 0,
    databaseCpuMs: result.databaseCpuMs ?? 0,
  };
}

export async function measureLedger(
  dataSource: DataSource,
  env: { databaseUrl: string; workspaceId: string; apiBase: string; apiKey: string; requestsPerRun: number; poolSize: number },
): Promise<LedgerResult> {
  const rows = (await dataSource.query(`SELECT id FROM reservations WHERE workspace_id = $1 ORDER BY id LIMIT $2`, [
    env.workspaceId,
    2 * LEDGER_TARGET.reservations,
  ])) as { id: string }[];
  const half = Math.floor(rows.length / 2);
  const subjectIds = rows.slice(0, half).map((row) => row.id);
  const bareIds = rows.slice(half, 2 * half).map((row) => row.id);
  const bare = await startBareLedgerServer({ databaseUrl: env.databaseUrl, workspaceId: env.workspaceId, poolSize: env.poolSize });
  try {
    const auth = { authorization: env.apiKey };
    await load(env.apiBase, auth, subjectIds, Math.ceil(env.requestsPerRun / 4), 1);
    await load(bare.origin, {}, bareIds, Math.ceil(env.requestsPerRun / 4), 1);
    const api: Run[] = [];
    const bareRuns: Run[] = [];
    for (let round = 0; round < 3; round += 1) {
      api.push(await load(env.apiBase, auth, subjectIds, env.requestsPerRun, 10 + round));
      bareRuns.push(await load(bare.origin, {}, bareIds, env.requestsPerRun, 10 + round));
    }
    // Every reservation of the workspace, those the runs paid among them, holds its ledger's sum.
    const [{ mismatched }] = await dataSource.query(
      `SELECT count(*)::int AS mismatched FROM reservations r
        WHERE r.workspace_id = $1
          AND r.paid_amount_minor <> (SELECT coalesce(sum(CASE WHEN kind = 'PAYMENT' THEN amount_minor ELSE -amount_minor END), 0)
                                        FROM payments p WHERE p.workspace_id = r.workspace_id AND p.reservation_id = r.id)`,
      [env.workspaceId],
    );
    const apiReqPerSec = median(api.map((run) => run.reqPerSec));
    const bareReqPerSec = median(bareRuns.map((run) => run.reqPerSec));
    const ratio = apiReqPerSec / bareReqPerSec;
    const failures = [...api, ...bareRuns].reduce((sum, run) => sum + run.failures, 0);
    return {
      reservations: subjectIds.length,
      clients: LEDGER_TARGET.clients,
      requestsPerRun: env.requestsPerRun,
      api,
      bare: bareRuns,
      apiReqPerSec,
      bareReqPerSec,
      ratio,
      mismatched,
      pass: ratio >= LEDGER_TARGET.ratio && mismatched === 0 && failures === 0,
    };
  } finally {
    await bare.close();
  }
}

export function renderLedger(result: LedgerResult): string {
  const runs = (label: string, list: Run[]) =>
    `  ${label.padEnd(5)} ${list.map((run) => `${run.reqPerSec.toFixed(0)} req/s (p50 ${run.p50.toFixed(1)} ms, CPU ${run.serverCpuMs.toFixed(2)} + database ${run.databaseCpuMs.toFixed(2)} ms/req${run.failures ? `, ${run.failures} failed` : ''})`).join(', ')}`;
  return [
    `ledger: POST /reservations/:id/payments, ${result.clients} clients on ${result.reservations} reservations, ${result.requestsPerRun} requests per run, vs a bare INSERT + UPDATE transaction`,
    runs('API', result.api),
    runs('bare', result.bare),
    `  medians: API ${result.apiReqPerSec.toFixed(0)} req/s, bare ${result.bareReqPerSec.toFixed(0)} req/s: ${result.ratio.toFixed(2)}× (target ≥ ${LEDGER_TARGET.ratio}×); ${result.mismatched} reservations whose paid amount differs from their ledger: ${result.pass ? 'PASS' : 'MISS'}`,
  ].join('\n');
}
