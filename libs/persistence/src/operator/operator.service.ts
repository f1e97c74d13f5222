import { generateApiKey, hashCredential } from '@innkeep/auth';
import {
  ChannelReservation,
  CHANNELS,
  Channel,
  createProperty,
  createUnit,
  DomainError,
  PropertyDetail,
  recordChannelReservation,
  recordInboundMessage,
  RESERVATION_SOURCES,
  ReservationSource,
  runAsOperator,
  isPlan,
  isRole,
  isScope,
  isSubscriptionStatus,
  isTimeZone,
  Plan,
  PLANS,
  Role,
  ROLES,
  Scope,
  SCOPES,
  SUBSCRIPTION_STATUSES,
  SubscriptionStatus,
  TRIAL_DAYS,
  UnitView,
  PaidPlan,
} from '@innkeep/domain';
import { DataSource, EntityManager, In } from 'typeorm';
import { runTransaction } from '../database/transaction';
import { newId, ID_PREFIX } from '../database/ids';
import { fillDemoWorkspace } from './demo-workspace';
import { applySubscriptionChange, lockFeedOf } from '../billing/subscription-writes';
import { createRepositories } from '../repositories/create-repositories';
import { SecretBox } from '../events/secret-box';
import {
  ApiKeyEntity,
  ApiKeyWorkspaceEntity,
  ChannelConnectionEntity,
  ReservationEntity,
  MembershipEntity,
  PropertyEntity,
  SubscriptionEntity,
  UnitEntity,
  UserEntity,
  WorkspaceEntity,
} from '../entities';

export type OperatorErrorCode =
  | 'INVALID_INPUT'
  | 'INVALID_EMAIL'
  | 'INVALID_ROLE'
  | 'INVALID_SCOPE'
  | 'INVALID_PLAN'
  | 'INVALID_STATUS'
  | 'INVALID_TIMEZONE'
  | 'INVALID_CHANNEL'
  | 'USER_EXISTS'
  | 'USER_NOT_FOUND'
  | 'WORKSPACE_NOT_FOUND'
  | 'PROPERTY_NOT_FOUND'
  | 'UNIT_NOT_FOUND'
  | 'RESERVATION_REFUSED'
  | 'RESERVATION_NOT_FOUND'
  | 'CONNECTION_NOT_FOUND'
  | 'REFUSED'
  | 'KEY_NOT_FOUND'
  | 'KEY_ALREADY_REVOKED'
  | 'NOT_A_MEMBER'
  | 'LAST_OWNER';

/** A refusal of the operator service: bad input or a missing record, told in one sentence. */
export class OperatorError extends Error {
  constructor(
    readonly code: OperatorErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

const noSuchWorkspace = (workspaceId: string) => new OperatorError('WORKSPACE_NOT_FOUND', `No workspace has the id ${workspaceId}.`);

export interface ImportMessageInput {
  workspaceId?: string;
  reservationId?: string;
  connectionId?: string;
  channel?: string;
  /** The channel's id of the conversation; default: one conversation per reservation. */
  externalThreadId?: string;
  externalMessageId?: string;
  sender: string;
  body: string;
  sentAt?: string;
}

export interface CreateUserInput {
  email: string;
  name?: string;
}
/**
 * A sign-up in the web interface: the user, and a workspace of their own on its 7-day trial, or,
 * where a payment processor collects a card first, INCOMPLETE until it reports the trial started.
 */
export interface SignUpInput {
  email: string;
  /** PRO (the default) or BUSINESS. */
  plan?: PaidPlan;
  /** A payment processor collects a card first: INCOMPLETE, its trial pending, until it reports the trial started. */
  awaitingCard?: boolean;
  name?: string;
  /** Argon2id of the password, hashed by the caller; absent for a sign-up through a social account. */
  passwordHash?: string;
  workspaceName: string;
  timezone?: string;
  /** A social account to link at once (a sign-up through it). */
  identity?: { issuer: string; subject: string; email: string | null };
}
export interface SignedUp {
  userId: string;
  email: string;
  workspaceId: string;
}
export interface CreateWorkspaceInput {
  name: string;
  ownerEmail: string;
  plan?: string;
  timezone?: string;
  status?: string;
  /**
   * A self-service workspace: a TRIALING one claims its owner's one trial, and starts INCOMPLETE
   * (nothing pays for it yet) when the owner had theirs already.
   */
  oneTrialPerOwner?: boolean;
  /**
   * A payment processor collects a card before anything starts: a TRIALING workspace is stored
   * INCOMPLETE with its trial pending (`trialEndsAt` set; the processor's checkout starts it).
   */
  awaitingCard?: boolean;
}
export interface SetMemberRoleInput {
  workspaceId: string;
  email: string;
  role: string;
}
export interface RemoveMemberInput {
  workspaceId: string;
  email: string;
}
export interface CreateApiKeyInput {
  email: string;
  workspaceIds: string[];
  scopes: string[];
  name?: string;
}
export interface SetPlanInput {
  workspaceId: string;
  /** Absent: the plan stays. */
  plan?: string;
  /** Absent: the status stays. */
  status?: string;
  /** An ISO 8601 instant: the trial's end (in the past, the trial has ended). */
  trialEndsAt?: string;
}
/**
 * The input of the `properties.create` operation (POST /properties), in a workspace; currency and
 * time zone default to EUR and UTC here. The operation checks it, and names what is missing.
 */
export interface CreatePropertyInput {
  workspaceId: string;
  name: string;
  currency?: string;
  timezone?: string;
  city?: string;
  country?: string;
  address?: { line1?: string; line2?: string; postalCode?: string; city?: string; region?: string; country?: string };
  checkInTime?: string;
  checkOutTime?: string;
  status?: string;
}
/** The input of the `units.create` operation (POST /units); the base price defaults to 10000 (100.00) here. */
export interface CreateUnitInput {
  propertyId: string;
  name: string;
  countOfRooms?: number;
  basePriceMinor?: number;
  maxOccupancy?: number;
}
export interface ConnectChannelInput {
  propertyId: string;
  channel: string;
  /** ICAL (default) or API: settings propagate to API connections only. */
  method?: 'ICAL' | 'API';
}

export interface CreatedUser {
  id: string;
  email: string;
}
export interface CreatedWorkspace {
  id: string;
  name: string;
  plan: Plan;
  status: SubscriptionStatus;
  /** Whether it has a trial (running, or pending the processor's checkout). */
  trial: boolean;
}
export interface MemberRole {
  workspaceId: string;
  userId: string;
  role: Role;
}
export interface CreatedApiKey {
  id: string;
  /** The whole key: returned this once, never stored. */
  key: string;
  scopes: Scope[];
  workspaceIds: string[];
}
export interface PlanState {
  workspaceId: string;
  plan: Plan;
  status: SubscriptionStatus;
  trialEndsAt: string | null;
}
export interface ChannelConnection {
  id: string;
  channel: Channel;
}
export interface DemoKeys {
  read: string;
  write: string;
}
export interface DemoSeed {
  workspaceId: string;
  ownerEmail: string;
  keys: DemoKeys;
  /** Whether these keys were issued now (the earlier ones revoked), rather than kept. */
  keysIssued: boolean;
}

export const DEMO_OWNER_EMAIL = 'demo@innkeep.test';
export const DEMO_WORKSPACE_NAME = 'Demo Rentals';
export const DEMO_KEY_NAMES = { read: 'demo-read', write: 'demo-write' } as const;

const DEFAULT_KEY_NAME = 'API key';
const MAX_NAME_LENGTH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Input checks: each returns the normalised value or throws an OperatorError naming the field.

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' ||
    (error as { driverError?: { code?: unknown } }).driverError?.code === '23505');

function text(value: unknown, field: string, { required = true, max = MAX_NAME_LENGTH } = {}): string | undefined {
  if (value === undefined || value === null) {
    if (required) throw new OperatorError('INVALID_INPUT', `${field} is required.`);
    return undefined;
  }
  if (typeof value !== 'string') throw new OperatorError('INVALID_INPUT', `${field} must be text.`);
  const trimmed = value.trim();
  if (trimmed === '') {
    if (required) throw new OperatorError('INVALID_INPUT', `${field} must not be empty.`);
    return undefined;
  }
  if (trimmed.length > max) throw new OperatorError('INVALID_INPUT', `${field} must be at most ${max} characters long.`);
  return trimmed;
}

const requiredText = (value: unknown, field: string, max?: number): string => text(value, field, { max }) as string;
const optionalText = (value: unknown, field: string, max?: number): string | undefined =>
  text(value, field, { required: false, max });

function email(value: unknown): string {
  const address = requiredText(value, 'The e-mail address', 254).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new OperatorError('INVALID_EMAIL', `"${address}" is not an e-mail address.`);
  }
  return address;
}

function id(value: unknown, what: string): string {
  return requiredText(value, `The ${what} id`, 100);
}

function plan(value: unknown): Plan {
  const code = requiredText(value, 'The plan').toUpperCase();
  if (!isPlan(code)) throw new OperatorError('INVALID_PLAN', `Unknown plan "${value}"; use one of ${PLANS.join(', ')}.`);
  return code;
}

function status(value: unknown): SubscriptionStatus {
  const code = requiredText(value, 'The subscription status').toUpperCase();
  if (!isSubscriptionStatus(code)) {
    throw new OperatorError('INVALID_STATUS', `Unknown subscription status "${value}"; use one of ${SUBSCRIPTION_STATUSES.join(', ')}.`);
  }
  return code;
}

function instant(value: unknown, field: string): Date {
  const raw = requiredText(value, field, 40);
  const parsed = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) || Number.isNaN(parsed.getTime())) {
    throw new OperatorError('INVALID_INPUT', `${field} must be an ISO 8601 instant with its offset (such as 2026-06-01T12:00:00Z), not "${raw}".`);
  }
  return parsed;
}

function role(value: unknown): Role {
  const code = requiredText(value, 'The role').toUpperCase();
  if (!isRole(code)) throw new OperatorError('INVALID_ROLE', `Unknown role "${value}"; use one of ${ROLES.join(', ')}.`);
  return code;
}

function scopes(values: unknown): Scope[] {
  if (!Array.isArray(values) || values.length === 0) {
    throw new OperatorError('INVALID_SCOPE', `A key needs at least one scope: ${SCOPES.join(' or ')}.`);
  }
  const wanted = values.map((value) => (typeof value === 'string' ? value.trim().toLowerCase() : String(value)));
  for (const scope of wanted) {
    if (!isScope(scope)) throw new OperatorError('INVALID_SCOPE', `Unknown scope "${scope}"; use ${SCOPES.join(' or ')}.`);
  }
  return SCOPES.filter((scope) => wanted.includes(scope));
}

function timezone(value: unknown): string {
  const name = requiredText(value, 'The time zone', 100);
  if (!isTimeZone(name)) {
    throw new OperatorError('INVALID_TIMEZONE', `"${name}" is not an IANA time zone (such as Europe/Lisbon or UTC).`);
  }
  // Intl accepts any letter case; store the canonical spelling.
  return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
}

function channel(value: unknown): Channel {
  const code = requiredText(value, 'The channel').toUpperCase();
  if (!(CHANNELS as readonly string[]).includes(code)) {
    throw new OperatorError('INVALID_CHANNEL', `Unknown channel "${value}"; use one of ${CHANNELS.join(', ')}.`);
  }
  return code as Channel;
}

function workspaceIdList(values: unknown): string[] {
  if (!Array.isArray(values)) throw new OperatorError('INVALID_INPUT', 'A key needs at least one workspace.');
  const ids = values.map((value) => id(value, 'workspace'));
  if (ids.length === 0) throw new OperatorError('INVALID_INPUT', 'A key needs at least one workspace.');
  // The first one given is the key's default; a repeat adds nothing.
  return [...new Set(ids)];
}

/** The fields given (undefined ones are not given), over the defaults. */
function withDefaults(defaults: Record<string, unknown>, fields: object): Record<string, unknown> {
  return { ...defaults, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) };
}

/** An operation's refusal, told as the operator tool tells its own: a code of its own and the same sentence. */
async function asOperatorError<T>(work: Promise<T>, notFound: OperatorErrorCode): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const code = error.code === 'NOT_FOUND' ? notFound : error.code === 'VALIDATION_FAILED' ? 'INVALID_INPUT' : 'REFUSED';
    // Shape-check messages are clauses (`currency must be …`): end them as the tool's sentences end.
    throw new OperatorError(code, /[.!?]$/.test(error.message) ? error.message : `${error.message}.`);
  }
}

const trialEnd = (from: Date): Date => new Date(from.getTime() + TRIAL_DAYS * DAY_MS);

/**
 * What the operator of an Innkeep installation does outside the public API: users, workspaces,
 * memberships, keys, plans and the demo data. Used by `npm run admin`, `npm start` and tests.
 * Every method checks its input and throws an OperatorError with a sentence when it is wrong.
 */
export class Operator {
  constructor(
    private readonly dataSource: DataSource,
    /** Seals the demo's export feed tokens, so its owner sees their addresses; without it they only work. */
    private readonly secrets?: SecretBox,
  ) {}

  async createUser(input: CreateUserInput): Promise<CreatedUser> {
    return this.inTransaction((manager) => this.createUserIn(manager, input));
  }

  /**
   * A self-service sign-up, in one transaction: the user (with the password hash or the linked
   * social account), and a workspace they own on the PRO plan's trial.
   */
  /** Sets (or replaces) the password of a user, from its hash: for support and self-hosters. */
  async setPasswordHash(input: { email: string; passwordHash: string }): Promise<{ email: string; passwordSet: true }> {
    return this.inTransaction(async (manager) => {
      const user = await this.findUserOrThrow(manager, input.email);
      await manager.update(UserEntity, { id: user.id }, { passwordHash: input.passwordHash });
      return { email: user.email, passwordSet: true as const };
    });
  }

  async signUp(input: SignUpInput): Promise<SignedUp> {
    return this.inTransaction(async (manager) => {
      const user = await this.createUserIn(manager, { email: input.email, name: input.name });
      if (input.passwordHash) await manager.update(UserEntity, { id: user.id }, { passwordHash: input.passwordHash });
      if (input.identity) {
        await manager.query('INSERT INTO linked_identities (issuer, subject, user_id, email) VALUES ($1, $2, $3, $4)', [
          input.identity.issuer,
          input.identity.subject,
          user.id,
          input.identity.email,
        ]);
      }
      const workspace = await this.createWorkspaceIn(manager, {
        name: input.workspaceName,
        ownerEmail: user.email,
        plan: input.plan ?? 'PRO',
        status: 'TRIALING',
        awaitingCard: input.awaitingCard,
        timezone: input.timezone,
      });
      return { userId: user.id, email: user.email, workspaceId: workspace.id };
    });
  }

  async createWorkspace(input: CreateWorkspaceInput): Promise<CreatedWorkspace> {
    return this.inTransaction((manager) => this.createWorkspaceIn(manager, input));
  }

  /** Gives a user a role in a workspace, adding the membership when it is absent. */
  async setMemberRole(input: SetMemberRoleInput): Promise<MemberRole> {
    const workspaceId = id(input.workspaceId, 'workspace');
    const address = email(input.email);
    const wanted = role(input.role);
    return this.inTransaction(async (manager) => {
      await this.lockMembershipsOrThrow(manager, workspaceId);
      const user = await this.findUserOrThrow(manager, address);
      if (wanted !== 'OWNER') await this.refuseLastOwner(manager, workspaceId, user.id, address);
      await manager.query(
        `INSERT INTO memberships (workspace_id, user_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (workspace_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
        [workspaceId, user.id, wanted],
      );
      return { workspaceId, userId: user.id, role: wanted };
    });
  }

  /** Ends a membership. The user's keys stay, but answer 401 for this workspace from then on. */
  async removeMember(input: RemoveMemberInput): Promise<{ removed: true }> {
    const workspaceId = id(input.workspaceId, 'workspace');
    const address = email(input.email);
    return this.inTransaction(async (manager) => {
      await this.lockMembershipsOrThrow(manager, workspaceId);
      const user = await this.findUserOrThrow(manager, address);
      await this.refuseLastOwner(manager, workspaceId, user.id, address);
      const result = await manager.delete(MembershipEntity, { workspaceId, userId: user.id });
      if (!result.affected) {
        throw new OperatorError('NOT_A_MEMBER', `${address} is not a member of workspace ${workspaceId}.`);
      }
      return { removed: true as const };
    });
  }

  /** Creates a key and returns it this once: only its sha256 and a short prefix are stored. */
  async createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
    return this.inTransaction((manager) => this.createApiKeyIn(manager, input));
  }

  async revokeApiKey(input: { id: string }): Promise<{ revoked: true }> {
    const keyId = id(input.id, 'key');
    return this.inTransaction(async (manager) => {
      const key = await manager.findOne(ApiKeyEntity, { where: { id: keyId }, lock: { mode: 'pessimistic_write' } });
      if (!key) throw new OperatorError('KEY_NOT_FOUND', `No API key has the id ${keyId}.`);
      if (key.revokedAt) {
        throw new OperatorError('KEY_ALREADY_REVOKED', `API key ${keyId} was already revoked on ${key.revokedAt.toISOString()}.`);
      }
      await manager.update(ApiKeyEntity, { id: keyId }, { revokedAt: () => 'now()' });
      return { revoked: true as const };
    });
  }

  /**
   * Sets a workspace's plan, subscription status or trial end (what is not given stays), and records
   * `workspace.subscription_changed` when the status or the plan moved. TRIALING without a running
   * trial starts a fresh 7-day one; PAST_DUE starts its 7 days of grace now.
   */
  async setPlan(input: SetPlanInput): Promise<PlanState> {
    const workspaceId = id(input.workspaceId, 'workspace');
    const code = input.plan === undefined ? undefined : plan(input.plan);
    const wanted = input.status === undefined ? undefined : status(input.status);
    const trialEndsAt = input.trialEndsAt === undefined ? undefined : instant(input.trialEndsAt, 'The trial end');
    return this.inTransaction(async (manager) => {
      await lockFeedOf(manager, workspaceId);
      await this.findWorkspaceOrThrow(manager, workspaceId);
      const current = await manager.findOne(SubscriptionEntity, { where: { workspaceId } });
      if (!current) {
        await manager.insert(SubscriptionEntity, { workspaceId, planCode: code ?? 'PRO', status: wanted ?? 'TRIALING', trialEndsAt: trialEndsAt ?? trialEnd(new Date()) });
      } else {
        const running = current.trialEndsAt !== null && current.trialEndsAt.getTime() > Date.now();
        const freshTrial = wanted === 'TRIALING' && trialEndsAt === undefined && !running ? trialEnd(new Date()) : undefined;
        await applySubscriptionChange(manager, workspaceId, { plan: code, status: wanted, trialEndsAt: trialEndsAt ?? freshTrial });
      }
      const after = await manager.findOneOrFail(SubscriptionEntity, { where: { workspaceId } });
      return { workspaceId, plan: after.planCode, status: after.status, trialEndsAt: after.trialEndsAt?.toISOString() ?? null };
    });
  }

  /** Runs `properties.create`, as POST /properties does; answers the property as the API would. */
  async createProperty(input: CreatePropertyInput): Promise<PropertyDetail> {
    return this.inTransaction((manager) => this.createPropertyIn(manager, input));
  }

  /** Runs `units.create`, as POST /units does: the unit with its default rate plan, "Standard", at the base price. */
  async createUnit(input: CreateUnitInput): Promise<UnitView> {
    return this.inTransaction((manager) => this.createUnitIn(manager, input));
  }

  /**
   * Records a reservation a channel reported (stands in for channel synchronisation): stored even
   * when a night is full, then flagged isOverbooking. The same channel reference twice records it once.
   */
  async importReservation(input: Omit<ChannelReservation, 'source'> & { source: string }): Promise<{ id: string; isOverbooking: boolean; created: boolean }> {
    const unitId = id(input.unitId, 'unit');
    return this.inTransaction(async (manager) => {
      const unit = await manager.findOne(UnitEntity, { where: { id: unitId } });
      if (!unit) throw new OperatorError('UNIT_NOT_FOUND', `No unit ${unitId}.`);
      try {
        const { reservation, created } = await recordChannelReservation(createRepositories(manager), unit.workspaceId, {
          ...input,
          source: input.source.toUpperCase() as Channel,
        });
        return { id: reservation.id, isOverbooking: reservation.isOverbooking, created };
      } catch (error) {
        if (error instanceof DomainError) throw new OperatorError(error.code === 'NOT_FOUND' ? 'UNIT_NOT_FOUND' : 'RESERVATION_REFUSED', error.message);
        throw error;
      }
    });
  }

  /**
   * Records a guest's message, as the channel connector's inbound hook will: the conversation is
   * created or extended, and the same message imported twice is stored once. The workspace is the
   * reservation's or the connection's when one is named.
   */
  async importMessage(input: ImportMessageInput): Promise<{ threadId: string; messageId: string; threadCreated: boolean; created: boolean }> {
    return this.inTransaction(async (manager) => {
      const reservationId = input.reservationId ? id(input.reservationId, 'reservation') : undefined;
      const connectionId = input.connectionId ? id(input.connectionId, 'connection') : undefined;
      let workspaceId = input.workspaceId ? id(input.workspaceId, 'workspace') : undefined;
      if (reservationId) {
        const reservation = await manager.findOne(ReservationEntity, { where: { id: reservationId, ...(workspaceId ? { workspaceId } : {}) } });
        if (!reservation) throw new OperatorError('RESERVATION_NOT_FOUND', `No reservation ${reservationId}.`);
        workspaceId = reservation.workspaceId;
      }
      if (connectionId) {
        const connection = await manager.findOne(ChannelConnectionEntity, { where: { id: connectionId, ...(workspaceId ? { workspaceId } : {}) } });
        if (!connection) throw new OperatorError('CONNECTION_NOT_FOUND', `No channel connection ${connectionId}${workspaceId ? ` in that workspace` : ''}.`);
        workspaceId = connection.workspaceId;
      }
      if (!workspaceId) throw new OperatorError('INVALID_INPUT', 'Name the workspace, a reservation or a connection.');
      if (!(await manager.findOne(WorkspaceEntity, { where: { id: workspaceId } }))) throw noSuchWorkspace(workspaceId);
      const channel = input.channel?.toUpperCase();
      if (channel !== undefined && !(RESERVATION_SOURCES as readonly string[]).includes(channel)) {
        throw new OperatorError('INVALID_CHANNEL', `Unknown channel "${input.channel}"; use one of ${RESERVATION_SOURCES.join(', ')}.`);
      }
      try {
        const recorded = await recordInboundMessage(createRepositories(manager), workspaceId, {
          reservationId,
          connectionId,
          channel: channel as ReservationSource | undefined,
          externalThreadId: input.externalThreadId ?? (reservationId ? `reservation:${reservationId}` : ''),
          externalMessageId: input.externalMessageId,
          sender: input.sender,
          body: input.body,
          sentAt: input.sentAt ?? new Date(),
        });
        return { threadId: recorded.threadId, messageId: recorded.message.id, threadCreated: recorded.threadCreated, created: recorded.created };
      } catch (error) {
        if (error instanceof DomainError) throw new OperatorError('INVALID_INPUT', error.message);
        throw error;
      }
    });
  }

  /** Connects a property to a channel; connecting it again returns the existing connection. */
  async connectChannel(input: ConnectChannelInput): Promise<ChannelConnection> {
    return this.inTransaction((manager) => this.connectChannelIn(manager, input));
  }

  /**
   * Makes sure the demo workspace exists, and answers its keys: `keep` (keys an earlier run issued
   * and its caller kept) when both still hold the demo workspace unrevoked, else fresh ones, the
   * earlier ones revoked. The database stores keys hashed, so it cannot show a key again itself.
   */
  async seedDemo(options: { keep?: DemoKeys } = {}): Promise<DemoSeed> {
    return this.inTransaction(async (manager) => {
      // Two processes seeding the same database at once must not create two demo workspaces.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('innkeep:seed-demo'))`);
      const userId =
        (await manager.findOne(UserEntity, { where: { email: DEMO_OWNER_EMAIL } }))?.id ??
        (await this.createUserIn(manager, { email: DEMO_OWNER_EMAIL, name: 'Demo Host' })).id;
      const [existing] = await manager.query(
        `SELECT w.id FROM workspaces w
           JOIN memberships m ON m.workspace_id = w.id AND m.user_id = $1 AND m.role = 'OWNER'
          WHERE w.name = $2
          ORDER BY w.created_at, w.id LIMIT 1`,
        [userId, DEMO_WORKSPACE_NAME],
      );
      const workspaceId: string = existing?.id ?? (await this.createDemoWorkspace(manager));
      // The demo is a paying workspace (one seeded before trials ended may still say TRIALING).
      if (existing) await manager.query(`UPDATE subscriptions SET status = 'ACTIVE', past_due_since = NULL WHERE workspace_id = $1 AND status <> 'ACTIVE'`, [workspaceId]);
      if (options.keep && (await this.demoKeysHold(manager, userId, workspaceId, options.keep))) {
        return { workspaceId, ownerEmail: DEMO_OWNER_EMAIL, keys: options.keep, keysIssued: false };
      }

      await manager.query(
        `UPDATE api_keys SET revoked_at = now()
          WHERE user_id = $1 AND name = ANY($2::text[]) AND revoked_at IS NULL`,
        [userId, [DEMO_KEY_NAMES.read, DEMO_KEY_NAMES.write]],
      );
      const read = await this.createApiKeyIn(manager, {
        email: DEMO_OWNER_EMAIL,
        workspaceIds: [workspaceId],
        scopes: ['pms:read'],
        name: DEMO_KEY_NAMES.read,
      });
      const write = await this.createApiKeyIn(manager, {
        email: DEMO_OWNER_EMAIL,
        workspaceIds: [workspaceId],
        scopes: ['pms:read', 'pms:write'],
        name: DEMO_KEY_NAMES.write,
      });
      return { workspaceId, ownerEmail: DEMO_OWNER_EMAIL, keys: { read: read.key, write: write.key }, keysIssued: true };
    });
  }

  // -------------------------------------------------------------------------------------------

  private inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return runTransaction(this.dataSource, work);
  }

  /** Whether both keys are the demo owner's unrevoked demo keys of this workspace. */
  private async demoKeysHold(manager: EntityManager, userId: string, workspaceId: string, keys: DemoKeys): Promise<boolean> {
    const wanted = [
      { name: DEMO_KEY_NAMES.read, hash: hashCredential(keys.read) },
      { name: DEMO_KEY_NAMES.write, hash: hashCredential(keys.write) },
    ];
    const [row] = await manager.query(
      `SELECT count(*)::int AS holding FROM api_keys k
         JOIN api_key_workspaces w ON w.api_key_id = k.id AND w.workspace_id = $2
        WHERE k.user_id = $1 AND k.revoked_at IS NULL AND (k.name, k.key_hash) IN (($3, $4), ($5, $6))`,
      [userId, workspaceId, wanted[0].name, wanted[0].hash, wanted[1].name, wanted[1].hash],
    );
    return row.holding === 2;
  }

  private async createDemoWorkspace(manager: EntityManager): Promise<string> {
    // The demo is a paying workspace, so it keeps its API access however long it runs, on the plan
    // with every feature (the overview, the website), so that everything can be tried on it.
    const workspace = await this.createWorkspaceIn(manager, {
      name: DEMO_WORKSPACE_NAME,
      ownerEmail: DEMO_OWNER_EMAIL,
      plan: 'BUSINESS',
      timezone: 'Europe/Lisbon',
      status: 'ACTIVE',
    });
    // Its iCal feeds are served by `npm start` on loopback (pointDemoFeeds), so private addresses are allowed for it alone.
    await fillDemoWorkspace(manager, workspace.id, { secrets: this.secrets, servedFeeds: true });
    return workspace.id;
  }

  /**
   * Points the demo's iCal connections at the feeds this start serves (`<origin>/demo-feeds/…`)
   * and makes them due at once; answers how many listings it pointed.
   */
  async pointDemoFeeds(origin: string): Promise<number> {
    return this.inTransaction(async (manager) => {
      const [, listings]: [unknown, number] = await manager.query(
        `UPDATE channel_listings l SET import_url = $1 || '/demo-feeds/' || l.connection_id || '/' || l.unit_id || '.ics', etag = NULL, last_modified = NULL
           FROM channel_connections c
          WHERE c.workspace_id = l.workspace_id AND c.id = l.connection_id AND c.allow_private_feeds AND c.status <> 'DISCONNECTED'`,
        [origin],
      );
      await manager.query(`UPDATE channel_connections SET next_sync_at = now() WHERE allow_private_feeds AND status <> 'DISCONNECTED'`);
      return listings;
    });
  }

  /** The events of a demo listing's feed: the stays of the season its connection imported. Null for any other listing. */
  async demoFeedEvents(connectionId: string, unitId: string): Promise<{ uid: string; arrivalDate: string; departureDate: string; guest: string }[] | null> {
    const [connection] = await this.dataSource.query(`SELECT 1 FROM channel_connections WHERE id = $1 AND allow_private_feeds AND status <> 'DISCONNECTED'`, [connectionId]);
    if (!connection) return null;
    return this.dataSource.query(
      `SELECT r.channel_reference AS uid, to_char(r.arrival_date, 'YYYY-MM-DD') AS "arrivalDate", to_char(r.departure_date, 'YYYY-MM-DD') AS "departureDate",
              g.first_name || ' ' || g.last_name AS guest
         FROM reservations r JOIN guests g ON g.workspace_id = r.workspace_id AND g.id = r.guest_id
        WHERE r.connection_id = $1 AND r.unit_id = $2 AND r.status <> 'CANCELLED'
        ORDER BY r.arrival_date`,
      [connectionId, unitId],
    );
  }

  private async createUserIn(manager: EntityManager, input: CreateUserInput): Promise<CreatedUser> {
    const address = email(input.email);
    const name = optionalText(input.name, 'The name') ?? null;
    const taken = () => new OperatorError('USER_EXISTS', `A user with the e-mail address ${address} already exists.`);
    if (await manager.exists(UserEntity, { where: { email: address } })) throw taken();
    const userId = newId(ID_PREFIX.user);
    try {
      await manager.insert(UserEntity, { id: userId, email: address, name });
    } catch (error) {
      // Another process created the same address between the check and the insert.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    return { id: userId, email: address };
  }

  private async createWorkspaceIn(manager: EntityManager, input: CreateWorkspaceInput): Promise<CreatedWorkspace> {
    const name = requiredText(input.name, 'The workspace name');
    const ownerEmail = email(input.ownerEmail);
    const code = plan(input.plan ?? 'PRO');
    const zone = timezone(input.timezone ?? 'UTC');
    let state = status(input.status ?? 'TRIALING');
    const owner = await this.findUserOrThrow(manager, ownerEmail);
    if (state === 'TRIALING') {
      const [{ claimed }] = await manager.query(
        'WITH claim AS (UPDATE users SET trial_used_at = now() WHERE id = $1 AND trial_used_at IS NULL RETURNING 1) SELECT count(*)::int AS claimed FROM claim',
        [owner.id],
      );
      // Concurrent creates are taken in turn by the user row's lock: one of them gets the trial.
      if (claimed === 0 && input.oneTrialPerOwner) state = 'INCOMPLETE';
    }
    const trialEndsAt = state === 'TRIALING' ? trialEnd(new Date()) : null;
    if (state === 'TRIALING' && input.awaitingCard) state = 'INCOMPLETE';
    const workspaceId = newId(ID_PREFIX.workspace);
    await manager.insert(WorkspaceEntity, { id: workspaceId, name, timezone: zone });
    await manager.insert(MembershipEntity, { workspaceId, userId: owner.id, role: 'OWNER' });
    await manager.insert(SubscriptionEntity, {
      workspaceId,
      planCode: code,
      status: state,
      trialEndsAt,
    });
    return { id: workspaceId, name, plan: code, status: state, trial: trialEndsAt !== null };
  }

  private async createApiKeyIn(manager: EntityManager, input: CreateApiKeyInput): Promise<CreatedApiKey> {
    const address = email(input.email);
    const workspaceIds = workspaceIdList(input.workspaceIds);
    const granted = scopes(input.scopes);
    const name = optionalText(input.name, 'The key name') ?? DEFAULT_KEY_NAME;
    const user = await this.findUserOrThrow(manager, address);

    const found: { id: string; isSandbox: boolean }[] = await manager.find(WorkspaceEntity, { select: { id: true, isSandbox: true }, where: { id: In(workspaceIds) } });
    const missing = workspaceIds.find((workspaceId) => !found.some((row) => row.id === workspaceId));
    if (missing) throw noSuchWorkspace(missing);
    // A sandbox takes test keys only and a live workspace live keys only, so one key cannot hold both.
    const sandboxes = found.filter((row) => row.isSandbox).length;
    if (sandboxes > 0 && sandboxes < found.length) {
      throw new OperatorError('INVALID_INPUT', 'A key holds either sandboxes (a test key, ikp_test_…) or live workspaces, not both: create one key for each.');
    }
    const memberships = await manager.find(MembershipEntity, { where: { userId: user.id, workspaceId: In(workspaceIds) } });
    const outside = workspaceIds.find((workspaceId) => !memberships.some((row) => row.workspaceId === workspaceId));
    if (outside) {
      throw new OperatorError('NOT_A_MEMBER', `${address} is not a member of workspace ${outside}, so a key of theirs cannot hold it.`);
    }

    const generated = generateApiKey(sandboxes > 0 ? 'test' : 'live');
    const keyId = newId(ID_PREFIX.apiKey);
    await manager.insert(ApiKeyEntity, {
      id: keyId,
      workspaceId: workspaceIds[0],
      userId: user.id,
      name,
      keyHash: generated.hash,
      displayPrefix: generated.displayPrefix,
      scopes: granted,
    });
    await manager.insert(
      ApiKeyWorkspaceEntity,
      workspaceIds.map((workspaceId, position) => ({ workspaceId, apiKeyId: keyId, position })),
    );
    return { id: keyId, key: generated.key, scopes: granted, workspaceIds };
  }

  private async createPropertyIn(manager: EntityManager, input: CreatePropertyInput): Promise<PropertyDetail> {
    const { workspaceId: given, ...fields } = input;
    const workspaceId = id(given, 'workspace');
    await this.findWorkspaceOrThrow(manager, workspaceId);
    return asOperatorError(runAsOperator(createProperty, createRepositories(manager), workspaceId, withDefaults({ currency: 'EUR', timezone: 'UTC' }, fields)), 'WORKSPACE_NOT_FOUND');
  }

  private async createUnitIn(manager: EntityManager, input: CreateUnitInput): Promise<UnitView> {
    const property = await this.findPropertyOrThrow(manager, id(input.propertyId, 'property'));
    return asOperatorError(
      runAsOperator(createUnit, createRepositories(manager), property.workspaceId, withDefaults({ basePriceMinor: 10_000 }, input)),
      'PROPERTY_NOT_FOUND',
    );
  }

  private async connectChannelIn(manager: EntityManager, input: ConnectChannelInput): Promise<ChannelConnection> {
    const propertyId = id(input.propertyId, 'property');
    const wanted = channel(input.channel);
    const { workspaceId } = await this.findPropertyOrThrow(manager, propertyId);
    const [row] = await manager.query(
      `INSERT INTO channel_connections (workspace_id, id, property_id, channel, status, method)
       VALUES ($1, $2, $3, $4, 'OK', $5)
       ON CONFLICT (workspace_id, property_id, channel)
       DO UPDATE SET status = 'OK', last_error = NULL
       RETURNING id`,
      [workspaceId, newId(ID_PREFIX.channelConnection), propertyId, wanted, input.method ?? 'ICAL'],
    );
    return { id: row.id, channel: wanted };
  }

  private async findUserOrThrow(manager: EntityManager, address: string): Promise<UserEntity> {
    const user = await manager.findOne(UserEntity, { where: { email: address } });
    if (!user) throw new OperatorError('USER_NOT_FOUND', `No user has the e-mail address ${address}.`);
    return user;
  }

  private async findWorkspaceOrThrow(manager: EntityManager, workspaceId: string): Promise<WorkspaceEntity> {
    const workspace = await manager.findOne(WorkspaceEntity, { where: { id: workspaceId } });
    if (!workspace) throw noSuchWorkspace(workspaceId);
    return workspace;
  }

  /**
   * Locks the workspace row, so that the membership changes of one workspace run one after the
   * other and each sees the OWNERs the previous one left. NO KEY UPDATE: inserts of rows that
   * reference the workspace (their foreign key check) are not held up.
   */
  private async lockMembershipsOrThrow(manager: EntityManager, workspaceId: string): Promise<void> {
    const rows = await manager.query('SELECT 1 FROM workspaces WHERE id = $1 FOR NO KEY UPDATE', [workspaceId]);
    if (rows.length === 0) throw noSuchWorkspace(workspaceId);
  }

  /** Refuses to demote or remove the only OWNER of a workspace; call with its memberships locked. */
  private async refuseLastOwner(manager: EntityManager, workspaceId: string, userId: string, address: string): Promise<void> {
    const [row] = await manager.query(
      `SELECT bool_and(user_id = $2) AS only_owner FROM memberships WHERE workspace_id = $1 AND role = 'OWNER'`,
      [workspaceId, userId],
    );
    if (row.only_owner === true) {
      throw new OperatorError('LAST_OWNER', `${address} is the only OWNER of workspace ${workspaceId}, which keeps at least one OWNER: make someone else OWNER first.`);
    }
  }

  private async findPropertyOrThrow(manager: EntityManager, propertyId: string): Promise<PropertyEntity> {
    const property = await manager.findOne(PropertyEntity, { where: { id: propertyId } });
    if (!property) throw new OperatorError('PROPERTY_NOT_FOUND', `No property has the id ${propertyId}.`);
    return property;
  }
}
