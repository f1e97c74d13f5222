import { QuotaUsage } from '@innkeep/contract';

/**
 * What the quota catalogue reads: the quota store, through the server's policy. Reading spends
 * nothing. Domain code never sees where quotas are kept (memory, Redis).
 */
export interface QuotaReader {
  /** Every operation counted per credential, for this credential. */
  usageOf(credentialId: string): Promise<QuotaUsage>;
}
