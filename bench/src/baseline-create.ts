/**
 * The create baseline: POST /reservations with the API's body, answered by a bare `node:http`
 * server running the raw create transaction in node-pg: BEGIN; hold the nights with the API's
 * conditional upsert; insert the guest; insert the reservation (priced like the API prices it)
 * and return it as the API's JSON (the same bytes); COMMIT. A full night answers 409 NO_AVAILABILITY.
 * It does not read the stay restrictions (min/max nights, closed to arrival…) the API checks: the
 * baseline is the bare transaction on purpose, so that read is part of what the ratio measures.
 * GET /reservations/:id answers one reservation as the API's JSON, from one SELECT. Its statements
 * are prepared once per connection, as the API's hot statements are.
 */
import { randomBytes } from 'node:crypto';

import { addDays, nightsBetween } from '@innkeep/domain';
import { Pool, PoolClient } from 'pg';

import { HOLD_RESERVED_SQL, RESERVATION_JOINS, RESERVATION_JSON } from './api-sql';
import { BareServer, listenBareWithPool, readBody, sendJson } from './bare-http';
import { BaselineOptions } from './baseline-calendar-server';

interface CreateBody {
  unitId: string;
  arrivalDate: string;
  departureDate: string;
  source: string;
  adults?: number;
  children?: number;
  notes?: string;
  guest: { firstName: string; lastName: string; email?: string; phone?: string };
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const newId = (prefix: string) => `${prefix}_${Array.from(randomBytes(20), (byte) => BASE62[byte % 62]).join('')}`;

/** As the API's: one guest per e-mail, a known e-mail is that guest again (docs/contract.md#guests). */
const INSERT_GUEST_SQL = `INSERT INTO guests (workspace_id, id, first_name, last_name, email, phone) VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (workspace_id, email) WHERE email IS NOT NULL AND NOT self_declared DO UPDATE SET phone = coalesce(guests.phone, EXCLUDED.phone)
  RETURNING id`;

/**
 * The reservation, priced night by night as the API's pricing repository prices it (the rate
 * night's price, else the default plan's base price), returned as the API's JSON.
 */
const INSERT_RESERVATION_SQL = `
WITH r AS (
  INSERT INTO reservations (workspace_id, id, property_id, unit_id, rate_plan_id, guest_id, status, source,
                            arrival_date, departure_date, adults, children, total_amount_minor, currency, notes)
  SELECT u.workspace_id, $3, u.property_id, u.id, rp.id, $4, 'CONFIRMED', $5, $6::date, $7::date, $8, $9,
         COALESCE((SELECT sum(COALESCE(rn.price_minor, rp.base_price_minor))
                     FROM generate_series($6::date, $7::date - 1, interval '1 day') AS d
                     LEFT JOIN rate_nights rn ON rn.workspace_id = rp.workspace_id AND rn.rate_plan_id = rp.id AND rn.night = d::date), 0)::int,
         p.currency, $10
    FROM units u
    JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
    LEFT JOIN rate_plans rp ON rp.workspace_id = u.workspace_id AND rp.unit_id = u.id AND rp.is_default
   WHERE u.workspace_id = $1 AND u.id = $2
  RETURNING *
)
SELECT ${RESERVATION_JSON} AS reservation FROM r ${RESERVATION_JOINS}`;

const READ_RESERVATION_SQL = `SELECT ${RESERVATION_JSON} AS reservation FROM reservations r ${RESERVATION_JOINS} WHERE r.workspace_id = $1 AND r.id = $2`;

async function readReservation(pool: Pool, workspaceId: string, id: string): Promise<{ status: number; text: string }> {
  const { rows } = await pool.query({ name: 'baseline_read', text: READ_RESERVATION_SQL, values: [workspaceId, id] });
  return rows.length ? { status: 200, text: JSON.stringify(rows[0].reservation) } : { status: 404, text: '{"statusCode":404,"code":"NOT_FOUND"}' };
}

async function createReservation(client: PoolClient, workspaceId: string, body: CreateBody): Promise<{ status: number; text: string }> {
  await client.query('BEGIN');
  try {
    const held = await client.query({
      name: 'baseline_hold',
      text: HOLD_RESERVED_SQL,
      values: [workspaceId, body.unitId, body.arrivalDate, body.departureDate, 1],
    });
    if (held.rowCount !== nightsBetween(body.arrivalDate, body.departureDate)) {
      await client.query('ROLLBACK');
      const taken = new Set(held.rows.map((row: { night: string }) => row.night));
      let night = body.arrivalDate;
      while (taken.has(night)) night = addDays(night, 1);
      const msg = `No room of this unit is free on ${night}.`;
      return { status: 409, text: JSON.stringify({ statusCode: 409, code: 'NO_AVAILABILITY', msg, unitId: body.unitId, night }) };
    }
    const guest = body.guest;
    const storedGuest = await client.query({
      name: 'baseline_guest',
      text: INSERT_GUEST_SQL,
      values: [
        workspaceId,
        newId('gst'),
        guest.firstName.trim(),
        guest.lastName.trim(),
        guest.email?.trim().toLowerCase() ?? null,
        guest.phone?.trim() ?? null,
      ],
    });
    const created = await client.query({
      name: 'baseline_reservation',
      text: INSERT_RESERVATION_SQL,
      values: [
        workspaceId,
        body.unitId,
        newId('res'),
        storedGuest.rows[0].id,
        body.source,
        body.arrivalDate,
        body.departureDate,
        body.adults ?? 1,
        body.children ?? 0,
        body.notes ?? null,
      ],
    });
    await client.query('COMMIT');
    // node-pg parses json; written back compactly, as the API writes it.
    return { status: 201, text: JSON.stringify(created.rows[0].reservation) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

export function startBaselineCreateServer(options: BaselineOptions): Promise<BareServer> {
  return listenBareWithPool(options, 'create', (pool) => (request, response) => {
    const read = request.method === 'GET' ? /^\/reservations\/([A-Za-z0-9_]+)$/.exec(request.url ?? '') : null;
    if (read) {
      readReservation(pool, options.workspaceId, read[1]).then(
        ({ status, text }) => sendJson(response, status, text),
        (error: Error) => sendJson(response, 500, JSON.stringify({ statusCode: 500, msg: error.message })),
      );
      return;
    }
    if (request.method !== 'POST' || request.url !== '/reservations') return sendJson(response, 404, '{"statusCode":404}');
    readBody(request)
      .then(async (text) => {
        const body = JSON.parse(text) as CreateBody;
        const client = await pool.connect();
        try {
          return await createReservation(client, options.workspaceId, body);
        } finally {
          client.release();
        }
      })
      .then(
        ({ status, text }) => sendJson(response, status, text),
        (error: Error) => sendJson(response, 500, JSON.stringify({ statusCode: 500, msg: error.message })),
      );
  });
}
