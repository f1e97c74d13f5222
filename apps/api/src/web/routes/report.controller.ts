import { addDays, ErrorBody, ReportSummary } from '@innkeep/domain';
import { Get, Inject, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { CalendarUnits, reportsPage } from '../pages/reports-page';
import { WEB } from '../web.tokens';
import { errorPage, requireSignedIn, sendPage, Web } from '../web-kit';
import { refusalText, runOperation } from '../web-operations';
import { WebPageController } from '../web-page-routes';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2027-03` moved by `months`. */
export function shiftMonth(month: string, months: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** The Reports page: the revenue report's figures as charts, read through the same operations as every surface. */
@WebPageController()
export class ReportController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  @Get('/reports')
  async reports(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const asked = (request.query as { month?: unknown } | undefined)?.month;
    let month: string;
    if (typeof asked === 'string' && asked !== '') {
      if (!MONTH.test(asked)) return sendPage(reply, errorPage('No such month', 'Name a month as YYYY-MM, such as 2027-03.', '/reports'), 400);
      month = asked;
    } else {
      const context = await runOperation<{ nowLocal: string }>(this.web, signedIn, request, 'workspace.get', {});
      month = context.ok ? context.body.nowLocal.slice(0, 7) : new Date().toISOString().slice(0, 7);
    }
    const from = `${month}-01`;
    const to = addDays(`${shiftMonth(month, 1)}-01`, -1);
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
