/**
 * A lease on an endpoint or connector as this worker counts it: from the moment before the claim
 * was asked for, on the worker's own monotonic clock, so it never ends later here than in the
 * database. An attempt starts only when it would end inside the lease with a second to spare, so
 * no other worker can take the row over while one of ours is on the wire.
 */
export class HeldLease {
  private readonly endsAt: number;

  constructor(leaseMs: number, askedAt: number) {
    this.endsAt = askedAt + leaseMs;
  }

  allows(attemptMs: number): boolean {
    return performance.now() + attemptMs + 1000 < this.endsAt;
  }
}
