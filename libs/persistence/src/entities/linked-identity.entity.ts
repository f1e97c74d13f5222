import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { UserEntity } from './user.entity';

/** A social account (an external OpenID Connect identity) linked to a user, to sign in with it. */
@Entity({ name: 'linked_identities' })
@Index('linked_identities_user_idx', ['userId'])
export class LinkedIdentityEntity {
  @PrimaryColumn('text')
  issuer: string;

  @PrimaryColumn('text')
  subject: string;

  @Column('text', { name: 'user_id' })
  userId: string;

  /** The address the provider reported when the account was linked. */
  @Column('text', { nullable: true })
  email: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}
