/**
 * Turns `npm run admin -- <command> [flags] [--json]` into a command and its flag values, with
 * node:util parseArgs in strict mode: an unknown command or flag, a flag without its value or a
 * missing required flag is a UsageError.
 */
import { parseArgs, ParseArgsConfig } from 'node:util';

import { ADMIN_COMMANDS, AdminCommand, FlagValues, prepareFlags, UsageError } from './admin-commands';

export interface AdminInvocation {
  /** Absent with a bare --help. */
  command: AdminCommand | undefined;
  flags: FlagValues;
  json: boolean;
  help: boolean;
}

const GLOBAL_FLAGS = new Set(['--json', '--help', '-h']);

export function parseAdminArgs(argv: readonly string[]): AdminInvocation {
  // The command is the leading words (`key create`, `demo`); --json and --help may come anywhere.
  const words: string[] = [];
  const rest: string[] = [];
  let index = 0;
  let adminCommand: AdminCommand | undefined;
  for (; index < argv.length; index++) {
    const token = argv[index];
    if (GLOBAL_FLAGS.has(token)) {
      rest.push(token);
      continue;
    }
    if (token.startsWith('-')) break;
    words.push(token);
    adminCommand = ADMIN_COMMANDS.find((candidate) => candidate.name === words.join(' '));
    if (adminCommand) {
      index++;
      break;
    }
    if (words.length >= 2) break;
  }
  rest.push(...argv.slice(index));

  const help = rest.some((token) => token === '--help' || token === '-h');
  if (!adminCommand) {
    if (words.length === 0) {
      if (help) return { command: undefined, flags: {}, json: false, help: true };
      throw new UsageError('Name a command.');
    }
    throw new UsageError(`Unknown command "${words.join(' ')}".`);
  }

  const options: ParseArgsConfig['options'] = {
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  };
  for (const [name, spec] of Object.entries(adminCommand.flags)) options[name] = { type: spec.switch ? 'boolean' : 'string' };
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: rest, options, strict: true, allowPositionals: false }) as {
      values: Record<string, string | boolean | undefined>;
    });
  } catch (error) {
    // parseArgs explains itself ("Unknown option '--x'"); the usage text follows.
    throw new UsageError(`${adminCommand.name}: ${(error as Error).message}`, adminCommand);
  }

  const flags: FlagValues = {};
  for (const name of Object.keys(adminCommand.flags)) {
    const value = values[name];
    if (typeof value === 'string') flags[name] = value;
    else if (value === true) flags[name] = 'true';
  }
  const invocation = { command: adminCommand, flags, json: values.json === true, help: values.help === true };
  if (!invocation.help) prepareFlags(adminCommand, flags);
  return invocation;
}

function flagText(name: string, spec: AdminCommand['flags'][string]): string {
  const flag = spec.switch ? `--${name}` : `--${name} ${spec.value}`;
  return spec.required ? flag : `[${flag}]`;
}

/** The usage text of one command, or of all of them. */
export function adminUsage(adminCommand?: AdminCommand): string {
  const shown = adminCommand ? [adminCommand] : ADMIN_COMMANDS;
  const width = Math.max(...shown.map((candidate) => candidate.name.length));
  const lines = shown.map((candidate) => {
    const flags = Object.entries(candidate.flags).map(([name, spec]) => flagText(name, spec));
    return `  ${candidate.name.padEnd(width)}  ${[...flags, '[--json]'].join(' ')}\n  ${''.padEnd(width)}    ${candidate.summary}`;
  });
  const defaults = shown
    .flatMap((candidate) =>
      Object.entries(candidate.flags)
        .filter(([, spec]) => spec.default !== undefined)
        .map(([name, spec]) => `--${name} ${spec.default}`),
    )
    .filter((text, position, all) => all.indexOf(text) === position);
  return [
    `Usage: npm run admin -- ${adminCommand ? adminCommand.name : '<command>'} [flags] [--json]`,
    '',
    adminCommand ? 'Command:' : 'Commands:',
    ...lines,
    '',
    ...(defaults.length ? [`Defaults: ${defaults.join(', ')}.`, ''] : []),
    'Flags for every command:',
    '  --json      print one JSON object on stdout and nothing else there (messages go to stderr)',
    '  -h, --help  show this text',
    '',
    'Database: DATABASE_URL when set, else the embedded PostgreSQL in DATA_DIR (default .data),',
    'whether or not npm start is running. Exit codes: 0 done, 1 failed, 2 usage error.',
    'npm prints a banner on stdout: for JSON alone there, run npm silently (npm run -s admin -- … --json).',
  ].join('\n');
}
