import { CreatedSandbox, SandboxView } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { sandboxesPage } from '../pages/sandboxes-page';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, field, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { refusalText, runOperation } from '../web-operations';
import { WebPageController } from '../web-page-routes';
import { noticeFor } from './notices';

/**
 * The Sandboxes page: the sandboxes.* operations of the catalogue for the person signed in, run in
 * the session's workspace as on REST (its plan and role apply to making one).
 */
@WebPageController()
export class SandboxController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  private readonly render = async (
    signedIn: SignedIn,
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { created?: CreatedSandbox; notice?: ReturnType<typeof noticeFor> } = {},
    status = 200,
  ) => {
    const listed = await runOperation<{ sandboxes: SandboxView[] }>(this.web, signedIn, request, 'sandboxes.list', {});
    const data = listed.ok ? { sandboxes: listed.body.sandboxes, unavailable: null } : { sandboxes: [], unavailable: refusalText(listed.error) };
    return sendPage(reply, sandboxesPage(signedIn, { ...data, created: extra.created }, extra.notice), status);
  };
  private readonly signedInWithForm = async (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return null;
    const form = formOf(request);
    return checkCsrf(this.web, reply, signedIn.state, form) ? { signedIn, form } : null;
  };

  @Get('/account/sandboxes')
  async sandboxes(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    return this.render(signedIn, request, reply, { notice: noticeFor(request.query) });
  }

  // The test key is shown in this one answer only; the page is not cached and the key is never stored.
  @Post('/account/sandboxes')
  async createSandbox(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const asked = await this.signedInWithForm(request, reply);
    if (!asked) return reply;
    const name = field(asked.form, 'name').trim();
    const created = await runOperation<CreatedSandbox>(this.web, asked.signedIn, request, 'sandboxes.create', name ? { name } : {});
    if (!created.ok) return this.render(asked.signedIn, request, reply, { notice: { kind: 'error', text: refusalText(created.error) } }, created.status);
    return this.render(asked.signedIn, request, reply, { created: created.body }, 201);
  }

  @Post('/account/sandboxes/:sandboxId/reset')
  async resetSandbox(@Req() request: FastifyRequest<{ Params: { sandboxId: string } }>, @Res() reply: FastifyReply) {
    return this.change(request, reply, 'sandboxes.reset', 'sandbox-reset');
  }

  @Post('/account/sandboxes/:sandboxId/delete')
  async deleteSandbox(@Req() request: FastifyRequest<{ Params: { sandboxId: string } }>, @Res() reply: FastifyReply) {
    return this.change(request, reply, 'sandboxes.delete', 'sandbox-deleted');
  }

  private async change(request: FastifyRequest<{ Params: { sandboxId: string } }>, reply: FastifyReply, operation: string, notice: string) {
    const asked = await this.signedInWithForm(request, reply);
    if (!asked) return reply;
    const done = await runOperation(this.web, asked.signedIn, request, operation, { sandboxId: request.params.sandboxId });
    if (!done.ok) return sendPage(reply, errorPage('Not done', refusalText(done.error), '/account/sandboxes'), done.status);
    return redirect(reply, `/account/sandboxes?notice=${notice}`);
  }
}
