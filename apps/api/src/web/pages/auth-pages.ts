import { MIN_PASSWORD_LENGTH } from '@innkeep/auth';

import { csrfField, html, layout } from '../html';
import { planChoice } from './billing-page';

export interface AuthPageOptions {
  csrfToken: string;
  next: string;
  error?: string;
  /** Values typed before a refusal, shown again (never the password). */
  values?: Record<string, string>;
  /** The social provider's name, when one is configured. */
  social?: string;
  /** Stripe takes a card at sign-up: the form asks for a plan. */
  billsByCard?: boolean;
}

function socialButton(options: AuthPageOptions) {
  if (!options.social) return '';
  return html`<p><a class="button secondary" href="/auth/oidc/start?intent=login&amp;next=${encodeURIComponent(options.next)}">Sign in with ${options.social}</a></p>`;
}

export function signupPage(options: AuthPageOptions): string {
  const values = options.values ?? {};
  return layout(
    { title: 'Create your account', notice: options.error ? { kind: 'error', text: options.error } : undefined },
    html`<section>
<h1>Create your Innkeep account</h1>
${
  options.billsByCard
    ? html`<p class="muted">Free for 7 days, API and MCP included: Stripe takes your card now and charges nothing before the trial ends. No sales call, no waiting list.</p>`
    : html`<p class="muted">Free for 7 days on the PRO plan, API and MCP included. No sales call, no waiting list.</p>`
}
<form method="post" action="/signup">
${csrfField(options.csrfToken)}
<input type="hidden" name="next" value="${options.next}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required value="${values.email ?? ''}">
<label for="name">Your name</label><input id="name" name="name" type="text" autocomplete="name" value="${values.name ?? ''}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
<label for="workspace">Workspace name</label><input id="workspace" name="workspace" type="text" placeholder="My Rentals" value="${values.workspace ?? ''}">
${options.billsByCard ? planChoice(values.plan) : ''}
<div class="actions"><button type="submit">${options.billsByCard ? 'Continue to payment' : 'Create account'}</button></div>
</form>
${socialButton(options)}
<p>Already have an account? <a href="/login?next=${encodeURIComponent(options.next)}">Sign in</a></p>
</section>`,
  );
}

export function loginPage(options: AuthPageOptions): string {
  const values = options.values ?? {};
  return layout(
    { title: 'Sign in', notice: options.error ? { kind: 'error', text: options.error } : undefined },
    html`<section>
<h1>Sign in to Innkeep</h1>
<form method="post" action="/login">
${csrfField(options.csrfToken)}
<input type="hidden" name="next" value="${options.next}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${values.email ?? ''}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button type="submit">Sign in</button></div>
</form>
${socialButton(options)}
<p>New here? <a href="/signup?next=${encodeURIComponent(options.next)}">Create an account</a></p>
</section>`,
  );
}
