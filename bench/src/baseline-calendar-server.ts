/**
 * The calendar baseline: a bare `node:http` server with a `pg` pool that answers
 * GET /calendar?from&to&propertyId|unitId with the application's calendar statement, its rows of
 * JSON read through COPY as bytes and written out as they came, as the API does, or with given
 * statements of a row per item (those of 2026-11-28: three, run at once on three pooled connections,
 * their rows joined into `{from,to,units,reservations,blocks}`). No framework, no authentication,
 * no quota, no validation beyond the parameters: what is left is the floor the API is measured against.
 */
import { ServerResponse } from 'node:http';

import { nightsBetween } from '@innkeep/domain';
import { copyFirstColumns, inlineParameters } from '@innkeep/persistence/bench';
import { Pool } from 'pg';

import { calendarStatementFor } from './api-sql';
import { BareServer, listenBareWithPool, sendJson } from './bare-http';

export interface BaselineOptions {
  databaseUrl: string;
  workspaceId: string;
  /** Connections of the pool; the same as the API's for a fair comparison. */
  poolSize: number;
  /** Statements of a row per item to run instead of the application's one (the baseline of 2026-11-28). */
  statements?: CalendarStatements;
}

export interface CalendarStatements {
  units: string;
  reservations: string;
  blocks: string;
}

/** Rows of JSON text as the list json_agg would write (the statements answer a row per item). */
const jsonList = (rows: { json: string }[]) => `[${rows.map((row) => row.json).join(', ')}]`;

type Params = (string | null)[];

/** The application's way: one statement, its rows' bytes sent on unread. */
async function answerWithApplicationStatement(pool: Pool, params: Params, response: ServerResponse): Promise<void> {
  const [, from, to] = params;
  const client = await pool.connect();
  try {
    const parts = await copyFirstColumns(
      client,
      inlineParameters(calendarStatementFor(nightsBetween(from as string, to as string) + 1), [...params, JSON.stringify(from), JSON.stringify(to)]),
    );
    if (!parts.length) return sendJson(response, 404, '{"statusCode":404}');
    let length = 0;
    for (const part of parts) length += part.length;
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': length });
    for (const part of parts) response.write(part, 'latin1');
    response.end();
  } finally {
    client.release();
  }
}

/** The way of 2026-11-28: three statements of a row per item, decoded and joined. */
async function answerWithStatements(pool: Pool, statements: CalendarStatements, params: Params, response: ServerResponse): Promise<void> {
  const [, from, to] = params;
  const [units, reservations, blocks] = await Promise.all([
    pool.query(statements.units, params),
    pool.query(statements.reservations, params),
    pool.query(statements.blocks, params),
  ]);
  sendJson(
    response,
    200,
    `{"from":${JSON.stringify(from)},"to":${JSON.stringify(to)},"units":${jsonList(units.rows)},"reservations":${jsonList(reservations.rows)},"blocks":${jsonList(blocks.rows)}}`,
  );
}

export async function startBaselineCalendarServer(options: BaselineOptions): Promise<BareServer> {
  const { statements } = options;
  return listenBareWithPool(options, 'calendar', (pool) => (request, response) => {
    const url = new URL(request.url ?? '/', 'http://baseline');
    if (request.method !== 'GET' || url.pathname !== '/calendar') return sendJson(response, 404, '{"statusCode":404}');
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    if (!from || !to) return sendJson(response, 400, '{"statusCode":400}');
    const params = [options.workspaceId, from, to, url.searchParams.get('propertyId'), url.searchParams.get('unitId')];
    const answered = statements ? answerWithStatements(pool, statements, params, response) : answerWithApplicationStatement(pool, params, response);
    answered.catch((error: Error) => sendJson(response, 500, JSON.stringify({ statusCode: 500, msg: error.message })));
  });
}
