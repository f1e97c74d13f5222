import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A guest of the workspace; reservations point at one. One guest per e-mail (stored lower case).
 * `search_text` is the name and e-mail without case or accents, kept by a trigger
 * (`guests_search_text`) and searched through a trigram index (docs/contract.md#guests).
 */
@Entity({ name: 'guests' })
@Index('guests_workspace_name_idx', ['workspaceId', 'lastName', 'firstName', 'id'])
@Index('guests_workspace_email_key', ['workspaceId', 'email'], { unique: true, where: '"email" IS NOT NULL' })
// GIN over (workspace_id, search_text gin_trgm_ops): TypeORM cannot describe an operator class.
@Index('guests_workspace_search_trgm_idx', { synchronize: false })
export class GuestEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'first_name' })
  firstName: string;

  @Column('text', { name: 'last_name' })
  lastName: string;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('text', { nullable: true })
  phone: string | null;

  /** Filled by the trigger on every insert and update; never written by the app. */
  @Column('text', { name: 'search_text', default: '' })
  searchText: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
