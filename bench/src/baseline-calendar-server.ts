/**
 * The calendar baseline: a bare `node:http` server with a `pg` pool that answers
 * GET /calendar?from&to&propertyId|unitId with the application's three calendar statements, run
 * at once on three pooled connections as the API runs them, and writes the same JSON
 * `{from,to,units,reservations,blocks}`. No framework, no authentication, no quota, no validation
 * beyond the parameters: what is left is the floor the API is measured against.
 */
import { CALENDAR_BLOCKS_SQL, CALENDAR_RESERVATIONS_SQL, CALENDAR_UNITS_SQL } from './api-sql';
import { BareServer, listenBareWithPool, sendJson } from './bare-http';

export interface BaselineOptions {
  databaseUrl: string;
  workspaceId: string;
  /** Connections of the pool; the same as the API's for a fair comparison. */
  poolSize: number;
  /** The statements to run: the application's by default. */
  statements?: CalendarStatements;
}

export interface CalendarStatements {
  units: string;
  reservations: string;
  blocks: string;
}

const APPLICATION_STATEMENTS: CalendarStatements = { units: CALENDAR_UNITS_SQL, reservations: CALENDAR_RESERVATIONS_SQL, blocks: CALENDAR_BLOCKS_SQL };

/** Rows of JSON text as the list json_agg would write (the statements answer a row per item). */
const jsonList = (rows: { json: string }[]) => `[${rows.map((row) => row.json).join(', ')}]`;

export async function startBaselineCalendarServer(options: BaselineOptions): Promise<BareServer> {
  const statements = options.statements ?? APPLICATION_STATEMENTS;
  return listenBareWithPool(options, 'calendar', (pool) => (request, response) => {
    const url = new URL(request.url ?? '/', 'http://baseline');
    if (request.method !== 'GET' || url.pathname !== '/calendar') return sendJson(response, 404, '{"statusCode":404}');
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    if (!from || !to) return sendJson(response, 400, '{"statusCode":400}');
    const params = [options.workspaceId, from, to, url.searchParams.get('propertyId'), url.searchParams.get('unitId')];
    Promise.all([pool.query(statements.units, params), pool.query(statements.reservations, params), pool.query(statements.blocks, params)]).then(
      ([units, reservations, blocks]) =>
        sendJson(
          response,
          200,
          `{"from":${JSON.stringify(from)},"to":${JSON.stringify(to)},"units":${jsonList(units.rows)},"reservations":${jsonList(reservations.rows)},"blocks":${jsonList(blocks.rows)}}`,
        ),
      (error: Error) => sendJson(response, 500, JSON.stringify({ statusCode: 500, msg: error.message })),
    );
  });
}
