import assert from 'node:assert/strict';

import { createTestDatabase, TestDatabase } from '../../testing';

/**
 * The schema stays ready to be distributed by workspace (docs/scale-out.md): read from the catalog
 * after every migration, so that a table or a key added without `workspace_id` fails here.
 */

/** Small tables every node joins against: they refer only to each other. */
const REFERENCE_TABLES = ['plans', 'users'];
/** Kept on the coordinator: reached before any workspace is known, or the installation's own state. */
const LOCAL_TABLES = [
  'schema_migrations',
  'server_secrets',
  'linked_identities',
  'api_keys',
  'api_key_workspaces',
  'oauth_authorizations',
  'oauth_records',
  'web_sessions',
  'site_slugs',
  'billing_events',
];
/** Every other table's distribution column is `workspace_id`, but the workspaces' own. */
const DISTRIBUTION_COLUMN: Record<string, string> = { workspaces: 'id' };
/** Foreign keys from a local table to a distributed one, which the distribution step drops. */
const DROPPED_ON_DISTRIBUTION = ['api_key_workspaces.workspace_id', 'api_keys.workspace_id', 'oauth_authorizations.workspace_id', 'web_sessions.workspace_id'];

const kindOf = (table: string) => (REFERENCE_TABLES.includes(table) ? 'reference' : LOCAL_TABLES.includes(table) ? 'local' : 'distributed');
const distributionColumn = (table: string) => DISTRIBUTION_COLUMN[table] ?? 'workspace_id';

interface UniqueKey {
  table: string;
  name: string;
  columns: string[];
}
interface ForeignKey {
  name: string;
  from: string;
  fromColumns: string[];
  to: string;
  toColumns: string[];
}

describe('the schema is ready to distribute by workspace', () => {
  let database: TestDatabase;
  let tables: string[];
  let columns: Map<string, string[]>;
  let uniqueKeys: UniqueKey[];
  let foreignKeys: ForeignKey[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const query = <T>(sql: string) => database.dataSource.query(sql) as Promise<T[]>;
    tables = (
      await query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
      )
    ).map((row) => row.name);
    columns = new Map();
    for (const row of await query<{ table: string; columns: string[] }>(
      `SELECT c.relname AS table, array_agg(a.attname::text ORDER BY a.attnum) AS columns
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped GROUP BY c.relname`,
    ))
      columns.set(row.table, row.columns);
    uniqueKeys = await query<UniqueKey>(
      `SELECT c.relname AS table, i.relname AS name,
              ARRAY(SELECT a.attname::text FROM unnest(ix.indkey) WITH ORDINALITY AS k(attnum, position)
                      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum ORDER BY k.position) AS columns
         FROM pg_index ix JOIN pg_class c ON c.oid = ix.indrelid JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND ix.indisunique`,
    );
    foreignKeys = await query<ForeignKey>(
      `SELECT con.conname AS name, src.relname AS "from", dst.relname AS "to",
              ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, position)
                      JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.position) AS "fromColumns",
              ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY AS k(attnum, position)
                      JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum ORDER BY k.position) AS "toColumns"
         FROM pg_constraint con JOIN pg_class src ON src.oid = con.conrelid JOIN pg_class dst ON dst.oid = con.confrelid
         JOIN pg_namespace n ON n.oid = src.relnamespace
        WHERE con.contype = 'f' AND n.nspname = 'public'`,
    );
  });
  afterAll(() => database?.drop());

  it('names only tables that exist in its lists', () => {
    for (const table of [...REFERENCE_TABLES, ...LOCAL_TABLES, ...Object.keys(DISTRIBUTION_COLUMN)])
      assert.ok(tables.includes(table), `${table} is listed but does not exist`);
    assert.ok(tables.length > 30, `read ${tables.length} tables`);
  });

  it('gives every distributed table its distribution column, leading its primary key and every unique key', () => {
    const wrong: string[] = [];
    for (const table of tables.filter((name) => kindOf(name) === 'distributed')) {
      const column = distributionColumn(table);
      if (!columns.get(table)?.includes(column)) wrong.push(`${table} has no ${column}`);
      const keys = uniqueKeys.filter((key) => key.table === table);
      if (keys.length === 0) wrong.push(`${table} has no primary key`);
      for (const key of keys) if (key.columns[0] !== column) wrong.push(`${table}: ${key.name} (${key.columns.join(', ')}) is not led by ${column}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('keeps every foreign key on one node: between distributed tables through the distribution column, from reference tables only to reference tables', () => {
    const wrong: string[] = [];
    for (const key of foreignKeys) {
      const [from, to] = [kindOf(key.from), kindOf(key.to)];
      const named = `${key.from}(${key.fromColumns.join(', ')}) -> ${key.to}(${key.toColumns.join(', ')})`;
      if (from === 'distributed' && to === 'distributed') {
        const position = key.fromColumns.indexOf(distributionColumn(key.from));
        if (position < 0 || key.toColumns[position] !== distributionColumn(key.to)) wrong.push(`${named} does not pair the distribution columns`);
      } else if (from === 'reference' && to !== 'reference') {
        wrong.push(`${named}: a reference table refers to a ${to} one`);
      } else if (from === 'distributed' && to === 'local') {
        wrong.push(`${named}: a distributed table refers to a coordinator-local one`);
      } else if (from === 'local' && to === 'distributed' && !DROPPED_ON_DISTRIBUTION.includes(`${key.from}.${key.fromColumns.join(',')}`)) {
        wrong.push(`${named}: a local table refers to a distributed one, and the distribution step does not list it`);
      }
    }
    assert.deepEqual(wrong, []);
  });
});
