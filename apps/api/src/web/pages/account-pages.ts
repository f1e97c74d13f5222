import type { ApiKeyListing, AuthorizedApplication, LinkedIdentity, WorkspaceMember } from '@innkeep/domain';
import { currentStatus, Role, ROLES, SCOPES, SubscriptionStatus } from '@innkeep/domain';

import { csrfField, formatDate, html, SafeHtml } from '../html';
import { SignedIn, signedInPage } from '../web-kit';

type Notice = { kind: 'ok' | 'error'; text: string } | undefined;

const SCOPE_TEXT: Record<string, string> = {
  'pms:read': 'Read properties, units, calendar, rates, reservations and guests',
  'pms:write': 'Change prices, restrictions and blocks, and record reservations',
};

/** A status as a sentence reads it: `trial ended`, `past due`. */
export function statusText(status: SubscriptionStatus): string {
  return status.toLowerCase().replace(/_/g, ' ');
}

export function scopeText(scope: string): string {
  return SCOPE_TEXT[scope] ?? scope;
}

export interface AccountPageData {
  identities: LinkedIdentity[];
  socialName: string | undefined;
  keyCount: number;
  /** The workspace's inventory so far, for the checklist; null when it cannot be read (no workspace). */
  inventory: { properties: number; units: number } | null;
  /** Whether the person's role lets them set up the workspace (pms:write). */
  canWrite: boolean;
}

const done = html` <span class="done" aria-label="done">✓</span>`;

/** The first steps of a newcomer, only those this installation and the person's role make possible. */
function gettingStarted(data: AccountPageData, linked: boolean, staff: boolean): SafeHtml {
  const steps: SafeHtml[] = [html`<li>Account created${done}</li>`];
  // A cleaner's whole job here is their tasks.
  if (staff) {
    steps.push(html`<li>See your tasks on <a href="/today">Today</a></li>`);
    return html`<section>
<h2>Getting started</h2>
<ol id="getting-started">${steps}</ol>
</section>`;
  }
  if (data.inventory && data.canWrite) {
    steps.push(html`<li><a href="/properties">Add a property</a>${data.inventory.properties > 0 ? done : ''}</li>`);
    steps.push(
      html`<li>Add its units and rate plans${data.inventory.units > 0 ? done : html` <span class="muted">(open the property on the <a href="/properties">properties page</a>)</span>`}</li>`,
    );
  }
  if (data.inventory) steps.push(html`<li>See your nights on the <a href="/calendar">calendar</a></li>`);
  steps.push(
    html`<li>Create an API key${data.keyCount > 0 ? done : html` <a href="/account/keys">in the developer section</a>`}, or let an application, an AI assistant or the CLI (<code>npx innkeep login</code>) act for you with OAuth</li>`,
  );
  if (data.socialName) steps.push(html`<li>Link your ${data.socialName} account${linked ? done : html` <span class="muted">(below)</span>`}</li>`);
  return html`<section>
<h2>Getting started</h2>
<ol id="getting-started">${steps}</ol>
</section>`;
}

export function accountPage(signedIn: SignedIn, data: AccountPageData, notice?: Notice): string {
  const { state, current, memberships } = signedIn;
  const { user } = state.session;
  const linked = data.identities.length > 0;
  return signedInPage(
    signedIn,
    { title: 'Account', notice },
    html`<h1>Account</h1>
${gettingStarted(data, linked, current?.role === 'STAFF')}
<section>
<h2>You</h2>
<p>${user.name ? html`${user.name} · ` : ''}${user.email}</p>
</section>
<section>
<h2>Workspace</h2>
${
  current
    ? html`<p><strong>${current.name}</strong> <span class="muted">(${current.workspaceId})</span></p>
<p>Plan ${current.plan}, ${statusText(currentStatus(current, new Date()))}${current.trialEndsAt ? html`, trial until ${formatDate(current.trialEndsAt)}` : ''}. Your role: ${current.role}.</p>
${current.role === 'STAFF' ? '' : html`<p><a href="/workspaces/${current.workspaceId}/members">Members and roles</a>${current.role === 'OWNER' || current.role === 'ADMIN' ? html` · <a href="/account/billing">Billing</a> · <a href="/account/payments">Payments</a>` : ''}</p>`}`
    : html`<p>You are not a member of any workspace. Create one below.</p>`
}
${memberships.length > 1 ? html`<p class="muted">Switch workspaces from the menu at the top.</p>` : ''}
<form method="post" action="/workspaces">
${csrfField(state.csrfToken)}
<label for="workspace-name">New workspace</label><input id="workspace-name" name="name" type="text" required placeholder="Another portfolio">
<div class="actions"><button class="secondary" type="submit">Create workspace</button></div>
</form>
</section>
<section>
<h2>Linked accounts</h2>
${
  linked
    ? html`<ul>${data.identities.map((identity) => html`<li>${identity.email ?? identity.subject} <span class="muted">at ${identity.issuer}, since ${formatDate(identity.createdAt)}</span></li>`)}</ul>`
    : html`<p>No social account is linked yet.</p>`
}
${data.socialName ? html`<p><a class="button secondary" href="/auth/oidc/start?intent=link">Link ${data.socialName}</a></p>` : html`<p class="muted">No social sign-in provider is configured on this installation.</p>`}
</section>`,
  );
}

export interface KeysPageData {
  keys: ApiKeyListing[];
  /** The key just created: shown this once. */
  created?: { key: string; name: string };
}

export function keysPage(signedIn: SignedIn, data: KeysPageData, notice?: Notice): string {
  const { state, memberships, current } = signedIn;
  const workspaceName = new Map(memberships.map((membership) => [membership.workspaceId, membership.name]));
  return signedInPage(
    signedIn,
    { title: 'API keys', notice },
    html`<h1>API keys</h1>
${
  data.created
    ? html`<section class="card" id="new-key-card">
<h2>Your new key “${data.created.name}”</h2>
<p><strong>Copy it now: it is shown only this once.</strong> Innkeep keeps only a hash of it.</p>
<div class="secret-box"><input id="new-key" type="text" readonly value="${data.created.key}" aria-label="New API key"><button type="button" data-copy="new-key">Copy</button></div>
<p class="muted">Send it as the whole <code>Authorization</code> header, or as <code>Bearer &lt;key&gt;</code>.</p>
</section>`
    : ''
}
<section>
<h2>Create a key</h2>
${
  memberships.length === 0
    ? html`<p>Create a workspace first.</p>`
    : html`<form method="post" action="/account/keys">
${csrfField(state.csrfToken)}
<label for="key-name">Name</label><input id="key-name" name="name" type="text" required placeholder="Channel manager sync">
<fieldset><legend>Scopes</legend>
${SCOPES.map(
  (scope) =>
    html`<label class="inline"><input type="checkbox" name="scopes" value="${scope}"${scope === 'pms:read' ? html` checked` : ''}> <code>${scope}</code> <span class="muted">${scopeText(scope)}</span></label><br>`,
)}
</fieldset>
<fieldset><legend>Workspaces</legend>
${memberships.map(
  (membership) =>
    html`<label class="inline"><input type="checkbox" name="workspaces" value="${membership.workspaceId}"${membership.workspaceId === current?.workspaceId ? html` checked` : ''}> ${membership.name}</label>`,
)}
<p class="muted">The first one ticked is the key’s default; the <code>showorg</code> header picks another.</p>
</fieldset>
<div class="actions"><button type="submit">Create key</button></div>
</form>`
}
</section>
<section>
<h2>Your keys</h2>
${
  data.keys.length === 0
    ? html`<p>You have no API keys yet.</p>`
    : html`<table id="keys">
<tr><th>Name</th><th>Key</th><th>Scopes</th><th>Workspaces</th><th>Created</th><th>Last used</th><th></th></tr>
${data.keys.map(
  (key) => html`<tr data-key-id="${key.id}">
<td>${key.name}</td><td><code>${key.displayPrefix}…</code></td><td>${key.scopes.join(', ')}</td>
<td>${key.workspaceIds.map((id) => workspaceName.get(id) ?? id).join(', ')}</td>
<td>${formatDate(key.createdAt)}</td><td>${formatDate(key.lastUsedAt)}</td>
<td>${
    key.revokedAt
      ? html`<span class="muted">revoked ${formatDate(key.revokedAt)}</span>`
      : html`<form method="post" action="/account/keys/${key.id}/revoke">${csrfField(state.csrfToken)}<button class="danger" type="submit">Revoke</button></form>`
  }</td>
</tr>`,
)}
</table>`
}
</section>`,
  );
}

export function appsPage(signedIn: SignedIn, apps: AuthorizedApplication[], notice?: Notice): string {
  const { state } = signedIn;
  return signedInPage(
    signedIn,
    { title: 'Authorized applications', notice },
    html`<h1>Authorized applications</h1>
<section>
<p class="muted">Applications, MCP clients and the CLI you allowed to act for you through OAuth. Revoking one ends all its tokens at once.</p>
${
  apps.length === 0
    ? html`<p>You have not authorized any application.</p>`
    : html`<table id="apps">
<tr><th>Application</th><th>Redirects to</th><th>Workspace</th><th>Scopes</th><th>Authorized</th><th>Last used</th><th></th></tr>
${apps.map(
  (app) => html`<tr data-grant-id="${app.grantId}">
<td>${app.clientName ?? app.clientId}</td><td>${app.redirectHost ?? ''}</td><td>${app.workspaceName}</td><td>${app.scopes.join(', ')}</td>
<td>${formatDate(app.createdAt)}</td><td>${formatDate(app.lastUsedAt)}</td>
<td><form method="post" action="/account/apps/${app.grantId}/revoke">${csrfField(state.csrfToken)}<button class="danger" type="submit">Revoke</button></form></td>
</tr>`,
)}
</table>`
}
</section>`,
  );
}

export interface MembersPageData {
  workspaceId: string;
  workspaceName: string;
  members: WorkspaceMember[];
  /** The viewer's role: OWNER and ADMIN manage members. */
  viewerRole: Role;
}

export function membersPage(signedIn: SignedIn, data: MembersPageData, notice?: Notice): string {
  const { state } = signedIn;
  const manages = data.viewerRole === 'OWNER' || data.viewerRole === 'ADMIN';
  const assignable = data.viewerRole === 'OWNER' ? ROLES : ROLES.filter((role) => role !== 'OWNER');
  const base = `/workspaces/${data.workspaceId}/members`;
  return signedInPage(
    signedIn,
    { title: 'Members', notice },
    html`<h1>Members of ${data.workspaceName}</h1>
<section>
<table id="members">
<tr><th>Member</th><th>Role</th>${manages ? html`<th></th>` : ''}</tr>
${data.members.map(
  (member) => html`<tr data-user-id="${member.userId}">
<td>${member.name ? html`${member.name} · ` : ''}${member.email}</td>
<td>${
    manages && (data.viewerRole === 'OWNER' || member.role !== 'OWNER')
      ? html`<form method="post" action="${base}/${member.userId}/role">${csrfField(state.csrfToken)}
<select name="role" aria-label="Role of ${member.email}">${assignable.map((role) => html`<option${role === member.role ? html` selected` : ''}>${role}</option>`)}</select>
<button class="secondary" type="submit">Change</button></form>`
      : member.role
  }</td>
${
  manages
    ? html`<td>${
        data.viewerRole === 'OWNER' || member.role !== 'OWNER'
          ? html`<form method="post" action="${base}/${member.userId}/remove">${csrfField(state.csrfToken)}<button class="danger" type="submit">Remove</button></form>`
          : ''
      }</td>`
    : ''
}
</tr>`,
)}
</table>
<p class="muted">OWNER and ADMIN manage members. OWNER, ADMIN and MEMBER read and write; VIEWER only reads; STAFF (cleaners, maintenance) see and work only the tasks assigned to them, with no guest names, contacts or money. A key or an application follows its user’s current role.</p>
</section>
${
  manages
    ? html`<section><h2>Add a member</h2>
<form method="post" action="${base}">
${csrfField(state.csrfToken)}
<label for="member-email">E-mail of an Innkeep user</label><input id="member-email" name="email" type="email" required>
<label for="member-role">Role</label><select id="member-role" name="role">${assignable.map((role) => html`<option${role === 'MEMBER' ? html` selected` : ''}>${role}</option>`)}</select>
<div class="actions"><button type="submit">Add member</button></div>
</form></section>`
    : ''
}`,
  );
}
