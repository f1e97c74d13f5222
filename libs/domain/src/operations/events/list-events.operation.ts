import { EVENT_TYPES, eventPageSchema, EventType } from '@innkeep/contract';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { ToInteger, ToList } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';

export class ListEventsInput {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @JSONSchema({ description: 'The nextCursor of the previous read; absent to start at the oldest kept event (30 days)' })
  after?: string;

  @IsOptional()
  @ToList()
  @IsIn(EVENT_TYPES, { each: true })
  @JSONSchema({ description: 'Only these event types (comma-separated in a query string)', type: 'array', items: { type: 'string', enum: [...EVENT_TYPES] } })
  types?: EventType[];

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(500)
  @JSONSchema({ description: 'Events per page, 1 to 500 (default 100)' })
  take?: number;
}

export const listEvents = defineOperation({
  name: 'events.list',
  summary: 'Read the change feed',
  description:
    'The workspace’s changes in commit order, each once: reservations created, moved, cancelled, status changes, overbookings, blocks, rates, restrictions, settings, channel synchronisations. Read from `after` (the previous nextCursor) in pages of `take`; an empty page still answers a nextCursor to poll with. An event that commits late is never skipped: the feed waits for writes still open. Events are kept 30 days. Example: `GET /events?types=reservation.created,reservation.cancelled&take=50`.',
  access: 'pms:read',
  quota: 'read',
  input: ListEventsInput,
  output: eventPageSchema,
  http: [{ method: 'GET', path: '/events', operationId: 'listEvents' }],
  mcp: {
    tool: 'events_list',
    example: { types: ['reservation.created', 'reservation.cancelled'], take: 50 },
    title: 'Read the change feed',
    annotations: READ_ONLY,
  },
  cli: 'events',
  errors: ['BAD_CURSOR'],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const after = input.after ? await decodeFeedCursor(ctx.cursors, workspaceId, input.after) : null;
    const page = await ctx.repos.events.list(workspaceId, { after, types: input.types?.length ? input.types : null, take: input.take ?? 100 });
    return { events: page.events, nextCursor: await encodeFeedCursor(ctx.cursors, workspaceId, page.last) };
  },
});
