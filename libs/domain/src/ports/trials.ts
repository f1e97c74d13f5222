import type { AppliedChange } from './billing';

/**
 * The trials' clock: ends the trials nobody bills for once past their end (storing TRIAL_ENDED and
 * its event) and records `workspace.trial_will_end` once in a trial's last days. Each workspace is
 * re-checked under its lock, so any number of workers may run it.
 */
export interface TrialDeadlines {
  endDueTrials(batch?: number): Promise<AppliedChange[]>;
  /** Answers the workspaces reminded. */
  noteTrialsEnding(batch?: number): Promise<string[]>;
}
