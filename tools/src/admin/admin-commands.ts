/**
 * The commands of `npm run admin` (docs/contract.md#operating-the-servers): each names its flags, turns them
 * into the Operator's input (a bad flag is a usage error, exit 2, before the database opens),
 * calls one Operator method, and says in a sentence what it did.
 */
import { hashPassword, passwordProblem } from '@innkeep/auth';
import { formatMinor, minorUnitsOf, OperatorError } from '@innkeep/domain';
import { type Operator } from '@innkeep/persistence';

import { seedDemoKeepingKeys } from './demo-keys';

/** The command line is wrong: exit code 2 and the usage text. */
export class UsageError extends Error {
  override name = 'UsageError';

  /** The command whose usage to show; absent: all of them. */
  constructor(
    message: string,
    readonly command?: AdminCommand,
  ) {
    super(message);
  }
}

export interface FlagSpec {
  /** Placeholder in the usage text. */
  value: string;
  required?: boolean;
  /** Shown in the usage text; the Operator applies it. */
  default?: string;
  /** A flag without a value (`--reset-keys`), `'true'` when given. */
  switch?: boolean;
}

/** Where the command runs: the installation's data folder (the demo keys are kept there). */
export interface AdminContext {
  dataDir: string;
}

export type FlagValues = Record<string, string | undefined>;

export interface AdminCommand {
  name: string;
  summary: string;
  flags: Record<string, FlagSpec>;
  /** Checks flag values beyond presence (numbers, lists); throws UsageError. */
  prepare?: (flags: FlagValues) => void;
  /** Runs the command; `flags` holds every required flag. */
  run(operator: Operator, flags: FlagValues, context: AdminContext): Promise<object>;
  /** The sentence printed without --json. */
  describe(result: object, flags: FlagValues): string;
}

/** Keeps each command's result type between run and describe. */
function command<T extends object>(definition: {
  name: string;
  summary: string;
  flags: Record<string, FlagSpec>;
  prepare?: (flags: FlagValues) => void;
  run(operator: Operator, flags: FlagValues, context: AdminContext): Promise<T>;
  describe(result: T, flags: FlagValues): string;
}): AdminCommand {
  return definition as unknown as AdminCommand;
}

/** Comma-separated list: `ws_a,ws_b`. */
export function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A whole-number flag; anything else is a usage error. */
export function wholeNumberFlag(flags: FlagValues, name: string): number | undefined {
  const raw = flags[name];
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw.trim())) throw new UsageError(`--${name} takes a whole number, not "${raw}".`);
  return Number(raw.trim());
}

/** A price typed in major units (`120.50`), as on every human surface, in minor units. */
export function majorUnitsFlag(flags: FlagValues, name: string): number | undefined {
  const raw = flags[name];
  if (raw === undefined) return undefined;
  const minor = minorUnitsOf(raw);
  if (minor === null) throw new UsageError(`--${name} takes an amount in major units such as 120 or 120.50, not "${raw}".`);
  return minor;
}

const req = (flags: FlagValues, name: string): string => flags[name] as string;

export const ADMIN_COMMANDS: AdminCommand[] = [
  command({
    name: 'user create',
    summary: 'create a user',
    flags: { email: { value: 'E', required: true }, name: { value: 'N' } },
    run: (operator, flags) => operator.createUser({ email: req(flags, 'email'), name: flags.name }),
    describe: (user) => `Created user ${user.email} (${user.id}).`,
  }),
  command({
    name: 'workspace create',
    summary: 'create a workspace with its owner and a 7-day trial',
    flags: {
      name: { value: 'N', required: true },
      owner: { value: 'E', required: true },
      plan: { value: 'STARTER|PRO|BUSINESS', default: 'PRO' },
      timezone: { value: 'Z', default: 'UTC' },
      status: { value: 'TRIALING|ACTIVE|PAST_DUE|INCOMPLETE|TRIAL_ENDED|CANCELED', default: 'TRIALING' },
    },
    run: (operator, flags) =>
      operator.createWorkspace({
        name: req(flags, 'name'),
        ownerEmail: req(flags, 'owner'),
        plan: flags.plan,
        timezone: flags.timezone,
        status: flags.status,
      }),
    describe: (workspace, flags) =>
      `Created workspace "${workspace.name}" (${workspace.id}) on the ${workspace.plan} plan, owned by ${flags.owner?.trim().toLowerCase()}.`,
  }),
  command({
    name: 'member set-role',
    summary: "set a user's role in a workspace (adds the member if absent)",
    flags: {
      workspace: { value: 'W', required: true },
      user: { value: 'E', required: true },
      role: { value: 'OWNER|ADMIN|MEMBER|VIEWER|STAFF', required: true },
    },
    run: (operator, flags) => operator.setMemberRole({ workspaceId: req(flags, 'workspace'), email: req(flags, 'user'), role: req(flags, 'role') }),
    describe: (member, flags) => `${flags.user?.trim().toLowerCase()} (${member.userId}) is now ${member.role} of ${member.workspaceId}.`,
  }),
  command({
    name: 'member remove',
    summary: 'remove a user from a workspace (their keys stop working there)',
    flags: { workspace: { value: 'W', required: true }, user: { value: 'E', required: true } },
    run: (operator, flags) => operator.removeMember({ workspaceId: req(flags, 'workspace'), email: req(flags, 'user') }),
    describe: (_removed, flags) => `Removed ${flags.user?.trim().toLowerCase()} from ${flags.workspace?.trim()}.`,
  }),
  command({
    name: 'key create',
    summary: 'create an API key (shown once, stored only as a hash)',
    flags: {
      user: { value: 'E', required: true },
      workspace: { value: 'W[,W2…]', required: true },
      scopes: { value: 'pms:read[,pms:write]', required: true },
      name: { value: 'N' },
    },
    prepare: (flags) => {
      if (list(flags.workspace).length === 0) throw new UsageError('--workspace needs at least one workspace id.');
      if (list(flags.scopes).length === 0) throw new UsageError('--scopes needs at least one scope: pms:read or pms:write.');
    },
    run: (operator, flags) =>
      operator.createApiKey({
        email: req(flags, 'user'),
        workspaceIds: list(flags.workspace),
        scopes: list(flags.scopes),
        name: flags.name,
      }),
    describe: (key) =>
      `Created API key ${key.id} (${key.scopes.join(', ')}) for ${key.workspaceIds.join(', ')}:\n` +
      `${key.key}\n` +
      'It is shown only this once: store it now.',
  }),
  command({
    name: 'key revoke',
    summary: 'revoke an API key',
    flags: { id: { value: 'K', required: true } },
    run: (operator, flags) => operator.revokeApiKey({ id: req(flags, 'id') }),
    describe: (_revoked, flags) => `Revoked API key ${flags.id?.trim()}.`,
  }),
  command({
    name: 'plan set',
    summary: "set a workspace's plan, subscription status or trial end (for a workspace billed by invoice, or support)",
    flags: {
      workspace: { value: 'W', required: true },
      plan: { value: 'STARTER|PRO|BUSINESS' },
      status: { value: 'TRIALING|ACTIVE|PAST_DUE|INCOMPLETE|TRIAL_ENDED|CANCELED' },
      'trial-ends-at': { value: '<ISO instant>' },
    },
    prepare: (flags) => {
      if (flags.plan === undefined && flags.status === undefined && flags['trial-ends-at'] === undefined) {
        throw new UsageError('Give --plan, --status or --trial-ends-at: what to change.');
      }
    },
    run: (operator, flags) =>
      operator.setPlan({ workspaceId: req(flags, 'workspace'), plan: flags.plan, status: flags.status, trialEndsAt: flags['trial-ends-at'] }),
    describe: (state) =>
      `Workspace ${state.workspaceId} is now on the ${state.plan} plan (${state.status}${state.trialEndsAt ? `, trial ${Date.parse(state.trialEndsAt) > Date.now() ? 'ends' : 'ended'} ${state.trialEndsAt}` : ''}).`,
  }),
  command({
    name: 'property create',
    summary: 'create a property (the properties.create operation of the API)',
    flags: {
      workspace: { value: 'W', required: true },
      name: { value: 'N', required: true },
      currency: { value: 'CUR', default: 'EUR' },
      timezone: { value: 'Z', default: 'UTC' },
      city: { value: 'C' },
      country: { value: 'CC' },
      address: { value: 'LINE' },
      'postal-code': { value: 'P' },
      'check-in': { value: 'HH:MM', default: '15:00' },
      'check-out': { value: 'HH:MM', default: '11:00' },
    },
    run: (operator, flags) =>
      operator.createProperty({
        workspaceId: req(flags, 'workspace'),
        name: req(flags, 'name'),
        currency: flags.currency,
        timezone: flags.timezone,
        ...(flags.address !== undefined || flags['postal-code'] !== undefined
          ? { address: { line1: flags.address, postalCode: flags['postal-code'], city: flags.city, country: flags.country } }
          : { city: flags.city, country: flags.country }),
        checkInTime: flags['check-in'],
        checkOutTime: flags['check-out'],
      }),
    describe: (property) => `Created property "${property.name}" (${property.id}).`,
  }),
  command({
    name: 'user set-password',
    summary: 'set the web sign-in password of a user, read from standard input (never a flag: it would stay in shell history)',
    flags: { email: { value: 'E', required: true } },
    run: async (operator, flags) => {
      if (process.stdin.isTTY)
        throw new UsageError('Pipe the password on standard input, e.g. read -s P && printf %s "$P" | npm run -s admin -- user set-password --email …');
      let text = '';
      for await (const chunk of process.stdin) text += chunk;
      const password = text.replace(/\r?\n$/, '');
      const problem = passwordProblem(password);
      if (problem) throw new OperatorError('INVALID_INPUT', problem);
      return operator.setPasswordHash({ email: req(flags, 'email'), passwordHash: await hashPassword(password) });
    },
    describe: (result) => `Set the password of ${result.email}; they can sign in on the web pages now.`,
  }),
  command({
    name: 'reservation import',
    summary: 'record a channel reservation, as channel synchronisation will (stored even when it overbooks)',
    flags: {
      unit: { value: 'U', required: true },
      source: { value: 'AIRBNB|BOOKING_COM|…', required: true },
      reference: { value: 'CHANNEL_ID', required: true },
      arrival: { value: 'YYYY-MM-DD', required: true },
      departure: { value: 'YYYY-MM-DD', required: true },
      'first-name': { value: 'F', required: true },
      'last-name': { value: 'L', required: true },
      email: { value: 'E' },
      total: { value: 'MINOR', required: true },
      currency: { value: 'EUR' },
      adults: { value: 'COUNT', default: '1' },
    },
    prepare: (flags) => {
      wholeNumberFlag(flags, 'total');
      wholeNumberFlag(flags, 'adults');
    },
    run: (operator, flags) =>
      operator.importReservation({
        unitId: req(flags, 'unit'),
        source: req(flags, 'source'),
        channelReference: req(flags, 'reference'),
        arrivalDate: req(flags, 'arrival'),
        departureDate: req(flags, 'departure'),
        guest: { firstName: req(flags, 'first-name'), lastName: req(flags, 'last-name'), email: flags.email },
        totalAmountMinor: wholeNumberFlag(flags, 'total')!,
        currency: flags.currency,
        adults: wholeNumberFlag(flags, 'adults'),
      }),
    describe: (result) =>
      `${result.created ? 'Recorded' : 'Already had'} reservation ${result.id}${result.isOverbooking ? ' (it overbooks: resolve it in the calendar)' : ''}.`,
  }),
  command({
    name: 'message import',
    summary: "record a guest's message, as the channel connector will (the same message twice is stored once)",
    flags: {
      workspace: { value: 'W' },
      reservation: { value: 'R' },
      connection: { value: 'C' },
      channel: { value: 'AIRBNB|…|DIRECT|OTHER' },
      thread: { value: 'EXTERNAL_THREAD_ID', default: 'reservation:<R>' },
      'message-id': { value: 'EXTERNAL_MESSAGE_ID' },
      sender: { value: 'NAME', required: true },
      body: { value: 'TEXT', required: true },
      'sent-at': { value: 'ISO_INSTANT', default: 'now' },
    },
    prepare: (flags) => {
      if (!flags.workspace && !flags.reservation && !flags.connection) throw new UsageError('Name --workspace, --reservation or --connection.');
      if (!flags.reservation && !flags.thread) throw new UsageError('Name --thread (the channel’s conversation id) when no --reservation is given.');
      if (flags['sent-at'] !== undefined && Number.isNaN(Date.parse(flags['sent-at']))) throw new UsageError('--sent-at must be an ISO 8601 instant.');
    },
    run: (operator, flags) =>
      operator.importMessage({
        workspaceId: flags.workspace,
        reservationId: flags.reservation,
        connectionId: flags.connection,
        channel: flags.channel,
        externalThreadId: flags.thread,
        externalMessageId: flags['message-id'],
        sender: req(flags, 'sender'),
        body: req(flags, 'body'),
        sentAt: flags['sent-at'],
      }),
    describe: (result) =>
      result.created
        ? `Recorded message ${result.messageId} in ${result.threadCreated ? 'a new conversation' : 'conversation'} ${result.threadId}.`
        : `Already had that message (${result.messageId}) in conversation ${result.threadId}.`,
  }),
  command({
    name: 'unit create',
    summary: 'create a unit with its default rate plan "Standard" (the units.create operation of the API)',
    flags: {
      property: { value: 'P', required: true },
      name: { value: 'N', required: true },
      rooms: { value: 'COUNT', default: '1' },
      'base-price': { value: 'AMOUNT', default: '100.00' },
      'max-occupancy': { value: 'GUESTS' },
    },
    prepare: (flags) => {
      wholeNumberFlag(flags, 'rooms');
      wholeNumberFlag(flags, 'max-occupancy');
      majorUnitsFlag(flags, 'base-price');
    },
    run: (operator, flags) =>
      operator.createUnit({
        propertyId: req(flags, 'property'),
        name: req(flags, 'name'),
        countOfRooms: wholeNumberFlag(flags, 'rooms'),
        basePriceMinor: majorUnitsFlag(flags, 'base-price'),
        maxOccupancy: wholeNumberFlag(flags, 'max-occupancy'),
      }),
    describe: (unit) => {
      const plan = unit.ratePlans.find((candidate) => candidate.isDefault);
      return `Created unit "${unit.name}" (${unit.id}) with ${unit.countOfRooms === 1 ? '1 room' : `${unit.countOfRooms} rooms`} and its default rate plan "${plan?.title}" (${plan?.id}) at ${formatMinor(plan?.basePriceMinor, plan?.currency)} a night.`;
    },
  }),
  command({
    name: 'channel connect',
    summary: 'connect a property to a channel',
    flags: { property: { value: 'P', required: true }, channel: { value: 'AIRBNB|BOOKING_COM|…', required: true } },
    run: (operator, flags) => operator.connectChannel({ propertyId: req(flags, 'property'), channel: req(flags, 'channel') }),
    describe: (connection, flags) => `Connected ${flags.property?.trim()} to ${connection.channel} (${connection.id}).`,
  }),
  command({
    name: 'demo',
    summary: 'create the demo workspace if absent, and show its keys (kept in the data folder); --reset-keys revokes them and issues new ones',
    flags: { 'reset-keys': { value: '', switch: true } },
    run: (operator, flags, context) => seedDemoKeepingKeys(operator, context.dataDir, { resetKeys: flags['reset-keys'] === 'true' }),
    describe: (demo) =>
      `Demo workspace ${demo.workspaceId} (owner ${demo.ownerEmail}); ${demo.keysIssued ? 'new demo keys, the earlier ones are revoked' : 'its keys are unchanged'}.\n` +
      `Read key:  ${demo.keys.read}\n` +
      `Write key: ${demo.keys.write}`,
  }),
];

/** Checks a command's flag values before anything runs: required flags, numbers, lists. */
export function prepareFlags(adminCommand: AdminCommand, flags: FlagValues): void {
  for (const [name, spec] of Object.entries(adminCommand.flags)) {
    if (spec.required && (flags[name] === undefined || flags[name]?.trim() === '')) {
      throw new UsageError(`${adminCommand.name} needs --${name} ${spec.value}.`, adminCommand);
    }
  }
  try {
    adminCommand.prepare?.(flags);
  } catch (error) {
    if (error instanceof UsageError && !error.command) throw new UsageError(error.message, adminCommand);
    throw error;
  }
}
