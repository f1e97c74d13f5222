import { isRole, isScope, managesMembers, OperatorError, PropertySummary, refuseMemberAdd, refuseRemoval, refuseRoleChange, SCOPES } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { accountPage, appsPage, keysPage, membersPage } from '../pages/account-pages';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, field, fields, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { runOperation, webPrincipal } from '../web-operations';
import { WebPageController } from '../web-page-routes';
import { noticeFor } from './notices';

/** The signed-in pages: account, workspaces, members, API keys, authorized applications. */
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

type Params = { workspaceId: string; userId?: string };

/**
 * Members and roles: everyone in the workspace sees the list; OWNER and ADMIN manage it. An ADMIN
 * neither makes nor changes an OWNER, and no workspace loses its last OWNER.
 */
@WebPageController()
export class MemberController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  /** The viewer and the workspace, or null after answering 404 for a workspace they are not in. */
  private readonly load = async (request: { params: Params }, signedIn: SignedIn, reply: FastifyReply) => {
    const membership = signedIn.memberships.find((item) => item.workspaceId === request.params.workspaceId);
    if (!membership) {
      sendPage(reply, errorPage('No such workspace', 'You are not a member of that workspace.'), 404);
      return null;
    }
    return { membership, members: await this.web.accounts.members(membership.workspaceId) };
  };
  /** What every member change checks first: signed in, a valid CSRF token, a workspace of theirs. */
  private readonly memberChange = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return null;
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, signedIn.state, form)) return null;
    const loaded = await this.load(request, signedIn, reply);
    return loaded ? { signedIn, form, loaded } : null;
  };

  private readonly refuse = (reply: FastifyReply, workspaceId: string, text: string, status = 403) =>
    sendPage(reply, errorPage('Not allowed', text, `/workspaces/${workspaceId}/members`), status);
  /**
   * What the account rules refused of a member change. They check and change in one transaction
   * with the workspace's memberships locked, so two owners stepping down at once cannot both
   * succeed, and a member removed by someone else meanwhile is not there any more.
   */
  private readonly refuseMemberChange = (reply: FastifyReply, workspaceId: string, error: unknown) => {
    if (error instanceof OperatorError && error.code === 'LAST_OWNER') {
      return this.refuse(reply, workspaceId, 'A workspace keeps at least one OWNER: make someone else OWNER first.', 409);
    }
    if (error instanceof OperatorError && error.code === 'NOT_A_MEMBER') {
      return this.refuse(reply, workspaceId, 'That user is not a member of this workspace.', 404);
    }
    throw error;
  };

  @Get('/workspaces/:workspaceId/members')
  async members(@Req() request: FastifyRequest<{ Params: Params }>, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const loaded = await this.load(request, signedIn, reply);
    if (!loaded) return reply;
    return sendPage(
      reply,
      membersPage(
        signedIn,
        { workspaceId: loaded.membership.workspaceId, workspaceName: loaded.membership.name, members: loaded.members, viewerRole: loaded.membership.role },
        noticeFor(request.query),
      ),
    );
  }

  @Post('/workspaces/:workspaceId/members')
  async addMember(@Req() request: FastifyRequest<{ Params: Params }>, @Res() reply: FastifyReply) {
    const change = await this.memberChange(request, reply);
    if (!change) return reply;
    const { form, loaded } = change;
    const { workspaceId, role: viewerRole } = loaded.membership;
    if (!managesMembers(viewerRole)) return this.refuse(reply, workspaceId, 'Only an OWNER or an ADMIN adds members.');
    const role = field(form, 'role').toUpperCase();
    if (!isRole(role)) return this.refuse(reply, workspaceId, 'Choose a role.', 400);
    const refused = refuseMemberAdd(viewerRole, role);
    if (refused) return this.refuse(reply, workspaceId, refused);
    const user = await this.web.accounts.findUserByEmail(field(form, 'email'));
    if (!user) return this.refuse(reply, workspaceId, 'No Innkeep user has that e-mail address: ask them to sign up first.', 404);
    if (loaded.members.some((member) => member.userId === user.id)) {
      return this.refuse(reply, workspaceId, `${user.email} is already a member; change their role in the list instead.`, 409);
    }
    try {
      await this.web.accountRules.setMemberRole({ workspaceId, email: user.email, role });
    } catch (error) {
      return this.refuseMemberChange(reply, workspaceId, error);
    }
    return redirect(reply, `/workspaces/${workspaceId}/members?notice=member-added`);
  }

  @Post('/workspaces/:workspaceId/members/:userId/role')
  async changeRole(@Req() request: FastifyRequest<{ Params: Params }>, @Res() reply: FastifyReply) {
    const change = await this.memberChange(request, reply);
    if (!change) return reply;
    const { form, loaded } = change;
    const { workspaceId, role: viewerRole } = loaded.membership;
    const target = loaded.members.find((member) => member.userId === request.params.userId);
    if (!target) return this.refuse(reply, workspaceId, 'That user is not a member of this workspace.', 404);
    const role = field(form, 'role').toUpperCase();
    if (!isRole(role)) return this.refuse(reply, workspaceId, 'Choose a role.', 400);
    const refused = refuseRoleChange(viewerRole, target.role, role);
    if (refused) return this.refuse(reply, workspaceId, refused);
    try {
      await this.web.accountRules.setMemberRole({ workspaceId, email: target.email, role });
    } catch (error) {
      return this.refuseMemberChange(reply, workspaceId, error);
    }
    return redirect(reply, `/workspaces/${workspaceId}/members?notice=role-changed`);
  }

  @Post('/workspaces/:workspaceId/members/:userId/remove')
  async removeMember(@Req() request: FastifyRequest<{ Params: Params }>, @Res() reply: FastifyReply) {
    const change = await this.memberChange(request, reply);
    if (!change) return reply;
    const { signedIn, loaded } = change;
    const { workspaceId, role: viewerRole } = loaded.membership;
    const target = loaded.members.find((member) => member.userId === request.params.userId);
    if (!target) return this.refuse(reply, workspaceId, 'That user is not a member of this workspace.', 404);
    const refused = refuseRemoval(viewerRole, target.role);
    if (refused) return this.refuse(reply, workspaceId, refused);
    try {
      await this.web.accountRules.removeMember({ workspaceId, email: target.email });
    } catch (error) {
      return this.refuseMemberChange(reply, workspaceId, error);
    }
    const self = target.userId === signedIn.state.session.user.id;
    return redirect(reply, self ? '/account' : `/workspaces/${workspaceId}/members?notice=member-removed`);
  }
}
