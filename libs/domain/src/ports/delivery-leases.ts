/**
 * Where a sender of signed messages leases its work from (webhook endpoints, API connections): a
 * row at a time, held by one worker under a token each of its writes checks, given back after its
 * turn.
 */
export interface LeaseQueue<Claimed> {
  /** Leases up to `limit` rows with work due for `leaseSeconds`, the one served longest ago first. */
  claim(limit: number, leaseSeconds: number): Promise<Claimed[]>;
  /** Gives the row back, unless its lease was taken over meanwhile: then it is the new holder's. */
  release(claimed: Claimed): Promise<void>;
}

/** A leased row as its holder names it in each write: the row and this claim's token. */
export interface HeldLeaseToken {
  workspaceId: string;
  id: string;
  /** This claim's own name for the lease: every write of the holder checks it still holds. */
  leaseToken: string;
}
