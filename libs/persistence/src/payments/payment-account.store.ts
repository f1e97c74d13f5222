import { LiveKeyInSandboxError, type PaymentAccountSummary, type PaymentNeedingAttention } from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { SecretBox } from '../events/secret-box';

/** The secrets of a connected account, opened for the one call that needs them. */
export interface PaymentAccountCredentials {
  restrictedKey: string;
  webhookSecret: string;
}

/** The first characters that name a key's kind and mode, and its last four: enough to recognise it. */
export function secretHint(secret: string): string {
  const prefix = /^[a-z]+_(?:test_|live_)?/.exec(secret)?.[0] ?? '';
  return `${prefix}…${secret.slice(-4)}`;
}

/** A sandbox's payments run in Stripe's test mode only, so that trying a flow never charges a card. */
export { LiveKeyInSandboxError } from '@innkeep/domain';

const sealName = (workspaceId: string, what: 'key' | 'webhook-secret') => `payment-account:${workspaceId}:${what}`;

/**
 * The workspaces' own payment processor accounts (docs/using-innkeep.md#payments): connected and
 * disconnected by an OWNER or ADMIN on the Payments page, read by the processor adapter. The key
 * and the signing secret are sealed with the server's secrets key, bound to their workspace.
 */
export class PaymentAccountStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: SecretBox,
  ) {}

  /** Throws LiveKeyInSandboxError for a live Stripe key (`rk_live_`, `sk_live_`) on a sandbox: sandboxes take test mode only. */
  async connect(workspaceId: string, credentials: PaymentAccountCredentials): Promise<void> {
    if (!/^(rk|sk)_test_/.test(credentials.restrictedKey)) {
      const [workspace] = await this.dataSource.query(`SELECT is_sandbox FROM workspaces WHERE id = $1`, [workspaceId]);
      if (workspace?.is_sandbox) throw new LiveKeyInSandboxError();
    }
    const sealedKey = await this.secrets.seal(sealName(workspaceId, 'key'), credentials.restrictedKey);
    const sealedSecret = await this.secrets.seal(sealName(workspaceId, 'webhook-secret'), credentials.webhookSecret);
    await this.dataSource.query(
      `INSERT INTO payment_accounts (workspace_id, sealed_key, sealed_webhook_secret, key_hint, webhook_secret_hint, connected_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (workspace_id) DO UPDATE SET sealed_key = EXCLUDED.sealed_key, sealed_webhook_secret = EXCLUDED.sealed_webhook_secret,
         key_hint = EXCLUDED.key_hint, webhook_secret_hint = EXCLUDED.webhook_secret_hint, connected_at = EXCLUDED.connected_at`,
      [workspaceId, JSON.stringify(sealedKey), JSON.stringify(sealedSecret), secretHint(credentials.restrictedKey), secretHint(credentials.webhookSecret)],
    );
  }

  async disconnect(workspaceId: string): Promise<boolean> {
    const [, deleted] = await this.dataSource.query(`DELETE FROM payment_accounts WHERE workspace_id = $1`, [workspaceId]);
    return deleted > 0;
  }

  async summary(workspaceId: string): Promise<PaymentAccountSummary | null> {
    const rows: { key_hint: string; webhook_secret_hint: string; connected_at: Date }[] = await this.dataSource.query(
      `SELECT key_hint, webhook_secret_hint, connected_at FROM payment_accounts WHERE workspace_id = $1`,
      [workspaceId],
    );
    return rows[0] ? { keyHint: rows[0].key_hint, webhookSecretHint: rows[0].webhook_secret_hint, connectedAt: rows[0].connected_at } : null;
  }

  /**
   * Online payments on cancelled bookings (paid after their hold ended) whose money is still held:
   * a list that empties as the host refunds them.
   */
  async needingAttention(workspaceId: string, take = 20): Promise<PaymentNeedingAttention[]> {
    const rows: { id: string; reservation_id: string; status: string; amount_minor: number; paid_amount_minor: number; currency: string; received_at: Date }[] =
      await this.dataSource.query(
        `SELECT p.id, p.reservation_id, r.status, p.amount_minor, r.paid_amount_minor, p.currency, p.received_at
         FROM payments p JOIN reservations r ON r.workspace_id = p.workspace_id AND r.id = p.reservation_id
        WHERE p.workspace_id = $1 AND p.kind = 'PAYMENT' AND p.method = 'ONLINE' AND r.status IN ('CANCELLED', 'NO_SHOW') AND r.paid_amount_minor > 0
        ORDER BY p.received_at DESC LIMIT $2`,
        [workspaceId, take],
      );
    return rows.map((row) => ({
      paymentId: row.id,
      reservationId: row.reservation_id,
      reservationStatus: row.status,
      amountMinor: row.amount_minor,
      paidAmountMinor: row.paid_amount_minor,
      currency: row.currency,
      receivedAt: row.received_at,
    }));
  }

  async credentials(workspaceId: string): Promise<PaymentAccountCredentials | null> {
    const rows: { sealed_key: unknown; sealed_webhook_secret: unknown }[] = await this.dataSource.query(
      `SELECT sealed_key, sealed_webhook_secret FROM payment_accounts WHERE workspace_id = $1`,
      [workspaceId],
    );
    if (!rows[0]) return null;
    return {
      restrictedKey: await this.secrets.open(sealName(workspaceId, 'key'), rows[0].sealed_key),
      webhookSecret: await this.secrets.open(sealName(workspaceId, 'webhook-secret'), rows[0].sealed_webhook_secret),
    };
  }
}
