import { SubscriptionChange, trialWillEndEvent } from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { runTransaction } from '../database/transaction';
import { createRepositories } from '../repositories/create-repositories';
import { AppliedChange, applySubscriptionChange, BILLING_ACTOR, lockFeedOf } from './subscription-writes';

/** What the processor's event does to one workspace's subscription. */
export interface BillingEventApplication {
  eventId: string;
  type: string;
  workspaceId: string;
  change: SubscriptionChange;
  /** Also record `workspace.trial_will_end` (the processor's reminder of a trial's end). */
  trialWillEnd?: boolean;
}

/**
 * Applies the payment processor's events, each id once: the id is recorded in the transaction
 * that applies it, so a duplicate (or one racing it) changes nothing.
 */
export class BillingEventStore {
  constructor(private readonly dataSource: DataSource) {}

  /** The workspace whose subscription the processor knows by this id, if any. */
  async workspaceOfSubscription(subscriptionId: string): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT workspace_id FROM subscriptions WHERE stripe_subscription_id = $1`, [subscriptionId]);
    return row?.workspace_id ?? null;
  }

  async workspaceExists(workspaceId: string): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM subscriptions WHERE workspace_id = $1`, [workspaceId]);
    return rows.length > 0;
  }

  /** Records an event that changes nothing (an unknown type, a workspace not ours), so it is not looked at again. */
  async skip(eventId: string, type: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO billing_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING`, [eventId, type]);
  }

  /** Applies the event unless its id was applied before; answers the change, or null for a repeat. */
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
