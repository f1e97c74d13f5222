import { arrayOf, CANCELLATION_POLICIES, CHANNELS, JsonSchema, nullable, objectSchema, PLANS, PROPERTY_STATUSES, ROLES, SCOPES, SUBSCRIPTION_STATUSES, WEEKDAYS } from '@innkeep/contract';

const str = { type: 'string' };
const int = { type: 'integer' };
const hhmm = { type: 'string', pattern: '^\\d{2}:\\d{2}$' };

export const ratePlanSchema = objectSchema(
  {
    id: str,
    title: str,
    isDefault: { type: 'boolean' },
    unitId: str,
    basePriceMinor: { ...int, description: 'Price of a night without a rate row, in minor units' },
    currency: str,
  },
  ['id', 'title', 'isDefault'],
);

export const listingSettingsSchema = objectSchema({
  weekendPriceMinor: nullable(int),
  extraGuestFeeMinor: nullable(int),
  extraGuestFromGuests: nullable(int),
  cleaningFeeMinor: nullable(int),
  weeklyDiscountPercent: nullable(int),
  monthlyDiscountPercent: nullable(int),
  advanceBookingDays: nullable(int),
  turnoverDays: nullable(int),
  checkInWeekdays: arrayOf({ enum: [...WEEKDAYS] }),
  checkOutWeekdays: arrayOf({ enum: [...WEEKDAYS] }),
});

export const unitSchema = objectSchema(
  {
    id: str,
    name: str,
    propertyId: str,
    propertyName: str,
    countOfRooms: { ...int, minimum: 1 },
    maxOccupancy: nullable({ ...int, description: 'Most guests a room of the unit sleeps' }),
    archivedAt: nullable({ ...str, format: 'date-time', description: 'When the unit was archived; null while in use' }),
    ratePlans: arrayOf(ratePlanSchema),
    listingSettings: listingSettingsSchema,
  },
  ['id', 'name'],
);

export const propertySchema = objectSchema(
  {
    id: str,
    name: str,
    status: { enum: [...PROPERTY_STATUSES] },
    city: nullable(str),
    currency: { ...str, description: 'ISO 4217 code' },
    timezone: { ...str, description: 'IANA time-zone name' },
    unitCount: int,
  },
  ['id', 'name'],
);

export const bookingSettingsSchema = objectSchema({
  instantBooking: { type: 'boolean' },
  arrivalTimeFrom: nullable(hhmm),
  arrivalTimeTo: nullable(hhmm),
});

export const paymentScheduleSchema = objectSchema(
  {
    depositPercent: { type: 'integer', minimum: 0, maximum: 100, description: 'Percent of the total due at booking (default 30)' },
    balanceDueDaysBeforeArrival: { type: 'integer', minimum: 0, maximum: 365, description: 'The rest is due this many days before arrival (default 14)' },
  },
  ['depositPercent', 'balanceDueDaysBeforeArrival'],
);

export const taskSettingsSchema = objectSchema(
  {
    autoCleaning: { type: 'boolean', description: 'Each stay’s departure makes a CLEANING task' },
    checklist: arrayOf(str, 'The steps each automatic cleaning’s checklist starts with'),
    defaultAssigneeUserId: { ...nullable(str), description: 'Who automatic cleanings are assigned to' },
  },
  ['autoCleaning', 'checklist', 'defaultAssigneeUserId'],
);

export const propertyDetailSchema = objectSchema(
  {
    ...(propertySchema.properties as Record<string, JsonSchema>),
    address: objectSchema({
      line1: nullable(str),
      line2: nullable(str),
      postalCode: nullable(str),
      city: nullable(str),
      region: nullable(str),
      country: nullable({ ...str, description: 'ISO 3166-1 alpha-2' }),
    }),
    checkInTime: { ...hhmm, description: 'Earliest check-in, local time' },
    checkOutTime: { ...hhmm, description: 'Latest check-out, local time' },
    cancellationPolicy: { enum: [...CANCELLATION_POLICIES] },
    bookingSettings: bookingSettingsSchema,
    taskSettings: taskSettingsSchema,
    paymentSchedule: paymentScheduleSchema,
    units: arrayOf(unitSchema),
    ratePlans: arrayOf(ratePlanSchema),
  },
  ['id', 'name'],
);

export const propagationSchema = arrayOf(
  objectSchema({ channel: { enum: [...CHANNELS] }, state: { enum: ['SYNCED', 'QUEUED', 'MANUAL_REQUIRED'] } }, [
    'channel',
    'state',
  ]),
  'What happens to the change on each connected channel',
);

export const workspaceContextSchema = objectSchema(
  {
    workspace: objectSchema({ id: str, name: str, timezone: str, isSandbox: { type: 'boolean', description: 'A sandbox: test keys, no channel traffic, Stripe test mode only' } }, ['id', 'name', 'timezone', 'isSandbox']),
    user: objectSchema({ id: str, email: str, name: nullable(str), role: { enum: [...ROLES] } }, ['id', 'role']),
    scopes: arrayOf({ enum: [...SCOPES] }),
    plan: objectSchema(
      {
        code: { enum: [...PLANS] },
        status: { enum: [...SUBSCRIPTION_STATUSES] },
        trialEndsAt: nullable({ ...str, format: 'date-time' }),
        features: arrayOf(str),
      },
      ['code', 'status'],
    ),
    subscription: objectSchema(
      {
        status: { enum: [...SUBSCRIPTION_STATUSES], description: 'TRIALING, ACTIVE and PAST_DUE (for 7 days after a failed payment) have access' },
        plan: { enum: [...PLANS] },
        trialEndsAt: nullable({ ...str, format: 'date-time' }),
        currentPeriodEnd: nullable({ ...str, format: 'date-time', description: 'The next charge, with a payment processor' }),
        cancelAtPeriodEnd: { type: 'boolean' },
        card: nullable(objectSchema({ brand: str, last4: str }, ['brand', 'last4'])),
        warning: nullable({ ...str, description: 'Set while access is at risk: a failed payment, a trial ending without a card' }),
      },
      ['status', 'plan', 'trialEndsAt', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'card', 'warning'],
    ),
    nowUtc: { ...str, format: 'date-time' },
    nowLocal: { ...str, description: 'Local time of the workspace, YYYY-MM-DDTHH:MM:SS' },
  },
  ['workspace', 'user', 'scopes', 'plan', 'subscription', 'nowUtc', 'nowLocal'],
);

export const statusSchema = objectSchema(
  {
    status: { enum: ['ok', 'degraded'] },
    checks: {
      type: 'object',
      description: 'Each dependency (postgres, redis) and whether it answered within a second.',
      additionalProperties: objectSchema(
        { status: { enum: ['ok', 'down'] }, msg: str, latencyMs: { type: 'integer', minimum: 0 } },
        ['status', 'latencyMs'],
      ),
    },
    version: str,
    serverTime: { ...str, format: 'date-time' },
    openapiUrl: str,
    docsUrl: str,
    mcpUrl: str,
    mcpManifestUrl: str,
    oauthMetadataUrl: str,
    authorizationServerMetadataUrl: str,
    deprecationPolicyUrl: str,
    scopes: arrayOf({ enum: [...SCOPES] }),
  },
  ['status', 'version', 'serverTime', 'scopes'],
);
