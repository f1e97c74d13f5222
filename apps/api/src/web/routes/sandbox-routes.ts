import { CreatedSandbox, SandboxView } from '@innkeep/domain';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { sandboxesPage } from '../pages/sandboxes-page';
import { checkCsrf, errorPage, field, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { refusalText, runOperation } from '../web-operations';
import { noticeFor } from './notices';

/**
 * The Sandboxes page: the sandboxes.* operations of the catalogue for the person signed in, run in
 * the session's workspace as on REST (its plan and role apply to making one).
 */
export function registerSandboxRoutes(fastify: FastifyInstance, web: Web): void {
  const render = async (
    signedIn: SignedIn,
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { created?: CreatedSandbox; notice?: ReturnType<typeof noticeFor> } = {},
    status = 200,
  ) => {
    const listed = await runOperation<{ sandboxes: SandboxView[] }>(web, signedIn, request, 'sandboxes.list', {});
    const data = listed.ok ? { sandboxes: listed.body.sandboxes, unavailable: null } : { sandboxes: [], unavailable: refusalText(listed.error) };
    return sendPage(reply, sandboxesPage(signedIn, { ...data, created: extra.created }, extra.notice), status);
  };
  const signedInWithForm = async (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return null;
    const form = formOf(request);
    return checkCsrf(web, reply, signedIn.state, form) ? { signedIn, form } : null;
  };

  fastify.get('/account/sandboxes', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    return render(signedIn, request, reply, { notice: noticeFor(request.query) });
  });

  // The test key is shown in this one answer only; the page is not cached and the key is never stored.
  fastify.post('/account/sandboxes', async (request, reply) => {
    const asked = await signedInWithForm(request, reply);
    if (!asked) return reply;
    const name = field(asked.form, 'name').trim();
    const created = await runOperation<CreatedSandbox>(web, asked.signedIn, request, 'sandboxes.create', name ? { name } : {});
    if (!created.ok) return render(asked.signedIn, request, reply, { notice: { kind: 'error', text: refusalText(created.error) } }, created.status);
    return render(asked.signedIn, request, reply, { created: created.body }, 201);
  });

  for (const [action, operation, notice] of [
    ['reset', 'sandboxes.reset', 'sandbox-reset'],
    ['delete', 'sandboxes.delete', 'sandbox-deleted'],
  ] as const) {
    fastify.post<{ Params: { sandboxId: string } }>(`/account/sandboxes/:sandboxId/${action}`, async (request, reply) => {
      const asked = await signedInWithForm(request, reply);
      if (!asked) return reply;
      const done = await runOperation(web, asked.signedIn, request, operation, { sandboxId: request.params.sandboxId });
      if (!done.ok) return sendPage(reply, errorPage('Not done', refusalText(done.error), '/account/sandboxes'), done.status);
      return redirect(reply, `/account/sandboxes?notice=${notice}`);
    });
  }
}
