/**
 * `nx build sdk`: the publishable @innkeep/sdk in dist/libs/sdk: one bundle as an ES module, one as
 * CommonJS (openapi-fetch, its one dependency, left out of both), and the type declarations.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const project = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspace = join(project, '../..');
const output = join(workspace, 'dist/libs/sdk');

await rm(join(project, 'dist'), { recursive: true, force: true });
execFileSync(process.execPath, [join(workspace, 'node_modules/typescript/bin/tsc'), '-p', join(project, 'tsconfig.json')], { stdio: 'inherit' });
const common = {
  entryPoints: [join(project, 'src/index.ts')],
  bundle: true,
  platform: 'neutral',
  target: 'es2022',
  external: ['openapi-fetch'],
  sourcemap: false,
  logLevel: 'warning',
};
await build({ ...common, format: 'esm', outfile: join(project, 'dist/index.mjs') });
await build({ ...common, format: 'cjs', outfile: join(project, 'dist/index.cjs') });

await rm(output, { recursive: true, force: true });
await mkdir(output, { recursive: true });
for (const name of ['package.json', 'README.md', 'dist']) await cp(join(project, name), join(output, name), { recursive: true });
console.log(`Built @innkeep/sdk in ${output}`);
