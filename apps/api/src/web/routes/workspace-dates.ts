import { FastifyReply, FastifyRequest } from 'fastify';

import { errorPage, sendPage, SignedIn, Web } from '../web-kit';
import { runOperation } from '../web-operations';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Today's date where the workspace is (its time zone, not the server's). */
export async function todayOf(web: Web, signedIn: SignedIn, request: FastifyRequest): Promise<string> {
  const context = await runOperation<{ nowLocal: string }>(web, signedIn, request, 'workspace.get', {});
  return context.ok ? context.body.nowLocal.slice(0, 10) : new Date().toISOString().slice(0, 10);
}

/**
 * The month a page of months shows: `?month=YYYY-MM`, else this month where the workspace is. Null
 * once the reply is sent: 400 for a month not written as YYYY-MM, with a way back to `page`.
 */
export async function askedMonth(web: Web, signedIn: SignedIn, request: FastifyRequest, reply: FastifyReply, page: string): Promise<string | null> {
  const asked = (request.query as { month?: unknown } | undefined)?.month;
  if (typeof asked !== 'string' || asked === '') return (await todayOf(web, signedIn, request)).slice(0, 7);
  if (MONTH.test(asked)) return asked;
  sendPage(reply, errorPage('No such month', 'Name a month as YYYY-MM, such as 2027-03.', page), 400);
  return null;
}
