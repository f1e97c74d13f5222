import { addDays, ErrorBody, ReportSummary } from '@innkeep/domain';
import { FastifyInstance } from 'fastify';

import { CalendarUnits, reportsPage } from '../pages/reports-page';
import { errorPage, requireSignedIn, sendPage, Web } from '../web-kit';
import { refusalText, runOperation } from '../web-operations';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2027-03` moved by `months`. */
export function shiftMonth(month: string, months: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** The Reports page: the revenue report's figures as charts, read through the same operations as every surface. */
export function registerReportRoutes(fastify: FastifyInstance, web: Web): void {
  fastify.get('/reports', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    const asked = (request.query as { month?: unknown } | undefined)?.month;
    let month: string;
    if (typeof asked === 'string' && asked !== '') {
      if (!MONTH.test(asked)) return sendPage(reply, errorPage('No such month', 'Name a month as YYYY-MM, such as 2027-03.', '/reports'), 400);
      month = asked;
    } else {
      const context = await runOperation<{ nowLocal: string }>(web, signedIn, request, 'workspace.get', {});
      month = context.ok ? context.body.nowLocal.slice(0, 7) : new Date().toISOString().slice(0, 7);
    }
    const from = `${month}-01`;
    const to = addDays(`${shiftMonth(month, 1)}-01`, -1);
    const [summary, year, calendar] = await Promise.all([
      runOperation<ReportSummary>(web, signedIn, request, 'reports.summary', { from, to }),
      runOperation<ReportSummary>(web, signedIn, request, 'reports.summary', { from: `${shiftMonth(month, -11)}-01`, to }),
      runOperation<CalendarUnits>(web, signedIn, request, 'calendar.get', { from, to }),
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
  });
}
