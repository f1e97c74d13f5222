import { randomBytes } from 'node:crypto';

import { PropertyDetail, SiteContent, SitePostView, SiteView } from '@innkeep/contract';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { OperationContext } from '../../catalogue/operation';
import { SiteRecord } from '../../ports/website';

/** The content fields a host edits; each one left out keeps its value. */
export class SiteContentInput {
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  @JSONSchema({ description: 'The site’s title (default: the property’s name)' })
  title?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  @JSONSchema({ description: 'One line under the title' })
  tagline?: string;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  @JSONSchema({ description: 'About the place, as plain text (paragraphs separated by blank lines)' })
  description?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(120, { each: true })
  @JSONSchema({ description: 'Short selling points, shown as a list (at most 20)' })
  highlights?: string[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  @JSONSchema({ description: 'House rules, shown as a list (at most 20)' })
  houseRules?: string[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  @Matches(/^https:\/\/[^\s"'<>]+$/, { each: true, message: 'each photo must be an https:// address' })
  @JSONSchema({ description: 'Photo addresses (https://), in the order shown (at most 30)' })
  photos?: string[];
}

/** The address of a site on this installation. */
export function siteUrl(ctx: OperationContext, slug: string): string {
  return `${new URL(ctx.service.apiBaseUrl).origin}/sites/${slug}`;
}

export function siteViewOf(ctx: OperationContext, site: SiteRecord): SiteView {
  return {
    propertyId: site.propertyId,
    state: site.state,
    slug: site.slug,
    url: siteUrl(ctx, site.slug),
    content: site.draftContent,
    hasUnpublishedChanges: site.publishedContent === null || JSON.stringify(site.publishedContent) !== JSON.stringify(site.draftContent),
    publishedAt: site.publishedAt?.toISOString() ?? null,
    updatedAt: site.updatedAt.toISOString(),
  };
}

/** A first draft from what the property already says, as a host would start one. */
export function firstDraftOf(property: PropertyDetail): SiteContent {
  const sleeps = property.units.map((unit) => unit.maxOccupancy ?? 0).reduce((max, value) => Math.max(max, value), 0);
  const place = [property.address.city ?? property.city, property.address.country].filter(Boolean).join(', ');
  return {
    title: property.name,
    tagline: place ? `Book direct in ${place}` : 'Book direct',
    description: '',
    highlights: [
      `${property.units.length} ${property.units.length === 1 ? 'place' : 'places'} to stay`,
      ...(sleeps > 0 ? [`Sleeps up to ${sleeps}`] : []),
      ...(property.bookingSettings.instantBooking ? ['Instant booking'] : []),
    ],
    houseRules: [`Check-in from ${property.checkInTime}`, `Check-out by ${property.checkOutTime}`],
    photos: [],
  };
}

/** A readable address part from the property's name, with a random tail so two sites never share one. */
export function newSlug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const tail = randomBytes(4).toString('hex').slice(0, 6);
  return words ? `${words}-${tail}` : `site-${tail}`;
}

export type { SitePostView };
