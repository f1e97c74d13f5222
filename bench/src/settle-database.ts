import { DataSource } from 'typeorm';

/** What the API writes when it books, and what the generator loads: the tables autovacuum would visit. */
const WRITTEN_TABLES = [
  'properties',
  'units',
  'rate_plans',
  'guests',
  'reservations',
  'blocks',
  'calendar_nights',
  'rate_nights',
  'events',
  'audit_log',
  'idempotency_records',
];

/**
 * Leaves the database as it stands between busy spells: vacuumed and analysed (as autovacuum
 * would, once it got to it) and checkpointed. Run after the generator's bulk load and before each
 * scenario, so no scenario's rounds meet the autovacuum passes and the checkpoint that the load or
 * the writes of the scenario before it set off: a measurement of one scenario, not of its neighbour.
 */
export async function settleDatabase(dataSource: DataSource): Promise<void> {
  const present = (await dataSource.query(`SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND relname = ANY ($1)`, [
    WRITTEN_TABLES,
  ])) as { relname: string }[];
  if (present.length) await dataSource.query(`VACUUM ANALYZE ${present.map((table) => `"${table.relname}"`).join(', ')}`);
  // A role without the right to checkpoint (pg_checkpoint) still gets its measurement.
  await dataSource.query('CHECKPOINT').catch(() => undefined);
}
