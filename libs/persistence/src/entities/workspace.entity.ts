import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'workspaces' })
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
}
