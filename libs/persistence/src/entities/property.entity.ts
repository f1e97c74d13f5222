import type { CancellationPolicy, FeesAndTaxes, PropertyStatus } from '@innkeep/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { MembershipEntity } from './membership.entity';
import { WorkspaceEntity } from './workspace.entity';

@Entity({ name: 'properties' })
@Index('properties_workspace_name_idx', ['workspaceId', 'name'])
@Check('properties_payment_schedule_check', `"deposit_percent" BETWEEN 0 AND 100 AND "balance_due_days_before_arrival" BETWEEN 0 AND 365`)
@Check('properties_status_check', `"status" IN ('ACTIVE', 'INACTIVE', 'ARCHIVED')`)
@Check('properties_cancellation_policy_check', `"cancellation_policy" IN ('FLEXIBLE', 'MODERATE', 'FIRM', 'STRICT', 'NON_REFUNDABLE')`)
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

  /** Each room-holding stay's departure makes a CLEANING task (off until the host turns it on). */
  @Column('boolean', { name: 'task_auto_cleaning', default: false })
  taskAutoCleaning: boolean;

  /** The fees and taxes every quote of the property adds (its units' cleaning and extra-guest fees aside). */
  @Column('jsonb', { name: 'fees_and_taxes', default: () => `'{"fees": [], "taxes": []}'` })
  feesAndTaxes: FeesAndTaxes;

  /** The labels each automatic cleaning's checklist starts with. */
  @Column('jsonb', { name: 'task_checklist', default: () => "'[]'" })
  taskChecklist: string[];

  /** Who automatic tasks are assigned to; a member who leaves is cleared by the foreign key. */
  @Column('text', { name: 'task_default_assignee_user_id', nullable: true })
  taskDefaultAssigneeUserId: string | null;

  /** Percent of a reservation's total due at booking (the deposit). */
  @Column('integer', { name: 'deposit_percent', default: 30 })
  depositPercent: number;

  /** The balance is due this many days before arrival. */
  @Column('integer', { name: 'balance_due_days_before_arrival', default: 14 })
  balanceDueDaysBeforeArrival: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: WorkspaceEntity;

  /** The migration sets only the assignee to null when the member leaves. */
  @ManyToOne(() => MembershipEntity, { onDelete: 'SET NULL' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'task_default_assignee_user_id', referencedColumnName: 'userId' },
  ])
  taskDefaultAssignee?: MembershipEntity;
}
