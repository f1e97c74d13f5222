import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '../..');
const dockerfile = readFileSync(join(root, 'docker/Dockerfile'), 'utf8');
// Compose applies YAML merge keys (`<<: *app`), so the test does too.
const compose = parse(readFileSync(join(root, 'docker/compose.yaml'), 'utf8'), { merge: true });

/** No Docker engine runs here: these checks keep the files honest against the code. */
describe('docker files', () => {
  it('build a target for each app, whose command is a file the build produces', () => {
    const targets = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]);
    assert.deepEqual(targets, ['build', 'runtime', 'api', 'mcp', 'cli']);
    for (const [, file] of dockerfile.matchAll(/"node", "([^"]+)"/g)) assert.ok(existsSync(join(root, file)), `${file} does not exist after the build`);
  });

  it('copy every workspace package manifest before npm ci', () => {
    const workspaces: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
    for (const workspace of workspaces) assert.match(dockerfile, new RegExp(`COPY ${workspace}/package.json ${workspace}/`), workspace);
  });

  it('wire the apps to PostgreSQL and Redis with the variables the config reads', () => {
    const config = readFileSync(join(root, 'libs/server/src/config.ts'), 'utf8');
    for (const service of ['api', 'mcp']) {
      const environment = compose.services[service].environment as Record<string, string>;
      for (const name of Object.keys(environment)) assert.match(config, new RegExp(`\\b${name}\\b`), `${service}: ${name} is not read by the config`);
      assert.equal(compose.services[service].build.target, service);
    }
    assert.ok(compose.services.postgres.healthcheck);
    assert.ok(compose.services.redis.healthcheck);
  });
});
