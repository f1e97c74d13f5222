import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { UserEntity } from './user.entity';
import { WorkspaceEntity } from './workspace.entity';

/**
 * An API key, stored only as its hash. `workspace_id` is its default workspace; the full list is in
 * api_key_workspaces. The hash index is the one index not led by workspace_id: a key is looked up
 * before its workspace is known.
 */
@Entity({ name: 'api_keys' })
@Index('api_keys_key_hash_key', ['keyHash'], { unique: true })
@Index('api_keys_user_idx', ['workspaceId', 'userId'])
export class ApiKeyEntity {
  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'workspace_id' })
  workspaceId: string;

  @Column('text', { name: 'user_id' })
  userId: string;

  @Column('text')
  name: string;

  @Column('text', { name: 'key_hash', select: false })
  keyHash: string;

  @Column('text', { name: 'display_prefix' })
  displayPrefix: string;

  @Column('text', { array: true })
  scopes: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt: Date | null;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: WorkspaceEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}
