import assert from 'node:assert/strict';

import { DataSource } from 'typeorm';

import { LeasedTable } from '../../src/leases/leased-table';
import { createEmptyTestDatabase, EmptyTestDatabase } from '../../testing';

interface Probe {
  workspace_id: string;
  id: string;
}

/**
 * The lease queue both senders (webhook endpoints, channel connections) use, on a table of its
 * own: what holds for it holds for both.
 */
describe('a leased table', () => {
  let database: EmptyTestDatabase;
  let dataSource: DataSource;
  let rows: LeasedTable<Probe>;

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    dataSource = await new DataSource({ type: 'postgres', url: database.url, poolSize: 12 }).initialize();
    await dataSource.query(`CREATE TABLE probes (workspace_id text, id text, due boolean NOT NULL, marked boolean NOT NULL DEFAULT false,
      lease_until timestamptz, lease_token text, served_at timestamptz, PRIMARY KEY (workspace_id, id))`);
    rows = new LeasedTable(dataSource, {
      table: 'probes',
      until: 'lease_until',
      token: 'lease_token',
      servedAt: 'served_at',
      due: 'x.due',
      returning: 't.workspace_id, t.id',
    });
  });
  beforeEach(() => dataSource.query(`TRUNCATE probes`));
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const insert = (ids: string[], due = true) =>
    dataSource.query(`INSERT INTO probes (workspace_id, id, due) SELECT 'ws_' || i, i, $2 FROM unnest($1::text[]) AS i`, [ids, due]);
  const lapseAll = () => dataSource.query(`UPDATE probes SET lease_until = now() - interval '1 second' WHERE lease_until IS NOT NULL`);
  const held = (row: Probe, leaseToken: string) => ({ workspaceId: row.workspace_id, id: row.id, leaseToken });

  it('hands each row with work due to one of many claims asked at once, and no row without work', async () => {
    await insert(['a', 'b', 'c', 'd', 'e']);
    await insert(['idle'], false);
    const claims = await Promise.all(Array.from({ length: 10 }, () => rows.claim(1, 60)));
    const claimed = claims.flatMap((claim) => claim.rows.map((row) => row.id));
    assert.deepEqual([...claimed].sort(), ['a', 'b', 'c', 'd', 'e']);
    assert.deepEqual((await rows.claim(10, 60)).rows, [], 'nothing is handed out twice while leased');
  });

  it('hands a row out again once its lease lapses, and the lapsed holder can neither write nor give it back', async () => {
    await insert(['a']);
    const stale = await rows.claim(1, 60);
    await lapseAll();
    const current = await rows.claim(1, 60);
    assert.equal(current.rows[0].id, 'a');

    const mark = `UPDATE probes p SET marked = true FROM holder WHERE p.workspace_id = holder.workspace_id AND p.id = holder.id RETURNING p.id`;
    assert.equal(await rows.asHolder(held(stale.rows[0], stale.leaseToken), ` ${mark}`), false);
    await rows.release(held(stale.rows[0], stale.leaseToken));
    const [during] = await dataSource.query(`SELECT marked, lease_token = $1 AS current_holds FROM probes`, [current.leaseToken]);
    assert.deepEqual(during, { marked: false, current_holds: true });

    assert.equal(await rows.asHolder(held(current.rows[0], current.leaseToken), ` ${mark}`), true);
    await rows.release(held(current.rows[0], current.leaseToken));
    const [after] = await dataSource.query(`SELECT marked, lease_until, lease_token, served_at IS NOT NULL AS served FROM probes`);
    assert.deepEqual(after, { marked: true, lease_until: null, lease_token: null, served: true });
  });

  it('hands out the row given back longest ago first', async () => {
    await insert(['a', 'b', 'c']);
    const turns: string[] = [];
    for (let turn = 0; turn < 6; turn += 1) {
      const {
        rows: [row],
        leaseToken,
      } = await rows.claim(1, 60);
      turns.push(row.id);
      await rows.release(held(row, leaseToken));
    }
    assert.deepEqual(turns.slice(3), turns.slice(0, 3));
    assert.deepEqual([...turns.slice(0, 3)].sort(), ['a', 'b', 'c']);
  });

  it('keeps a row it was told to hold out of every claim until the hold ends', async () => {
    await insert(['a']);
    const {
      rows: [row],
    } = await rows.claim(1, 60);
    await rows.holdFor(row.workspace_id, row.id, 600, 'marked = $4', [true]);
    assert.deepEqual((await rows.claim(1, 60)).rows, []);
    const [set] = await dataSource.query(`SELECT marked FROM probes`);
    assert.deepEqual(set, { marked: true });
    await lapseAll();
    assert.equal((await rows.claim(1, 60)).rows[0].id, 'a');
  });
});
