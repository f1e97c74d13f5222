/*
 * The rates statements, exported so that the benchmark baselines run exactly this SQL.
 */

/** The nights of a selection, as a set: `d` is the night (date). */
export const NIGHTS = `(SELECT g::date AS d FROM generate_series($3::date, $4::date, interval '1 day') AS g
                  WHERE $5::int[] IS NULL OR extract(isodow FROM g)::int = ANY($5::int[]))`;

export const LIST_SQL = `
SELECT COALESCE(json_agg(json_build_object(
         'ratePlanId', rp.id, 'unitId', rp.unit_id, 'date', n.d,
         'priceMinor', COALESCE(rn.price_minor, rp.base_price_minor), 'currency', p.currency,
         'minNights', rn.min_nights, 'maxNights', rn.max_nights,
         'closedToArrival', COALESCE(rn.closed_to_arrival, false), 'closedToDeparture', COALESCE(rn.closed_to_departure, false),
         'stopSell', COALESCE(rn.stop_sell, false)
       ) ORDER BY rp.unit_id, rp.is_default DESC, rp.id, n.d), '[]')::text AS rates
  FROM rate_plans rp
  JOIN units u ON u.workspace_id = rp.workspace_id AND u.id = rp.unit_id
  JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
  CROSS JOIN ${NIGHTS} AS n
  LEFT JOIN rate_nights rn ON rn.workspace_id = rp.workspace_id AND rn.rate_plan_id = rp.id AND rn.night = n.d
 WHERE rp.workspace_id = $1 AND rp.id = ANY($2::text[])`;

/**
 * One upsert for every plan and night: each field is written only when the request sets it
 * ($6… say which), so a price write keeps the restrictions and the other way round.
 */
export const UPSERT_SQL = `
WITH target AS (SELECT plan, n.d FROM unnest($2::text[]) AS plan CROSS JOIN ${NIGHTS} AS n),
conflict AS (
  SELECT t.plan, t.d,
         CASE WHEN $8 THEN $9::int ELSE r.min_nights END AS min_nights,
         CASE WHEN $10 THEN $11::int ELSE r.max_nights END AS max_nights
    FROM target t
    LEFT JOIN rate_nights r ON r.workspace_id = $1 AND r.rate_plan_id = t.plan AND r.night = t.d
   WHERE (CASE WHEN $8 THEN $9::int ELSE r.min_nights END) > (CASE WHEN $10 THEN $11::int ELSE r.max_nights END)
   ORDER BY t.d, t.plan LIMIT 1),
written AS (
  INSERT INTO rate_nights AS r (workspace_id, rate_plan_id, night, price_minor, min_nights, max_nights, closed_to_arrival, closed_to_departure, stop_sell, updated_at)
  SELECT $1, plan, d, $7, $9, $11, COALESCE($13, false), COALESCE($15, false), COALESCE($17, false), now()
    FROM target WHERE NOT EXISTS (SELECT 1 FROM conflict)
  ON CONFLICT (workspace_id, rate_plan_id, night) DO UPDATE SET
    price_minor = CASE WHEN $6 THEN EXCLUDED.price_minor ELSE r.price_minor END,
    min_nights = CASE WHEN $8 THEN EXCLUDED.min_nights ELSE r.min_nights END,
    max_nights = CASE WHEN $10 THEN EXCLUDED.max_nights ELSE r.max_nights END,
    closed_to_arrival = CASE WHEN $12 THEN EXCLUDED.closed_to_arrival ELSE r.closed_to_arrival END,
    closed_to_departure = CASE WHEN $14 THEN EXCLUDED.closed_to_departure ELSE r.closed_to_departure END,
    stop_sell = CASE WHEN $16 THEN EXCLUDED.stop_sell ELSE r.stop_sell END,
    updated_at = now()
  RETURNING 1)
SELECT (SELECT count(*)::int FROM written) AS updated,
       (SELECT json_build_object('ratePlanId', plan, 'date', d, 'minNights', min_nights, 'maxNights', max_nights) FROM conflict) AS conflict`;

/** Current and new price of every affected night; $6 percent or $7 amount. */
export const ADJUSTED = `
SELECT rp.id AS plan, n.d, p.currency, COALESCE(rn.price_minor, rp.base_price_minor) AS price,
       CASE WHEN $6::numeric IS NOT NULL THEN round(COALESCE(rn.price_minor, rp.base_price_minor) * (1 + $6::numeric / 100))::int
            ELSE COALESCE(rn.price_minor, rp.base_price_minor) + $7::int END AS new_price
  FROM rate_plans rp
  JOIN units u ON u.workspace_id = rp.workspace_id AND u.id = rp.unit_id
  JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
  CROSS JOIN ${NIGHTS} AS n
  LEFT JOIN rate_nights rn ON rn.workspace_id = rp.workspace_id AND rn.rate_plan_id = rp.id AND rn.night = n.d
 WHERE rp.workspace_id = $1 AND rp.id = ANY($2::text[])`;

/** Refuses as a whole: nothing is written when any night moves by more than $8 of its price. */
export const ADJUST_SQL = `
WITH adjusted AS (${ADJUSTED}),
refused AS (
  SELECT plan, d, currency, price, new_price FROM adjusted
   WHERE new_price IS NULL OR new_price < 0 OR abs(new_price - price) > price * $8::numeric
   ORDER BY d, plan LIMIT 1),
written AS (
  INSERT INTO rate_nights AS r (workspace_id, rate_plan_id, night, price_minor, updated_at)
  SELECT $1, plan, d, new_price, now() FROM adjusted WHERE NOT EXISTS (SELECT 1 FROM refused)
  ON CONFLICT (workspace_id, rate_plan_id, night) DO UPDATE SET price_minor = EXCLUDED.price_minor, updated_at = now()
  RETURNING 1)
SELECT (SELECT count(*)::int FROM written) AS updated,
       (SELECT json_build_object('ratePlanId', plan, 'date', d, 'priceMinor', price, 'newPriceMinor', new_price, 'currency', currency) FROM refused) AS refused`;
