import { addDays } from '@innkeep/domain';

export interface AriTouch {
  unit_id: string | null;
  rate_plan_id: string | null;
  from: string;
  /** The night after the last. */
  until: string;
}

/**
 * The nights whose availability, price or restrictions one transaction changed, kept by the
 * repositories that change them and written to the API connections' outbox with the
 * transaction's events (one statement, at its end).
 */
export class AriTouches {
  private kept: AriTouch[] = [];

  unit(unitId: string, from: string, until: string): void {
    if (from < until) this.kept.push({ unit_id: unitId, rate_plan_id: null, from, until });
  }

  /** Rate plans' nights `from`..`to` inclusive: each plan's unit, found when written. */
  ratePlans(ratePlanIds: string[], from: string, to: string): void {
    for (const id of ratePlanIds) this.kept.push({ unit_id: null, rate_plan_id: id, from, until: addDays(to, 1) });
  }

  drain(): AriTouch[] {
    const touched = this.kept;
    this.kept = [];
    return touched;
  }
}
