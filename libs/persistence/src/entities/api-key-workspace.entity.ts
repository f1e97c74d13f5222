import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { ApiKeyEntity } from './api-key.entity';
import { WorkspaceEntity } from './workspace.entity';

/** The workspaces a key may act on, in the order given at creation (position 0 is the default). */
@Entity({ name: 'api_key_workspaces' })
@Index('api_key_workspaces_key_idx', ['apiKeyId'])
export class ApiKeyWorkspaceEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text', { name: 'api_key_id' })
  apiKeyId: string;

  @Column('integer')
  position: number;

  @ManyToOne(() => ApiKeyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'api_key_id' })
  apiKey?: ApiKeyEntity;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: WorkspaceEntity;
}
