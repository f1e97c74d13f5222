#!/usr/bin/env node
/**
 * Builds the `innkeep` package a terminal user installs, in dist/apps/cli: `npm pack dist/apps/cli`
 * gives the tarball for `npm install -g`, and `npm ci --omit=dev` installs it in place.
 *
 * - Each command and hook is bundled by esbuild into its own file with everything of ours it imports
 *   (the contract, the base command), so the package depends on no workspace package and a command
 *   loads one file; @oclif/core stays a dependency, installed beside it.
 * - package.json is apps/cli's, with only the packages the bundles import as dependencies, and the
 *   oclif plugins it names (shell completion), which oclif loads from node_modules at start;
 *   package-lock.json is the repository's, pruned by Nx to those.
 * - oclif.manifest.json lists the commands, so `innkeep --help` loads none of them. It is written
 *   by the @oclif/core the CLI runs with (what `oclif manifest` does), not by the oclif tool, which
 *   would bring another major version of @oclif/core and an AWS SDK along.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createProjectGraphAsync } from '@nx/devkit';
import { generatePrunedDeployOutput } from '@nx/js';
import { Plugin } from '@oclif/core';
import { build } from 'esbuild';

const CLI_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACE_ROOT = join(CLI_ROOT, '../..');
const OUTPUT_DIR = join(WORKSPACE_ROOT, 'dist/apps/cli');

const source = JSON.parse(readFileSync(join(CLI_ROOT, 'package.json'), 'utf8'));
const rootManifest = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'package.json'), 'utf8'));
/** What oclif loads by path (apps/cli/package.json `oclif.commands` and `oclif.hooks`). */
const entryDirs = ['src/commands', 'src/hooks'].map((dir) => join(CLI_ROOT, dir));

rmSync(OUTPUT_DIR, { recursive: true, force: true });
mkdirSync(OUTPUT_DIR, { recursive: true });

// The same layout as the compiled sources (dist/src/commands), so apps/cli's oclif settings hold.
const bundled = await build({
  absWorkingDir: CLI_ROOT,
  entryPoints: entryDirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(dir, name)),
  ),
  outbase: join(CLI_ROOT, 'src'),
  outdir: join(OUTPUT_DIR, 'dist/src'),
  bundle: true,
  platform: 'node',
  target: `node${source.engines.node.replace(/^>=/, '')}`,
  format: 'cjs',
  tsconfig: join(CLI_ROOT, 'tsconfig.json'),
  packages: 'external',
  // Workspace libraries are bundled from their sources, so no prior `tsc` build is needed.
  alias: { '@innkeep/contract': join(WORKSPACE_ROOT, 'libs/contract/src/index.ts') },
  metafile: true,
  logLevel: 'warning',
});
cpSync(join(CLI_ROOT, 'bin'), join(OUTPUT_DIR, 'bin'), { recursive: true });

const packageJson = {
  name: source.name,
  version: source.version,
  description: source.description,
  license: rootManifest.license,
  engines: source.engines,
  bin: source.bin,
  files: source.files,
  dependencies: runtimeDependencies(bundled.metafile),
  oclif: source.oclif,
};
const graph = await createProjectGraphAsync({ exitOnError: true });
generatePrunedDeployOutput(packageJson, graph, relative(WORKSPACE_ROOT, CLI_ROOT), {
  outputDirectory: OUTPUT_DIR,
  packageManager: 'npm',
  workspaceRoot: WORKSPACE_ROOT,
});
writeFileSync(join(OUTPUT_DIR, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);

const plugin = new Plugin({ root: OUTPUT_DIR, type: 'core', ignoreManifest: true, errorOnManifestCreate: true, respectNoCacheDefault: true });
await plugin.load();
writeFileSync(join(OUTPUT_DIR, 'oclif.manifest.json'), `${JSON.stringify(plugin.manifest, null, 2)}\n`);
console.log(
  `Built ${source.name}@${source.version} in ${relative(process.cwd(), OUTPUT_DIR) || '.'}: ${Object.keys(plugin.manifest.commands).length} commands`,
);

/**
 * The packages the bundles import and the oclif plugins, at the versions apps/cli declares: a package
 * used but not declared fails the build rather than ship a CLI that cannot start.
 */
function runtimeDependencies(metafile) {
  const imported = new Set(source.oclif.plugins ?? []);
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (external && !isBuiltin(path))
        imported.add(
          path
            .split('/')
            .slice(0, path.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  }
  const undeclared = [...imported].filter((name) => !source.dependencies?.[name]);
  if (undeclared.length > 0) throw new Error(`apps/cli uses ${undeclared.join(', ')} without declaring it in its package.json`);
  return Object.fromEntries([...imported].sort().map((name) => [name, source.dependencies[name]]));
}
