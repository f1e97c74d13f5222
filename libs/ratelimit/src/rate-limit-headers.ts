import { QuotaDecision } from './quota-store';

/**
 * The `RateLimit-*` fields of the IETF RateLimit header draft (docs/contract.md#limits-and-headers);
 * `Retry-After` when refused.
 */
export function rateLimitHeaders(decision: QuotaDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.resetSeconds),
    'RateLimit-Policy': `${decision.limit};w=${decision.windowSeconds}`,
  };
  if (!decision.allowed) headers['Retry-After'] = String(decision.resetSeconds);
  return headers;
}
