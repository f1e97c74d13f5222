import type { Weekday } from '@innkeep/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { PropertyEntity } from './property.entity';

@Entity({ name: 'units' })
@Index('units_workspace_property_idx', ['workspaceId', 'propertyId'])
@Check('units_count_of_rooms_check', `"count_of_rooms" >= 1`)
export class UnitEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'property_id' })
  propertyId: string;

  @Column('text')
  name: string;

  @Column('integer', { name: 'count_of_rooms', default: 1 })
  countOfRooms: number;

  @Column('integer', { name: 'max_occupancy', nullable: true })
  maxOccupancy: number | null;

  /** Set when the unit is archived: it stays, with its history, but takes no new reservations. */
  @Column('timestamptz', { name: 'archived_at', nullable: true })
  archivedAt: Date | null;

  @Column('integer', { name: 'weekend_price_minor', nullable: true })
  weekendPriceMinor: number | null;

  @Column('integer', { name: 'extra_guest_fee_minor', nullable: true })
  extraGuestFeeMinor: number | null;

  @Column('integer', { name: 'extra_guest_from_guests', nullable: true })
  extraGuestFromGuests: number | null;

  @Column('integer', { name: 'cleaning_fee_minor', nullable: true })
  cleaningFeeMinor: number | null;

  @Column('integer', { name: 'weekly_discount_percent', nullable: true })
  weeklyDiscountPercent: number | null;

  @Column('integer', { name: 'monthly_discount_percent', nullable: true })
  monthlyDiscountPercent: number | null;

  @Column('integer', { name: 'advance_booking_days', nullable: true })
  advanceBookingDays: number | null;

  @Column('integer', { name: 'turnover_days', nullable: true })
  turnoverDays: number | null;

  @Column('text', { name: 'check_in_weekdays', array: true, default: () => "'{}'" })
  checkInWeekdays: Weekday[];

  @Column('text', { name: 'check_out_weekdays', array: true, default: () => "'{}'" })
  checkOutWeekdays: Weekday[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Composite key: a unit can only point at a property of its own workspace. */
  @ManyToOne(() => PropertyEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'property_id', referencedColumnName: 'id' },
  ])
  property?: PropertyEntity;
}
