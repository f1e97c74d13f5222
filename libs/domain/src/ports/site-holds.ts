/** A PROVISIONAL website booking, nothing paid, whose hold has ended: the host did not confirm it, or the guest did not pay. */
export interface LapsedSiteHold {
  workspaceId: string;
  reservationId: string;
}

/** Finds the website holds to cancel, and sets how long one holds. */
export interface SiteHolds {
  /** The lapsed holds of every workspace, oldest first: the worker's hold clock. */
  lapsed(batch?: number): Promise<LapsedSiteHold[]>;
  /** The lapsed holds on a unit's nights: a site ends them before it reads or books the unit. */
  lapsedOnUnit(workspaceId: string, unitId: string, batch?: number): Promise<LapsedSiteHold[]>;
  isLapsed(workspaceId: string, reservationId: string): Promise<boolean>;
  /** Holds a PROVISIONAL website booking until `until` instead; false when it is no longer a PROVISIONAL hold. */
  holdUntil(workspaceId: string, reservationId: string, until: Date): Promise<boolean>;
}
