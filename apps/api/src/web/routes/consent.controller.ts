import { SCOPES } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails } from 'oidc-provider';

import { CLI_CLIENT_ID, OAUTH_PATH } from '../../oauth/oauth-server';
import { consentPage } from '../pages/consent-page';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, field, fields, formOf, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { WebPageController } from '../web-page-routes';

const OIDC_SCOPES = ['openid', 'offline_access'];

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

function hostOf(uri: unknown): string {
  try {
    return new URL(String(uri)).host;
  } catch {
    return String(uri ?? '');
  }
}

/**
 * The consent step of the authorization server: oidc-provider sends the browser here with an
 * interaction; the signed-in user (the web session decides who that is) sees the application, the
 * host it redirects to and the scopes, picks the workspace, and allows or denies.
 */
@WebPageController()
export class ConsentController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  private readonly expired = (reply: FastifyReply) =>
    sendPage(reply, errorPage('This authorization request has expired', 'It is unknown or took too long. Go back to the application and start again.'), 400);

  private readonly interaction = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply): Promise<InteractionDetails | null> => {
    try {
      const details = await this.web.oauth.provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch {
      // Unknown or expired interaction, or its cookie is missing: answered below.
    }
    this.expired(reply);
    return null;
  };

  private readonly resourceLabel = (resource: string) =>
    resource === this.web.oauth.resources.mcp
      ? `the MCP server (${resource})`
      : resource === this.web.oauth.resources.rest
        ? `the REST API (${resource})`
        : resource;

  @Get(`${OAUTH_PATH}/interaction/:uid`)
  async consentPage(@Req() request: FastifyRequest<{ Params: { uid: string } }>, @Res() reply: FastifyReply) {
    const details = await this.interaction(request, reply);
    if (!details) return reply;
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    if (signedIn.memberships.length === 0) {
      return sendPage(
        reply,
        errorPage('You have no workspace yet', 'An application acts in one of your workspaces: create one on your account page first.'),
        409,
      );
    }
    const clientId = String(details.params.client_id);
    const client = await this.web.oauth.provider.Client.find(clientId);
    const requested = String(details.params.scope ?? '').split(' ');
    return sendPage(
      reply,
      consentPage(signedIn, {
        uid: details.uid,
        clientName: client?.clientName ?? clientId,
        nameVerified: clientId === CLI_CLIENT_ID,
        redirectHost: hostOf(details.params.redirect_uri),
        scopes: SCOPES.filter((scope) => scope === 'pms:read' || requested.includes(scope)),
        writeTickedByDefault: clientId === CLI_CLIENT_ID,
        resources: (list(details.params.resource).length ? list(details.params.resource) : [this.web.oauth.resources.rest]).map(this.resourceLabel),
        extras: OIDC_SCOPES.filter((scope) => requested.includes(scope)),
        workspaces: signedIn.memberships,
        currentWorkspaceId: signedIn.current?.workspaceId ?? null,
      }),
    );
  }

  @Post(`${OAUTH_PATH}/interaction/:uid`)
  async decide(@Req() request: FastifyRequest<{ Params: { uid: string } }>, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, signedIn.state, form)) return reply;
    const details = await this.interaction(request, reply);
    if (!details) return reply;

    if (field(form, 'decision') !== 'allow') {
      reply.hijack();
      await this.web.oauth.provider.interactionFinished(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The user did not allow the application.' },
        { mergeWithLastSubmission: false },
      );
      return reply;
    }
    const workspaceId = field(form, 'workspaceId');
    if (!signedIn.memberships.some((membership) => membership.workspaceId === workspaceId)) {
      return sendPage(reply, errorPage('No such workspace', 'Choose one of your workspaces.'), 400);
    }
    const grantId = await grant(this.web, signedIn, details, workspaceId, fields(form, 'scopes'));
    reply.hijack();
    await this.web.oauth.provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId: signedIn.state.session.user.id, remember: false }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return reply;
  }
}

/**
 * Records the user's decision as an oidc-provider grant (scopes per resource indicator) and as the
 * authorization that binds it to a workspace. pms:read always; pms:write when asked for and ticked.
 */
async function grant(web: Web, signedIn: SignedIn, details: InteractionDetails, workspaceId: string, ticked: string[]): Promise<string> {
  const { provider, resources: known } = web.oauth;
  const clientId = String(details.params.client_id);
  const requested = String(details.params.scope ?? '').split(' ');
  const scopes = SCOPES.filter((scope) => scope === 'pms:read' || (requested.includes(scope) && ticked.includes(scope)));
  const oidc = OIDC_SCOPES.filter((scope) => requested.includes(scope));
  const resources = list(details.params.resource).length ? list(details.params.resource) : [known.rest];
  const userId = signedIn.state.session.user.id;

  const asked = SCOPES.filter((scope) => requested.includes(scope));
  const declined = asked.filter((scope) => !scopes.includes(scope));
  const record = new provider.Grant({ accountId: userId, clientId });
  for (const resource of resources) {
    record.addResourceScope(resource, scopes.join(' '));
    if (declined.length) record.rejectResourceScope(resource, declined.join(' '));
  }
  // The API scopes are scopes of the resources only; as OpenID scopes they are answered with no.
  if (asked.length) record.rejectOIDCScope(asked.join(' '));
  if (oidc.length) record.addOIDCScope(oidc.join(' '));
  const grantId = await record.save();
  const client = await provider.Client.find(clientId);
  await web.records.createAuthorization({
    grantId,
    userId,
    workspaceId,
    clientId,
    clientName: client?.clientName ?? null,
    redirectHost: hostOf(details.params.redirect_uri),
    scopes,
    resources,
  });
  return grantId;
}
