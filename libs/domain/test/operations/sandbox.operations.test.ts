import assert from 'node:assert/strict';

import { createSandbox, deleteSandbox, listSandboxes, MAX_SANDBOXES_PER_USER, resetSandbox } from '../../src/operations/sandboxes/sandbox.operations';
import { factory, OperationTestbed } from '../../testing';

const created = { id: 'ws_sandbox', isSandbox: true as const, name: 'Sandbox', key: 'ikp_test_x', createdAt: '2026-06-01T10:00:00.000Z' };

describe('sandboxes.create', () => {
  it('makes a sandbox for the calling user, with the caller’s scopes for its key and "Sandbox" as the default name', async () => {
    const bed = new OperationTestbed();
    const principal = factory.principal({ userId: 'usr_dev', scopes: ['pms:read', 'pms:write'] });
    bed.repos.sandboxes.answers.countOwned = 0;
    bed.repos.sandboxes.answers.create = created;
    assert.deepEqual(await bed.run(createSandbox, principal, {}), created);
    assert.deepEqual(bed.repos.calls.argumentsOf('sandboxes.create'), [['usr_dev', { name: 'Sandbox', scopes: ['pms:read', 'pms:write'] }]]);
  });

  it(`refuses a sixth sandbox with SANDBOX_LIMIT_REACHED (409), making nothing`, async () => {
    const bed = new OperationTestbed();
    bed.repos.sandboxes.answers.countOwned = MAX_SANDBOXES_PER_USER;
    await assert.rejects(bed.run(createSandbox, factory.principal(), { name: 'One more' }), { code: 'SANDBOX_LIMIT_REACHED', statusCode: 409 });
    assert.deepEqual(bed.repos.calls.argumentsOf('sandboxes.create'), []);
  });

  it('refuses an empty name', async () => {
    await assert.rejects(new OperationTestbed().run(createSandbox, factory.principal(), { name: '   ' }), { code: 'VALIDATION_FAILED' });
  });
});

describe('sandboxes.reset and sandboxes.delete', () => {
  it('answer NOT_FOUND for a sandbox the user does not own', async () => {
    const bed = new OperationTestbed();
    bed.repos.sandboxes.answers.reset = null;
    bed.repos.sandboxes.answers.delete = false;
    await assert.rejects(bed.run(resetSandbox, factory.principal(), { sandboxId: 'ws_other' }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(deleteSandbox, factory.principal(), { sandboxId: 'ws_other' }), { code: 'NOT_FOUND' });
  });

  it('answer the reset sandbox, and the deleted id', async () => {
    const bed = new OperationTestbed();
    const view = { id: 'ws_sandbox', isSandbox: true as const, name: 'Sandbox', createdAt: created.createdAt, lastUsedAt: created.createdAt };
    bed.repos.sandboxes.answers.reset = view;
    bed.repos.sandboxes.answers.delete = true;
    assert.deepEqual(await bed.run(resetSandbox, factory.principal(), { sandboxId: 'ws_sandbox' }), view);
    assert.deepEqual(await bed.run(deleteSandbox, factory.principal(), { sandboxId: 'ws_sandbox' }), { id: 'ws_sandbox', deleted: true });
  });
});

describe('sandboxes.list', () => {
  it('lists the calling user’s sandboxes', async () => {
    const bed = new OperationTestbed();
    bed.repos.sandboxes.answers.list = [];
    assert.deepEqual(await bed.run(listSandboxes, factory.principal({ userId: 'usr_dev' })), { sandboxes: [] });
    assert.deepEqual(bed.repos.calls.argumentsOf('sandboxes.list'), [['usr_dev']]);
  });
});
