import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What the OAuth 2.1 authorization server (oidc-provider) keeps: sessions, interactions, clients,
 * grants, codes and tokens, one row per record, as its adapter asks. A record is keyed by the
 * SHA-256 of its id, never the id: for codes and tokens the id is the secret itself. Not led by
 * workspace_id, like the key hash index: a token is looked up before its workspace is known.
 */
@Entity({ name: 'oauth_records' })
@Index('oauth_records_grant_idx', ['grantId'])
@Index('oauth_records_uid_idx', ['model', 'uidHash'])
@Index('oauth_records_expiry_idx', ['expiresAt'])
export class OAuthRecordEntity {
  /** The oidc-provider model: AccessToken, RefreshToken, AuthorizationCode, Grant, Client, Session… */
  @PrimaryColumn('text')
  model: string;

  @PrimaryColumn('text', { name: 'id_hash' })
  idHash: string;

  /** The model's payload without its id (`jti`), which is put back from the id asked for. */
  @Column('jsonb')
  payload: Record<string, unknown>;

  /** The grant a code or token belongs to (and a grant's own id), for revoking them together. */
  @Column('text', { name: 'grant_id', nullable: true })
  grantId: string | null;

  /** Sessions are also found by the hash of their uid. */
  @Column('text', { name: 'uid_hash', nullable: true })
  uidHash: string | null;

  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt: Date | null;

  @Column('timestamptz', { name: 'consumed_at', nullable: true })
  consumedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
