import { createHash } from 'node:crypto';

import { nightsBetween } from '@innkeep/contract';

import { Principal } from '../../access/principal';
import { DomainError } from '../../errors/domain-error';
import { Repositories } from '../../ports/repositories';
import { SiteHold } from '../../ports/reservations';

/**
 * What an anonymous visitor may book on a property's website (docs/contract.md#website): without
 * them, a few posts held a room unpaid for a year. Staff and API clients are not bound by them.
 */
export const SITE_STAY_RULES = {
  /** The longest stay a visitor may book; longer ones are arranged with the host. */
  maxNights: 30,
  /** Unpaid bookings one visitor's network may hold on a property at once. */
  holdsPerVisitor: 3,
  /** Unpaid website bookings a property may hold at once, all visitors together. */
  holdsPerProperty: 20,
  /** A PROVISIONAL booking the host has not confirmed within this time is cancelled and its nights return to sale. */
  holdHours: 24,
} as const;

/** The rules as the operation's description states them. */
export const SITE_STAY_RULES_SENTENCE =
  `A booking made by a visitor on a property’s website obeys the website’s stay rules too: at most ${SITE_STAY_RULES.maxNights} nights (409 STAY_TOO_LONG); ` +
  `at most ${SITE_STAY_RULES.holdsPerVisitor} unpaid bookings holding a room per visitor’s network and ${SITE_STAY_RULES.holdsPerProperty} per property at once (409 TOO_MANY_HOLDS, \`scope\` VISITOR or PROPERTY); ` +
  `and a PROVISIONAL one the host has not confirmed within ${SITE_STAY_RULES.holdHours} hours is cancelled, its nights returning to sale.`;

export const isSiteVisitor = (principal: Principal): boolean => principal.credentialKind === 'site_visitor';

/** The visitor's network as stored with their bookings: a hash, so the address is not kept in clear. */
function visitorKeyOf(principal: Principal): string {
  return createHash('sha256').update(`${principal.workspaceId}\n${principal.credentialId}`).digest('hex');
}

/** Refuses a visitor's stay longer than the website allows, before anything is read. */
export function checkSiteStayLength(arrivalDate: string, departureDate: string): void {
  const nights = nightsBetween(arrivalDate, departureDate);
  if (nights > SITE_STAY_RULES.maxNights) {
    throw new DomainError(
      'STAY_TOO_LONG',
      `Stays booked on the website are at most ${SITE_STAY_RULES.maxNights} nights; this one is ${nights}. Please contact the host for a longer stay.`,
      {
        maxNights: SITE_STAY_RULES.maxNights,
        nights,
      },
    );
  }
}

/**
 * Refuses a visitor's booking once their network, or the property, holds as many unpaid website
 * bookings as allowed, and answers how the booking is recorded: whose it is, and when it lapses.
 * Runs under the property's website-hold lock (see `countSiteHolds`), so concurrent posts cannot
 * overshoot a cap.
 */
export async function siteHoldFor(
  repos: Repositories,
  principal: Principal,
  propertyId: string,
  today: string,
  now: Date,
  provisional: boolean,
): Promise<SiteHold> {
  const visitorKey = visitorKeyOf(principal);
  const held = await repos.reservations.countSiteHolds(principal.workspaceId, propertyId, visitorKey, today, now);
  if (held.visitor >= SITE_STAY_RULES.holdsPerVisitor) {
    throw new DomainError(
      'TOO_MANY_HOLDS',
      `Your network already holds ${held.visitor} unpaid bookings here, the most the website takes at once. Please wait for the host to confirm them, or contact the host.`,
      {
        scope: 'VISITOR',
        limit: SITE_STAY_RULES.holdsPerVisitor,
      },
    );
  }
  if (held.property >= SITE_STAY_RULES.holdsPerProperty) {
    throw new DomainError(
      'TOO_MANY_HOLDS',
      'This place has as many unconfirmed website bookings as it takes at once. Please try again later, or contact the host.',
      {
        scope: 'PROPERTY',
        limit: SITE_STAY_RULES.holdsPerProperty,
      },
    );
  }
  return { visitorKey, expiresAt: provisional ? new Date(now.getTime() + SITE_STAY_RULES.holdHours * 3_600_000) : null };
}
