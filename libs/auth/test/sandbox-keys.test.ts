import assert from 'node:assert/strict';

import { Authenticator } from '../src';
import { InMemoryCredentialStore } from '../testing';

/** The one place keys meet workspaces: test keys on sandboxes only, live keys never on one. */
describe('sandbox keys in the authenticator', () => {
  const setUp = () => {
    const store = new InMemoryCredentialStore();
    store.setAccess('usr_1', 'ws_live', {});
    store.setAccess('usr_1', 'ws_sandbox', { isSandbox: true, lastUsedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    store.setAccess('usr_2', 'ws_other', {});
    return { store, authenticator: new Authenticator(store) };
  };
  const codeOf = (work: Promise<unknown>) =>
    work.then(
      () => 'accepted',
      (error: { code?: string }) => error.code,
    );

  it('takes a test key on its sandbox and records the sandbox’s use when the stored one is an hour old', async () => {
    const { store, authenticator } = setUp();
    const { key } = store.addApiKey({ userId: 'usr_1', workspaceIds: ['ws_sandbox'], test: true });
    assert.equal((await authenticator.authenticate({ authorization: key, showorg: undefined })).workspaceId, 'ws_sandbox');
    assert.deepEqual(store.sandboxesUsed, ['ws_sandbox']);
  });

  it('answers SANDBOX_MISMATCH to a test key naming its owner’s live workspace, and to a live key naming the owner’s sandbox', async () => {
    const { store, authenticator } = setUp();
    const test = store.addApiKey({ userId: 'usr_1', workspaceIds: ['ws_sandbox'], test: true }).key;
    const live = store.addApiKey({ userId: 'usr_1', workspaceIds: ['ws_live'] }).key;
    assert.equal(await codeOf(authenticator.authenticate({ authorization: test, showorg: 'ws_live' })), 'SANDBOX_MISMATCH');
    assert.equal(await codeOf(authenticator.authenticate({ authorization: live, showorg: 'ws_sandbox' })), 'SANDBOX_MISMATCH');
    // Held by the key, the workspace of the other kind is refused all the same.
    const mixedLive = store.addApiKey({ userId: 'usr_1', workspaceIds: ['ws_live', 'ws_sandbox'] }).key;
    assert.equal(await codeOf(authenticator.authenticate({ authorization: mixedLive, showorg: 'ws_sandbox' })), 'SANDBOX_MISMATCH');
    assert.equal(await codeOf(authenticator.authenticate({ authorization: mixedLive, showorg: undefined })), 'accepted');
    assert.deepEqual(store.sandboxesUsed, []);
  });

  it('answers WORKSPACE_FORBIDDEN for another user’s workspace or one that does not exist, whatever the key', async () => {
    const { store, authenticator } = setUp();
    const test = store.addApiKey({ userId: 'usr_1', workspaceIds: ['ws_sandbox'], test: true }).key;
    assert.equal(await codeOf(authenticator.authenticate({ authorization: test, showorg: 'ws_other' })), 'WORKSPACE_FORBIDDEN');
    assert.equal(await codeOf(authenticator.authenticate({ authorization: test, showorg: 'ws_none' })), 'WORKSPACE_FORBIDDEN');
  });
});
