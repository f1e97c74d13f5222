import type { Plan, SubscriptionStatus } from '@innkeep/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { PlanEntity } from './plan.entity';
import { WorkspaceEntity } from './workspace.entity';

/**
 * One subscription per workspace. With a payment processor, its webhooks keep this row in step with
 * the processor's subscription (ids, status, period, card); without one, the operator tool sets
 * plan and status and the trial ends by its date.
 */
@Entity({ name: 'subscriptions' })
@Check('subscriptions_status_check', `"status" IN ('TRIALING', 'ACTIVE', 'PAST_DUE', 'INCOMPLETE', 'TRIAL_ENDED', 'CANCELED')`)
// The webhook finds a workspace by the processor's subscription id, which the processor keeps unique:
// not a unique key here, which a schema distributed by workspace could not hold across nodes.
@Index('subscriptions_stripe_subscription_idx', ['stripeSubscriptionId'], { where: '"stripe_subscription_id" IS NOT NULL' })
@Index('subscriptions_trial_ends_idx', ['trialEndsAt'], { where: `"status" = 'TRIALING'` })
export class SubscriptionEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @Column('text', { name: 'plan_code' })
  planCode: Plan;

  @Column('text')
  status: SubscriptionStatus;

  @Column('timestamptz', { name: 'trial_ends_at', nullable: true })
  trialEndsAt: Date | null;

  /** The trial end for which `workspace.trial_will_end` was recorded, so it is recorded once per trial. */
  @Column('timestamptz', { name: 'trial_notice_for', nullable: true })
  trialNoticeFor: Date | null;

  /** The first failed payment of the current PAST_DUE spell: access lasts 7 days from it. */
  @Column('timestamptz', { name: 'past_due_since', nullable: true })
  pastDueSince: Date | null;

  @Column('timestamptz', { name: 'current_period_end', nullable: true })
  currentPeriodEnd: Date | null;

  @Column('boolean', { name: 'cancel_at_period_end', default: false })
  cancelAtPeriodEnd: boolean;

  @Column('text', { name: 'card_brand', nullable: true })
  cardBrand: string | null;

  @Column('text', { name: 'card_last4', nullable: true })
  cardLast4: string | null;

  @Column('text', { name: 'stripe_customer_id', nullable: true })
  stripeCustomerId: string | null;

  @Column('text', { name: 'stripe_subscription_id', nullable: true })
  stripeSubscriptionId: string | null;

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
