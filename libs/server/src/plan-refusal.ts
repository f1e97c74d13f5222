import { Surface } from '@innkeep/auth';
import { cheapestPlanWith, DomainError, isPlan, planHasFeature } from '@innkeep/domain';

/**
 * How a plan's refusal reads on a surface. On REST (and the CLI, its client) a plan without API
 * access answers 401 PLAN_NO_API_ACCESS (docs/contract.md#plans). On the MCP server the
 * surface is a plan feature of its own, `mcp`: a plan without it answers 403 PLAN_REQUIRED naming the
 * feature and the cheapest plan that has it, as a missing feature does anywhere. A 401 there would
 * also send MCP clients into their OAuth flow again, which cannot help. A canceled subscription
 * stays a 401 on every surface.
 */
export function planRefusalOn(surface: Surface, error: unknown): unknown {
  if (surface !== 'mcp' || !(error instanceof DomainError) || error.code !== 'PLAN_NO_API_ACCESS') return error;
  const { plan, subscriptionStatus } = error.details;
  if (subscriptionStatus === 'CANCELED' || typeof plan !== 'string' || !isPlan(plan) || planHasFeature(plan, 'mcp')) return error;
  const needed = cheapestPlanWith('mcp');
  return new DomainError('PLAN_REQUIRED', `The ${plan} plan does not include mcp; ${needed} does.`, { feature: 'mcp', plan: needed });
}
