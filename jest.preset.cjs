// Shared jest settings: TypeScript runs through swc (decorators and their metadata included, as
// Nest, TypeORM and class-validator need them), and workspace packages resolve to their sources,
// so no test needs a compile step first.
const { readdirSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const root = __dirname;

function workspaceSources() {
  const mapper = {};
  for (const group of ['libs', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const entry = join(root, group, name, 'src', 'index.ts');
      if (existsSync(entry)) mapper[`^@innkeep/${name}$`] = entry;
      // A library's test kit (fakes of its ports, factories): tests only, never built.
      const testing = join(root, group, name, 'testing', 'index.ts');
      if (existsSync(testing)) mapper[`^@innkeep/${name}/testing$`] = testing;
      // Its other entry points (package.json `exports`, such as persistence's for the bench).
      const manifest = join(root, group, name, 'package.json');
      const exported = existsSync(manifest) ? Object.keys(require(manifest).exports ?? {}) : [];
      for (const subpath of exported.filter((key) => !['.', './testing', './package.json'].includes(key))) {
        mapper[`^@innkeep/${name}/${subpath.slice(2)}$`] = join(root, group, name, 'src', `${subpath.slice(2)}.ts`);
      }
    }
  }
  return mapper;
}

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2023',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          keepClassNames: true,
        },
        module: { type: 'commonjs', ignoreDynamic: true },
        sourceMaps: 'inline',
      },
    ],
  },
  moduleNameMapper: workspaceSources(),
  setupFiles: [join(root, 'jest/realm-local-json.ts')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  prettierPath: null,
};
