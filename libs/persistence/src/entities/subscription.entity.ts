import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Plan, SubscriptionStatus } from '@innkeep/domain';
import { PlanEntity } from './plan.entity';
import { WorkspaceEntity } from './workspace.entity';

/**
 * One subscription per workspace. Billing (a payment processor collecting a card) is not wired
 * yet: the operator tool sets plan and status.
 */
@Entity({ name: 'subscriptions' })
@Check('subscriptions_status_check', `"status" IN ('TRIALING', 'ACTIVE', 'CANCELED')`)
export class SubscriptionEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @Column('text', { name: 'plan_code' })
  planCode: Plan;

  @Column('text')
  status: SubscriptionStatus;

  @Column('timestamptz', { name: 'trial_ends_at', nullable: true })
  trialEndsAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: WorkspaceEntity;

  @ManyToOne(() => PlanEntity)
  @JoinColumn({ name: 'plan_code' })
  plan?: PlanEntity;
}
