import type { Accounts, BillingProvider, OAuthRecords, WebAccounts, WebSession, WorkspaceMembership } from '@innkeep/domain';
import { ServerRuntime } from '@innkeep/server';
import { FastifyReply, FastifyRequest } from 'fastify';

import { OAuthServer } from '../oauth/oauth-server';
import { clientAddress } from '../rest/client-address';
import { html, layout, LayoutOptions, SafeHtml } from './html';
import { LoginThrottle } from './login-throttle';
import { subscriptionBanner } from './pages/subscription-banner';
import { SocialLogin } from './social-login';
import { WebRequestState, WebSessions } from './web-session';

/** What every page handler of the web interface uses. */
export interface Web {
  runtime: ServerRuntime;
  accounts: WebAccounts;
  /** The domain's account rules: sign-up, workspaces, members and roles, API keys. */
  accountRules: Accounts;
  sessions: WebSessions;
  oauth: OAuthServer;
  records: OAuthRecords;
  throttle: LoginThrottle;
  social: SocialLogin | undefined;
  /** The payment processor, when this installation bills by card. */
  billing: BillingProvider | undefined;
}

/** A signed-in request: the session, its workspaces and the one the pages act on. */
export interface SignedIn {
  state: WebRequestState & { session: WebSession; sessionToken: string };
  memberships: WorkspaceMembership[];
  /** The session's workspace, or the first one the user still belongs to. */
  current: WorkspaceMembership | null;
}

export type Form = Record<string, string | string[] | undefined>;

export function formOf(request: FastifyRequest): Form {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Form) : {};
}

/** One value of a form field (the first when repeated), trimmed. */
export function field(form: Form, name: string): string {
  const value = form[name];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

/** Every value of a repeated field (checkboxes). */
export function fields(form: Form, name: string): string[] {
  const value = form[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => item.trim()).filter(Boolean);
}

export function address(request: FastifyRequest): string {
  return clientAddress(request);
}

const OWN_ORIGIN = 'http://innkeep.invalid';

/**
 * A local path to return to after sign-in; anything else (another host, `//x`) becomes /account.
 * The rule is checked on the string returned, not on what it was made from: normalising
 * `/.//evil` or `/%2e%2e//evil` yields `//evil`, which a browser reads as another host.
 */
export function safeNext(value: unknown): string {
  const fallback = '/account';
  if (typeof value !== 'string' || !isOwnPath(value)) return fallback;
  const path = readAs(value);
  return isOwnPath(path) && readAs(path) === path ? path : fallback;
}

/**
 * Whether a browser reads this Location as a page of this origin. Control characters never belong
 * in a path: browsers drop tabs and newlines (so `/\t/evil` is `//evil`) and CR/LF would split the
 * header; a backslash is read as a slash, so `/\evil` is `//evil`.
 */
function isOwnPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    return new URL(value, OWN_ORIGIN).origin === OWN_ORIGIN;
  } catch {
    return false;
  }
}

/** The path, query and fragment a browser goes to for this Location on this origin. */
function readAs(path: string): string {
  const target = new URL(path, OWN_ORIGIN);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** Sends a page with the headers every page of the web interface carries. */
export function sendPage(reply: FastifyReply, page: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Frame-Options', 'DENY')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'same-origin')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(page);
}

export function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('Location', location).header('Cache-Control', 'no-store').send();
}

/** The page of a refusal or a failure, with a way back. */
export function errorPage(title: string, detail: string, back = '/account'): string {
  return layout({ title }, html`<section><h1>${title}</h1><p>${detail}</p><p><a href="${back}">Back</a></p></section>`);
}

/**
 * Where a sign-in lands when it was not sent somewhere: a STAFF member's Today page (the only
 * work they have here), anyone else's account.
 */
export function landingFor(next: string, membership: { role: string } | null | undefined): string {
  return next === '/account' && membership?.role === 'STAFF' ? '/today' : next;
}

export function navigation(signedIn: SignedIn): SafeHtml {
  const { memberships, current, state } = signedIn;
  // A STAFF member works their tasks and nothing else: no link to pages that would refuse them.
  const host = current !== null && current.role !== 'STAFF';
  return html`<nav>
${current?.role === 'STAFF' ? html`<a href="/today">Today</a>` : ''}
<a href="/account">Account</a>
${host ? html`<a href="/properties">Properties</a> <a href="/calendar">Calendar</a> <a href="/tasks">Tasks</a>` : ''}
${
  current?.role !== 'STAFF'
    ? html`<a href="/account/keys">API keys</a>
<a href="/account/sandboxes">Sandboxes</a>
<a href="/account/apps">Applications</a>`
    : ''
}
${host ? html`<a href="/reports">Reports</a>` : ''}
${host && current ? html`<a href="/workspaces/${current.workspaceId}/members">Members</a>` : ''}
${current && (current.role === 'OWNER' || current.role === 'ADMIN') ? html`<a href="/account/billing">Billing</a> <a href="/account/payments">Payments</a>` : ''}
${
  memberships.length > 1
    ? html`<form method="post" action="/workspaces/switch"><input type="hidden" name="_csrf" value="${state.csrfToken}">
<select name="workspaceId" aria-label="Workspace">${memberships.map(
        (membership) =>
          html`<option value="${membership.workspaceId}"${membership.workspaceId === current?.workspaceId ? html` selected` : ''}>${membership.name}</option>`,
      )}</select><button class="secondary" type="submit">Switch</button></form>`
    : current
      ? html`<span class="muted">${current.name}</span>`
      : ''
}
<span class="spacer"></span>
<span>${state.session.user.email}</span>
<form method="post" action="/logout"><input type="hidden" name="_csrf" value="${state.csrfToken}"><button class="link" type="submit">Sign out</button></form>
</nav>`;
}

/** The signed-in page layout, with the subscription's banner when it needs one. */
export function signedInPage(signedIn: SignedIn, options: Omit<LayoutOptions, 'nav'>, content: SafeHtml): string {
  return layout({ ...options, nav: navigation(signedIn), banner: subscriptionBanner(signedIn.current) }, content);
}

/**
 * The signed-in context of a request, or null after answering: a redirect to the sign-in page
 * (coming back here afterwards) for a GET, a 403 for anything else.
 */
export async function requireSignedIn(web: Web, request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null> {
  const state = await web.sessions.read(request, reply);
  if (!state.session || !state.sessionToken) {
    if (request.method === 'GET') redirect(reply, `/login?next=${encodeURIComponent(request.url)}`);
    else sendPage(reply, errorPage('Your session has ended', 'Sign in again, then repeat what you were doing.', '/login'), 401);
    return null;
  }
  const memberships = await web.accounts.memberships(state.session.user.id);
  const current = memberships.find((membership) => membership.workspaceId === state.session?.workspaceId) ?? memberships[0] ?? null;
  return { state: state as SignedIn['state'], memberships, current };
}

/** Refuses a POST whose CSRF token is missing or wrong; answers and returns false then. */
export function checkCsrf(web: Web, reply: FastifyReply, state: WebRequestState, form: Form): boolean {
  if (web.sessions.csrfValid(state, form._csrf)) return true;
  sendPage(reply, errorPage('This form has expired', 'The page was open too long or came from elsewhere. Reload it and try again.'), 403);
  return false;
}
