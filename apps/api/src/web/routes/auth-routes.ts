import { hashPassword, passwordProblem, verifyPassword } from '@innkeep/auth';
import { IdentityTakenError, OperatorError } from '@innkeep/domain';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { loginPage, signupPage } from '../pages/auth-pages';
import { SocialLoginState } from '../social-login';
import { address, checkCsrf, errorPage, field, formOf, landingFor, redirect, requireSignedIn, safeNext, sendPage, Web } from '../web-kit';
import { startCheckout } from './billing-routes';

const SOCIAL_COOKIE = 'ik_oidc';
const SOCIAL_COOKIE_PATH = '/auth/oidc';

function defaultWorkspaceName(name: string, email: string): string {
  return `${name || email.split('@')[0]}’s rentals`;
}

/** Sign-up, sign-in (password or social account), sign-out. */
export function registerAuthRoutes(fastify: FastifyInstance, web: Web): void {
  const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, string | undefined>;

  fastify.get('/', async (request, reply) => {
    const state = await web.sessions.read(request, reply);
    if (!state.session) return redirect(reply, '/login');
    const memberships = await web.accounts.memberships(state.session.user.id);
    const current = memberships.find((membership) => membership.workspaceId === state.session?.workspaceId) ?? memberships[0];
    return redirect(reply, landingFor('/account', current));
  });

  fastify.get('/signup', async (request, reply) => {
    const state = await web.sessions.read(request, reply);
    const next = safeNext(query(request).next);
    if (state.session) return redirect(reply, next);
    return sendPage(
      reply,
      signupPage({
        csrfToken: state.csrfToken,
        next,
        social: web.social?.name,
        billsByCard: web.billing !== undefined,
        values: { plan: query(request).plan ?? 'PRO' },
      }),
    );
  });

  fastify.post('/signup', async (request, reply) => {
    const state = await web.sessions.read(request, reply);
    const form = formOf(request);
    if (!checkCsrf(web, reply, state, form)) return reply;
    const next = safeNext(field(form, 'next'));
    const values = {
      email: field(form, 'email'),
      name: field(form, 'name'),
      workspace: field(form, 'workspace'),
      plan: field(form, 'plan').toUpperCase() || 'PRO',
    };
    const again = (error: string, status = 400) =>
      sendPage(
        reply,
        signupPage({ csrfToken: state.csrfToken, next, values, error, social: web.social?.name, billsByCard: web.billing !== undefined }),
        status,
      );
    const plan = values.plan;
    if (plan !== 'PRO' && plan !== 'BUSINESS') return again('Choose the PRO or the BUSINESS plan.');

    const quota = await web.runtime.executor.quotas.spendForAddress(address(request), 'web-signup');
    if (!quota.allowed) {
      reply.header('Retry-After', String(quota.resetSeconds));
      return again(`Too many sign-ups from your address; try again in ${quota.resetSeconds} s.`, 429);
    }
    const password = typeof form.password === 'string' ? form.password : '';
    const problem = passwordProblem(password);
    if (problem) return again(problem);
    try {
      const account = await web.accountRules.signUp({
        email: values.email,
        name: values.name || undefined,
        passwordHash: await hashPassword(password),
        workspaceName: values.workspace || defaultWorkspaceName(values.name, values.email),
        plan,
        awaitingCard: web.billing !== undefined,
      });
      await web.sessions.end(reply, state);
      await web.sessions.start(reply, account.userId, account.workspaceId);
      // With Stripe, nothing starts before the card is taken: the browser goes to its checkout now.
      if (web.billing) return startCheckout(web, reply, { workspaceId: account.workspaceId, email: account.email, plan, withTrial: true });
      return redirect(reply, next === '/account' ? '/account?notice=welcome' : next);
    } catch (error) {
      if (error instanceof OperatorError) {
        return again(
          error.code === 'USER_EXISTS' ? 'An account with this e-mail address already exists: sign in instead.' : error.message,
          error.code === 'USER_EXISTS' ? 409 : 400,
        );
      }
      throw error;
    }
  });

  fastify.get('/login', async (request, reply) => {
    const state = await web.sessions.read(request, reply);
    const next = safeNext(query(request).next);
    if (state.session) return redirect(reply, next);
    return sendPage(reply, loginPage({ csrfToken: state.csrfToken, next, social: web.social?.name }));
  });

  fastify.post('/login', async (request, reply) => {
    const state = await web.sessions.read(request, reply);
    const form = formOf(request);
    if (!checkCsrf(web, reply, state, form)) return reply;
    const next = safeNext(field(form, 'next'));
    const email = field(form, 'email').toLowerCase();
    const password = typeof form.password === 'string' ? form.password : '';
    const again = (error: string, status: number) =>
      sendPage(reply, loginPage({ csrfToken: state.csrfToken, next, values: { email }, error, social: web.social?.name }), status);

    const client = address(request);
    const wait = await web.throttle.blockedFor(email, client);
    if (wait !== null) {
      reply.header('Retry-After', String(wait));
      return again(`Too many failed sign-ins for this address; try again in ${Math.ceil(wait / 60)} min.`, 429);
    }
    const user = await web.accounts.findUserWithPassword(email);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      await web.throttle.recordFailure(email, client);
      return again('Wrong e-mail address or password.', 401);
    }
    const [first] = await web.accounts.memberships(user.id);
    await web.sessions.end(reply, state);
    await web.sessions.start(reply, user.id, first?.workspaceId ?? null);
    return redirect(reply, landingFor(next, first));
  });

  fastify.post('/logout', async (request, reply) => {
    const state = await web.sessions.read(request, reply);
    const form = formOf(request);
    if (!checkCsrf(web, reply, state, form)) return reply;
    await web.sessions.end(reply, state);
    return redirect(reply, '/login');
  });

  // Social accounts: sign in (or up) with the configured OpenID Connect provider, or link it.
  fastify.get('/auth/oidc/start', async (request, reply) => {
    if (!web.social) return sendPage(reply, errorPage('No social sign-in here', 'This installation has no social sign-in provider configured.', '/login'), 404);
    const intent = query(request).intent === 'link' ? 'link' : 'login';
    if (intent === 'link' && !(await requireSignedIn(web, request, reply))) return reply;
    const next = intent === 'link' ? '/account?notice=linked' : safeNext(query(request).next);
    let started: Awaited<ReturnType<NonNullable<Web['social']>['start']>>;
    try {
      started = await web.social.start(intent, next);
    } catch {
      return sendPage(
        reply,
        errorPage('The sign-in provider does not answer', `${web.social.name} could not be reached. Try again later, or sign in with your password.`, '/login'),
        502,
      );
    }
    reply.setCookie(SOCIAL_COOKIE, JSON.stringify(started.state), {
      ...web.sessions.cookieOptions(600),
      path: SOCIAL_COOKIE_PATH,
      signed: true,
    });
    return redirect(reply, started.url);
  });

  fastify.get('/auth/oidc/callback', async (request, reply) => {
    if (!web.social) return sendPage(reply, errorPage('No social sign-in here', 'This installation has no social sign-in provider configured.', '/login'), 404);
    const social = web.social;
    const stored = readSocialState(request);
    reply.clearCookie(SOCIAL_COOKIE, { ...web.sessions.cookieOptions(), path: SOCIAL_COOKIE_PATH });
    if (!stored) return sendPage(reply, errorPage('This sign-in has expired', 'Start again from the sign-in page.', '/login'), 400);
    const origin = new URL(web.runtime.service.apiBaseUrl).origin;
    let identity;
    try {
      identity = await social.finish(new URL(request.url, origin), stored);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return sendPage(reply, errorPage(`${social.name} did not sign you in`, `${detail} Start again from the sign-in page.`, '/login'), 400);
    }
    return stored.intent === 'link' ? linkIdentity(web, request, reply, identity) : signInWithIdentity(web, request, reply, identity, stored.next);
  });
}

function readSocialState(request: FastifyRequest): SocialLoginState | null {
  const raw = request.cookies[SOCIAL_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const state = JSON.parse(unsigned.value) as SocialLoginState;
    return typeof state.state === 'string' && typeof state.codeVerifier === 'string' ? state : null;
  } catch {
    return null;
  }
}

type Identity = Awaited<ReturnType<NonNullable<Web['social']>['finish']>>;

async function linkIdentity(web: Web, request: FastifyRequest, reply: FastifyReply, identity: Identity) {
  const signedIn = await requireSignedIn(web, request, reply);
  if (!signedIn) return reply;
  try {
    await web.accounts.linkIdentity(signedIn.state.session.user.id, { issuer: identity.issuer, subject: identity.subject, email: identity.email });
  } catch (error) {
    if (error instanceof IdentityTakenError) return sendPage(reply, errorPage('Already linked elsewhere', error.message), 409);
    throw error;
  }
  return redirect(reply, '/account?notice=linked');
}

/**
 * A linked account signs its user in. An unknown one signs up a new user with the provider's
 * verified address; it is never attached to an existing account by address alone (that account's
 * owner links it after signing in), so a provider cannot take over an account.
 */
async function signInWithIdentity(web: Web, request: FastifyRequest, reply: FastifyReply, identity: Identity, next: string) {
  const state = await web.sessions.read(request, reply);
  const linked = await web.accounts.findUserByIdentity(identity.issuer, identity.subject);
  if (linked) {
    const [first] = await web.accounts.memberships(linked.id);
    await web.sessions.end(reply, state);
    await web.sessions.start(reply, linked.id, first?.workspaceId ?? null);
    return redirect(reply, landingFor(next, first));
  }
  if (!identity.email || !identity.emailVerified) {
    return sendPage(
      reply,
      errorPage(
        'No verified e-mail address',
        'The provider did not confirm an e-mail address, so no account can be made from it. Sign up with a password, then link the account.',
        '/signup',
      ),
      400,
    );
  }
  if (await web.accounts.findUserByEmail(identity.email)) {
    return sendPage(
      reply,
      errorPage(
        'This e-mail address already has an account',
        'Sign in with your password, then link this social account on your account page, so that it signs you in from then on.',
        '/login',
      ),
      409,
    );
  }
  const account = await web.accountRules.signUp({
    email: identity.email,
    name: identity.name ?? undefined,
    workspaceName: defaultWorkspaceName(identity.name ?? '', identity.email),
    identity: { issuer: identity.issuer, subject: identity.subject, email: identity.email },
    awaitingCard: web.billing !== undefined,
  });
  await web.sessions.end(reply, state);
  await web.sessions.start(reply, account.userId, account.workspaceId);
  return redirect(reply, web.billing ? '/account/billing?notice=choose-plan' : '/account?notice=welcome');
}
