#!/usr/bin/env node
'use strict';

void (async () => {
  const oclif = await import('@oclif/core');
  // The CLI always runs its compiled commands (dist/src/commands): never look for TypeScript
  // sources, whatever NODE_ENV says.
  oclif.settings.enableAutoTranspile = false;
  await oclif.execute({ dir: __dirname });
})();
