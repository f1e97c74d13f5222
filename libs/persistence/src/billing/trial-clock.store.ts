import { AppliedChange, TRIAL_WARNING_DAYS, TrialDeadlines, trialWillEndEvent } from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { runTransaction } from '../database/transaction';
import { createRepositories } from '../repositories/create-repositories';
import { applySubscriptionChange, BILLING_ACTOR, lockFeedOf } from './subscription-writes';

/** A trial nobody bills for: a payment processor's trials end when it reports them ended. */
const UNBILLED_TRIAL = `status = 'TRIALING' AND stripe_subscription_id IS NULL`;

/**
 * The trials' clock, for the worker: stores TRIAL_ENDED for the trials past their end (requests
 * are refused from the end on already; this records the change and its event), and records
 * `workspace.trial_will_end` once in a trial's last days. Any number of workers may run it: each
 * workspace is re-checked under its row lock.
 */
export class TrialClockStore implements TrialDeadlines {
  constructor(private readonly dataSource: DataSource) {}

  async endDueTrials(batch = 100): Promise<AppliedChange[]> {
    const due: { workspace_id: string }[] = await this.dataSource.query(
      `SELECT workspace_id FROM subscriptions WHERE ${UNBILLED_TRIAL} AND trial_ends_at <= now() ORDER BY trial_ends_at LIMIT $1`,
      [batch],
    );
    const ended: AppliedChange[] = [];
    for (const { workspace_id: workspaceId } of due) {
      const applied = await runTransaction(this.dataSource, async (manager) => {
        await lockFeedOf(manager, workspaceId);
        const [still] = await manager.query(`SELECT 1 FROM subscriptions WHERE workspace_id = $1 AND ${UNBILLED_TRIAL} AND trial_ends_at <= now() FOR UPDATE`, [
          workspaceId,
        ]);
        return still ? applySubscriptionChange(manager, workspaceId, { status: 'TRIAL_ENDED' }) : null;
      });
      if (applied) ended.push(applied);
    }
    return ended;
  }

  /** Records the reminder of the trials ending within TRIAL_WARNING_DAYS; answers the workspaces reminded. */
  async noteTrialsEnding(batch = 100): Promise<string[]> {
    const due: { workspace_id: string }[] = await this.dataSource.query(
      `SELECT workspace_id FROM subscriptions
        WHERE ${UNBILLED_TRIAL} AND trial_ends_at > now() AND trial_ends_at <= now() + make_interval(days => $1)
          AND trial_notice_for IS DISTINCT FROM trial_ends_at
        ORDER BY trial_ends_at LIMIT $2`,
      [TRIAL_WARNING_DAYS, batch],
    );
    const noted: string[] = [];
    for (const { workspace_id: workspaceId } of due) {
      const done = await runTransaction(this.dataSource, async (manager) => {
        await lockFeedOf(manager, workspaceId);
        const [row] = await manager.query(
          `WITH noted AS (
             UPDATE subscriptions SET trial_notice_for = trial_ends_at
              WHERE workspace_id = $1 AND ${UNBILLED_TRIAL} AND trial_ends_at > now() AND trial_notice_for IS DISTINCT FROM trial_ends_at
              RETURNING trial_ends_at)
           SELECT trial_ends_at FROM noted`,
          [workspaceId],
        );
        if (!row) return false;
        await createRepositories(manager).events.flush(workspaceId, BILLING_ACTOR, { events: [trialWillEndEvent(workspaceId, row.trial_ends_at)] });
        return true;
      });
      if (done) noted.push(workspaceId);
    }
    return noted;
  }
}
