import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'workspaces' })
// The worker looks for sandboxes unused for 30 days; live workspaces are not in this index.
@Index('workspaces_sandbox_last_used', ['lastUsedAt'], { where: 'is_sandbox' })
export class WorkspaceEntity {
  /** A workspace's own id is its workspace_id. */
  @PrimaryColumn('text', { name: 'id' })
  id: string;

  @Column('text')
  name: string;

  @Column('text', { default: 'UTC' })
  timezone: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** A developer's sandbox: test keys only, no channel traffic, no plan; removed 30 days after its last use. */
  @Column('boolean', { name: 'is_sandbox', default: false })
  isSandbox: boolean;

  /** A sandbox's last authenticated use, written at most hourly; null for live workspaces. */
  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt: Date | null;
}
