import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { PropertySummary } from '@innkeep/domain';
import { Config, settings } from '@oclif/core';

import { CLI_DIR, CliResult, createWorkspaceFixture, makeConfigHome, parseJsonOutput, runCli, startTestServers, TestServers, WorkspaceFixture } from '../src';

const run = promisify(execFile);
const WORKSPACE_ROOT = resolve(CLI_DIR, '../..');
/** Where apps/cli/scripts/build-package.mjs writes the package. */
const BUILD_OUTPUT = join(WORKSPACE_ROOT, 'dist/apps/cli');

/** Runs npm outside the repository, so no workspace or project setting of ours applies. */
async function npm(args: string[], cwd: string): Promise<string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
  // The packages are in npm's cache since the repository's own install; the registry is asked only for what is missing.
  const { stdout } = await run('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd, env, maxBuffer: 16 << 20 });
  return stdout;
}

/** Every package name installed under a node_modules folder, at any depth. */
async function installedPackages(nodeModules: string): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readdir(nodeModules, { recursive: true })) {
    const parts = entry.split('/');
    const at = parts.lastIndexOf('node_modules');
    const rest = at === -1 ? parts : parts.slice(at + 1);
    if (rest.length === 1 && !rest[0].startsWith('@') && !rest[0].startsWith('.')) names.push(rest[0]);
    if (rest.length === 2 && rest[0].startsWith('@')) names.push(rest.join('/'));
  }
  return [...new Set(names)].sort();
}

const failureOf = (result: CliResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;

/**
 * The `innkeep` package as a terminal user gets it: built, packed, installed in an empty folder
 * outside this repository, then run against the real servers.
 */
describe('the innkeep package, installed outside the repository', () => {
  let work: string;
  let tarball: string;
  let globalPrefix: string;
  let servers: TestServers;
  let fixture: WorkspaceFixture;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;

  beforeAll(async () => {
    await run(process.execPath, [join(CLI_DIR, 'scripts/build-package.mjs')], { cwd: WORKSPACE_ROOT });
    work = await mkdtemp(join(tmpdir(), 'innkeep-package-test-'));
    const [packed] = JSON.parse(await npm(['pack', BUILD_OUTPUT, '--json'], work)) as Array<{ filename: string }>;
    tarball = join(work, packed.filename);
    globalPrefix = join(work, 'global');
    await npm(['install', '--global', '--prefix', globalPrefix, tarball], work);
    servers = await startTestServers();
    fixture = await createWorkspaceFixture(servers.operator);
    home = await makeConfigHome();
  });

  afterAll(async () => {
    await home?.remove();
    await servers?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const innkeep = (args: string[], program = join(globalPrefix, 'bin/innkeep')) =>
    runCli(args, { configHome: home.path, program, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: fixture.readKey } });

  test('`npm install --global` of the tarball puts an `innkeep` on the path that prints its version', async () => {
    const result = await innkeep(['--version']);
    assert.equal(result.code, 0, failureOf(result));
    const { version } = JSON.parse(await readFile(join(CLI_DIR, 'package.json'), 'utf8')) as { version: string };
    assert.match(result.stdout, new RegExp(`^@innkeep/cli/${version.replaceAll('.', '\\.')} `));
  });

  test('the installed CLI lists every command of the repository’s CLI, from its manifest', async () => {
    settings.enableAutoTranspile = false;
    const repository = await Config.load(CLI_DIR);
    const installed = JSON.parse(await readFile(join(globalPrefix, 'lib/node_modules/@innkeep/cli/oclif.manifest.json'), 'utf8')) as { commands: object };
    // Its own commands: not their aliases, nor the commands of the plugins it ships (shell completion).
    const own = repository.commands
      .filter((command) => command.pluginName === repository.name && !command.aliases.includes(command.id) && !command.hiddenAliases.includes(command.id))
      .map((command) => command.id);
    assert.deepEqual(Object.keys(installed.commands).sort(), own.sort());
    const help = await innkeep(['--help']);
    assert.equal(help.code, 0, failureOf(help));
    for (const topic of ['properties', 'bookings', 'calendar', 'login']) assert.match(help.stdout, new RegExp(`^  ${topic} `, 'm'));
  });

  test('the installed CLI calls the API: `innkeep properties --json` lists the workspace’s property', async () => {
    const result = await innkeep(['properties', '--json']);
    assert.equal(result.code, 0, failureOf(result));
    const { properties } = parseJsonOutput<{ properties: PropertySummary[] }>(result);
    assert.deepEqual(
      properties.map((property) => [property.id, property.name]),
      [[fixture.propertyId, 'Casa Teste']],
    );
  });

  test('the installed CLI completes commands and flags in bash, with the autocomplete plugin it ships', async () => {
    const cache = join(work, 'cache');
    const env = { INNKEEP_API_URL: servers.apiUrl, XDG_CACHE_HOME: cache };
    const built = await runCli(['autocomplete', 'bash', '--refresh-cache'], { configHome: home.path, program: join(globalPrefix, 'bin/innkeep'), env });
    assert.equal(built.code, 0, failureOf(built));
    const setup = join(cache, 'innkeep/autocomplete/bash_setup');
    const complete = async (words: string[]) => {
      const script = `source ${setup}; COMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _innkeep_autocomplete; printf '%s\\n' "\${COMPREPLY[@]}"`;
      return [...new Set((await run('bash', ['-c', script])).stdout.split('\n').filter(Boolean))];
    };
    assert.deepEqual(await complete(['innkeep', 'bookin']), ['bookings']);
    assert.deepEqual((await complete(['innkeep', 'bookings', ''])).sort(), [
      'cancel',
      'check-in',
      'check-out',
      'confirm',
      'create',
      'move',
      'no-show',
      'payments',
      'provisional',
      'show',
    ]);
    assert.ok((await complete(['innkeep', 'block', '--'])).includes('--type'));
    const instructions = await runCli(['autocomplete', 'bash'], { configHome: home.path, program: join(globalPrefix, 'bin/innkeep'), env });
    assert.equal(instructions.code, 0, failureOf(instructions));
    assert.match(instructions.stdout, /innkeep autocomplete script bash/);
  });

  test('its engines field accepts only the Node versions every package it installs accepts (no EBADENGINE)', async () => {
    const installedCli = join(globalPrefix, 'lib/node_modules/@innkeep/cli');
    // The semver npm itself judges engines with, from the CLI's own dependencies.
    const semver = createRequire(join(installedCli, 'package.json'))('semver') as { subset(range: string, within: string): boolean };
    const manifest = (path: string) => readFile(path, 'utf8').then((text) => JSON.parse(text) as { name?: string; engines?: { node?: string } });
    const ours = (await manifest(join(installedCli, 'package.json'))).engines?.node;
    assert.ok(ours, 'the package names the Node versions it runs on');
    const refusing: string[] = [];
    for (const entry of await readdir(join(installedCli, 'node_modules'), { recursive: true })) {
      // A package's own manifest, not one of the package.json files some keep in their folders.
      if (!/^((@[^/]+\/)?[^/@]+\/node_modules\/)*(@[^/]+\/)?[^/@]+\/package\.json$/.test(entry)) continue;
      const dependency = await manifest(join(installedCli, 'node_modules', entry)).catch(() => ({}) as { name?: string; engines?: { node?: string } });
      const needs = dependency.engines?.node;
      if (dependency.name && needs && !semver.subset(ours, needs)) refusing.push(`${dependency.name} needs ${needs}`);
    }
    assert.deepEqual(refusing, [], `the package says node ${ours}`);
  });

  test('the package installs @oclif/core and its dependencies, and nothing of the servers or of the build', async () => {
    const installed = await installedPackages(join(globalPrefix, 'lib/node_modules'));
    assert.ok(installed.includes('@oclif/core'));
    assert.ok(installed.includes('@oclif/plugin-autocomplete'));
    const serverSide = [
      '@innkeep/domain',
      '@innkeep/contract',
      'class-validator',
      'class-transformer',
      'reflect-metadata',
      'typeorm',
      'pg',
      '@nestjs/core',
      'fastify',
      'ioredis',
      'oclif',
      'esbuild',
      'typescript',
    ];
    assert.deepEqual(
      installed.filter((name) => serverSide.includes(name)),
      [],
    );
  });

  test('the build output installs with `npm ci --omit=dev` from its own lockfile and runs', async () => {
    const folder = join(work, 'ci');
    await cp(BUILD_OUTPUT, folder, { recursive: true });
    await npm(['ci', '--omit=dev'], folder);
    const version = await innkeep(['--version'], join(folder, 'bin/run.js'));
    assert.equal(version.code, 0, failureOf(version));
    assert.match(version.stdout, /^@innkeep\/cli\/\d+\.\d+\.\d+/);
    const status = await innkeep(['status', '--json'], join(folder, 'bin/run.js'));
    assert.equal(status.code, 0, failureOf(status));
    assert.equal(parseJsonOutput<{ status: string }>(status).status, 'ok');
  });

  test('the installed CLI prints, and sends as its User-Agent, the version of its package.json', async () => {
    const folder = join(work, 'versioned');
    await cp(join(globalPrefix, 'lib/node_modules/@innkeep/cli'), folder, { recursive: true });
    const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as { version: string };
    await writeFile(join(folder, 'package.json'), JSON.stringify({ ...manifest, version: '9.8.7-versioned' }));
    const version = await innkeep(['--version'], join(folder, 'bin/run.js'));
    assert.match(version.stdout, /^@innkeep\/cli\/9\.8\.7-versioned /, failureOf(version));

    const agents: string[] = [];
    const api = createServer((request, response) => {
      agents.push(request.headers['user-agent'] ?? '');
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'ok', version: '1', serverTime: new Date().toISOString(), scopes: [] }));
    });
    await new Promise<void>((listening) => api.listen(0, '127.0.0.1', listening));
    try {
      const { port } = api.address() as AddressInfo;
      await runCli(['status', '--json'], {
        configHome: home.path,
        program: join(folder, 'bin/run.js'),
        env: { INNKEEP_API_URL: `http://127.0.0.1:${port}/public/v1` },
      });
    } finally {
      api.close();
    }
    assert.ok(agents.length > 0);
    for (const agent of agents) assert.match(agent, /^@innkeep\/cli\/9\.8\.7-versioned /);
  });
});
