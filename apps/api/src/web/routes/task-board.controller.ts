import { addDays, TaskPage, TaskView } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { BOARD_DAYS, taskBoardPage } from '../pages/task-board-page';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, field, formOf, redirect, requireSignedIn, sendPage, Web } from '../web-kit';
import { refusalText, runOperation, WebOutcome } from '../web-operations';
import { WebPageController } from '../web-page-routes';
import { noticeFor } from './notices';
import { TASK_ID } from './today.controller';
import { todayOf } from './workspace-dates';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A week of a large workspace is a few hundred tasks; the board stops reading well beyond that. */
const MAX_PAGES = 10;

/** The host's board of tasks by day and unit, where tasks are assigned and moved (tasks.list, tasks.update). */
@WebPageController()
export class TaskBoardController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  @Get('/tasks')
  async taskBoard(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    // A STAFF member's work is on Today; the board would show them only their own tasks and members they may not list.
    if (signedIn.current?.role === 'STAFF') return redirect(reply, '/today');
    const asked = (request.query as { from?: unknown } | undefined)?.from;
    if (typeof asked === 'string' && asked !== '' && !DATE.test(asked)) {
      return sendPage(reply, errorPage('No such day', 'Name a day as YYYY-MM-DD, such as 2027-03-14.', '/tasks'), 400);
    }
    const from = typeof asked === 'string' && asked !== '' ? asked : await todayOf(this.web, signedIn, request);
    const tasks: TaskView[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const listed: WebOutcome<TaskPage> = await runOperation<TaskPage>(this.web, signedIn, request, 'tasks.list', {
        from,
        to: addDays(from, BOARD_DAYS - 1),
        take: 200,
        ...(cursor ? { cursor } : {}),
      });
      if (!listed.ok) return sendPage(reply, errorPage('The tasks cannot be shown', refusalText(listed.error)), listed.status);
      tasks.push(...listed.body.tasks);
      cursor = listed.body.nextCursor;
      if (!cursor) break;
    }
    const members = signedIn.current ? await this.web.accounts.members(signedIn.current.workspaceId) : [];
    return sendPage(reply, taskBoardPage(signedIn, { from, tasks, members, notice: noticeFor(request.query) }));
  }

  @Post('/tasks/:taskId/plan')
  async planTask(@Req() request: FastifyRequest<{ Params: { taskId: string } }>, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, signedIn.state, form)) return reply;
    const { taskId } = request.params;
    if (!TASK_ID.test(taskId)) return sendPage(reply, errorPage('No such task', 'It may have been removed.', '/tasks'), 404);
    const task = await runOperation<TaskView>(this.web, signedIn, request, 'tasks.get', { taskId });
    if (!task.ok) return sendPage(reply, errorPage('That did not work', refusalText(task.error), '/tasks'), task.status);
    // Only what changed is sent, so the task.updated event and the audit log name only the change.
    const input: Record<string, unknown> = { taskId };
    const assigneeUserId = field(form, 'assigneeUserId') || null;
    if (assigneeUserId !== task.body.assigneeUserId) input.assigneeUserId = assigneeUserId;
    const dueDate = field(form, 'dueDate');
    if (dueDate && dueDate !== task.body.dueDate) input.dueDate = dueDate;
    if (Object.keys(input).length > 1) {
      const saved = await runOperation<TaskView>(this.web, signedIn, request, 'tasks.update', input);
      if (!saved.ok) return sendPage(reply, errorPage('That did not work', refusalText(saved.error), '/tasks'), saved.status);
    }
    const week = field(form, 'from');
    return redirect(reply, `/tasks?${DATE.test(week) ? `from=${week}&` : ''}notice=task-assigned#${taskId}`);
  }
}
