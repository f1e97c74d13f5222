import { CreatedSandbox, SandboxView } from '@innkeep/domain';

import { csrfField, formatDate, html } from '../html';
import { SignedIn, signedInPage } from '../web-kit';

type Notice = { kind: 'ok' | 'error'; text: string } | undefined;

export interface SandboxesPageData {
  sandboxes: SandboxView[];
  /** The sandbox just made, with its test key shown this once. */
  created?: CreatedSandbox;
  /** Why the list could not be read (no workspace with API access), else null. */
  unavailable: string | null;
}

/** The developer's sandboxes: a copy of the demo season each, with test keys, to try writes on. */
export function sandboxesPage(signedIn: SignedIn, data: SandboxesPageData, notice?: Notice): string {
  const { state } = signedIn;
  const csrf = csrfField(state.csrfToken);
  return signedInPage(
    signedIn,
    { title: 'Sandboxes', notice },
    html`<h1>Sandboxes</h1>
<p>A sandbox is a workspace of your own with a copy of the demo season (two properties, twelve units, a season of bookings), to try the API, the CLI and an AI assistant on without touching real reservations. Its keys start <code>ikp_test_</code> and work on sandboxes only; live keys do not work on it. It pulls and pushes no channel, takes Stripe test keys only, delivers webhooks, has the PRO plan’s quotas and costs nothing. One unused for 30 days is removed.</p>
${
  data.created
    ? html`<section class="card" id="new-sandbox-card">
<h2>Your new sandbox “${data.created.name}”</h2>
<p><strong>Copy its test key now: it is shown only this once.</strong></p>
<div class="secret-box"><input id="new-sandbox-key" type="text" readonly value="${data.created.key}" aria-label="Test key"><button type="button" data-copy="new-sandbox-key">Copy</button></div>
<p class="muted">Try it: <code>INNKEEP_API_KEY=&lt;key&gt; npx innkeep properties</code>.</p>
</section>`
    : ''
}
${
  data.unavailable
    ? html`<p class="notice error">${data.unavailable}</p>`
    : html`<section>
<form method="post" action="/account/sandboxes" id="create-sandbox">
${csrf}
<label for="sandbox-name">Name</label><input id="sandbox-name" name="name" type="text" placeholder="Sandbox">
<div class="actions"><button type="submit">Create a sandbox</button></div>
</form>
</section>
<section>
<h2>Your sandboxes</h2>
${
  data.sandboxes.length === 0
    ? html`<p>You have no sandboxes yet.</p>`
    : html`<table id="sandboxes">
<tr><th>Name</th><th>Id</th><th>Created</th><th>Last used</th><th></th></tr>
${data.sandboxes.map(
  (sandbox) => html`<tr data-sandbox-id="${sandbox.id}">
<td>${sandbox.name}</td><td><code>${sandbox.id}</code></td><td>${formatDate(new Date(sandbox.createdAt))}</td><td>${formatDate(new Date(sandbox.lastUsedAt))}</td>
<td><form method="post" action="/account/sandboxes/${sandbox.id}/reset">${csrf}<button type="submit">Reset</button></form>
<form method="post" action="/account/sandboxes/${sandbox.id}/delete">${csrf}<button class="danger" type="submit">Delete</button></form></td>
</tr>`,
)}
</table>`
}
</section>`
}`,
  );
}
