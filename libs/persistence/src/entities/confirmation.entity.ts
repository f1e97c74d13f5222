import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A pending confirmation of a risky MCP call: the token is shown once to the client and kept
 * only as its hash, bound to the credential, the tool and its arguments.
 */
@Entity({ name: 'confirmations' })
export class ConfirmationEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text', { name: 'token_hash' })
  tokenHash: string;

  @Column('text', { name: 'credential_id' })
  credentialId: string;

  @Column('text')
  operation: string;

  @Column('text', { name: 'arguments_hash' })
  argumentsHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;
}
