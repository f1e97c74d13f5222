import assert from 'node:assert/strict';

import { oneLineAmounts } from '@innkeep/domain';

import { AMOUNTS_JSON } from '../../src/repositories/reservation-json.sql';
import { createTestDatabase, TestDatabase } from '../../testing';

/**
 * A reservation stored without amounts (a channel's total, a total set by staff) is answered with
 * one line that SQL writes as text, for speed, while the domain builds the same line for a create's
 * answer: the two must be one shape, byte for byte as PostgreSQL writes the stored amounts.
 */
describe('the one-line amounts of a bare total', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database?.drop());

  const cases = [
    { source: 'MANUAL', code: 'MANUAL_TOTAL' },
    { source: 'DIRECT', code: 'MANUAL_TOTAL' },
    { source: 'OTHER', code: 'MANUAL_TOTAL' },
    { source: 'AIRBNB', code: 'CHANNEL_TOTAL' },
    { source: 'BOOKING_COM', code: 'CHANNEL_TOTAL' },
  ] as const;

  it.each(cases)('of a $source stay are the domain’s $code line, written as jsonb writes it', async ({ source, code }) => {
    for (const total of [0, 1, 45_000, 2_147_483_647]) {
      const [row] = (await database.dataSource.query(
        `SELECT (${AMOUNTS_JSON})::text AS sql, $3::jsonb::text AS domain
           FROM (VALUES (NULL::jsonb, $1::text, $2::int)) AS r(amounts, source, total_amount_minor)`,
        [source, total, JSON.stringify(oneLineAmounts(code, total))],
      )) as { sql: string; domain: string }[];
      assert.equal(row.sql, row.domain, `${source} ${total}`);
    }
  });

  it('leave stored amounts as they were stored', async () => {
    const stored = { lines: [], feesMinor: 0, taxesMinor: 0, totalMinor: 0, discountMinor: 0, accommodationMinor: 0 };
    const [row] = (await database.dataSource.query(
      `SELECT (${AMOUNTS_JSON}) AS amounts FROM (VALUES ($1::jsonb, 'MANUAL'::text, 100)) AS r(amounts, source, total_amount_minor)`,
      [JSON.stringify(stored)],
    )) as { amounts: unknown }[];
    assert.deepEqual(row.amounts, stored);
  });
});
