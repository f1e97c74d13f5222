import type { PaidPlan, Plan, Role, Scope, SubscriptionStatus } from '@innkeep/contract';

import { TRIAL_DAYS } from '../access/plan-features';
import {
  emailInput,
  idInput,
  instantInput,
  optionalText,
  planInput,
  requiredText,
  roleInput,
  scopesInput,
  statusInput,
  timezoneInput,
  workspaceIdsInput,
} from './account-inputs';
import type { AccountStore, AccountTransactions, ApiKeyMint } from './account-ports';
import { isLastOwner } from './member-permissions';
import { noSuchWorkspace, OperatorError } from './operator-error';

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

const DEFAULT_KEY_NAME = 'API key';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Accounts: users, sign-up, workspaces, members and roles, API keys, plans and subscription
 * status. The rules live here once (a workspace keeps an OWNER, one trial per owner, a key holds
 * only its user's workspaces and never sandboxes beside live ones…); the web pages and the operator
 * tool are adapters over it, and persistence implements its store. Every method checks its input
 * and throws an OperatorError with a sentence when it is wrong.
 */
export class Accounts {
  constructor(
    private readonly transaction: AccountTransactions,
    private readonly mintKey: ApiKeyMint,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createUser(input: CreateUserInput): Promise<CreatedUser> {
    return this.transaction((store) => this.createUserWith(store, input));
  }

  /** Sets (or replaces) the password of a user, from its hash: for support and self-hosters. */
  async setPasswordHash(input: { email: string; passwordHash: string }): Promise<{ email: string; passwordSet: true }> {
    return this.transaction(async (store) => {
      const user = await this.findUserOrThrow(store, input.email);
      await store.setPasswordHash(user.id, input.passwordHash);
      return { email: user.email, passwordSet: true as const };
    });
  }

  /**
   * A self-service sign-up, in one transaction: the user (with the password hash or the linked
   * social account), and a workspace they own on the PRO plan's trial.
   */
  async signUp(input: SignUpInput): Promise<SignedUp> {
    return this.transaction(async (store) => {
      const user = await this.createUserWith(store, { email: input.email, name: input.name });
      if (input.passwordHash) await store.setPasswordHash(user.id, input.passwordHash);
      if (input.identity) await store.linkIdentity(user.id, input.identity);
      const workspace = await this.createWorkspaceWith(store, {
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
    return this.transaction((store) => this.createWorkspaceWith(store, input));
  }

  /** Gives a user a role in a workspace, adding the membership when it is absent. */
  async setMemberRole(input: SetMemberRoleInput): Promise<MemberRole> {
    const workspaceId = idInput(input.workspaceId, 'workspace');
    const address = emailInput(input.email);
    const wanted = roleInput(input.role);
    return this.transaction(async (store) => {
      await this.lockMembershipsOrThrow(store, workspaceId);
      const user = await this.findUserOrThrow(store, address);
      if (wanted !== 'OWNER') await this.refuseLastOwner(store, workspaceId, user.id, address);
      await store.putMembership(workspaceId, user.id, wanted);
      return { workspaceId, userId: user.id, role: wanted };
    });
  }

  /** Ends a membership. The user's keys stay, but answer 401 for this workspace from then on. */
  async removeMember(input: RemoveMemberInput): Promise<{ removed: true }> {
    const workspaceId = idInput(input.workspaceId, 'workspace');
    const address = emailInput(input.email);
    return this.transaction(async (store) => {
      await this.lockMembershipsOrThrow(store, workspaceId);
      const user = await this.findUserOrThrow(store, address);
      await this.refuseLastOwner(store, workspaceId, user.id, address);
      if (!(await store.deleteMembership(workspaceId, user.id))) {
        throw new OperatorError('NOT_A_MEMBER', `${address} is not a member of workspace ${workspaceId}.`);
      }
      return { removed: true as const };
    });
  }

  /** Creates a key and returns it this once: only its hash and a short prefix are stored. */
  async createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
    return this.transaction((store) => this.createApiKeyWith(store, input));
  }

  async revokeApiKey(input: { id: string }): Promise<{ revoked: true }> {
    const keyId = idInput(input.id, 'key');
    return this.transaction(async (store) => {
      const key = await store.lockApiKey(keyId);
      if (!key) throw new OperatorError('KEY_NOT_FOUND', `No API key has the id ${keyId}.`);
      if (key.revokedAt) {
        throw new OperatorError('KEY_ALREADY_REVOKED', `API key ${keyId} was already revoked on ${key.revokedAt.toISOString()}.`);
      }
      await store.revokeApiKey(keyId);
      return { revoked: true as const };
    });
  }

  /**
   * Sets a workspace's plan, subscription status or trial end (what is not given stays), and records
   * `workspace.subscription_changed` when the status or the plan moved. TRIALING without a running
   * trial starts a fresh 7-day one; PAST_DUE starts its 7 days of grace now.
   */
  async setPlan(input: SetPlanInput): Promise<PlanState> {
    const workspaceId = idInput(input.workspaceId, 'workspace');
    const code = input.plan === undefined ? undefined : planInput(input.plan);
    const wanted = input.status === undefined ? undefined : statusInput(input.status);
    const trialEndsAt = input.trialEndsAt === undefined ? undefined : instantInput(input.trialEndsAt, 'The trial end');
    return this.transaction(async (store) => {
      await store.lockFeed(workspaceId);
      if (!(await store.workspaceExists(workspaceId))) throw noSuchWorkspace(workspaceId);
      const current = await store.subscriptionOf(workspaceId);
      if (!current) {
        await store.insertSubscription(workspaceId, { plan: code ?? 'PRO', status: wanted ?? 'TRIALING', trialEndsAt: trialEndsAt ?? this.trialEnd() });
      } else {
        const running = current.trialEndsAt !== null && current.trialEndsAt.getTime() > this.now().getTime();
        const freshTrial = wanted === 'TRIALING' && trialEndsAt === undefined && !running ? this.trialEnd() : undefined;
        await store.changeSubscription(workspaceId, { plan: code, status: wanted, trialEndsAt: trialEndsAt ?? freshTrial });
      }
      const after = (await store.subscriptionOf(workspaceId)) as NonNullable<Awaited<ReturnType<AccountStore['subscriptionOf']>>>;
      return { workspaceId, plan: after.plan, status: after.status, trialEndsAt: after.trialEndsAt?.toISOString() ?? null };
    });
  }

  // Within a transaction the caller holds (the demo season seeds its owner, workspace and keys in one).

  async createUserWith(store: AccountStore, input: CreateUserInput): Promise<CreatedUser> {
    const address = emailInput(input.email);
    const name = optionalText(input.name, 'The name') ?? null;
    const taken = () => new OperatorError('USER_EXISTS', `A user with the e-mail address ${address} already exists.`);
    if (await store.findUserByEmail(address)) throw taken();
    const userId = await store.insertUser({ email: address, name });
    if (userId === null) throw taken();
    return { id: userId, email: address };
  }

  async createWorkspaceWith(store: AccountStore, input: CreateWorkspaceInput): Promise<CreatedWorkspace> {
    const name = requiredText(input.name, 'The workspace name');
    const ownerEmail = emailInput(input.ownerEmail);
    const code = planInput(input.plan ?? 'PRO');
    const zone = timezoneInput(input.timezone ?? 'UTC');
    let state = statusInput(input.status ?? 'TRIALING');
    const owner = await this.findUserOrThrow(store, ownerEmail);
    if (state === 'TRIALING') {
      const claimed = await store.claimTrial(owner.id);
      if (!claimed && input.oneTrialPerOwner) state = 'INCOMPLETE';
    }
    const trialEndsAt = state === 'TRIALING' ? this.trialEnd() : null;
    if (state === 'TRIALING' && input.awaitingCard) state = 'INCOMPLETE';
    const id = await store.insertWorkspace({ name, timezone: zone, ownerId: owner.id, subscription: { plan: code, status: state, trialEndsAt } });
    return { id, name, plan: code, status: state, trial: trialEndsAt !== null };
  }

  async createApiKeyWith(store: AccountStore, input: CreateApiKeyInput): Promise<CreatedApiKey> {
    const address = emailInput(input.email);
    const workspaceIds = workspaceIdsInput(input.workspaceIds);
    const granted = scopesInput(input.scopes);
    const name = optionalText(input.name, 'The key name') ?? DEFAULT_KEY_NAME;
    const user = await this.findUserOrThrow(store, address);

    const found = await store.findWorkspaces(workspaceIds);
    const missing = workspaceIds.find((workspaceId) => !found.some((row) => row.id === workspaceId));
    if (missing) throw noSuchWorkspace(missing);
    // A sandbox takes test keys only and a live workspace live keys only, so one key cannot hold both.
    const sandboxes = found.filter((row) => row.isSandbox).length;
    if (sandboxes > 0 && sandboxes < found.length) {
      throw new OperatorError('INVALID_INPUT', 'A key holds either sandboxes (a test key, ikp_test_…) or live workspaces, not both: create one key for each.');
    }
    const memberOf = await store.memberOf(user.id, workspaceIds);
    const outside = workspaceIds.find((workspaceId) => !memberOf.includes(workspaceId));
    if (outside) {
      throw new OperatorError('NOT_A_MEMBER', `${address} is not a member of workspace ${outside}, so a key of theirs cannot hold it.`);
    }
    const minted = this.mintKey(sandboxes > 0 ? 'test' : 'live');
    const id = await store.insertApiKey({ userId: user.id, name, keyHash: minted.hash, displayPrefix: minted.displayPrefix, scopes: granted, workspaceIds });
    return { id, key: minted.key, scopes: granted, workspaceIds };
  }

  async findUserOrThrow(store: AccountStore, address: string): Promise<{ id: string; email: string }> {
    const user = await store.findUserByEmail(address);
    if (!user) throw new OperatorError('USER_NOT_FOUND', `No user has the e-mail address ${address}.`);
    return user;
  }

  // -------------------------------------------------------------------------------------------

  private trialEnd(): Date {
    return new Date(this.now().getTime() + TRIAL_DAYS * DAY_MS);
  }

  private async lockMembershipsOrThrow(store: AccountStore, workspaceId: string): Promise<void> {
    if (!(await store.lockMemberships(workspaceId))) throw noSuchWorkspace(workspaceId);
  }

  /** Refuses to demote or remove the only OWNER of a workspace; call with its memberships locked. */
  private async refuseLastOwner(store: AccountStore, workspaceId: string, userId: string, address: string): Promise<void> {
    if (isLastOwner(await store.ownerIds(workspaceId), userId)) {
      throw new OperatorError(
        'LAST_OWNER',
        `${address} is the only OWNER of workspace ${workspaceId}, which keeps at least one OWNER: make someone else OWNER first.`,
      );
    }
  }
}
