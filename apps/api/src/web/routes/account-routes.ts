import { isRole, isScope, managesMembers, OperatorError, PropertySummary, refuseMemberAdd, refuseRemoval, refuseRoleChange, SCOPES } from '@innkeep/domain';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { accountPage, appsPage, keysPage, membersPage } from '../pages/account-pages';
import { checkCsrf, errorPage, field, fields, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { runOperation, webPrincipal } from '../web-operations';
import { noticeFor } from './notices';

/** The signed-in pages: account, workspaces, members, API keys, authorized applications. */
export function registerAccountRoutes(fastify: FastifyInstance, web: Web): void {
  fastify.get('/account', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    const userId = signedIn.state.session.user.id;
    const [identities, keys, listed] = await Promise.all([
      web.accounts.identities(userId),
      web.accounts.apiKeys(userId),
      signedIn.current ? runOperation<{ properties: PropertySummary[] }>(web, signedIn, request, 'properties.list', {}) : undefined,
    ]);
    const inventory = listed?.ok
      ? { properties: listed.body.properties.length, units: listed.body.properties.reduce((sum, property) => sum + property.unitCount, 0) }
      : null;
    const canWrite = webPrincipal(signedIn)?.scopes.includes('pms:write') ?? false;
    return sendPage(
      reply,
      accountPage(signedIn, { identities, socialName: web.social?.name, keyCount: keys.length, inventory, canWrite }, noticeFor(request.query)),
    );
  });

  fastify.post('/workspaces', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(web, reply, signedIn.state, form)) return reply;
    try {
      const workspace = await web.accountRules.createWorkspace({
        name: field(form, 'name'),
        ownerEmail: signedIn.state.session.user.email,
        plan: 'PRO',
        oneTrialPerOwner: true,
        awaitingCard: web.billing !== undefined,
      });
      await web.accounts.setSessionWorkspace(signedIn.state.sessionToken, workspace.id);
      if (web.billing) return redirect(reply, '/account/billing?notice=choose-plan');
      return redirect(reply, workspace.status === 'TRIALING' ? '/account?notice=workspace-created' : '/account?notice=workspace-created-unpaid');
    } catch (error) {
      if (error instanceof OperatorError) return sendPage(reply, errorPage('The workspace was not created', error.message), 400);
      throw error;
    }
  });

  fastify.post('/workspaces/switch', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(web, reply, signedIn.state, form)) return reply;
    const workspaceId = field(form, 'workspaceId');
    if (!signedIn.memberships.some((membership) => membership.workspaceId === workspaceId)) {
      return sendPage(reply, errorPage('No such workspace', 'You are not a member of that workspace.'), 404);
    }
    await web.accounts.setSessionWorkspace(signedIn.state.sessionToken, workspaceId);
    return redirect(reply, '/account?notice=workspace-switched');
  });

  registerMemberRoutes(fastify, web);
  registerKeyRoutes(fastify, web);

  fastify.get('/account/apps', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    const apps = await web.accounts.authorizedApplications(signedIn.state.session.user.id);
    return sendPage(reply, appsPage(signedIn, apps, noticeFor(request.query)));
  });

  fastify.post<{ Params: { grantId: string } }>('/account/apps/:grantId/revoke', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    if (!checkCsrf(web, reply, signedIn.state, formOf(request))) return reply;
    if (!(await web.accounts.revokeAuthorization(signedIn.state.session.user.id, request.params.grantId))) {
      return sendPage(reply, errorPage('No such application', 'You have not authorized that application, or it was already revoked.', '/account/apps'), 404);
    }
    return redirect(reply, '/account/apps?notice=app-revoked');
  });
}

function registerKeyRoutes(fastify: FastifyInstance, web: Web): void {
  const render = async (
    signedIn: SignedIn,
    reply: FastifyReply,
    extra: { created?: { key: string; name: string }; notice?: ReturnType<typeof noticeFor> },
    status = 200,
  ) => {
    const keys = await web.accounts.apiKeys(signedIn.state.session.user.id);
    return sendPage(reply, keysPage(signedIn, { keys, created: extra.created }, extra.notice), status);
  };

  fastify.get('/account/keys', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    return render(signedIn, reply, { notice: noticeFor(request.query) });
  });

  // The key is created by the domain's account rules (the same code as `npm run admin -- key create`) and
  // shown in this one answer only; the page is not cached and the key is never stored.
  fastify.post('/account/keys', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(web, reply, signedIn.state, form)) return reply;
    const scopes = fields(form, 'scopes').filter(isScope);
    const workspaceIds = fields(form, 'workspaces');
    const name = field(form, 'name');
    const refuse = (text: string) => render(signedIn, reply, { notice: { kind: 'error', text } }, 400);
    if (scopes.length === 0) return refuse(`Tick at least one scope (${SCOPES.join(', ')}).`);
    if (workspaceIds.length === 0) return refuse('Tick at least one workspace.');
    if (!workspaceIds.every((id) => signedIn.memberships.some((membership) => membership.workspaceId === id))) {
      return refuse('A key can hold only workspaces you are a member of.');
    }
    try {
      const created = await web.accountRules.createApiKey({ email: signedIn.state.session.user.email, workspaceIds, scopes, name });
      return render(signedIn, reply, { created: { key: created.key, name: name || 'API key' } }, 201);
    } catch (error) {
      if (error instanceof OperatorError) return refuse(error.message);
      throw error;
    }
  });

  fastify.post<{ Params: { keyId: string } }>('/account/keys/:keyId/revoke', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    if (!checkCsrf(web, reply, signedIn.state, formOf(request))) return reply;
    const { keyId } = request.params;
    if ((await web.accounts.apiKeyOwner(keyId)) !== signedIn.state.session.user.id) {
      return sendPage(reply, errorPage('No such key', 'You have no API key with that id.', '/account/keys'), 404);
    }
    try {
      await web.accountRules.revokeApiKey({ id: keyId });
    } catch (error) {
      if (error instanceof OperatorError && error.code === 'KEY_ALREADY_REVOKED') return redirect(reply, '/account/keys?notice=key-already-revoked');
      throw error;
    }
    return redirect(reply, '/account/keys?notice=key-revoked');
  });
}

/**
 * Members and roles: everyone in the workspace sees the list; OWNER and ADMIN manage it. An ADMIN
 * neither makes nor changes an OWNER, and no workspace loses its last OWNER.
 */
function registerMemberRoutes(fastify: FastifyInstance, web: Web): void {
  type Params = { workspaceId: string; userId?: string };

  /** The viewer and the workspace, or null after answering 404 for a workspace they are not in. */
  const load = async (request: { params: Params }, signedIn: SignedIn, reply: FastifyReply) => {
    const membership = signedIn.memberships.find((item) => item.workspaceId === request.params.workspaceId);
    if (!membership) {
      sendPage(reply, errorPage('No such workspace', 'You are not a member of that workspace.'), 404);
      return null;
    }
    return { membership, members: await web.accounts.members(membership.workspaceId) };
  };
  /** What every member change checks first: signed in, a valid CSRF token, a workspace of theirs. */
  const memberChange = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return null;
    const form = formOf(request);
    if (!checkCsrf(web, reply, signedIn.state, form)) return null;
    const loaded = await load(request, signedIn, reply);
    return loaded ? { signedIn, form, loaded } : null;
  };

  const refuse = (reply: FastifyReply, workspaceId: string, text: string, status = 403) =>
    sendPage(reply, errorPage('Not allowed', text, `/workspaces/${workspaceId}/members`), status);
  /**
   * What the account rules refused of a member change. They check and change in one transaction
   * with the workspace's memberships locked, so two owners stepping down at once cannot both
   * succeed, and a member removed by someone else meanwhile is not there any more.
   */
  const refuseMemberChange = (reply: FastifyReply, workspaceId: string, error: unknown) => {
    if (error instanceof OperatorError && error.code === 'LAST_OWNER') {
      return refuse(reply, workspaceId, 'A workspace keeps at least one OWNER: make someone else OWNER first.', 409);
    }
    if (error instanceof OperatorError && error.code === 'NOT_A_MEMBER') {
      return refuse(reply, workspaceId, 'That user is not a member of this workspace.', 404);
    }
    throw error;
  };

  fastify.get<{ Params: Params }>('/workspaces/:workspaceId/members', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    const loaded = await load(request, signedIn, reply);
    if (!loaded) return reply;
    return sendPage(
      reply,
      membersPage(
        signedIn,
        { workspaceId: loaded.membership.workspaceId, workspaceName: loaded.membership.name, members: loaded.members, viewerRole: loaded.membership.role },
        noticeFor(request.query),
      ),
    );
  });

  fastify.post<{ Params: Params }>('/workspaces/:workspaceId/members', async (request, reply) => {
    const change = await memberChange(request, reply);
    if (!change) return reply;
    const { form, loaded } = change;
    const { workspaceId, role: viewerRole } = loaded.membership;
    if (!managesMembers(viewerRole)) return refuse(reply, workspaceId, 'Only an OWNER or an ADMIN adds members.');
    const role = field(form, 'role').toUpperCase();
    if (!isRole(role)) return refuse(reply, workspaceId, 'Choose a role.', 400);
    const refused = refuseMemberAdd(viewerRole, role);
    if (refused) return refuse(reply, workspaceId, refused);
    const user = await web.accounts.findUserByEmail(field(form, 'email'));
    if (!user) return refuse(reply, workspaceId, 'No Innkeep user has that e-mail address: ask them to sign up first.', 404);
    if (loaded.members.some((member) => member.userId === user.id)) {
      return refuse(reply, workspaceId, `${user.email} is already a member; change their role in the list instead.`, 409);
    }
    try {
      await web.accountRules.setMemberRole({ workspaceId, email: user.email, role });
    } catch (error) {
      return refuseMemberChange(reply, workspaceId, error);
    }
    return redirect(reply, `/workspaces/${workspaceId}/members?notice=member-added`);
  });

  fastify.post<{ Params: Params }>('/workspaces/:workspaceId/members/:userId/role', async (request, reply) => {
    const change = await memberChange(request, reply);
    if (!change) return reply;
    const { form, loaded } = change;
    const { workspaceId, role: viewerRole } = loaded.membership;
    const target = loaded.members.find((member) => member.userId === request.params.userId);
    if (!target) return refuse(reply, workspaceId, 'That user is not a member of this workspace.', 404);
    const role = field(form, 'role').toUpperCase();
    if (!isRole(role)) return refuse(reply, workspaceId, 'Choose a role.', 400);
    const refused = refuseRoleChange(viewerRole, target.role, role);
    if (refused) return refuse(reply, workspaceId, refused);
    try {
      await web.accountRules.setMemberRole({ workspaceId, email: target.email, role });
    } catch (error) {
      return refuseMemberChange(reply, workspaceId, error);
    }
    return redirect(reply, `/workspaces/${workspaceId}/members?notice=role-changed`);
  });

  fastify.post<{ Params: Params }>('/workspaces/:workspaceId/members/:userId/remove', async (request, reply) => {
    const change = await memberChange(request, reply);
    if (!change) return reply;
    const { signedIn, loaded } = change;
    const { workspaceId, role: viewerRole } = loaded.membership;
    const target = loaded.members.find((member) => member.userId === request.params.userId);
    if (!target) return refuse(reply, workspaceId, 'That user is not a member of this workspace.', 404);
    const refused = refuseRemoval(viewerRole, target.role);
    if (refused) return refuse(reply, workspaceId, refused);
    try {
      await web.accountRules.removeMember({ workspaceId, email: target.email });
    } catch (error) {
      return refuseMemberChange(reply, workspaceId, error);
    }
    const self = target.userId === signedIn.state.session.user.id;
    return redirect(reply, self ? '/account' : `/workspaces/${workspaceId}/members?notice=member-removed`);
  });
}
