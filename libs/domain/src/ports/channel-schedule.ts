/** A connection whose pull is due, claimed for one lease. */
export interface DueConnection {
  workspaceId: string;
  connectionId: string;
}

/**
 * Which connections are due for a pull. A claim moves each one's next time one lease ahead, so
 * workers polling at the same moment never claim one connection twice; a sandbox's are never due.
 */
export interface ChannelSchedule {
  claimDue(limit: number, leaseSeconds: number): Promise<DueConnection[]>;
}
