import {
  Channel,
  CHANNELS,
  isPlan,
  isRole,
  isScope,
  isSubscriptionStatus,
  Plan,
  PLANS,
  Role,
  ROLES,
  Scope,
  SCOPES,
  SUBSCRIPTION_STATUSES,
  SubscriptionStatus,
} from '@innkeep/contract';

import { isTimeZone } from '../time/local-time';
import { OperatorError } from './operator-error';

// Input checks of the account rules and the operator tool: each returns the normalised value or
// throws an OperatorError naming the field.

const MAX_NAME_LENGTH = 200;

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

export const requiredText = (value: unknown, field: string, max?: number): string => text(value, field, { max }) as string;
export const optionalText = (value: unknown, field: string, max?: number): string | undefined => text(value, field, { required: false, max });

export function emailInput(value: unknown): string {
  const address = requiredText(value, 'The e-mail address', 254).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new OperatorError('INVALID_EMAIL', `"${address}" is not an e-mail address.`);
  }
  return address;
}

export function idInput(value: unknown, what: string): string {
  return requiredText(value, `The ${what} id`, 100);
}

export function planInput(value: unknown): Plan {
  const code = requiredText(value, 'The plan').toUpperCase();
  if (!isPlan(code)) throw new OperatorError('INVALID_PLAN', `Unknown plan "${value}"; use one of ${PLANS.join(', ')}.`);
  return code;
}

export function statusInput(value: unknown): SubscriptionStatus {
  const code = requiredText(value, 'The subscription status').toUpperCase();
  if (!isSubscriptionStatus(code)) {
    throw new OperatorError('INVALID_STATUS', `Unknown subscription status "${value}"; use one of ${SUBSCRIPTION_STATUSES.join(', ')}.`);
  }
  return code;
}

export function instantInput(value: unknown, field: string): Date {
  const raw = requiredText(value, field, 40);
  const parsed = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) || Number.isNaN(parsed.getTime())) {
    throw new OperatorError('INVALID_INPUT', `${field} must be an ISO 8601 instant with its offset (such as 2026-06-01T12:00:00Z), not "${raw}".`);
  }
  return parsed;
}

export function roleInput(value: unknown): Role {
  const code = requiredText(value, 'The role').toUpperCase();
  if (!isRole(code)) throw new OperatorError('INVALID_ROLE', `Unknown role "${value}"; use one of ${ROLES.join(', ')}.`);
  return code;
}

export function scopesInput(values: unknown): Scope[] {
  if (!Array.isArray(values) || values.length === 0) {
    throw new OperatorError('INVALID_SCOPE', `A key needs at least one scope: ${SCOPES.join(' or ')}.`);
  }
  const wanted = values.map((value) => (typeof value === 'string' ? value.trim().toLowerCase() : String(value)));
  for (const scope of wanted) {
    if (!isScope(scope)) throw new OperatorError('INVALID_SCOPE', `Unknown scope "${scope}"; use ${SCOPES.join(' or ')}.`);
  }
  return SCOPES.filter((scope) => wanted.includes(scope));
}

export function timezoneInput(value: unknown): string {
  const name = requiredText(value, 'The time zone', 100);
  if (!isTimeZone(name)) {
    throw new OperatorError('INVALID_TIMEZONE', `"${name}" is not an IANA time zone (such as Europe/Lisbon or UTC).`);
  }
  // Intl accepts any letter case; store the canonical spelling.
  return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
}

export function channelInput(value: unknown): Channel {
  const code = requiredText(value, 'The channel').toUpperCase();
  if (!(CHANNELS as readonly string[]).includes(code)) {
    throw new OperatorError('INVALID_CHANNEL', `Unknown channel "${value}"; use one of ${CHANNELS.join(', ')}.`);
  }
  return code as Channel;
}

export function workspaceIdsInput(values: unknown): string[] {
  if (!Array.isArray(values)) throw new OperatorError('INVALID_INPUT', 'A key needs at least one workspace.');
  const ids = values.map((value) => idInput(value, 'workspace'));
  if (ids.length === 0) throw new OperatorError('INVALID_INPUT', 'A key needs at least one workspace.');
  // The first one given is the key's default; a repeat adds nothing.
  return [...new Set(ids)];
}
