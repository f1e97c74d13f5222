import { addDays, Calendar, UnitView } from '@innkeep/domain';
import { Get, Inject, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { calendarPage, shiftMonth } from '../pages/calendar-page';
import { WEB } from '../web.tokens';
import { errorPage, requireSignedIn, sendPage, Web } from '../web-kit';
import { refusalText, runOperation } from '../web-operations';
import { WebPageController } from '../web-page-routes';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The calendar page: every unit's nights of one month, read with `calendar.get` as every surface reads them. */
@WebPageController()
export class CalendarController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  @Get('/calendar')
  async calendar(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const asked = (request.query as { month?: unknown } | undefined)?.month;
    let month: string;
    if (typeof asked === 'string' && asked !== '') {
      if (!MONTH.test(asked)) return sendPage(reply, errorPage('No such month', 'Name a month as YYYY-MM, such as 2027-03.', '/calendar'), 400);
      month = asked;
    } else {
      // This month where the workspace is.
      const context = await runOperation<{ nowLocal: string }>(this.web, signedIn, request, 'workspace.get', {});
      month = context.ok ? context.body.nowLocal.slice(0, 7) : new Date().toISOString().slice(0, 7);
    }
    const from = `${month}-01`;
    const to = addDays(`${shiftMonth(month, 1)}-01`, -1);
    const [calendar, units] = await Promise.all([
      runOperation<Calendar>(this.web, signedIn, request, 'calendar.get', { from, to }),
      runOperation<{ units: UnitView[] }>(this.web, signedIn, request, 'units.list', {}),
    ]);
    if (!calendar.ok) return sendPage(reply, errorPage('The calendar cannot be shown', refusalText(calendar.error)), calendar.status);
    return sendPage(reply, calendarPage(signedIn, { month, calendar: calendar.body, units: units.ok ? units.body.units : [] }));
  }
}
