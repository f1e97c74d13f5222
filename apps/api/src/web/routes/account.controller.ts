import { OperatorError, PropertySummary } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { accountPage, appsPage } from '../pages/account-pages';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, field, formOf, redirect, requireSignedIn, sendPage, Web } from '../web-kit';
import { runOperation, webPrincipal } from '../web-operations';
import { WebPageController } from '../web-page-routes';
import { noticeFor } from './notices';

/** The account page, workspaces (made and switched) and the applications the user authorized. */
@WebPageController()
export class AccountController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  @Get('/account')
  async account(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const userId = signedIn.state.session.user.id;
    const [identities, keys, listed] = await Promise.all([
      this.web.accounts.identities(userId),
      this.web.accounts.apiKeys(userId),
      signedIn.current ? runOperation<{ properties: PropertySummary[] }>(this.web, signedIn, request, 'properties.list', {}) : undefined,
    ]);
    const inventory = listed?.ok
      ? { properties: listed.body.properties.length, units: listed.body.properties.reduce((sum, property) => sum + property.unitCount, 0) }
      : null;
    const canWrite = webPrincipal(signedIn)?.scopes.includes('pms:write') ?? false;
    return sendPage(
      reply,
      accountPage(signedIn, { identities, socialName: this.web.social?.name, keyCount: keys.length, inventory, canWrite }, noticeFor(request.query)),
    );
  }

  @Post('/workspaces')
  async createWorkspace(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, signedIn.state, form)) return reply;
    try {
      const workspace = await this.web.accountRules.createWorkspace({
        name: field(form, 'name'),
        ownerEmail: signedIn.state.session.user.email,
        plan: 'PRO',
        oneTrialPerOwner: true,
        awaitingCard: this.web.billing !== undefined,
      });
      await this.web.accounts.setSessionWorkspace(signedIn.state.sessionToken, workspace.id);
      if (this.web.billing) return redirect(reply, '/account/billing?notice=choose-plan');
      return redirect(reply, workspace.status === 'TRIALING' ? '/account?notice=workspace-created' : '/account?notice=workspace-created-unpaid');
    } catch (error) {
      if (error instanceof OperatorError) return sendPage(reply, errorPage('The workspace was not created', error.message), 400);
      throw error;
    }
  }

  @Post('/workspaces/switch')
  async switchWorkspace(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, signedIn.state, form)) return reply;
    const workspaceId = field(form, 'workspaceId');
    if (!signedIn.memberships.some((membership) => membership.workspaceId === workspaceId)) {
      return sendPage(reply, errorPage('No such workspace', 'You are not a member of that workspace.'), 404);
    }
    await this.web.accounts.setSessionWorkspace(signedIn.state.sessionToken, workspaceId);
    return redirect(reply, '/account?notice=workspace-switched');
  }

  @Get('/account/apps')
  async applications(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const apps = await this.web.accounts.authorizedApplications(signedIn.state.session.user.id);
    return sendPage(reply, appsPage(signedIn, apps, noticeFor(request.query)));
  }

  @Post('/account/apps/:grantId/revoke')
  async revokeApplication(@Req() request: FastifyRequest<{ Params: { grantId: string } }>, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    if (!checkCsrf(this.web, reply, signedIn.state, formOf(request))) return reply;
    if (!(await this.web.accounts.revokeAuthorization(signedIn.state.session.user.id, request.params.grantId))) {
      return sendPage(reply, errorPage('No such application', 'You have not authorized that application, or it was already revoked.', '/account/apps'), 404);
    }
    return redirect(reply, '/account/apps?notice=app-revoked');
  }
}
