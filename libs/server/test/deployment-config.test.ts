import assert from 'node:assert/strict';

import { loadConfig } from '../src/config';

describe('deployment settings', () => {
  it('refuses to start in production without DATABASE_URL, with a sentence saying what to set', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /DATABASE_URL is not set: with NODE_ENV=production/);
    assert.equal(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/innkeep' }).databaseUrl, 'postgres://db/innkeep');
    assert.equal(loadConfig({}).databaseUrl, undefined);
  });

  it('serves the MCP conformance fixtures only when asked, and never in production', () => {
    assert.equal(loadConfig({}).mcpConformanceFixtures, false);
    assert.equal(loadConfig({ MCP_CONFORMANCE_FIXTURES: 'true' }).mcpConformanceFixtures, true);
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/innkeep', MCP_CONFORMANCE_FIXTURES: 'true' }),
      /MCP_CONFORMANCE_FIXTURES=true .* refused with NODE_ENV=production/,
    );
  });

  it('applies migrations on start unless MIGRATE_ON_START=false', () => {
    assert.equal(loadConfig({}).migrateOnStart, true);
    assert.equal(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart, false);
    assert.throws(() => loadConfig({ MIGRATE_ON_START: 'sometimes' }), /MIGRATE_ON_START must be true or false/);
  });

  it('gives a stopping server 10 s to finish its requests unless SHUTDOWN_TIMEOUT_SECONDS says otherwise', () => {
    assert.equal(loadConfig({}).shutdownTimeoutSeconds, 10);
    assert.equal(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '25' }).shutdownTimeoutSeconds, 25);
    assert.throws(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' }), /SHUTDOWN_TIMEOUT_SECONDS must be a whole number from 1 to 600/);
  });
});
