import { Plan, SubscriptionStatus } from '../access/plans';
import { Role, Scope } from '../access/scopes';

export interface WorkspaceContext {
  workspace: { id: string; name: string; timezone: string };
  user: { id: string; email: string; name: string | null; role: Role };
  scopes: Scope[];
  plan: { code: Plan; status: SubscriptionStatus; trialEndsAt: string | null; features: string[] };
  /** The server clock, UTC ISO 8601. */
  nowUtc: string;
  /** The same instant in the workspace's time zone, `YYYY-MM-DDTHH:MM:SS`. */
  nowLocal: string;
}
