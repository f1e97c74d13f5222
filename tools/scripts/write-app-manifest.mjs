#!/usr/bin/env node
/**
 * The last step of `nx build api|mcp`: the package.json and package-lock.json of the app's output
 * folder, beside its bundle, so `npm ci --omit=dev` there installs that app's runtime packages and
 * nothing else. Nx's own createPackageJson lists the npm packages the app and the workspace
 * libraries bundled into it import (production ones only); the workspace libraries themselves are
 * dropped, as the bundle holds them; Nx then prunes the root lockfile to what is left.
 *
 * Usage: node tools/scripts/write-app-manifest.mjs <project> <output folder> <bundle file name>
 */
import { join } from 'node:path';

import { createProjectGraphAsync, workspaceRoot, writeJsonFile } from '@nx/devkit';
import { createPackageJson, generatePrunedDeployOutput } from '@nx/js';

const [project, outputPath, main] = process.argv.slice(2);
if (!project || !outputPath || !main) {
  console.error('Usage: write-app-manifest.mjs <project> <output folder> <bundle file name>');
  process.exit(2);
}

const graph = await createProjectGraphAsync({ exitOnError: true });
const outputDirectory = join(workspaceRoot, outputPath);
const manifest = createPackageJson(project, graph, { target: 'build', root: workspaceRoot, isProduction: true });

const workspacePackages = new Set(Object.values(graph.nodes).map((node) => node.data.metadata?.js?.packageName));
for (const section of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
  for (const name of Object.keys(manifest[section] ?? {})) if (workspacePackages.has(name)) delete manifest[section][name];
}
// The output is the bundle, run as it is, not a library for others to import.
delete manifest.types;
manifest.main = main;
// No memory reducer: when a server had been idle a few seconds, V8 shrank its heap with a
// mark-compact of about 100 ms that landed on the first requests of the next busy spell (a
// steady-rate bench round's p99 went from 9 to 121 ms). A server's heap stays at the size its load
// needs; ordinary collections still run. No --enable-source-maps: once a stack trace had been
// formatted, Node kept the bundle's source map decoded (about 115,000 small arrays) and the maps of
// every npm package it loads with their sources, a quarter of the live heap (84.6 MB against 64.4)
// that every full collection marks; its pause went from 52 ms to 13-14. docs/deployment.md says how to
// turn them back on. No allocation-site pretenuring: after a burst (in-flight requests surviving
// young collections), V8 went on allocating the objects of every later request straight in the old
// generation, which then filled at 6 kB a create and took a full collection every minute or so,
// 45 to 117 ms of tail in a steady round; without it 0.35 MB reach the old generation per young
// collection instead of 1.6. docker/Dockerfile runs the same command.
manifest.scripts = { start: `node --no-memory-reducer --no-allocation-site-pretenuring ${main}` };

generatePrunedDeployOutput(manifest, graph, graph.nodes[project].data.root, { outputDirectory, packageManager: 'npm', workspaceRoot });
writeJsonFile(join(outputDirectory, 'package.json'), manifest);
