import { Channel, CHANNEL_METHODS, ChannelMethod, CHANNELS, connectionSchema } from '@innkeep/contract';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { PropertyIdInput } from '../../inputs/property-id.input';
import { connectionEvent } from '../../services/event-drafts';
import { newSigningSecret } from '../../services/signing-secret';
import { CREATE } from '../annotations';
import { exportUrlOf, newExportToken } from './export-token';

export class ConnectionListingInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'A unit of the property' })
  unitId: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  @JSONSchema({ description: 'ICAL: the listing’s calendar export (.ics) address the channel gives, http or https, on a public address', format: 'uri' })
  importUrl?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  @JSONSchema({ description: 'API: the listing’s id at the channel, which every message about it names' })
  externalListingId?: string;
}

export class CreateConnectionInput extends PropertyIdInput {
  @IsIn(CHANNELS)
  @JSONSchema({ description: 'The channel' })
  channel: Channel;

  @IsOptional()
  @IsIn(CHANNEL_METHODS)
  @JSONSchema({
    description:
      'ICAL (default): the channel’s calendar feeds are pulled, and Innkeep serves one per unit for the channel to pull. API: a connector exchanges signed JSON with Innkeep (availability, rates and settings out; reservations and messages in)',
  })
  method?: ChannelMethod;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  @JSONSchema({ description: 'API: where the connector receives availability, rates and settings (http or https, public address)', format: 'uri' })
  endpointUrl?: string;

  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(200)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ConnectionListingInput)
  @JSONSchema({ description: 'One entry per unit listed on the channel' })
  listings: ConnectionListingInput[];
}

export const createConnection = defineOperation({
  name: 'connections.create',
  summary: 'Connect a channel',
  description:
    'Connects a property to a channel. ICAL: each listed unit’s channel feed (importUrl) is pulled every CHANNEL_SYNC_INTERVAL_SECONDS (default 900) by the worker, its bookings becoming reservations of that channel and its "Not available" events CHANNEL blocks; the answer gives each unit’s exportUrl, the feed to paste into the channel, which GET /connections shows OWNER and ADMIN again (POST /connections/:connectionId/rotate-export-urls makes new ones). API: each unit names its externalListingId; every change of availability, price, restriction or setting is sent to endpointUrl as signed JSON (Standard Webhooks, with the signingSecret answered this once), and the connector sends reservations and messages to POST /channel-hooks/:connectionId signed the same way. One connection per property and channel (409 ALREADY_CONNECTED). Addresses must be http or https on public addresses (400 URL_NOT_ALLOWED). Plan feature channels. Example: `{ "propertyId": "prop_…", "channel": "BOOKING_COM", "method": "API", "endpointUrl": "https://connector.example/innkeep", "listings": [{ "unitId": "unit_…", "externalListingId": "8841203" }] }`.',
  access: 'pms:write',
  feature: 'channels',
  quota: 'write',
  input: CreateConnectionInput,
  output: connectionSchema,
  successStatus: 201,
  http: [{ method: 'POST', path: '/connections', operationId: 'createConnection' }],
  answerHoldsSecrets: true,
  mcp: {
    tool: 'channel_connect',
    example: { propertyId: 'prop_123', channel: 'AIRBNB', listings: [{ unitId: 'unit_123', importUrl: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc' }] },
    title: 'Connect a channel',
    annotations: { ...CREATE, openWorldHint: true },
  },
  cli: 'channels:connect',
  errors: ['NOT_FOUND', 'ALREADY_CONNECTED', 'URL_NOT_ALLOWED', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  events: connectionEvent('connection.created'),
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const property = await ctx.repos.properties.findDetail(workspaceId, input.propertyId);
    if (!property) throw notFound('Property');
    const unitIds = new Set(property.units.map((unit) => unit.id));
    const method = input.method ?? 'ICAL';
    const seen = new Set<string>();
    const externalIds = new Set<string>();
    const notAllowed = (details: Record<string, unknown>) =>
      new DomainError(
        'URL_NOT_ALLOWED',
        'Addresses must be http or https addresses of a public host: this installation does not reach loopback, private or link-local addresses.',
        details,
      );
    if (method === 'API' && !input.endpointUrl)
      throw new DomainError('VALIDATION_FAILED', 'An API connection needs endpointUrl, where the connector receives changes.');
    if (method === 'ICAL' && input.endpointUrl)
      throw new DomainError('VALIDATION_FAILED', 'endpointUrl is for API connections; an ICAL connection names each listing’s importUrl.');
    if (input.endpointUrl && !(await ctx.channels?.feeds.isAllowed(input.endpointUrl))) throw notAllowed({ field: 'endpointUrl' });
    for (const listing of input.listings) {
      if (!unitIds.has(listing.unitId)) throw notFound('Unit');
      if (seen.has(listing.unitId)) throw new DomainError('VALIDATION_FAILED', `Unit ${listing.unitId} is listed twice.`);
      seen.add(listing.unitId);
      if (method === 'ICAL') {
        if (!listing.importUrl)
          throw new DomainError('VALIDATION_FAILED', `Unit ${listing.unitId} needs importUrl, the channel’s calendar feed.`, { unitId: listing.unitId });
        if (!(await ctx.channels?.feeds.isAllowed(listing.importUrl))) throw notAllowed({ unitId: listing.unitId });
      } else {
        if (!listing.externalListingId)
          throw new DomainError('VALIDATION_FAILED', `Unit ${listing.unitId} needs externalListingId, its id at the channel.`, { unitId: listing.unitId });
        if (externalIds.has(listing.externalListingId))
          throw new DomainError('VALIDATION_FAILED', `externalListingId ${listing.externalListingId} is given twice.`);
        externalIds.add(listing.externalListingId);
      }
    }
    const tokens = new Map(method === 'ICAL' ? input.listings.map((listing) => [listing.unitId, newExportToken()] as const) : []);
    const signingSecret = method === 'API' ? newSigningSecret() : undefined;
    const connectionId = await ctx.repos.channels.create(workspaceId, {
      propertyId: property.id,
      channel: input.channel,
      method,
      listings: input.listings.map((listing) => ({
        unitId: listing.unitId,
        importUrl: listing.importUrl ?? null,
        externalListingId: listing.externalListingId ?? null,
        exportToken: tokens.get(listing.unitId) ?? null,
      })),
      // An iCal connection's first pull is due at once: the worker picks it up within seconds.
      nextSyncAt: method === 'ICAL' ? ctx.now() : null,
      endpointUrl: input.endpointUrl,
      signingSecret,
    });
    if (!connectionId) {
      throw new DomainError(
        'ALREADY_CONNECTED',
        `${property.name} is already connected to ${input.channel}: disconnect it first, or change its listings there.`,
        { propertyId: property.id, channel: input.channel },
      );
    }
    const connection = await ctx.repos.channels.find(workspaceId, connectionId);
    if (!connection) throw notFound('Connection');
    const created = withExportUrls(connection, tokens, ctx.service.apiBaseUrl);
    return signingSecret ? { ...created, signingSecret } : created;
  },
});

/** The connection with its listings' export addresses, from their tokens by unit (null where none). */
export function withExportUrls<C extends { listings: { unitId: string; exportUrl: string | null }[] }>(
  connection: C,
  tokens: Map<string, string>,
  apiBaseUrl: string,
): C {
  return {
    ...connection,
    listings: connection.listings.map((listing) => {
      const token = tokens.get(listing.unitId);
      return { ...listing, exportUrl: token ? exportUrlOf(apiBaseUrl, token) : null };
    }),
  };
}
