import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import { DomainError, Role } from '@innkeep/domain';

import { AccessTokenStore, Authenticator, CredentialStore, hashCredential, oauthCredentialId, StoredAccessToken, WorkspaceAccess } from '../src';

const REST = 'https://innkeep.test/public/v1';
const MCP = 'https://mcp.innkeep.test/mcp';

const newToken = () => `iko_${randomBytes(32).toString('base64url')}`;

function storedToken(overrides: Partial<StoredAccessToken> = {}): StoredAccessToken {
  return {
    grantId: 'grant123',
    clientId: 'client1',
    userId: 'usr_1',
    workspaceId: 'ws_1',
    scopes: ['pms:read', 'pms:write'],
    audiences: [REST],
    expiresAt: new Date(Date.now() + 60_000),
    ...overrides,
  };
}

/** Strict fakes: an unexpected call fails the test. */
function fakes(token: StoredAccessToken | null, role: Role | null = 'OWNER', plan: WorkspaceAccess['plan'] = 'PRO') {
  const used: string[] = [];
  const looked: string[] = [];
  const credentials: CredentialStore = {
    findApiKeyByHash: () => assert.fail('no API key lookup expected'),
    findAccess: async (userId, workspaceId) => {
      assert.equal(userId, token?.userId);
      assert.equal(workspaceId, token?.workspaceId);
      return role
        ? { role, plan, subscriptionStatus: 'ACTIVE', trialEndsAt: null, pastDueSince: null, billedByProcessor: false, isSandbox: false, lastUsedAt: null }
        : null;
    },
    markApiKeyUsed: () => assert.fail('no key use expected'),
    markSandboxUsed: () => assert.fail('no sandbox use expected'),
  };
  const tokens: AccessTokenStore = {
    findAccessTokenByHash: async (hash) => {
      looked.push(hash);
      return token;
    },
    markGrantUsed: (grantId) => used.push(grantId),
  };
  return { authenticator: new Authenticator(credentials, tokens), used, looked };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  assert.fail('expected a refusal');
}

describe('OAuth access tokens', () => {
  it('resolve to a principal of the grant, its workspace and the scopes narrowed by the live role', async () => {
    const value = newToken();
    const { authenticator, used, looked } = fakes(storedToken(), 'VIEWER');
    const principal = await authenticator.authenticate({ authorization: `Bearer ${value}`, showorg: undefined, audience: REST });
    assert.deepEqual(looked, [hashCredential(value)]);
    assert.equal(principal.credentialKind, 'oauth_token');
    assert.equal(principal.credentialId, oauthCredentialId('grant123'));
    assert.equal(principal.workspaceId, 'ws_1');
    assert.deepEqual(principal.scopes, ['pms:read']);
    assert.deepEqual(used, ['grant123']);
  });

  it('are refused for another audience, or when the surface names none', async () => {
    const value = newToken();
    const { authenticator } = fakes(storedToken({ audiences: [REST] }));
    const elsewhere = await refusal(authenticator.authenticate({ authorization: `Bearer ${value}`, showorg: undefined, audience: MCP }));
    assert.equal(elsewhere.code, 'INVALID_CREDENTIAL');
    assert.match(elsewhere.message, /resource=https:\/\/mcp\.innkeep\.test\/mcp/);
    const unnamed = await refusal(authenticator.authenticate({ authorization: `Bearer ${value}`, showorg: undefined }));
    assert.equal(unnamed.code, 'INVALID_CREDENTIAL');
  });

  it('are refused when unknown, expired, malformed or not sent as Bearer', async () => {
    const unknown = fakes(null).authenticator;
    assert.equal(
      (await refusal(unknown.authenticate({ authorization: `Bearer ${newToken()}`, showorg: undefined, audience: REST }))).code,
      'INVALID_CREDENTIAL',
    );
    const expired = fakes(storedToken({ expiresAt: new Date(Date.now() - 1000) })).authenticator;
    assert.equal(
      (await refusal(expired.authenticate({ authorization: `Bearer ${newToken()}`, showorg: undefined, audience: REST }))).code,
      'INVALID_CREDENTIAL',
    );
    const { authenticator, looked } = fakes(storedToken());
    assert.equal(
      (await refusal(authenticator.authenticate({ authorization: 'Bearer iko_short', showorg: undefined, audience: REST }))).code,
      'INVALID_CREDENTIAL',
    );
    const bare = await refusal(authenticator.authenticate({ authorization: newToken(), showorg: undefined, audience: REST }));
    assert.match(bare.message, /Bearer/);
    assert.deepEqual(looked, [], 'nothing malformed reaches storage');
  });

  it('hold exactly one workspace: showorg naming another answers WORKSPACE_FORBIDDEN', async () => {
    const { authenticator } = fakes(storedToken());
    const error = await refusal(authenticator.authenticate({ authorization: `Bearer ${newToken()}`, showorg: 'ws_2', audience: REST }));
    assert.equal(error.code, 'WORKSPACE_FORBIDDEN');
    const same = await authenticator.authenticate({ authorization: `Bearer ${newToken()}`, showorg: 'ws_1', audience: REST });
    assert.equal(same.workspaceId, 'ws_1');
  });

  it('stop working when the user left the workspace or the plan has no API access', async () => {
    const left = fakes(storedToken(), null).authenticator;
    const gone = await refusal(left.authenticate({ authorization: `Bearer ${newToken()}`, showorg: undefined, audience: REST }));
    assert.equal(gone.code, 'INVALID_CREDENTIAL');
    assert.match(gone.message, /no longer a member/);
    const starter = fakes(storedToken(), 'OWNER', 'STARTER').authenticator;
    assert.equal(
      (await refusal(starter.authenticate({ authorization: `Bearer ${newToken()}`, showorg: undefined, audience: REST }))).code,
      'PLAN_NO_API_ACCESS',
    );
  });
});
