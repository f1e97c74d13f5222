import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { UnitEntity } from './unit.entity';

@Entity({ name: 'rate_plans' })
@Index('rate_plans_workspace_unit_idx', ['workspaceId', 'unitId'])
@Index('rate_plans_one_default_per_unit', ['workspaceId', 'unitId'], { unique: true, where: '"is_default"' })
export class RatePlanEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'unit_id' })
  unitId: string;

  @Column('text')
  title: string;

  @Column('integer', { name: 'base_price_minor' })
  basePriceMinor: number;

  @Column('boolean', { name: 'is_default', default: false })
  isDefault: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => UnitEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'unit_id', referencedColumnName: 'id' },
  ])
  unit?: UnitEntity;
}
