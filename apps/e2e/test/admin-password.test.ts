import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { startTestServers, TestServers } from '../src';
import { WebClient } from '../src/web-client';

const ADMIN = join(__dirname, '../../../tools/dist/src/admin/admin.js');

/** `npm run admin -- user set-password`, with the password on standard input. */
function setPassword(databaseUrl: string, email: string, password: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [ADMIN, 'user', 'set-password', '--email', email, '--json'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(`${password}\n`);
  });
}

describe('operator: a password for a user made by the operator tool', () => {
  let servers: TestServers;
  let origin: string;

  beforeAll(async () => {
    servers = await startTestServers();
    origin = new URL(servers.apiUrl).origin;
    await servers.operator.createUser({ email: 'host@example.test', name: 'Host' });
    await servers.operator.createWorkspace({ name: 'Host Rentals', ownerEmail: 'host@example.test' });
  });
  afterAll(() => servers.close());

  it('lets the user sign in on the web pages, and stores only an argon2id hash', async () => {
    const before = await new WebClient(origin).signIn('host@example.test', 'a long enough password');
    assert.notEqual(before.status, 303, 'no password yet');
    const result = await setPassword(servers.databaseUrl, 'host@example.test', 'a long enough password');
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.stdout), { email: 'host@example.test', passwordSet: true });
    const answer = await new WebClient(origin).signIn('host@example.test', 'a long enough password');
    assert.equal(answer.status, 303, answer.text.slice(0, 200));
    const [row] = await servers.dataSource.query(`SELECT password_hash FROM users WHERE email = 'host@example.test'`);
    assert.match(row.password_hash, /^\$argon2id\$/);
  });

  it('refuses a short password or an unknown user with exit code 1, changing nothing', async () => {
    const short = await setPassword(servers.databaseUrl, 'host@example.test', 'short');
    assert.equal(short.code, 1);
    assert.match(short.stderr, /at least 10 characters/);
    const unknown = await setPassword(servers.databaseUrl, 'nobody@example.test', 'a long enough password');
    assert.equal(unknown.code, 1);
    assert.equal((await new WebClient(origin).signIn('host@example.test', 'a long enough password')).status, 303);
  });
});
