/**
 * The rates and availability baseline: a bare `node:http` server with a `pg` pool that runs the
 * application's own statements (one unnest upsert for PUT /rates, the gaps-and-islands query for
 * GET /availability) for the same request, with nothing around them: the floor the API is
 * measured against.
 */
import { RequestListener } from 'node:http';

import { AvailabilitySql, RateSql } from '@innkeep/persistence/bench';
import { Pool } from 'pg';

import { BareServer, listenBareWithPool, readBody, sendJson } from './bare-http';

export interface RatesBaselineOptions {
  databaseUrl: string;
  workspaceId: string;
  poolSize: number;
}

const ISO_WEEKDAY: Record<string, number> = { MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6, SUN: 7 };

export async function startBaselineRatesServer(options: RatesBaselineOptions): Promise<BareServer> {
  return listenBareWithPool(options, 'rates', (pool) => ratesHandler(pool, options.workspaceId));
}

function ratesHandler(pool: Pool, workspaceId: string): RequestListener {
  // The plans of a property are looked up once: the baseline is the upsert alone.
  const plans = new Map<string, Promise<string[]>>();
  const plansOf = (propertyId: string) => {
    if (!plans.has(propertyId)) {
      plans.set(
        propertyId,
        pool
          .query(
            `SELECT array_agg(rp.id ORDER BY u.id, rp.id) AS ids FROM rate_plans rp JOIN units u ON u.workspace_id = rp.workspace_id AND u.id = rp.unit_id
              WHERE rp.workspace_id = $1 AND u.property_id = $2`,
            [workspaceId, propertyId],
          )
          .then((result) => result.rows[0].ids as string[]),
      );
    }
    return plans.get(propertyId)!;
  };
  const fail = (response: Parameters<typeof sendJson>[0]) => (error: Error) => sendJson(response, 500, JSON.stringify({ statusCode: 500, msg: error.message }));
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://baseline');
    if (request.method === 'PUT' && url.pathname === '/rates') {
      void readBody(request)
        .then(async (text) => {
          const body = JSON.parse(text) as { propertyId: string; from: string; to: string; priceMinor: number };
          const params = [
            workspaceId,
            await plansOf(body.propertyId),
            body.from,
            body.to,
            null,
            true,
            body.priceMinor,
            false,
            null,
            false,
            null,
            false,
            null,
            false,
            null,
            false,
            null,
          ];
          const written = await pool.query(RateSql.UPSERT_SQL, params);
          sendJson(response, 200, `{"updated":${written.rows[0].updated}}`);
        })
        .catch(fail(response));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/availability') {
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      const weekdays =
        url.searchParams
          .get('weekdays')
          ?.split(',')
          .map((day) => ISO_WEEKDAY[day]) ?? null;
      const params = [
        workspaceId,
        from,
        to,
        url.searchParams.get('propertyId'),
        url.searchParams.get('unitId'),
        Number(url.searchParams.get('minNights') ?? 1),
        weekdays,
      ];
      pool
        .query(AvailabilitySql.AVAILABILITY_SQL, params)
        .then(
          (result) => sendJson(response, 200, `{"from":${JSON.stringify(from)},"to":${JSON.stringify(to)},"units":${result.rows[0].units}}`),
          fail(response),
        );
      return;
    }
    sendJson(response, 404, '{"statusCode":404}');
  };
}
