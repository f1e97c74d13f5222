import type { BlockRepository, BlockView, NewBlock } from '@innkeep/domain';
import { EntityManager } from 'typeorm';
import { newId } from '../database/ids';
import { BlockEntity } from '../entities';
import { BLOCK_JSON } from './reservation-json.sql';

export class TypeormBlockRepository implements BlockRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(workspaceId: string, block: NewBlock): Promise<BlockView> {
    const id = newId('blk');
    await this.manager.insert(BlockEntity, {
      workspaceId,
      id,
      unitId: block.unitId,
      type: block.type,
      fromDate: block.from,
      toDate: block.to,
      rooms: block.rooms,
      note: block.note,
      connectionId: block.connectionId ?? null,
      externalId: block.externalId ?? null,
    });
    const [row] = await this.manager.query(`SELECT ${BLOCK_JSON} AS block FROM blocks b WHERE b.workspace_id = $1 AND b.id = $2`, [workspaceId, id]);
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
    await this.manager.delete(BlockEntity, { workspaceId, id: blockId });
  }

  async resize(workspaceId: string, blockId: string, from: string, to: string): Promise<void> {
    await this.manager.update(BlockEntity, { workspaceId, id: blockId }, { fromDate: from, toDate: to });
  }
}
