import { hashPassword, passwordProblem, verifyPassword } from '@innkeep/auth';
import { IdentityTakenError, OperatorError } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { loginPage, signupPage } from '../pages/auth-pages';
import { SocialLoginState } from '../social-login';
import { WEB } from '../web.tokens';
import { address, checkCsrf, errorPage, field, formOf, landingFor, redirect, requireSignedIn, safeNext, sendPage, Web } from '../web-kit';
import { WebPageController } from '../web-page-routes';
import { startCheckout } from './billing.controller';

const SOCIAL_COOKIE = 'ik_oidc';
const SOCIAL_COOKIE_PATH = '/auth/oidc';

function defaultWorkspaceName(name: string, email: string): string {
  return `${name || email.split('@')[0]}’s rentals`;
}

/** Sign-up, sign-in (password or social account), sign-out. */
@WebPageController()
export class AuthController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  private readonly query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, string | undefined>;

  @Get('/')
  async home(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const state = await this.web.sessions.read(request, reply);
    if (!state.session) return redirect(reply, '/login');
    const memberships = await this.web.accounts.memberships(state.session.user.id);
    const current = memberships.find((membership) => membership.workspaceId === state.session?.workspaceId) ?? memberships[0];
    return redirect(reply, landingFor('/account', current));
  }

  @Get('/signup')
  async signUpPage(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const state = await this.web.sessions.read(request, reply);
    const next = safeNext(this.query(request).next);
    if (state.session) return redirect(reply, next);
    return sendPage(
      reply,
      signupPage({
        csrfToken: state.csrfToken,
        next,
        social: this.web.social?.name,
        billsByCard: this.web.billing !== undefined,
        values: { plan: this.query(request).plan ?? 'PRO' },
      }),
    );
  }

  @Post('/signup')
  async signUp(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const state = await this.web.sessions.read(request, reply);
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, state, form)) return reply;
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
        signupPage({ csrfToken: state.csrfToken, next, values, error, social: this.web.social?.name, billsByCard: this.web.billing !== undefined }),
        status,
      );
    const plan = values.plan;
    if (plan !== 'PRO' && plan !== 'BUSINESS') return again('Choose the PRO or the BUSINESS plan.');

    const quota = await this.web.runtime.executor.quotas.spendForAddress(address(request), 'web-signup');
    if (!quota.allowed) {
      reply.header('Retry-After', String(quota.resetSeconds));
      return again(`Too many sign-ups from your address; try again in ${quota.resetSeconds} s.`, 429);
    }
    const password = typeof form.password === 'string' ? form.password : '';
    const problem = passwordProblem(password);
    if (problem) return again(problem);
    try {
      const account = await this.web.accountRules.signUp({
        email: values.email,
        name: values.name || undefined,
        passwordHash: await hashPassword(password),
        workspaceName: values.workspace || defaultWorkspaceName(values.name, values.email),
        plan,
        awaitingCard: this.web.billing !== undefined,
      });
      await this.web.sessions.end(reply, state);
      await this.web.sessions.start(reply, account.userId, account.workspaceId);
      // With Stripe, nothing starts before the card is taken: the browser goes to its checkout now.
      if (this.web.billing) return startCheckout(this.web, reply, { workspaceId: account.workspaceId, email: account.email, plan, withTrial: true });
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
  }

  @Get('/login')
  async signInPage(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const state = await this.web.sessions.read(request, reply);
    const next = safeNext(this.query(request).next);
    if (state.session) return redirect(reply, next);
    return sendPage(reply, loginPage({ csrfToken: state.csrfToken, next, social: this.web.social?.name }));
  }

  @Post('/login')
  async signIn(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const state = await this.web.sessions.read(request, reply);
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, state, form)) return reply;
    const next = safeNext(field(form, 'next'));
    const email = field(form, 'email').toLowerCase();
    const password = typeof form.password === 'string' ? form.password : '';
    const again = (error: string, status: number) =>
      sendPage(reply, loginPage({ csrfToken: state.csrfToken, next, values: { email }, error, social: this.web.social?.name }), status);

    const client = address(request);
    const wait = await this.web.throttle.blockedFor(email, client);
    if (wait !== null) {
      reply.header('Retry-After', String(wait));
      return again(`Too many failed sign-ins for this address; try again in ${Math.ceil(wait / 60)} min.`, 429);
    }
    const user = await this.web.accounts.findUserWithPassword(email);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      await this.web.throttle.recordFailure(email, client);
      return again('Wrong e-mail address or password.', 401);
    }
    const [first] = await this.web.accounts.memberships(user.id);
    await this.web.sessions.end(reply, state);
    await this.web.sessions.start(reply, user.id, first?.workspaceId ?? null);
    return redirect(reply, landingFor(next, first));
  }

  @Post('/logout')
  async signOut(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const state = await this.web.sessions.read(request, reply);
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, state, form)) return reply;
    await this.web.sessions.end(reply, state);
    return redirect(reply, '/login');
  }

  // Social accounts: sign in (or up) with the configured OpenID Connect provider, or link it.
  @Get('/auth/oidc/start')
  async socialStart(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (!this.web.social)
      return sendPage(reply, errorPage('No social sign-in here', 'This installation has no social sign-in provider configured.', '/login'), 404);
    const intent = this.query(request).intent === 'link' ? 'link' : 'login';
    if (intent === 'link' && !(await requireSignedIn(this.web, request, reply))) return reply;
    const next = intent === 'link' ? '/account?notice=linked' : safeNext(this.query(request).next);
    let started: Awaited<ReturnType<NonNullable<Web['social']>['start']>>;
    try {
      started = await this.web.social.start(intent, next);
    } catch {
      return sendPage(
        reply,
        errorPage(
          'The sign-in provider does not answer',
          `${this.web.social.name} could not be reached. Try again later, or sign in with your password.`,
          '/login',
        ),
        502,
      );
    }
    reply.setCookie(SOCIAL_COOKIE, JSON.stringify(started.state), {
      ...this.web.sessions.cookieOptions(600),
      path: SOCIAL_COOKIE_PATH,
      signed: true,
    });
    return redirect(reply, started.url);
  }

  @Get('/auth/oidc/callback')
  async socialCallback(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (!this.web.social)
      return sendPage(reply, errorPage('No social sign-in here', 'This installation has no social sign-in provider configured.', '/login'), 404);
    const social = this.web.social;
    const stored = readSocialState(request);
    reply.clearCookie(SOCIAL_COOKIE, { ...this.web.sessions.cookieOptions(), path: SOCIAL_COOKIE_PATH });
    if (!stored) return sendPage(reply, errorPage('This sign-in has expired', 'Start again from the sign-in page.', '/login'), 400);
    const origin = new URL(this.web.runtime.service.apiBaseUrl).origin;
    let identity;
    try {
      identity = await social.finish(new URL(request.url, origin), stored);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return sendPage(reply, errorPage(`${social.name} did not sign you in`, `${detail} Start again from the sign-in page.`, '/login'), 400);
    }
    return stored.intent === 'link' ? linkIdentity(this.web, request, reply, identity) : signInWithIdentity(this.web, request, reply, identity, stored.next);
  }
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
