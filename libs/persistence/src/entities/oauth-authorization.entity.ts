import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { UserEntity } from './user.entity';
import { WorkspaceEntity } from './workspace.entity';

/**
 * An application a user authorized on the consent page: the oidc-provider grant, bound to one
 * workspace. Its tokens are valid only while this row exists; revoking the application deletes
 * it together with the grant's codes and tokens.
 */
@Entity({ name: 'oauth_authorizations' })
@Index('oauth_authorizations_workspace_user_idx', ['workspaceId', 'userId'])
@Index('oauth_authorizations_user_idx', ['userId'])
export class OAuthAuthorizationEntity {
  @PrimaryColumn('text', { name: 'grant_id' })
  grantId: string;

  @Column('text', { name: 'workspace_id' })
  workspaceId: string;

  @Column('text', { name: 'user_id' })
  userId: string;

  @Column('text', { name: 'client_id' })
  clientId: string;

  /** As the application named itself when it registered (unverified). */
  @Column('text', { name: 'client_name', nullable: true })
  clientName: string | null;

  /** The host it redirects to, shown beside the name. */
  @Column('text', { name: 'redirect_host', nullable: true })
  redirectHost: string | null;

  @Column('text', { array: true })
  scopes: string[];

  /** The resource indicators (REST base URL, MCP URL) its tokens may be issued for. */
  @Column('text', { array: true })
  resources: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt: Date | null;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: WorkspaceEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}
