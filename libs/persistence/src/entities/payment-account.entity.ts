import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A workspace's own payment processor account (guests pay the host): its restricted key and its
 * webhook endpoint's signing secret, both sealed (AES-256-GCM), never in clear; the hints are what
 * a page shows of them.
 */
@Entity({ name: 'payment_accounts' })
export class PaymentAccountEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @Column('jsonb', { name: 'sealed_key' })
  sealedKey: Record<string, unknown>;

  @Column('jsonb', { name: 'sealed_webhook_secret' })
  sealedWebhookSecret: Record<string, unknown>;

  @Column('text', { name: 'key_hint' })
  keyHint: string;

  @Column('text', { name: 'webhook_secret_hint' })
  webhookSecretHint: string;

  @Column('timestamptz', { name: 'connected_at', default: () => 'now()' })
  connectedAt: Date;
}
