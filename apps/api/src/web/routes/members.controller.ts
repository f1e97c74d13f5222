import { isRole, managesMembers, OperatorError, refuseMemberAdd, refuseRemoval, refuseRoleChange } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { membersPage } from '../pages/account-pages';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, field, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { WebPageController } from '../web-page-routes';
import { noticeFor } from './notices';

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
