import type { BlockRepository, BlockView, NewBlock } from '../../src';
import type { CallLog } from '../call-log';
import { deepCopy } from '../deep-copy';
import type { InMemoryDatabase } from '../in-memory-database';
import { testId } from '../test-ids';

export class InMemoryBlockRepository implements BlockRepository {
  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async insert(workspaceId: string, block: NewBlock): Promise<BlockView> {
    this.log.record('blocks.insert', [workspaceId, block]);
    const view: BlockView = {
      id: testId('blk'),
      unitId: block.unitId,
      type: block.type,
      from: block.from,
      to: block.to,
      rooms: block.rooms,
      note: block.note,
      connectionId: block.connectionId ?? null,
      createdAt: this.db.now().toISOString(),
    };
    this.db.tables.blocks.set(view.id, { workspaceId, view, externalId: block.externalId ?? null });
    return deepCopy(view);
  }

  async overlappingForUpdate(workspaceId: string, unitId: string, from: string, to: string): Promise<BlockView[]> {
    this.log.record('blocks.overlappingForUpdate', [workspaceId, unitId, from, to]);
    return [...this.db.tables.blocks.values()]
      .filter((row) => row.workspaceId === workspaceId && row.view.unitId === unitId && row.view.from <= to && row.view.to >= from)
      .map((row) => deepCopy(row.view))
      .sort((a, b) => a.from.localeCompare(b.from) || a.id.localeCompare(b.id));
  }

  async delete(workspaceId: string, blockId: string): Promise<void> {
    this.log.record('blocks.delete', [workspaceId, blockId]);
    if (this.db.tables.blocks.get(blockId)?.workspaceId === workspaceId) this.db.tables.blocks.delete(blockId);
  }

  async resize(workspaceId: string, blockId: string, from: string, to: string): Promise<void> {
    this.log.record('blocks.resize', [workspaceId, blockId, from, to]);
    const row = this.db.tables.blocks.get(blockId);
    if (row?.workspaceId === workspaceId) Object.assign(row.view, { from, to });
  }
}
