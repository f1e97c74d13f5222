import type { QuotaReader, QuotaUsage } from '../../src';
import { deepCopy } from '../deep-copy';

/** Answers the usage a test gives, for the credentials it names; another credential's usage is a failure. */
export class FixedQuotaReader implements QuotaReader {
  constructor(private readonly usage: Record<string, QuotaUsage> = {}) {}

  async usageOf(credentialId: string): Promise<QuotaUsage> {
    const usage = this.usage[credentialId];
    if (!usage) throw new Error(`No quota usage scripted for credential ${credentialId}.`);
    return deepCopy(usage);
  }
}
