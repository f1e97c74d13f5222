import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import { CLI_BIN, CliResult, createWorkspaceFixture, makeConfigHome, parseJsonOutput, runCli, startTestServers, TestServers } from '../src';

/**
 * `innkeep login` with an API key, as a process: the key never has to be on the command line
 * (where `ps`, the shell history and npm's logs keep it), and the store is the owner's alone.
 */
describe('innkeep login with an API key', () => {
  let servers: TestServers;
  let key: string;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  const failureOf = (result: CliResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;
  const stored = async () => JSON.parse(await readFile(home.storePath, 'utf8')) as { apiUrl: string; apiKey?: string };

  /**
   * Runs the CLI on a pseudo-terminal (util-linux `script`), as in a user's terminal: `type` is
   * typed once the prompt shows. Answers everything the terminal showed.
   */
  function onTerminal(args: string[], type: string): Promise<CliResult> {
    const command = [process.execPath, CLI_BIN, ...args].map((part) => `'${part}'`).join(' ');
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, XDG_CONFIG_HOME: home.path, TERM: 'dumb' };
    const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    let typed = false;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`no answer on the terminal:\n${output}`));
      }, 30_000);
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        if (!typed && output.includes('API key (input hidden): ')) {
          typed = true;
          child.stdin.write(type);
        }
      });
      child.once('close', (code) => {
        clearTimeout(timer);
        resolve({ code, stdout: output, stderr: '' });
      });
    });
  }

  beforeAll(async () => {
    servers = await startTestServers();
    key = (await createWorkspaceFixture(servers.operator)).readKey;
  });
  beforeEach(async () => {
    home = await makeConfigHome();
  });
  afterEach(() => home.remove());
  afterAll(() => servers.close());

  test('--with-api-key reads a piped key, checks it, and stores it readable by the owner only, printing it nowhere', async () => {
    const result = await runCli(['login', '--with-api-key', '--api-url', servers.apiUrl], { configHome: home.path, input: `${key}\n` });
    assert.equal(result.code, 0, failureOf(result));
    assert.deepEqual(await stored(), { apiUrl: servers.apiUrl, apiKey: key });
    assert.equal((await stat(home.storePath)).mode & 0o777, 0o600);
    assert.equal((await stat(dirname(home.storePath))).mode & 0o777, 0o700);
    assert.ok(!`${result.stdout}${result.stderr}`.includes(key));
  });

  test('INNKEEP_API_KEY logs in with the key of the environment, with or without --with-api-key', async () => {
    for (const args of [['login'], ['login', '--with-api-key']]) {
      const result = await runCli([...args, '--api-url', servers.apiUrl, '--json'], { configHome: home.path, env: { INNKEEP_API_KEY: key } });
      assert.equal(result.code, 0, failureOf(result));
      assert.equal(parseJsonOutput<{ method: string }>(result).method, 'api-key');
      assert.equal((await stored()).apiKey, key);
    }
  });

  test('on a terminal, --with-api-key asks for the key at a prompt that does not echo it', async () => {
    const result = await onTerminal(['login', '--with-api-key', '--api-url', servers.apiUrl], `${key}\r`);
    assert.equal(result.code, 0, result.stdout);
    assert.match(result.stdout, /Logged in to /);
    assert.ok(!result.stdout.includes(key), `the terminal showed the key:\n${result.stdout}`);
    assert.equal((await stored()).apiKey, key);
  });

  test('Ctrl+C at the prompt cancels with exit code 130 and stores nothing', async () => {
    const result = await onTerminal(['login', '--with-api-key', '--api-url', servers.apiUrl], `${key.slice(0, 6)}\u0003`);
    assert.equal(result.code, 130, result.stdout);
    assert.match(result.stdout, /Cancelled; nothing was stored/);
    assert.equal(existsSync(home.storePath), false);
  });

  test('a key still given with --api-key works, with a warning that others can see it', async () => {
    const result = await runCli(['login', '--api-key', key, '--api-url', servers.apiUrl], { configHome: home.path });
    assert.equal(result.code, 0, failureOf(result));
    assert.match(result.stderr, /^Warning: a key on the command line is visible to other users \(`ps`\) and stays in your shell history/m);
    assert.equal((await stored()).apiKey, key);
  });

  test('a store left readable by others is rewritten readable by the owner only', async () => {
    await mkdir(dirname(home.storePath), { recursive: true });
    await writeFile(home.storePath, JSON.stringify({ apiUrl: servers.apiUrl, apiKey: 'ikp_old' }), { mode: 0o644 });
    const result = await runCli(['login', '--with-api-key', '--api-url', servers.apiUrl], { configHome: home.path, input: key });
    assert.equal(result.code, 0, failureOf(result));
    assert.equal((await stat(home.storePath)).mode & 0o777, 0o600);
  });
});
