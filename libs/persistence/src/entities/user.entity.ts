import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** Users exist across workspaces; their memberships carry the workspace_id. */
@Entity({ name: 'users' })
@Index('users_email_key', ['email'], { unique: true })
export class UserEntity {
  @PrimaryColumn('text')
  id: string;

  /** Stored lower-cased, so the unique index is case-insensitive. */
  @Column('text')
  email: string;

  @Column('text', { nullable: true })
  name: string | null;

  /** Argon2id (PHC string) of the web interface password; null for users without one. */
  @Column('text', { name: 'password_hash', nullable: true, select: false })
  passwordHash: string | null;

  /** When the user's one free trial started: further workspaces of theirs start without one. */
  @Column('timestamptz', { name: 'trial_used_at', nullable: true })
  trialUsedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
