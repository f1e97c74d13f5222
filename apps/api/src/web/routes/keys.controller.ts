import { isScope, OperatorError, SCOPES } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { keysPage } from '../pages/account-pages';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, field, fields, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { WebPageController } from '../web-page-routes';
import { noticeFor } from './notices';

/** The signed-in user's API keys: listed, made (the key shown in that answer only) and revoked. */
@WebPageController()
export class KeyController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  private readonly render = async (
    signedIn: SignedIn,
    reply: FastifyReply,
    extra: { created?: { key: string; name: string }; notice?: ReturnType<typeof noticeFor> },
    status = 200,
  ) => {
    const keys = await this.web.accounts.apiKeys(signedIn.state.session.user.id);
    return sendPage(reply, keysPage(signedIn, { keys, created: extra.created }, extra.notice), status);
  };

  @Get('/account/keys')
  async keys(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    return this.render(signedIn, reply, { notice: noticeFor(request.query) });
  }

  // The key is created by the domain's account rules (the same code as `npm run admin -- key create`) and
  // shown in this one answer only; the page is not cached and the key is never stored.
  @Post('/account/keys')
  async createKey(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, signedIn.state, form)) return reply;
    const scopes = fields(form, 'scopes').filter(isScope);
    const workspaceIds = fields(form, 'workspaces');
    const name = field(form, 'name');
    const refuse = (text: string) => this.render(signedIn, reply, { notice: { kind: 'error', text } }, 400);
    if (scopes.length === 0) return refuse(`Tick at least one scope (${SCOPES.join(', ')}).`);
    if (workspaceIds.length === 0) return refuse('Tick at least one workspace.');
    if (!workspaceIds.every((id) => signedIn.memberships.some((membership) => membership.workspaceId === id))) {
      return refuse('A key can hold only workspaces you are a member of.');
    }
    try {
      const created = await this.web.accountRules.createApiKey({ email: signedIn.state.session.user.email, workspaceIds, scopes, name });
      return this.render(signedIn, reply, { created: { key: created.key, name: name || 'API key' } }, 201);
    } catch (error) {
      if (error instanceof OperatorError) return refuse(error.message);
      throw error;
    }
  }

  @Post('/account/keys/:keyId/revoke')
  async revokeKey(@Req() request: FastifyRequest<{ Params: { keyId: string } }>, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    if (!checkCsrf(this.web, reply, signedIn.state, formOf(request))) return reply;
    const { keyId } = request.params;
    if ((await this.web.accounts.apiKeyOwner(keyId)) !== signedIn.state.session.user.id) {
      return sendPage(reply, errorPage('No such key', 'You have no API key with that id.', '/account/keys'), 404);
    }
    try {
      await this.web.accountRules.revokeApiKey({ id: keyId });
    } catch (error) {
      if (error instanceof OperatorError && error.code === 'KEY_ALREADY_REVOKED') return redirect(reply, '/account/keys?notice=key-already-revoked');
      throw error;
    }
    return redirect(reply, '/account/keys?notice=key-revoked');
  }
}
