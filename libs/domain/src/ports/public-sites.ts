import type { Plan, PropertyDetail, SiteContent, SubscriptionStatus, UnitView } from '@innkeep/contract';

import type { NightRestrictions } from './rates';

/** A published site as the public reaches it: by its address alone, before any workspace is known. */
export interface PublishedSite {
  workspaceId: string;
  propertyId: string;
  slug: string;
  content: SiteContent;
  plan: Plan;
  subscriptionStatus: SubscriptionStatus;
  /** With the status, what tells whether the workspace has access now (a site is served only then). */
  trialEndsAt: Date | null;
  pastDueSince: Date | null;
  billedByProcessor: boolean;
}

/** What every page of a site shows besides availability. */
export interface PublishedSitePage {
  site: PublishedSite;
  /** The property with its units in use (archived ones left out). */
  property: PropertyDetail;
  /** When the newest post was written: what a cache of the posts is keyed by. */
  latestPostAt: string | null;
}

/** A published site with its property, before its units are read: `unitsVersion` says when they last changed. */
export interface PublishedSiteHead extends Omit<PublishedSitePage, 'property'> {
  property: Omit<PropertyDetail, 'units' | 'ratePlans' | 'unitCount'>;
  unitsVersion: string;
}

/** One night of a unit as a site shows it: rooms free, the price of a rate plan, its restrictions. */
export interface SiteNight extends NightRestrictions {
  free: number;
  priceMinor: number | null;
  /** Whether the rate plan has a row for the night (restrictions apply only then). */
  hasRates: boolean;
}

/**
 * The public site's reads. The slug lookup is the one read that crosses workspaces (a slug is
 * unique across all of them); what it finds names the workspace every later read filters on.
 */
export interface PublicSites {
  /** The published site at this address with its property; null when none is published there. */
  findPublished(slug: string): Promise<PublishedSiteHead | null>;
  /** The property's units in use, with their rate plans and listing settings. */
  units(workspaceId: string, propertyId: string): Promise<UnitView[]>;
  /** Each night of `[from, until)` of a unit: free rooms, a rate plan's price and restrictions. */
  nights(workspaceId: string, unitId: string, ratePlanId: string | null, from: string, until: string): Promise<SiteNight[]>;
}
