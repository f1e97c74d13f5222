import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { CancellationPolicy, PropertyStatus } from '@innkeep/domain';
import { WorkspaceEntity } from './workspace.entity';

@Entity({ name: 'properties' })
@Index('properties_workspace_name_idx', ['workspaceId', 'name'])
@Check('properties_status_check', `"status" IN ('ACTIVE', 'INACTIVE', 'ARCHIVED')`)
@Check(
  'properties_cancellation_policy_check',
  `"cancellation_policy" IN ('FLEXIBLE', 'MODERATE', 'FIRM', 'STRICT', 'NON_REFUNDABLE')`,
)
export class PropertyEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text')
  name: string;

  @Column('text', { default: 'ACTIVE' })
  status: PropertyStatus;

  @Column('text', { name: 'address_line1', nullable: true })
  addressLine1: string | null;

  @Column('text', { name: 'address_line2', nullable: true })
  addressLine2: string | null;

  @Column('text', { name: 'postal_code', nullable: true })
  postalCode: string | null;

  @Column('text', { nullable: true })
  city: string | null;

  @Column('text', { nullable: true })
  region: string | null;

  @Column('text', { nullable: true })
  country: string | null;

  /** Local time `HH:MM`. */
  @Column('text', { name: 'check_in_time', default: '15:00' })
  checkInTime: string;

  @Column('text', { name: 'check_out_time', default: '11:00' })
  checkOutTime: string;

  @Column('text', { default: 'EUR' })
  currency: string;

  @Column('text', { default: 'UTC' })
  timezone: string;

  @Column('text', { name: 'cancellation_policy', default: 'MODERATE' })
  cancellationPolicy: CancellationPolicy;

  @Column('boolean', { name: 'instant_booking', default: false })
  instantBooking: boolean;

  @Column('text', { name: 'arrival_time_from', nullable: true })
  arrivalTimeFrom: string | null;

  @Column('text', { name: 'arrival_time_to', nullable: true })
  arrivalTimeTo: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: WorkspaceEntity;
}
