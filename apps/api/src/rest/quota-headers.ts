import { QuotaDecision, rateLimitHeaders } from '@innkeep/ratelimit';
import { FastifyReply } from 'fastify';

export function applyQuotaHeaders(reply: FastifyReply, decision: QuotaDecision | undefined): void {
  if (decision) reply.headers(rateLimitHeaders(decision));
}

export function hasQuotaHeaders(reply: FastifyReply): boolean {
  return reply.hasHeader('RateLimit-Limit');
}
