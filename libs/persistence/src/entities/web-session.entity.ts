import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { UserEntity } from './user.entity';
import { WorkspaceEntity } from './workspace.entity';

/** A signed-in browser of the web interface, stored as the SHA-256 of its cookie value. */
@Entity({ name: 'web_sessions' })
@Index('web_sessions_user_idx', ['userId'])
@Index('web_sessions_expiry_idx', ['expiresAt'])
export class WebSessionEntity {
  @PrimaryColumn('text', { name: 'token_hash' })
  tokenHash: string;

  @Column('text', { name: 'user_id' })
  userId: string;

  /** The workspace the pages show; null until the user has one. */
  @Column('text', { name: 'workspace_id', nullable: true })
  workspaceId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: WorkspaceEntity;
}
