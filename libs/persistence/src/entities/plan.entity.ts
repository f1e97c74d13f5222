import type { Plan } from '@innkeep/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The plan catalogue; rows are written by migrations from the domain's plan table. */
@Entity({ name: 'plans' })
export class PlanEntity {
  @PrimaryColumn('text')
  code: Plan;

  @Column('text')
  name: string;

  @Column('text', { array: true })
  features: string[];
}
