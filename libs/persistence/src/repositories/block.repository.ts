import type { BlockRepository, BlockView, EventRepository, NewBlock } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { newId } from '../database/ids';
import { BLOCK_JSON } from './reservation-json.sql';
import { followTaskEvents, TASK_EVENTS_SELECT, TaskEventRow } from './turnover-tasks.sql';

/** The block and, for a MAINTENANCE block that is not the rest of a split one, its task, in one statement. */
const INSERT_SQL = `
WITH b AS (
  INSERT INTO blocks (workspace_id, id, unit_id, type, from_date, to_date, rooms, note, connection_id, external_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
  RETURNING *),
changed AS (
  INSERT INTO tasks (workspace_id, id, type, property_id, unit_id, due_date, title, notes, block_id, automatic)
  SELECT b.workspace_id, $11, 'MAINTENANCE', u.property_id, b.unit_id, b.from_date, 'Maintenance', b.note, b.id, true
    FROM b JOIN units u ON u.workspace_id = b.workspace_id AND u.id = b.unit_id
   WHERE b.type = 'MAINTENANCE' AND $12::boolean
  RETURNING 'task.created'::text AS kind, *)
SELECT ${BLOCK_JSON} AS block, (SELECT json_agg(e) FROM (${TASK_EVENTS_SELECT}) e) AS tasks FROM b`;

/** The open task of a block, moved or cancelled with it. */
const taskOfBlockSql = (change: string, only = 'true') => `
WITH changed AS (
  UPDATE tasks SET ${change}, updated_at = now()
   WHERE workspace_id = $1 AND block_id = $2 AND automatic AND status IN ('OPEN', 'IN_PROGRESS') AND ${only}
  RETURNING 'task.updated'::text AS kind, *)
${TASK_EVENTS_SELECT}`;

export class TypeormBlockRepository implements BlockRepository {
  constructor(
    private readonly manager: EntityManager,
    /** Where the maintenance tasks' events are kept; none where nothing is recorded. */
    private readonly events?: EventRepository,
  ) {}

  async insert(workspaceId: string, block: NewBlock): Promise<BlockView> {
    const [row] = await this.manager.query(INSERT_SQL, [
      workspaceId,
      newId('blk'),
      block.unitId,
      block.type,
      block.from,
      block.to,
      block.rooms,
      block.note,
      block.connectionId ?? null,
      block.externalId ?? null,
      newId('task'),
      block.splitFrom === undefined,
    ]);
    followTaskEvents(this.events, (row.tasks ?? []) as TaskEventRow[]);
    return row.block;
  }

  async overlappingForUpdate(workspaceId: string, unitId: string, from: string, to: string): Promise<BlockView[]> {
    const rows: { block: BlockView }[] = await this.manager.query(
      `SELECT ${BLOCK_JSON} AS block FROM blocks b
        WHERE b.workspace_id = $1 AND b.unit_id = $2 AND b.from_date <= $4::date AND b.to_date >= $3::date
        ORDER BY b.from_date, b.id
        FOR UPDATE`,
      [workspaceId, unitId, from, to],
    );
    return rows.map((row) => row.block);
  }

  async delete(workspaceId: string, blockId: string): Promise<void> {
    await this.manager.query(`DELETE FROM blocks WHERE workspace_id = $1 AND id = $2`, [workspaceId, blockId]);
    followTaskEvents(this.events, await this.manager.query(taskOfBlockSql(`status = 'CANCELLED', cancelled_at = now()`), [workspaceId, blockId]));
  }

  async resize(workspaceId: string, blockId: string, from: string, to: string): Promise<void> {
    await this.manager.query(`UPDATE blocks SET from_date = $3, to_date = $4 WHERE workspace_id = $1 AND id = $2`, [workspaceId, blockId, from, to]);
    followTaskEvents(this.events, await this.manager.query(taskOfBlockSql(`due_date = $3::date`, `due_date <> $3::date`), [workspaceId, blockId, from]));
  }
}
