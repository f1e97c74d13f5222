/**
 * The revenue-report baseline: a bare `node:http` server with a `pg` pool that answers
 * GET /reports/summary with the same sums as the API (per currency: the total, and per source,
 * property, unit and month), written by hand as one plain statement: every unit-night of the period
 * and every night of every stay, summed. It builds no figures around the sums: the floor the
 * API's whole path (keys, quotas, validation, the ratios, the JSON) is measured against.
 */
import { BareServer, listenBareWithPool, sendJson } from './bare-http';

export interface ReportBaselineOptions {
  databaseUrl: string;
  workspaceId: string;
  poolSize: number;
}

/** $1 workspace, $2 first night, $3 last night (inclusive). */
export const HAND_WRITTEN_REPORT_SQL = `
WITH u AS (
  SELECT u.id, u.property_id, p.currency, u.count_of_rooms
    FROM units u JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
   WHERE u.workspace_id = $1),
supply AS (
  SELECT u.currency, u.property_id, u.id AS unit_id, NULL::text AS source, to_char(n, 'YYYY-MM') AS month,
         GREATEST(COALESCE(c.rooms, u.count_of_rooms) - COALESCE(c.owner_blocked + c.maintenance_blocked, 0), 0) AS available,
         0 AS sold, 0 AS revenue, 0 AS reservations, 0 AS cancellations
    FROM u CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS n
    LEFT JOIN calendar_nights c ON c.workspace_id = $1 AND c.unit_id = u.id AND c.night = n::date),
stay_nights AS (
  SELECT r.currency, u.property_id, r.unit_id, r.source, to_char(n, 'YYYY-MM') AS month, 0 AS available,
         (r.status <> 'CANCELLED')::int AS sold,
         CASE WHEN r.status = 'CANCELLED' THEN 0
              WHEN n::date = r.arrival_date THEN r.total_amount_minor - (r.departure_date - r.arrival_date - 1) * (r.total_amount_minor / (r.departure_date - r.arrival_date))
              ELSE r.total_amount_minor / (r.departure_date - r.arrival_date) END AS revenue,
         (r.status <> 'CANCELLED' AND n::date = GREATEST(r.arrival_date, $2::date))::int AS reservations,
         (r.status = 'CANCELLED' AND n::date = GREATEST(r.arrival_date, $2::date))::int AS cancellations
    FROM reservations r JOIN u ON u.id = r.unit_id
   CROSS JOIN generate_series(GREATEST(r.arrival_date, $2::date), LEAST(r.departure_date - 1, $3::date), interval '1 day') AS n
   WHERE r.workspace_id = $1 AND r.arrival_date <= $3::date AND r.departure_date > $2::date
     AND r.status IN ('PROVISIONAL', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT', 'CANCELLED')),
facts AS (SELECT * FROM supply UNION ALL SELECT * FROM stay_nights)
SELECT COALESCE(json_agg(json_build_object(
         'currency', currency,
         'breakdown', CASE g WHEN 15 THEN 'total' WHEN 7 THEN 'channel' WHEN 11 THEN 'property' WHEN 13 THEN 'unit' ELSE 'month' END,
         'key', COALESCE(source, property_id, unit_id, month),
         'revenueMinor', revenue, 'nightsSold', sold, 'nightsAvailable', available, 'reservations', reservations, 'cancellations', cancellations)), '[]')::text AS rows
  FROM (SELECT currency, source, property_id, unit_id, month, GROUPING(source, property_id, unit_id, month) AS g,
               sum(revenue) AS revenue, sum(sold) AS sold, sum(available) AS available, sum(reservations) AS reservations, sum(cancellations) AS cancellations
          FROM facts
         GROUP BY GROUPING SETS ((currency), (currency, source), (currency, property_id), (currency, unit_id), (currency, month))
        HAVING NOT (GROUPING(source) = 0 AND source IS NULL)) AS sums`;

export async function startBaselineReportServer(options: ReportBaselineOptions): Promise<BareServer> {
  return listenBareWithPool(options, 'report', (pool) => (request, response) => {
    const url = new URL(request.url ?? '/', 'http://baseline');
    if (request.method !== 'GET' || url.pathname !== '/reports/summary') return sendJson(response, 404, '{"statusCode":404}');
    pool.query(HAND_WRITTEN_REPORT_SQL, [options.workspaceId, url.searchParams.get('from'), url.searchParams.get('to')]).then(
      (result) => sendJson(response, 200, `{"rows":${result.rows[0].rows}}`),
      (error: Error) => sendJson(response, 500, JSON.stringify({ statusCode: 500, msg: error.message })),
    );
  });
}
