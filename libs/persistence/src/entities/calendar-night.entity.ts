import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { UnitEntity } from './unit.entity';

/**
 * The inventory of one unit on one night. Rows appear when a reservation or block first touches
 * the night; a missing row means all rooms free. Counters change in the same transaction as the
 * reservation or block, by conditional updates; the check constraint is the last guard against
 * selling a room twice. `overbooked` admits the rooms that channel imports (facts, not requests)
 * put over capacity; `channel_blocked` counts the rooms a channel's feed marks unavailable.
 */
@Entity({ name: 'calendar_nights' })
@Check(
  'calendar_nights_counts_check',
  `"reserved" >= 0 AND "owner_blocked" >= 0 AND "maintenance_blocked" >= 0 AND "channel_blocked" >= 0 AND "overbooked" >= 0`,
)
@Check('calendar_nights_capacity_check', `"reserved" + "owner_blocked" + "maintenance_blocked" + "channel_blocked" <= "rooms" + "overbooked"`)
export class CalendarNightEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text', { name: 'unit_id' })
  unitId: string;

  @PrimaryColumn('date')
  night: string;

  /** Physical rooms of the unit on this night. */
  @Column('integer')
  rooms: number;

  @Column('integer', { default: 0 })
  reserved: number;

  @Column('integer', { name: 'owner_blocked', default: 0 })
  ownerBlocked: number;

  @Column('integer', { name: 'maintenance_blocked', default: 0 })
  maintenanceBlocked: number;

  @Column('integer', { name: 'channel_blocked', default: 0 })
  channelBlocked: number;

  @Column('integer', { default: 0 })
  overbooked: number;

  @ManyToOne(() => UnitEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'unit_id', referencedColumnName: 'id' },
  ])
  unit?: UnitEntity;
}
