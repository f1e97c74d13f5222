import assert from 'node:assert/strict';

import fc from 'fast-check';

import { createWorkspaceFixture, http, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { internalUrl, SEED } from '../src/hostile-input';

/**
 * Addresses Innkeep fetches on a user's behalf (channel feeds and endpoints, webhooks), written in
 * every spelling of an internal IP address: each must be refused with 400 URL_NOT_ALLOWED. These
 * servers allow private channel addresses (CHANNEL_ALLOW_PRIVATE_URLS=true, as tests and closed
 * networks run), which must still never open link-local and metadata addresses; webhooks keep the
 * default rule.
 */
describe('hostile outbound addresses', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '100000', API_WRITE_LIMIT: '100000', CHANNEL_ALLOW_PRIVATE_URLS: 'true' });
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const refusedWebhook = async (url: string) => {
    const answer = await http(`${servers.apiUrl}/webhooks`, { method: 'POST', key: ws.writeKey, body: { url, events: ['*'] } });
    assert.equal(answer.status, 400, `${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    assert.equal(answer.body.code, 'URL_NOT_ALLOWED', url);
  };

  const refusedConnection = async (body: Record<string, unknown>, url: string) => {
    const answer = await http(`${servers.apiUrl}/connections`, { method: 'POST', key: ws.writeKey, body: { propertyId: ws.propertyId, ...body } });
    assert.equal(answer.status, 400, `${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    assert.equal(answer.body.code, 'URL_NOT_ALLOWED', url);
  };

  it('refuses a webhook URL naming an internal IPv4 address in any IPv6 form that embeds it (6to4, NAT64, Teredo, mapped…)', async () => {
    for (const url of ['http://[2002:7f00:1::]/', 'http://[64:ff9b::7f00:1]/', 'http://[2001:0:7f00:1::]/', 'http://[::ffff:0:127.0.0.1]/'])
      await refusedWebhook(url);
    await fc.assert(fc.asyncProperty(internalUrl(), refusedWebhook), { seed: SEED, numRuns: 100 });
  });

  it('refuses link-local and metadata addresses as channel feeds and endpoints even with CHANNEL_ALLOW_PRIVATE_URLS', async () => {
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/feed.ics', 'http://[fd00:ec2::254]/latest/meta-data/']) {
      await refusedConnection({ channel: 'VRBO', listings: [{ unitId: ws.unitIds[0], importUrl: url }] }, url);
    }
    await fc.assert(
      fc.asyncProperty(internalUrl({ linkLocal: true }), fc.boolean(), async (url, asEndpoint) => {
        const body = asEndpoint
          ? { channel: 'BOOKING_COM', method: 'API', endpointUrl: url, listings: [{ unitId: ws.unitIds[0], externalListingId: 'x1' }] }
          : { channel: 'VRBO', listings: [{ unitId: ws.unitIds[0], importUrl: url }] };
        await refusedConnection(body, url);
      }),
      { seed: SEED, numRuns: 100 },
    );
    const connections = await servers.dataSource.query(`SELECT count(*)::int AS n FROM channel_connections WHERE workspace_id = $1`, [ws.workspaceId]);
    assert.equal(connections[0].n, 0);
  });
});
