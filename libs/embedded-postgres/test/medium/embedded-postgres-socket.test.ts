/**
 * Clients on the machine reach the embedded server through its Unix-domain socket, and through
 * loopback TCP where a socket cannot be had.
 */
import assert from 'node:assert/strict';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Client } from 'pg';

import { RunningPostgres, socketFolder, startEmbeddedPostgres, startThrowawayEmbeddedPostgres } from '../../src/embedded-postgres';

/** The address the server saw the connection arrive on: null for its Unix-domain socket. */
async function serverAddress(config: string | { host: string; port: number; user: string; password: string; database: string }): Promise<string | null> {
  const client = new Client(typeof config === 'string' ? { connectionString: config } : config);
  await client.connect();
  try {
    const { rows } = await client.query<{ address: string | null }>('SELECT host(inet_server_addr()) AS address');
    return rows[0].address;
  } finally {
    await client.end();
  }
}

const overTcp = (running: RunningPostgres) => {
  const url = new URL(running.url);
  return { host: '127.0.0.1', port: running.port, user: 'postgres', password: decodeURIComponent(url.password), database: url.pathname.slice(1) };
};

describe('how clients reach the embedded PostgreSQL', () => {
  it('through its Unix-domain socket by the url it hands out, and over loopback TCP as well', async () => {
    const running = await startThrowawayEmbeddedPostgres({ name: 'socket', onNotice: () => undefined });
    try {
      assert.equal(new URL(running.url).searchParams.get('host'), running.clusterDir);
      assert.equal(await serverAddress(running.url), null);
      assert.equal(await serverAddress(overTcp(running)), '127.0.0.1');
    } finally {
      await running.stop();
    }
  });

  it('over loopback TCP alone when its folder is too deep for a socket path', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'innkeep-deep-'));
    await chmod(parent, 0o711);
    const dataDir = join(parent, 'd'.repeat(100));
    await mkdir(dataDir, { mode: 0o711 });
    const running = await startEmbeddedPostgres({ dataDir, sharedDir: parent, onNotice: () => undefined });
    try {
      assert.equal(socketFolder(running.clusterDir, running.port), null);
      assert.equal(new URL(running.url).search, '');
      assert.equal(await serverAddress(running.url), '127.0.0.1');
    } finally {
      await running.stop();
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('puts no socket where PostgreSQL would split or trim the folder name', () => {
    assert.equal(socketFolder('/tmp/innkeep-x/pg', 5432), '/tmp/innkeep-x/pg');
    assert.equal(socketFolder('/tmp/innkeep x/pg', 5432), null);
    assert.equal(socketFolder('/tmp/innkeep,x/pg', 5432), null);
  });
});
