import { ErrorBody, ReportSummary } from '@innkeep/domain';
import { Get, Inject, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { daysOfMonth, shiftMonth } from '../months';
import { CalendarUnits, reportsPage } from '../pages/reports-page';
import { WEB } from '../web.tokens';
import { errorPage, requireSignedIn, sendPage, Web } from '../web-kit';
import { refusalText, runOperation } from '../web-operations';
import { WebPageController } from '../web-page-routes';
import { askedMonth } from './workspace-dates';

/** The Reports page: the revenue report's figures as charts, read through the same operations as every surface. */
@WebPageController()
export class ReportController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  @Get('/reports')
  async reports(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const month = await askedMonth(this.web, signedIn, request, reply, '/reports');
    if (!month) return reply;
    const { from, to } = daysOfMonth(month);
    const [summary, year, calendar] = await Promise.all([
      runOperation<ReportSummary>(this.web, signedIn, request, 'reports.summary', { from, to }),
      runOperation<ReportSummary>(this.web, signedIn, request, 'reports.summary', { from: `${shiftMonth(month, -11)}-01`, to }),
      runOperation<CalendarUnits>(this.web, signedIn, request, 'calendar.get', { from, to }),
    ]);
    const refused = (outcome: { status: number; error: ErrorBody }) =>
      sendPage(reply, errorPage('The reports cannot be shown', refusalText(outcome.error)), outcome.status);
    if (!summary.ok) return refused(summary);
    if (!year.ok) return refused(year);
    if (!calendar.ok) return refused(calendar);
    return sendPage(
      reply,
      reportsPage(signedIn, {
        month,
        previous: shiftMonth(month, -1),
        next: shiftMonth(month, 1),
        summary: summary.body,
        year: year.body,
        calendar: calendar.body,
      }),
    );
  }
}
