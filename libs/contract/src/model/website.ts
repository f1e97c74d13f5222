/** A property's direct-booking website (docs/contract.md#website). */
export const SITE_STATES = ['DRAFT', 'PUBLISHED'] as const;
export type SiteState = (typeof SITE_STATES)[number];

export interface SiteContent {
  title: string;
  tagline: string;
  description: string;
  highlights: string[];
  houseRules: string[];
  /** Photo addresses (https), shown in this order. */
  photos: string[];
}

export interface SiteView {
  propertyId: string;
  state: SiteState;
  slug: string;
  /** Where the published site is served: `<api origin>/sites/<slug>`. */
  url: string;
  /** The content being edited; the public site shows what was last published. */
  content: SiteContent;
  /** Whether the content differs from what the public site shows. */
  hasUnpublishedChanges: boolean;
  publishedAt: string | null;
  updatedAt: string;
}

export interface SitePostView {
  id: string;
  propertyId: string;
  title: string;
  /** Markdown, rendered on the site with anything scriptable removed. */
  body: string;
  createdAt: string;
}
