import type { AnyBlockType } from '@innkeep/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { UnitEntity } from './unit.entity';

/** Rooms of a unit out of sale on the nights `[from_date, to_date]` (both inclusive). */
@Entity({ name: 'blocks' })
@Index('blocks_workspace_unit_dates_idx', ['workspaceId', 'unitId', 'fromDate', 'toDate'])
@Check('blocks_dates_check', `"to_date" >= "from_date"`)
@Check('blocks_rooms_check', `"rooms" >= 1`)
@Check('blocks_type_check', `"type" IN ('OWNER', 'MAINTENANCE', 'CHANNEL')`)
@Check('blocks_channel_check', `("type" = 'CHANNEL') = ("connection_id" IS NOT NULL)`)
@Index('blocks_connection_external_key', ['workspaceId', 'connectionId', 'unitId', 'externalId'], { unique: true, where: '"connection_id" IS NOT NULL' })
export class BlockEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'unit_id' })
  unitId: string;

  @Column('text')
  type: AnyBlockType;

  @Column('date', { name: 'from_date' })
  fromDate: string;

  @Column('date', { name: 'to_date' })
  toDate: string;

  @Column('integer')
  rooms: number;

  @Column('text', { nullable: true })
  note: string | null;

  /** A CHANNEL block's connection: the feed that marks these nights unavailable owns it. */
  @Column('text', { name: 'connection_id', nullable: true })
  connectionId: string | null;

  /** The feed event's UID, for a CHANNEL block. */
  @Column('text', { name: 'external_id', nullable: true })
  externalId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => UnitEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'unit_id', referencedColumnName: 'id' },
  ])
  unit?: UnitEntity;
}
