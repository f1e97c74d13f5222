import { accessRefusal, currentStatus, effectiveScopes, ErrorBody, JsonText, operationNamed, Principal, roleScopes } from '@innkeep/domain';
import { Outcome } from '@innkeep/server';
import { FastifyRequest } from 'fastify';

import { clientAddress } from '../rest/client-address';
import { SignedIn, Web } from './web-kit';

/**
 * The person signed in, acting in the session's workspace with what their current role allows:
 * the web pages are one more surface of the operation catalogue, under its plan and role rules.
 * Their quota and idempotency records are the user's own (`web:<user id>`).
 */
export function webPrincipal(signedIn: SignedIn, now = new Date()): Principal | null {
  const { current, state } = signedIn;
  if (!current || accessRefusal(current, now)?.code === 'SUBSCRIPTION_INACTIVE') return null;
  return {
    credentialId: `web:${state.session.user.id}`,
    credentialKind: 'web_session',
    userId: state.session.user.id,
    workspaceId: current.workspaceId,
    role: current.role,
    scopes: effectiveScopes(roleScopes(current.role), current.role),
    plan: current.plan,
    subscriptionStatus: currentStatus(current, now),
  };
}

export type WebOutcome<T> = { ok: true; body: T } | { ok: false; status: number; error: ErrorBody };

/**
 * Runs a catalogue operation for the signed-in person, through the same executor as REST and MCP
 * (quota, role, plan, validation, one transaction with its idempotency record for a write).
 */
export async function runOperation<T>(
  web: Web,
  signedIn: SignedIn,
  request: FastifyRequest,
  operationName: string,
  input: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<WebOutcome<T>> {
  const now = new Date();
  const principal = webPrincipal(signedIn, now);
  if (!principal) {
    const inactive = signedIn.current && accessRefusal(signedIn.current, now);
    if (inactive) return { ok: false, status: inactive.statusCode, error: inactive.toBody() };
    return { ok: false, status: 403, error: { statusCode: 403, code: 'WORKSPACE_FORBIDDEN', msg: 'You belong to no workspace: nothing can be changed here.' } };
  }
  const outcome: Outcome = await web.runtime.executor.execute({
    operation: operationNamed(operationName),
    surface: 'web',
    credential: { authorization: undefined, showorg: undefined },
    principal,
    clientAddress: clientAddress(request),
    input: () => input,
    idempotencyKey: idempotencyKey || undefined,
  });
  if (!outcome.ok) return { ok: false, status: outcome.status, error: outcome.body };
  // Hot reads answer JSON PostgreSQL assembled, which REST sends as it is; a page reads its values.
  return { ok: true, body: (outcome.body instanceof JsonText ? JSON.parse(outcome.body.text) : outcome.body) as T };
}

/** The error sentence of a refusal, with every problem a shape check found. */
export function refusalText(error: ErrorBody): string {
  const problems = (error as { message?: unknown }).message;
  return Array.isArray(problems) && problems.length > 0 ? `${error.msg} ${problems.join('; ')}.` : error.msg;
}
