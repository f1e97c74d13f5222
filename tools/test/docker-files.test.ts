import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { API_BASE_PATH, loadConfig } from '@innkeep/server';
import { parse } from 'yaml';

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const dockerfile = read('docker/Dockerfile');
// Compose applies YAML merge keys (`<<: *app`), so the test does too.
const compose = parse(read('docker/compose.yaml'), { merge: true });
const caddyfile = read('docker/Caddyfile');
const defaults = loadConfig({});

/** The servers an operator deploys, with what their images must agree with. */
const SERVERS = {
  api: { portVariable: 'API_PORT', port: defaults.apiPort },
  mcp: { portVariable: 'MCP_PORT', port: defaults.mcpPort },
  worker: { portVariable: 'WORKER_PORT', port: defaults.worker.port },
} as const;
/** Where each server starts (and registers its probes). */
const START_FILE: Record<keyof typeof SERVERS, string> = {
  api: 'apps/api/src/start-api-server.ts',
  mcp: 'apps/mcp/src/start-mcp-server.ts',
  worker: 'apps/worker/src/start-worker.ts',
};
type Server = keyof typeof SERVERS;
const APPS = ['api', 'mcp', 'worker', 'cli'] as const;
const output = (app: string) => `dist/apps/${app}`;

/** The instructions of one build stage (`FROM … AS name` up to the next FROM). */
function stage(name: string): string {
  const match = new RegExp(`^FROM \\S+ AS ${name}$([\\s\\S]*?)(?=^FROM |$(?![\\s\\S]))`, 'm').exec(dockerfile);
  assert.ok(match, `no stage ${name} in docker/Dockerfile`);
  return match[1];
}

/** Probes answered outside every quota (libs/server/src/health-routes.ts), on both servers' origins. */
const PROBES = ['/livez', '/readyz'];

/** The paths an MCP controller route answers on, from its decorators. */
function mcpRoutes(): string[] {
  const source = read('apps/mcp/src/http/mcp.controller.ts');
  return [...source.matchAll(/@(?:Get|Post|Put|Delete|All)\('([^']*)'\)/g)].map((match) => `/${match[1]}`);
}

/** No Docker engine runs here: these checks keep the files honest against the code and the builds. */
describe('docker files', () => {
  it('build one image per app, on Node 24 like the workspace', () => {
    const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\S+)$/gm)].map((match) => ({ image: match[1], name: match[2] }));
    assert.deepEqual(
      stages.map((entry) => entry.name),
      ['base', ...APPS],
    );
    const nodeMajor = JSON.parse(read('package.json')).devDependencies.node.replace(/^\D*/, '').split('.')[0];
    assert.match(stages[0].image, new RegExp(`^node:${nodeMajor}[.-]`));
    assert.match(stage('base'), /^ENV NODE_ENV=production HOST=0\.0\.0\.0$/m);
  });

  it.each(APPS)('%s: installs its own lockfile and copies only what its build output holds, running one of those files', (app) => {
    const instructions = stage(app);
    // COPY <sources…> <destination>, the destination relative to WORKDIR.
    const copies = [...instructions.matchAll(/^COPY (.+) (\S+)$/gm)].map((match) => ({ sources: match[1].split(' '), destination: match[2] }));
    assert.deepEqual(copies[0].sources, [`${output(app)}/package.json`, `${output(app)}/package-lock.json`]);
    assert.match(instructions, /^RUN npm ci --omit=dev /m);
    const copied: string[] = [];
    for (const { sources, destination } of copies) {
      for (const path of sources) {
        assert.ok(path.startsWith(`${output(app)}/`), `${path} is not in ${output(app)}`);
        assert.ok(existsSync(join(root, path)), `${path} does not exist after nx build ${app}`);
        copied.push(destination === './' ? path.slice(output(app).length + 1) : destination.replace(/^\.\//, '').replace(/\/$/, ''));
      }
    }
    const run = /^(?:CMD|ENTRYPOINT) \["node", (?:"--[^"]+", )*"([^"]+)"\]$/m.exec(instructions);
    assert.ok(run, 'the image runs node on a file');
    assert.ok(
      copied.some((path) => run[1] === path || run[1].startsWith(`${path}/`)),
      `${run[1]} is not copied`,
    );
    assert.ok(existsSync(join(root, output(app), run[1])), `${run[1]} is not in ${output(app)}`);
    const manifest = JSON.parse(read(`${output(app)}/package.json`));
    assert.ok([manifest.main, ...Object.values(manifest.bin ?? {})].includes(run[1]), `${run[1]} is neither the main nor a bin of ${output(app)}/package.json`);
  });

  it.each(Object.keys(SERVERS) as Server[])('%s: the image runs the command its build output starts with, node flags included', (server) => {
    const command = /^CMD (\[.*\])$/m.exec(stage(server));
    assert.ok(command, 'a CMD in exec form');
    const manifest = JSON.parse(read(`${output(server)}/package.json`));
    assert.equal((JSON.parse(command[1]) as string[]).join(' '), manifest.scripts.start);
    assert.match(manifest.scripts.start, / --no-memory-reducer /);
    assert.match(manifest.scripts.start, / --no-allocation-site-pretenuring /);
  });

  it('cli: runs as a user without privileges', () => {
    assert.match(stage('cli'), /^USER node$/m);
  });

  it.each(Object.keys(SERVERS) as Server[])('%s: runs as a user without privileges, on its port, with a health check the server answers', (server) => {
    const { portVariable, port } = SERVERS[server];
    const instructions = stage(server);
    assert.match(instructions, /^USER node$/m);
    assert.match(instructions, new RegExp(`^ENV ${portVariable}=${port}$`, 'm'));
    assert.match(instructions, new RegExp(`^EXPOSE ${port}$`, 'm'));
    const health = /^HEALTHCHECK .*fetch\('http:\/\/127\.0\.0\.1:(\d+)(\/[^']*)'\)/m.exec(instructions);
    assert.ok(health, 'a HEALTHCHECK that fetches a local URL');
    assert.equal(Number(health[1]), port);
    // A quota-counted route (/status, /mcp/manifest) would be refused to the probe after a while.
    assert.ok(PROBES.includes(health[2]), `${health[2]} is not one of the quota-free probes ${PROBES.join(', ')}`);
    const routes = read('libs/server/src/health-routes.ts');
    assert.match(routes, new RegExp(`server\\.get\\('${health[2]}'`), `libs/server registers no ${health[2]}`);
    assert.match(read(START_FILE[server]), /registerHealthRoutes\(/, `the ${server} server registers no probes`);
  });

  it('compose runs PostgreSQL, Redis, several instances of each server and one proxy port in front', () => {
    assert.deepEqual(Object.keys(compose.services).sort(), ['api', 'cli', 'mcp', 'postgres', 'proxy', 'redis', 'worker']);
    assert.equal(compose.services.cli.build.target, 'cli');
    assert.equal(new URL(compose.services.cli.environment.INNKEEP_API_URL).host, 'proxy:3000');
    assert.ok(compose.services.postgres.healthcheck);
    assert.ok(compose.services.redis.healthcheck);
    for (const server of Object.keys(SERVERS)) {
      const service = compose.services[server];
      assert.equal(service.build.target, server);
      assert.equal(service.build.dockerfile, 'docker/Dockerfile');
      assert.ok(service.deploy.replicas >= 2, `${server} runs several replicas`);
      assert.equal(service.ports, undefined, `${server} is reached through the proxy only`);
    }
    assert.deepEqual(compose.services.proxy.ports, ['3000:3000']);
  });

  it('compose wires the servers to PostgreSQL, Redis and the proxy with variables the code reads', () => {
    const sources = [read('libs/server/src/config.ts'), ...Object.values(START_FILE).map(read)].join('\n');
    for (const server of Object.keys(SERVERS)) {
      const environment = compose.services[server].environment as Record<string, string>;
      for (const name of Object.keys(environment)) assert.match(sources, new RegExp(`\\b${name}\\b`), `${server}: ${name} is read nowhere`);
      assert.equal(new URL(environment.DATABASE_URL).hostname, 'postgres');
      assert.equal(new URL(environment.REDIS_URL).hostname, 'redis');
      // The public addresses are the proxy's one port.
      assert.equal(new URL(environment.PUBLIC_API_URL).pathname, API_BASE_PATH);
      assert.equal(new URL(environment.PUBLIC_API_URL).port, '3000');
      assert.equal(new URL(environment.PUBLIC_MCP_URL).port, '3000');
    }
  });

  it('compose gives the api replicas one SECRETS_KEY from the shell, and refuses to start without it', () => {
    assert.match(compose.services.api.environment.SECRETS_KEY, /^\$\{SECRETS_KEY:\?.+\}$/);
    assert.equal(compose.services.mcp.environment.SECRETS_KEY, undefined, 'the mcp server reads no server secret');
  });

  it('the proxy sends every MCP route to the mcp instances and the rest to the api instances, on their ports', () => {
    assert.match(caddyfile, /^:3000 \{$/m);
    const matcher = /^\s*@mcp path (.+)$/m.exec(caddyfile);
    assert.ok(matcher, 'an @mcp path matcher');
    const patterns = matcher[1].trim().split(/\s+/);
    const matches = (path: string) => patterns.some((pattern) => (pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern));
    for (const route of mcpRoutes()) assert.ok(matches(route), `${route} does not reach the mcp instances`);
    assert.ok(!matches(`${API_BASE_PATH}/status`));
    const upstreams = [...caddyfile.matchAll(/dynamic a (\S+) (\d+)/g)].map((match) => [match[1], Number(match[2])]);
    assert.deepEqual(upstreams, [
      ['mcp', SERVERS.mcp.port],
      ['api', SERVERS.api.port],
    ]);
    assert.ok(compose.services.proxy.volumes.includes('./Caddyfile:/etc/caddy/Caddyfile:ro'));
  });
});
