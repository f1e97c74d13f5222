import { createHash } from 'node:crypto';

import { hashExportToken, IcalExportFeeds, notFound } from '@innkeep/domain';
import { Controller, Get, Inject, Param, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import ical, { ICalCalendarMethod } from 'ical-generator';

import { AddressQuotaInterceptor } from '../discovery/address-quota.interceptor';
import { ICAL_EXPORT_FEEDS } from './ical-export.tokens';

/** A token as `newExportToken` makes it: 43 base64url characters. */
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * The export feeds channels pull: one calendar per connected unit, an all-day event for each run
 * of nights with no room to sell. No credential: the token in the address is the secret.
 */
@Controller('ical')
@ApiExcludeController()
@UseInterceptors(AddressQuotaInterceptor)
export class IcalExportController {
  constructor(@Inject(ICAL_EXPORT_FEEDS) private readonly store: IcalExportFeeds) {}

  @Get(':file')
  async feed(@Param('file') file: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string | undefined> {
    const token = TOKEN_FILE.exec(file)?.[1];
    const feed = token ? await this.store.feedFor(hashExportToken(token)) : null;
    if (!feed) throw notFound('Calendar feed');
    const calendar = ical({
      name: `${feed.propertyName}: ${feed.unitName}`,
      prodId: { company: 'Innkeep', product: 'calendar-export', language: 'EN' },
      method: ICalCalendarMethod.PUBLISH,
    });
    for (const run of feed.busy) {
      calendar.createEvent({
        id: `${feed.unitId}-${run.from}@innkeep`,
        start: new Date(`${run.from}T00:00:00Z`),
        end: new Date(`${run.until}T00:00:00Z`),
        allDay: true,
        summary: 'Not available',
        stamp: new Date(`${run.from}T00:00:00Z`),
      });
    }
    const body = calendar.toString();
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag).header('Cache-Control', 'private, max-age=60');
    if (request.headers['if-none-match'] === etag) {
      reply.status(304);
      return undefined;
    }
    reply.type('text/calendar; charset=utf-8');
    return body;
  }
}
