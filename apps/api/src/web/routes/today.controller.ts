import { addDays, TaskPage, TaskView } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { todayPage } from '../pages/today-page';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, fields, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { refusalText, runOperation, WebOutcome } from '../web-operations';
import { WebPageController } from '../web-page-routes';
import { noticeFor } from './notices';
import { todayOf } from './workspace-dates';

/** A task id as the catalogue makes them; anything else is not looked up (and never reaches a Location header). */
export const TASK_ID = /^[A-Za-z0-9_-]{1,80}$/;

/** A script's request (the checklist saving as it is ticked) is answered in JSON, a form's with a page. */
function wantsJson(request: FastifyRequest): boolean {
  return String(request.headers.accept ?? '').startsWith('application/json');
}

function refused(request: FastifyRequest, reply: FastifyReply, outcome: Extract<WebOutcome<unknown>, { ok: false }>): FastifyReply {
  if (wantsJson(request)) return reply.code(outcome.status).header('Cache-Control', 'no-store').send(outcome.error);
  return sendPage(reply, errorPage('That did not work', refusalText(outcome.error), '/today'), outcome.status);
}

/**
 * What both of a task's forms check first: a signed-in member, the form's CSRF token, a task id as
 * the catalogue makes them. Null when the reply has been sent.
 */
async function taskPost(
  web: Web,
  request: FastifyRequest<{ Params: { taskId: string } }>,
  reply: FastifyReply,
): Promise<{ signedIn: SignedIn; form: ReturnType<typeof formOf>; taskId: string } | null> {
  const signedIn = await requireSignedIn(web, request, reply);
  if (!signedIn) return null;
  const form = formOf(request);
  if (!checkCsrf(web, reply, signedIn.state, form)) return null;
  const { taskId } = request.params;
  if (!TASK_ID.test(taskId)) {
    sendPage(reply, errorPage('No such task', 'It may have been removed.', '/today'), 404);
    return null;
  }
  return { signedIn, form, taskId };
}

/**
 * The Today page for staff (where a STAFF member lands after signing in): their tasks of today and
 * tomorrow, the checklist saved as it is ticked, one Done button. Every read and write is a
 * catalogue operation, so a STAFF member reaches only the tasks assigned to them.
 */
@WebPageController()
export class TodayController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  @Get('/today')
  async today(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const today = await todayOf(this.web, signedIn, request);
    const tomorrow = addDays(today, 1);
    const listed = await runOperation<TaskPage>(this.web, signedIn, request, 'tasks.list', { from: today, to: tomorrow, assignee: 'me', take: 200 });
    if (!listed.ok) return sendPage(reply, errorPage('Your tasks cannot be shown', refusalText(listed.error)), listed.status);
    const tasks = listed.body.tasks.filter((task) => task.status !== 'CANCELLED');
    return sendPage(reply, todayPage(signedIn, { today, tomorrow, tasks, notice: noticeFor(request.query) }));
  }

  @Post('/today/tasks/:taskId/checklist')
  async tickChecklist(@Req() request: FastifyRequest<{ Params: { taskId: string } }>, @Res() reply: FastifyReply) {
    const posted = await taskPost(this.web, request, reply);
    if (!posted) return reply;
    const { signedIn, form, taskId } = posted;
    const task = await runOperation<TaskView>(this.web, signedIn, request, 'tasks.get', { taskId });
    if (!task.ok) return refused(request, reply, task);
    // The boxes ticked now, by position in the task's own list: the labels are never taken from the form.
    const ticked = new Set(fields(form, 'done'));
    const checklist = task.body.checklist.map((item, index) => ({ label: item.label, done: ticked.has(String(index)) }));
    const saved = await runOperation<TaskView>(this.web, signedIn, request, 'tasks.update', { taskId, checklist });
    if (!saved.ok) return refused(request, reply, saved);
    if (wantsJson(request)) return reply.header('Cache-Control', 'no-store').send({ checklist: saved.body.checklist });
    return redirect(reply, `/today#${taskId}`);
  }

  @Post('/today/tasks/:taskId/done')
  async markDone(@Req() request: FastifyRequest<{ Params: { taskId: string } }>, @Res() reply: FastifyReply) {
    const posted = await taskPost(this.web, request, reply);
    if (!posted) return reply;
    const { signedIn, taskId } = posted;
    const completed = await runOperation<TaskView>(this.web, signedIn, request, 'tasks.complete', { taskId });
    if (!completed.ok) return refused(request, reply, completed);
    return redirect(reply, `/today?notice=task-done#${taskId}`);
  }
}
