import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A guest of the workspace; reservations point at one. One guest per e-mail (stored lower case),
 * except the guests website visitors declare, one per booking.
 * `search_text` is the name and e-mail without case or accents, kept by a trigger
 * (`guests_search_text`) and searched through a trigram index (docs/contract.md#guests).
 */
@Entity({ name: 'guests' })
@Index('guests_workspace_name_idx', ['workspaceId', 'lastName', 'firstName', 'id'])
// One guest per e-mail among the records the workspace vouches for; a website visitor's word does not count.
@Index('guests_workspace_email_key', ['workspaceId', 'email'], { unique: true, where: '"email" IS NOT NULL AND NOT "self_declared"' })
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

  /**
   * Typed by an anonymous website visitor: the record stands alone, since anyone may type anyone's
   * e-mail, and no booking is ever matched to it (nor it to another guest) by e-mail.
   */
  @Column('boolean', { name: 'self_declared', default: false })
  selfDeclared: boolean;

  /** Filled by the trigger on every insert and update; never written by the app. */
  @Column('text', { name: 'search_text', default: '' })
  searchText: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
