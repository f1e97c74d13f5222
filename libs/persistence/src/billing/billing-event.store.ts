import { BillingEventApplication, BillingEvents, trialWillEndEvent } from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { runTransaction } from '../database/transaction';
import { createRepositories } from '../repositories/create-repositories';
import { AppliedChange, applySubscriptionChange, BILLING_ACTOR, lockFeedOf } from './subscription-writes';

/**
 * Applies the payment processor's events, each id once: the id is recorded in the transaction
 * that applies it, so a duplicate (or one racing it) changes nothing.
 */
export class BillingEventStore implements BillingEvents {
  constructor(private readonly dataSource: DataSource) {}

  async workspaceOfSubscription(subscriptionId: string): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT workspace_id FROM subscriptions WHERE stripe_subscription_id = $1`, [subscriptionId]);
    return row?.workspace_id ?? null;
  }

  async workspaceExists(workspaceId: string): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM subscriptions WHERE workspace_id = $1`, [workspaceId]);
    return rows.length > 0;
  }

  async skip(eventId: string, type: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO billing_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING`, [eventId, type]);
  }

  async applyOnce(application: BillingEventApplication): Promise<AppliedChange | null> {
    const { eventId, type, workspaceId } = application;
    return runTransaction(this.dataSource, async (manager) => {
      await lockFeedOf(manager, workspaceId);
      const [{ fresh }] = await manager.query(
        `WITH recorded AS (INSERT INTO billing_events (event_id, type, workspace_id) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING RETURNING 1)
         SELECT count(*)::int AS fresh FROM recorded`,
        [eventId, type, workspaceId],
      );
      if (fresh === 0) return null;
      const applied = await applySubscriptionChange(manager, workspaceId, application.change);
      if (applied && application.trialWillEnd && application.change.trialEndsAt) {
        await createRepositories(manager).events.flush(workspaceId, BILLING_ACTOR, {
          events: [trialWillEndEvent(workspaceId, application.change.trialEndsAt)],
        });
      }
      return applied;
    });
  }
}
