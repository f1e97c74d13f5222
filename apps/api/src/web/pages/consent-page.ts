import { WorkspaceMembership } from '@innkeep/domain';

import { csrfField, html } from '../html';
import { SignedIn, signedInPage } from '../web-kit';
import { scopeText } from './account-pages';

export interface ConsentPageData {
  uid: string;
  clientName: string;
  /** False when the name is only what the application said about itself at registration. */
  nameVerified: boolean;
  redirectHost: string;
  /** Requested API scopes; pms:read is always among them. */
  scopes: string[];
  /**
   * Whether the scopes beyond pms:read start ticked: only for Innkeep's own CLI, which asks for
   * pms:write only when the person typed `innkeep login --write`; any other application asks for
   * what the server advertises, and gets write only when the user ticks it.
   */
  writeTickedByDefault: boolean;
  /** What the tokens will be for: the REST API, the MCP server. */
  resources: string[];
  /** A refresh token (offline access) or an ID token (openid) was asked for. */
  extras: string[];
  workspaces: WorkspaceMembership[];
  currentWorkspaceId: string | null;
}

export function consentPage(signedIn: SignedIn, data: ConsentPageData): string {
  const { state } = signedIn;
  return signedInPage(
    signedIn,
    { title: `Authorize ${data.clientName}` },
    html`<section id="consent">
<h1>Allow <span id="client-name">${data.clientName}</span> to use your Innkeep account?</h1>
${data.nameVerified ? '' : html`<p class="muted">This name is what the application says about itself; Innkeep has not verified it.</p>`}
<p>It will be sent back to <strong id="redirect-host">${data.redirectHost}</strong>. Continue only if you trust that address.</p>
<form method="post" action="/oauth/interaction/${data.uid}">
${csrfField(state.csrfToken)}
<h2>It asks to</h2>
<ul class="scopes" id="scopes">
${data.scopes.map((scope) =>
  scope === 'pms:read'
    ? html`<li><input type="hidden" name="scopes" value="pms:read"><code>pms:read</code> ${scopeText(scope)}</li>`
    : html`<li><label class="inline"><input type="checkbox" name="scopes" value="${scope}"${data.writeTickedByDefault ? html` checked` : ''}> <code>${scope}</code> ${scopeText(scope)}</label></li>`,
)}
${data.extras.includes('offline_access') ? html`<li>Stay connected when you are away (a refresh token)</li>` : ''}
${data.extras.includes('openid') ? html`<li>Know your Innkeep user id and e-mail address</li>` : ''}
</ul>
<p class="muted">Through ${data.resources.join(' and ')}. Its access always follows your current role in the workspace.</p>
<label for="workspace">In the workspace</label>
<select id="workspace" name="workspaceId">${data.workspaces.map(
      (workspace) =>
        html`<option value="${workspace.workspaceId}"${workspace.workspaceId === data.currentWorkspaceId ? html` selected` : ''}>${workspace.name} (${workspace.role})</option>`,
    )}</select>
<div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button class="secondary" type="submit" name="decision" value="deny">Deny</button>
</div>
</form>
<p class="muted">You can revoke this at any time under Applications.</p>
</section>`,
  );
}
