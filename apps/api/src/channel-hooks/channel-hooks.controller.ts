import { ConnectorOutcome } from '@innkeep/domain';
import { Body, Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags, SchemaObject } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';

import { API_ERROR_REF } from '../openapi/openapi-components';
import { ChannelHookService } from './channel-hook.service';
import { rawBodyOf } from './raw-body';

const MESSAGE_SCHEMA: SchemaObject = {
  oneOf: [
    {
      type: 'object',
      required: ['type', 'externalId', 'externalListingId', 'arrivalDate', 'departureDate', 'guest'],
      properties: {
        type: { type: 'string', enum: ['reservation.upsert'] },
        externalId: { type: 'string' },
        externalListingId: { type: 'string' },
        arrivalDate: { type: 'string', format: 'date' },
        departureDate: { type: 'string', format: 'date' },
        status: { enum: ['CONFIRMED', 'PROVISIONAL', 'CANCELLED'] },
        guest: {
          type: 'object',
          required: ['firstName', 'lastName'],
          properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' } },
        },
        adults: { type: 'integer' },
        children: { type: 'integer' },
        totalAmountMinor: { type: 'integer' },
        currency: { type: 'string' },
      },
    },
    {
      type: 'object',
      required: ['type', 'externalId'],
      properties: { type: { type: 'string', enum: ['reservation.cancel'] }, externalId: { type: 'string' } },
    },
    {
      type: 'object',
      required: ['type', 'externalThreadId', 'sender', 'body', 'sentAt'],
      properties: {
        type: { type: 'string', enum: ['message.received'] },
        externalThreadId: { type: 'string' },
        externalReservationId: { type: 'string' },
        externalMessageId: { type: 'string' },
        sender: { type: 'string' },
        body: { type: 'string' },
        sentAt: { type: 'string', format: 'date-time' },
      },
    },
  ],
};

/** The connector protocol's way in: a channel connector's signed messages, no API key. */
@ApiTags('channel-hooks')
@Controller('channel-hooks')
export class ChannelHooksController {
  constructor(@Inject(ChannelHookService) private readonly hooks: ChannelHookService) {}

  @Post(':connectionId')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'receiveChannelMessage',
    summary: 'Receive a channel connector’s message',
    description:
      'For channel connectors of API connections, not for API keys: reservations (`reservation.upsert`, `reservation.cancel`) and guest messages (`message.received`), signed as Standard Webhooks with the connection’s signingSecret (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`). A bad signature, a timestamp more than 5 minutes off or a webhook-id seen before is refused (401 BAD_SIGNATURE) and changes nothing. Idempotent by the channel’s ids; reservations are stored even when they overbook (isOverbooking).',
    security: [],
  })
  @ApiParam({ name: 'connectionId', required: true, schema: { type: 'string' } })
  @ApiHeader({ name: 'webhook-id', required: true, description: 'The message’s unique id' })
  @ApiHeader({ name: 'webhook-timestamp', required: true, description: 'Seconds since the epoch when it was sent' })
  @ApiHeader({ name: 'webhook-signature', required: true, description: 'v1,<base64 HMAC-SHA256 of "id.timestamp.body">' })
  @ApiBody({ required: true, schema: MESSAGE_SCHEMA })
  @ApiResponse({
    status: 200,
    description: 'Accepted',
    schema: {
      type: 'object',
      required: ['accepted', 'result'],
      properties: {
        accepted: { type: 'boolean', enum: [true] },
        reservationId: { type: 'string' },
        result: { enum: ['created', 'updated', 'cancelled', 'unchanged', 'recorded'] },
      },
    },
  })
  @ApiResponse({ status: 400, description: 'VALIDATION_FAILED, MALFORMED_JSON', schema: { $ref: API_ERROR_REF } })
  @ApiResponse({ status: 401, description: 'BAD_SIGNATURE', schema: { $ref: API_ERROR_REF } })
  @ApiResponse({ status: 404, description: 'NOT_FOUND: no listing of the connection has this externalListingId', schema: { $ref: API_ERROR_REF } })
  @ApiResponse({ status: 409, description: 'INVALID_TRANSITION: the stay was checked in or out', schema: { $ref: API_ERROR_REF } })
  async receive(@Param('connectionId') connectionId: string, @Req() request: FastifyRequest, @Body() body: unknown): Promise<ConnectorOutcome> {
    return this.hooks.receive({ connectionId, headers: request.headers, rawBody: rawBodyOf(request), body });
  }
}
