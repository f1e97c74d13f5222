import type { ChecklistItem, TaskStatus, TaskType } from '@innkeep/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { MembershipEntity } from './membership.entity';
import { PropertyEntity } from './property.entity';
import { ReservationEntity } from './reservation.entity';
import { UnitEntity } from './unit.entity';

/**
 * A piece of housekeeping work on a unit: a turnover cleaning, an inspection, maintenance. The
 * automatic ones follow the stay (`reservation_id`) or the maintenance block (`block_id`) that made
 * them: at most one of each per stay or block.
 */
@Entity({ name: 'tasks' })
@Index('tasks_workspace_due_idx', ['workspaceId', 'dueDate', 'id'])
@Index('tasks_workspace_assignee_due_idx', ['workspaceId', 'assigneeUserId', 'dueDate'], { where: '"assignee_user_id" IS NOT NULL' })
@Index('tasks_workspace_unit_due_idx', ['workspaceId', 'unitId', 'dueDate'])
@Index('tasks_reservation_automatic_key', ['workspaceId', 'reservationId'], { unique: true, where: '"automatic" AND "reservation_id" IS NOT NULL' })
@Index('tasks_block_automatic_key', ['workspaceId', 'blockId'], { unique: true, where: '"automatic" AND "block_id" IS NOT NULL' })
@Check('tasks_type_check', `"type" IN ('CLEANING', 'INSPECTION', 'MAINTENANCE', 'OTHER')`)
@Check('tasks_status_check', `"status" IN ('OPEN', 'IN_PROGRESS', 'DONE', 'CANCELLED')`)
export class TaskEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text')
  type: TaskType;

  @Column('text', { default: 'OPEN' })
  status: TaskStatus;

  @Column('text', { name: 'property_id' })
  propertyId: string;

  @Column('text', { name: 'unit_id' })
  unitId: string;

  @Column('date', { name: 'due_date' })
  dueDate: string;

  /** `HH:MM` set by hand; an automatic cleaning without it is due by check-in time on a same-day turnover. */
  @Column('text', { name: 'due_by', nullable: true })
  dueBy: string | null;

  /** Whether `due_by` was set by hand (null then means the end of the day, whatever arrives). */
  @Column('boolean', { name: 'due_by_set', default: false })
  dueBySet: boolean;

  @Column('text')
  title: string;

  @Column('text', { nullable: true })
  notes: string | null;

  @Column('jsonb', { default: () => "'[]'" })
  checklist: ChecklistItem[];

  @Column('text', { name: 'assignee_user_id', nullable: true })
  assigneeUserId: string | null;

  @Column('text', { name: 'reservation_id', nullable: true })
  reservationId: string | null;

  /** Blocks are deleted when lifted, so this names one without a foreign key. */
  @Column('text', { name: 'block_id', nullable: true })
  blockId: string | null;

  @Column('boolean', { default: false })
  automatic: boolean;

  @Column('timestamptz', { name: 'started_at', nullable: true })
  startedAt: Date | null;

  @Column('timestamptz', { name: 'completed_at', nullable: true })
  completedAt: Date | null;

  @Column('timestamptz', { name: 'cancelled_at', nullable: true })
  cancelledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => UnitEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'unit_id', referencedColumnName: 'id' },
  ])
  unit?: UnitEntity;

  @ManyToOne(() => PropertyEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'property_id', referencedColumnName: 'id' },
  ])
  property?: PropertyEntity;

  @ManyToOne(() => ReservationEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'reservation_id', referencedColumnName: 'id' },
  ])
  reservation?: ReservationEntity;

  /** A member who leaves keeps no task: the migration sets only the assignee to null. */
  @ManyToOne(() => MembershipEntity, { onDelete: 'SET NULL' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'assignee_user_id', referencedColumnName: 'userId' },
  ])
  assignee?: MembershipEntity;
}
