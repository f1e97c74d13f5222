import type { Role } from '@innkeep/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { UserEntity } from './user.entity';
import { WorkspaceEntity } from './workspace.entity';

@Entity({ name: 'memberships' })
@Check('memberships_role_check', `"role" IN ('OWNER', 'ADMIN', 'MEMBER', 'VIEWER', 'STAFF')`)
@Index('memberships_user_idx', ['userId'])
export class MembershipEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text', { name: 'user_id' })
  userId: string;

  @Column('text')
  role: Role;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: WorkspaceEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}
