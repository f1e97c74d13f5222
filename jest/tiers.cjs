// The three test tiers, as jest configurations a project's jest.*.config.cjs builds on:
// - unit:   test/**/*.test.ts outside test/medium, over in-memory fakes; starts nothing;
// - medium: test/medium/**/*.test.ts on a real PostgreSQL through the repositories;
// - e2e:    apps/e2e, through the running servers, with PostgreSQL, Redis and Chromium.
// Only the tiers that need a server start it, once per jest run, in a global setup.
const { join, relative } = require('node:path');

const root = join(__dirname, '..');
const preset = join(root, 'jest.preset.cjs');
const setup = (name) => join(__dirname, name);
const reporters = (project, tier) => ['default', [join(__dirname, 'summary-reporter.cjs'), { project, tier }]];

function unit(projectDir) {
  const displayName = relative(root, projectDir);
  return {
    displayName,
    preset,
    rootDir: projectDir,
    testMatch: ['<rootDir>/test/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/test/medium/'],
    // Generous: these machines are shared, and some unit tests spawn the built CLI.
    testTimeout: 60000,
    reporters: reporters(displayName, 'unit'),
  };
}

function medium(projectDir) {
  const displayName = relative(root, projectDir);
  return {
    displayName,
    preset,
    rootDir: projectDir,
    testMatch: ['<rootDir>/test/medium/**/*.test.ts'],
    globalSetup: setup('postgres.global-setup.ts'),
    globalTeardown: setup('postgres.global-teardown.ts'),
    testTimeout: 120000,
    reporters: reporters(displayName, 'medium'),
  };
}

function e2e(projectDir) {
  const displayName = relative(root, projectDir);
  return {
    displayName,
    preset,
    rootDir: projectDir,
    testMatch: ['<rootDir>/test/**/*.test.ts'],
    globalSetup: setup('e2e.global-setup.ts'),
    globalTeardown: setup('postgres.global-teardown.ts'),
    testTimeout: 300000,
    maxWorkers: 2,
    reporters: reporters(displayName, 'e2e'),
  };
}

module.exports = { unit, medium, e2e };
