import { Calendar, UnitView } from '@innkeep/domain';
import { Get, Inject, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { daysOfMonth } from '../months';
import { calendarPage } from '../pages/calendar-page';
import { WEB } from '../web.tokens';
import { errorPage, requireSignedIn, sendPage, Web } from '../web-kit';
import { refusalText, runOperation } from '../web-operations';
import { WebPageController } from '../web-page-routes';
import { askedMonth } from './workspace-dates';

/** The calendar page: every unit's nights of one month, read with `calendar.get` as every surface reads them. */
@WebPageController()
export class CalendarController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  @Get('/calendar')
  async calendar(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const month = await askedMonth(this.web, signedIn, request, reply, '/calendar');
    if (!month) return reply;
    const { from, to } = daysOfMonth(month);
    const [calendar, units] = await Promise.all([
      runOperation<Calendar>(this.web, signedIn, request, 'calendar.get', { from, to }),
      runOperation<{ units: UnitView[] }>(this.web, signedIn, request, 'units.list', {}),
    ]);
    if (!calendar.ok) return sendPage(reply, errorPage('The calendar cannot be shown', refusalText(calendar.error)), calendar.status);
    return sendPage(reply, calendarPage(signedIn, { month, calendar: calendar.body, units: units.ok ? units.body.units : [] }));
  }
}
