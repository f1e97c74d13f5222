import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { RatePlanEntity } from './rate-plan.entity';

/**
 * The price and stay restrictions of one rate plan on one night. A night without a row, or a
 * row whose price is null, sells at the plan's base price; null or false restrictions do not apply.
 */
@Entity({ name: 'rate_nights' })
@Check('rate_nights_price_check', `"price_minor" IS NULL OR "price_minor" >= 0`)
@Check('rate_nights_stay_check', `("min_nights" IS NULL OR "min_nights" >= 1) AND ("max_nights" IS NULL OR "max_nights" >= 1)`)
export class RateNightEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text', { name: 'rate_plan_id' })
  ratePlanId: string;

  @PrimaryColumn('date')
  night: string;

  @Column('integer', { name: 'price_minor', nullable: true })
  priceMinor: number | null;

  @Column('integer', { name: 'min_nights', nullable: true })
  minNights: number | null;

  @Column('integer', { name: 'max_nights', nullable: true })
  maxNights: number | null;

  @Column('boolean', { name: 'closed_to_arrival', default: false })
  closedToArrival: boolean;

  @Column('boolean', { name: 'closed_to_departure', default: false })
  closedToDeparture: boolean;

  @Column('boolean', { name: 'stop_sell', default: false })
  stopSell: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => RatePlanEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'rate_plan_id', referencedColumnName: 'id' },
  ])
  ratePlan?: RatePlanEntity;
}
