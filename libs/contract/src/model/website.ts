import { arrayOf, bool, dateTime, enumOf, Infer, nullable, objectSchema, str } from '../schemas/json-schema';

/** A property's direct-booking website (docs/contract.md#website). */
export const SITE_STATES = ['DRAFT', 'PUBLISHED'] as const;
export type SiteState = (typeof SITE_STATES)[number];

const texts = arrayOf(str);

// Photos: addresses (https), shown in this order.
export const siteContentSchema = objectSchema({ title: str, tagline: str, description: str, highlights: texts, houseRules: texts, photos: texts }, [
  'title',
  'tagline',
  'description',
  'highlights',
  'houseRules',
  'photos',
]);
export type SiteContent = Infer<typeof siteContentSchema>;

export const sitePostSchema = objectSchema(
  // Body: Markdown, rendered on the site with anything scriptable removed.
  { id: str, propertyId: str, title: str, body: { ...str, description: 'Markdown' }, createdAt: dateTime },
  ['id', 'propertyId', 'title', 'body', 'createdAt'],
);
export type SitePostView = Infer<typeof sitePostSchema>;

export const siteSchema = objectSchema(
  {
    propertyId: str,
    state: enumOf(SITE_STATES),
    slug: str,
    // `<api origin>/sites/<slug>`.
    url: { ...str, description: 'Address of the public site; it answers 404 until published' },
    // The content being edited; the public site shows what was last published.
    content: siteContentSchema,
    // Whether the content differs from what the public site shows.
    hasUnpublishedChanges: bool,
    publishedAt: nullable(dateTime),
    updatedAt: dateTime,
  },
  ['propertyId', 'state', 'slug', 'url', 'content', 'hasUnpublishedChanges', 'publishedAt', 'updatedAt'],
);
export type SiteView = Infer<typeof siteSchema>;

/** website_get answers the site with its latest posts. */
export const siteWithPostsSchema = objectSchema({ ...siteSchema.properties, posts: arrayOf(sitePostSchema) }, siteSchema.required);
export type SiteWithPosts = Infer<typeof siteWithPostsSchema>;
