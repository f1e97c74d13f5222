import { PLANS, SUBSCRIPTION_STATUSES } from '../access/plans';
import { ROLES, SCOPES } from '../access/scopes';
import { arrayOf, bool, dateTime, enumOf, Infer, nullable, objectSchema, str } from '../schemas/json-schema';

/** The card the subscription charges, as the payment processor shows it. */
const subscriptionCardSchema = objectSchema({ brand: str, last4: str }, ['brand', 'last4']);
export type SubscriptionCard = Infer<typeof subscriptionCardSchema>;

/** The workspace's subscription as its owner sees it on the Billing page. */
export const subscriptionSchema = objectSchema(
  {
    status: { ...enumOf(SUBSCRIPTION_STATUSES), description: 'TRIALING, ACTIVE and PAST_DUE (for 7 days after a failed payment) have access' },
    plan: enumOf(PLANS),
    // The end of the 7-day trial; null when the workspace never had one.
    trialEndsAt: nullable(dateTime),
    // Null without a payment processor.
    currentPeriodEnd: nullable({ ...dateTime, description: 'The next charge, with a payment processor' }),
    // Whether the subscription ends at currentPeriodEnd instead of renewing.
    cancelAtPeriodEnd: bool,
    card: nullable(subscriptionCardSchema),
    warning: nullable({ ...str, description: 'Set while access is at risk: a failed payment, a trial ending without a card' }),
  },
  ['status', 'plan', 'trialEndsAt', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'card', 'warning'],
);
export type SubscriptionView = Infer<typeof subscriptionSchema>;

export const workspaceContextSchema = objectSchema(
  {
    workspace: objectSchema(
      { id: str, name: str, timezone: str, isSandbox: { ...bool, description: 'A sandbox: test keys, no channel traffic, Stripe test mode only' } },
      ['id', 'name', 'timezone', 'isSandbox'],
    ),
    user: objectSchema({ id: str, email: str, name: nullable(str), role: enumOf(ROLES) }, ['id', 'role']),
    scopes: arrayOf(enumOf(SCOPES)),
    plan: objectSchema(
      {
        code: enumOf(PLANS),
        status: enumOf(SUBSCRIPTION_STATUSES),
        trialEndsAt: nullable(dateTime),
        features: arrayOf(str),
      },
      ['code', 'status'],
    ),
    subscription: subscriptionSchema,
    // The server clock, UTC ISO 8601.
    nowUtc: dateTime,
    nowLocal: { ...str, description: 'Local time of the workspace, YYYY-MM-DDTHH:MM:SS' },
  },
  ['workspace', 'user', 'scopes', 'plan', 'subscription', 'nowUtc', 'nowLocal'],
);
export type WorkspaceContext = Infer<typeof workspaceContextSchema>;
