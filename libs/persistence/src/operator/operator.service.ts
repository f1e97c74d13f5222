import { hashCredential } from '@innkeep/auth';
import type {
  CreateApiKeyInput,
  CreatedApiKey,
  CreatedUser,
  CreatedWorkspace,
  CreateUserInput,
  CreateWorkspaceInput,
  MemberRole,
  PlanState,
  RemoveMemberInput,
  SetMemberRoleInput,
  SetPlanInput,
  SignedUp,
  SignUpInput,
} from '@innkeep/domain';
import {
  Accounts,
  Channel,
  channelInput,
  ChannelReservation,
  createProperty,
  createUnit,
  DomainError,
  idInput,
  noSuchWorkspace,
  OperatorError,
  OperatorErrorCode,
  PropertyDetail,
  recordChannelReservation,
  recordInboundMessage,
  RESERVATION_SOURCES,
  ReservationSource,
  runAsOperator,
  UnitView,
} from '@innkeep/domain';
import { DataSource, EntityManager } from 'typeorm';

import { ID_PREFIX, newId } from '../database/ids';
import { runTransaction } from '../database/transaction';
import { ChannelConnectionEntity, PropertyEntity, ReservationEntity, UnitEntity, UserEntity, WorkspaceEntity } from '../entities';
import { SecretBox } from '../events/secret-box';
import { createRepositories } from '../repositories/create-repositories';
import { fillDemoWorkspace } from './demo-workspace';
import { createAccounts, PgAccountStore } from './pg-account-store';

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

/**
 * What the operator of an Innkeep installation does outside the public API: users, workspaces,
 * memberships, keys and plans (the domain's account rules, `Accounts`), and the demo data and
 * inventory a tool or a test seeds. Used by `npm run admin`, `npm start` and tests.
 * Every method checks its input and throws an OperatorError with a sentence when it is wrong.
 */
export class Operator {
  private readonly accounts: Accounts;

  constructor(
    private readonly dataSource: DataSource,
    /** Seals the demo's export feed tokens, so its owner sees their addresses; without it they only work. */
    private readonly secrets?: SecretBox,
  ) {
    this.accounts = createAccounts(dataSource);
  }

  async createUser(input: CreateUserInput): Promise<CreatedUser> {
    return this.accounts.createUser(input);
  }

  /** Sets (or replaces) the password of a user, from its hash: for support and self-hosters. */
  async setPasswordHash(input: { email: string; passwordHash: string }): Promise<{ email: string; passwordSet: true }> {
    return this.accounts.setPasswordHash(input);
  }

  async signUp(input: SignUpInput): Promise<SignedUp> {
    return this.accounts.signUp(input);
  }

  async createWorkspace(input: CreateWorkspaceInput): Promise<CreatedWorkspace> {
    return this.accounts.createWorkspace(input);
  }

  async setMemberRole(input: SetMemberRoleInput): Promise<MemberRole> {
    return this.accounts.setMemberRole(input);
  }

  async removeMember(input: RemoveMemberInput): Promise<{ removed: true }> {
    return this.accounts.removeMember(input);
  }

  async createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
    return this.accounts.createApiKey(input);
  }

  async revokeApiKey(input: { id: string }): Promise<{ revoked: true }> {
    return this.accounts.revokeApiKey(input);
  }

  async setPlan(input: SetPlanInput): Promise<PlanState> {
    return this.accounts.setPlan(input);
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
    const unitId = idInput(input.unitId, 'unit');
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
      const reservationId = input.reservationId ? idInput(input.reservationId, 'reservation') : undefined;
      const connectionId = input.connectionId ? idInput(input.connectionId, 'connection') : undefined;
      let workspaceId = input.workspaceId ? idInput(input.workspaceId, 'workspace') : undefined;
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
        (await this.accounts.createUserWith(new PgAccountStore(manager), { email: DEMO_OWNER_EMAIL, name: 'Demo Host' })).id;
      const [existing] = await manager.query(
        `SELECT w.id FROM workspaces w
           JOIN memberships m ON m.workspace_id = w.id AND m.user_id = $1 AND m.role = 'OWNER'
          WHERE w.name = $2
          ORDER BY w.created_at, w.id LIMIT 1`,
        [userId, DEMO_WORKSPACE_NAME],
      );
      const workspaceId: string = existing?.id ?? (await this.createDemoWorkspace(manager));
      // The demo is a paying workspace (one seeded before trials ended may still say TRIALING).
      if (existing)
        await manager.query(`UPDATE subscriptions SET status = 'ACTIVE', past_due_since = NULL WHERE workspace_id = $1 AND status <> 'ACTIVE'`, [workspaceId]);
      if (options.keep && (await this.demoKeysHold(manager, userId, workspaceId, options.keep))) {
        return { workspaceId, ownerEmail: DEMO_OWNER_EMAIL, keys: options.keep, keysIssued: false };
      }

      await manager.query(
        `UPDATE api_keys SET revoked_at = now()
          WHERE user_id = $1 AND name = ANY($2::text[]) AND revoked_at IS NULL`,
        [userId, [DEMO_KEY_NAMES.read, DEMO_KEY_NAMES.write]],
      );
      const read = await this.accounts.createApiKeyWith(new PgAccountStore(manager), {
        email: DEMO_OWNER_EMAIL,
        workspaceIds: [workspaceId],
        scopes: ['pms:read'],
        name: DEMO_KEY_NAMES.read,
      });
      const write = await this.accounts.createApiKeyWith(new PgAccountStore(manager), {
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
    const workspace = await this.accounts.createWorkspaceWith(new PgAccountStore(manager), {
      name: DEMO_WORKSPACE_NAME,
      ownerEmail: DEMO_OWNER_EMAIL,
      plan: 'BUSINESS',
      timezone: 'Europe/Lisbon',
      status: 'ACTIVE',
    });
    // Its iCal feeds are served by `npm start` on loopback (pointDemoFeeds), so private addresses are allowed for it alone.
    await fillDemoWorkspace(manager, workspace.id, {
      secrets: this.secrets,
      servedFeeds: true,
      repositoriesOf: createRepositories,
    });
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
    const [connection] = await this.dataSource.query(`SELECT 1 FROM channel_connections WHERE id = $1 AND allow_private_feeds AND status <> 'DISCONNECTED'`, [
      connectionId,
    ]);
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

  private async createPropertyIn(manager: EntityManager, input: CreatePropertyInput): Promise<PropertyDetail> {
    const { workspaceId: given, ...fields } = input;
    const workspaceId = idInput(given, 'workspace');
    await this.findWorkspaceOrThrow(manager, workspaceId);
    return asOperatorError(
      runAsOperator(createProperty, createRepositories(manager), workspaceId, withDefaults({ currency: 'EUR', timezone: 'UTC' }, fields)),
      'WORKSPACE_NOT_FOUND',
    );
  }

  private async createUnitIn(manager: EntityManager, input: CreateUnitInput): Promise<UnitView> {
    const property = await this.findPropertyOrThrow(manager, idInput(input.propertyId, 'property'));
    return asOperatorError(
      runAsOperator(createUnit, createRepositories(manager), property.workspaceId, withDefaults({ basePriceMinor: 10_000 }, input)),
      'PROPERTY_NOT_FOUND',
    );
  }

  private async connectChannelIn(manager: EntityManager, input: ConnectChannelInput): Promise<ChannelConnection> {
    const propertyId = idInput(input.propertyId, 'property');
    const wanted = channelInput(input.channel);
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

  private async findWorkspaceOrThrow(manager: EntityManager, workspaceId: string): Promise<WorkspaceEntity> {
    const workspace = await manager.findOne(WorkspaceEntity, { where: { id: workspaceId } });
    if (!workspace) throw noSuchWorkspace(workspaceId);
    return workspace;
  }

  private async findPropertyOrThrow(manager: EntityManager, propertyId: string): Promise<PropertyEntity> {
    const property = await manager.findOne(PropertyEntity, { where: { id: propertyId } });
    if (!property) throw new OperatorError('PROPERTY_NOT_FOUND', `No property has the id ${propertyId}.`);
    return property;
  }
}
