import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A guest of the workspace; reservations point at one. Searched by name and e-mail. */
@Entity({ name: 'guests' })
@Index('guests_workspace_last_name_idx', ['workspaceId', 'lastName'])
@Index('guests_workspace_email_idx', ['workspaceId', 'email'])
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
