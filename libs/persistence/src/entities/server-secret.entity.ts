import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Secrets every instance of the api app must share, generated on first start: the OAuth server's
 * signing keys and the keys that sign its cookies.
 */
@Entity({ name: 'server_secrets' })
export class ServerSecretEntity {
  @PrimaryColumn('text')
  name: string;

  @Column('jsonb')
  value: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
