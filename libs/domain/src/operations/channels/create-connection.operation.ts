import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { Channel, CHANNEL_METHODS, ChannelMethod, CHANNELS } from '@innkeep/contract';
import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { CREATE } from '../annotations';
import { PropertyIdInput } from '../properties/property-id.input';
import { connectionSchema } from './connection.schema';
import { exportUrlOf, hashExportToken, newExportToken } from './export-token';

export class ConnectionListingInput {
  @IsString() @IsNotEmpty() @MaxLength(64)
  @JSONSchema({ description: 'A unit of the property' })
  unitId: string;

  @IsString() @IsNotEmpty() @MaxLength(2048)
  @JSONSchema({ description: 'The listing’s calendar export (.ics) address the channel gives, http or https, on a public address', format: 'uri' })
  importUrl: string;
}

export class CreateConnectionInput extends PropertyIdInput {
  @IsIn(CHANNELS)
  @JSONSchema({ description: 'The channel' })
  channel: Channel;

  @IsOptional() @IsIn(CHANNEL_METHODS)
  @JSONSchema({ description: 'ICAL (default): the channel’s calendar feeds are pulled, and Innkeep serves one per unit for the channel to pull' })
  method?: ChannelMethod;

  @IsArray() @ArrayNotEmpty() @ArrayMaxSize(200)
  @IsObject({ each: true }) @ValidateNested({ each: true }) @Type(() => ConnectionListingInput)
  @JSONSchema({ description: 'One entry per unit listed on the channel' })
  listings: ConnectionListingInput[];
}

export const createConnection = defineOperation({
  name: 'connections.create',
  summary: 'Connect a channel',
  description:
    'Connects a property to a channel by iCal: each listed unit’s channel feed (importUrl) is pulled every CHANNEL_SYNC_INTERVAL_SECONDS (default 900) by the worker, its bookings becoming reservations of that channel and its "Not available" events CHANNEL blocks; the answer gives each unit’s exportUrl, the feed to paste into the channel, shown this once (POST /connections/:connectionId/rotate-export-urls makes new ones). One connection per property and channel (409 ALREADY_CONNECTED). Feed addresses must be http or https on public addresses (400 URL_NOT_ALLOWED). Plan feature channels.',
  access: 'pms:write',
  feature: 'channels',
  quota: 'write',
  input: CreateConnectionInput,
  output: connectionSchema,
  successStatus: 201,
  http: [{ method: 'POST', path: '/connections' }],
  mcp: { tool: 'channel_connect', example: { propertyId: 'prop_123', channel: 'AIRBNB', listings: [{ unitId: 'unit_123', importUrl: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc' }] }, title: 'Connect a channel', annotations: { ...CREATE, openWorldHint: true } },
  cli: 'channels:connect',
  errors: ['NOT_FOUND', 'ALREADY_CONNECTED', 'URL_NOT_ALLOWED', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const property = await ctx.repos.properties.findDetail(workspaceId, input.propertyId);
    if (!property) throw notFound('Property');
    const unitIds = new Set(property.units.map((unit) => unit.id));
    const seen = new Set<string>();
    for (const listing of input.listings) {
      if (!unitIds.has(listing.unitId)) throw notFound('Unit');
      if (seen.has(listing.unitId)) throw new DomainError('VALIDATION_FAILED', `Unit ${listing.unitId} is listed twice.`);
      seen.add(listing.unitId);
      if (!(await ctx.channels?.feeds.isAllowed(listing.importUrl))) {
        throw new DomainError('URL_NOT_ALLOWED', 'An importUrl must be an http or https address of a public host: this installation does not fetch loopback, private or link-local addresses.', { unitId: listing.unitId });
      }
    }
    const tokens = new Map(input.listings.map((listing) => [listing.unitId, newExportToken()]));
    const connectionId = await ctx.repos.channels.create(workspaceId, {
      propertyId: property.id,
      channel: input.channel,
      method: input.method ?? 'ICAL',
      listings: input.listings.map((listing) => ({ unitId: listing.unitId, importUrl: listing.importUrl, exportTokenHash: hashExportToken(tokens.get(listing.unitId)!) })),
      // The first pull is due at once: the worker picks it up within seconds.
      nextSyncAt: ctx.now(),
    });
    if (!connectionId) {
      throw new DomainError('ALREADY_CONNECTED', `${property.name} is already connected to ${input.channel}: disconnect it first, or change its listings there.`, { propertyId: property.id, channel: input.channel });
    }
    const connection = await ctx.repos.channels.find(workspaceId, connectionId);
    if (!connection) throw notFound('Connection');
    return withExportUrls(connection, tokens, ctx.service.apiBaseUrl);
  },
});

/** The connection with the export addresses just made, the one time they can be shown. */
export function withExportUrls<C extends { listings: { unitId: string; exportUrl: string | null }[] }>(connection: C, tokens: Map<string, string>, apiBaseUrl: string): C {
  return {
    ...connection,
    listings: connection.listings.map((listing) => {
      const token = tokens.get(listing.unitId);
      return { ...listing, exportUrl: token ? exportUrlOf(apiBaseUrl, token) : null };
    }),
  };
}
