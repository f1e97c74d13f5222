import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline/promises';

import { operationContract, WorkspaceContext } from '@innkeep/contract';
import { Command, Errors, Flags, Interfaces } from '@oclif/core';

import { ApiClient, ApiClientOptions, ApiError, ApiInput, CallOptions, DEFAULT_API_URL, isWriteMethod } from './api-client';
import { CliFailure, EXIT_FAILURE, EXIT_SUCCESS, EXIT_USAGE, failureText, formatWait, reportFailure, usageError } from './cli-failure';
import { configPath, readStoredLoginOrThrow, withStoreLock, writeStoredLogin } from './config-store';
import { InventoryNames } from './inventory-names';
import { needsRefresh, OAuthLogin, refreshLogin } from './oauth-login';
import { chooseColours, errorColours } from './output/colours';
import { renderDefault } from './output/default-renderer';
import { Spinner } from './output/spinner';
import { nearest } from './typo-suggestions';
import { loginHint } from './web-pages';

/** How the output looks; every command takes them, login and logout included. */
export const OUTPUT_FLAGS = {
  color: Flags.boolean({
    summary: 'Colour the output: by default on a terminal unless NO_COLOR is set; --no-color never, --color even through a pipe (never with --json).',
    allowNo: true,
    helpGroup: 'GLOBAL',
  }),
};

/** The flags every command takes (docs/contract.md#cli); they are not operation input. */
export const GLOBAL_FLAGS = {
  'api-key': Flags.string({
    summary: 'API key to call with (default: the stored login).',
    env: 'INNKEEP_API_KEY',
    helpGroup: 'GLOBAL',
  }),
  'api-url': Flags.string({
    summary: `REST base address (default: the stored login, then ${DEFAULT_API_URL}).`,
    env: 'INNKEEP_API_URL',
    helpGroup: 'GLOBAL',
  }),
  workspace: Flags.string({
    summary: "Workspace id to act on (sent as showorg; default: the key's first workspace).",
    env: 'INNKEEP_WORKSPACE',
    helpGroup: 'GLOBAL',
  }),
  ...OUTPUT_FLAGS,
};

export type CommandFlags<T extends typeof Command> = Interfaces.InferredFlags<typeof GLOBAL_FLAGS & T['flags']>;
export type CommandArgs<T extends typeof Command> = Interfaces.InferredArgs<T['args']>;

/** Where the API is and who calls it: flag, environment, stored login (docs/contract.md#cli). */
export interface Connection {
  apiUrl: string;
  apiKey?: string;
  workspace?: string;
  /** Where the key came from, for messages. */
  keySource: 'flag or environment' | 'stored login' | 'browser login' | 'none';
}

/**
 * `--yes`, for the commands whose operation needs a confirmation (docs/contract.md#confirmation): add
 * `...CONFIRM_FLAGS` to their flags and call `confirmOrThrow` before the call.
 */
export const CONFIRM_FLAGS = {
  yes: Flags.boolean({ char: 'y', summary: 'Answer yes to the confirmation (for scripts).' }),
};

/**
 * `--idempotency-key`, for the commands that create something (docs/contract.md#idempotency). Without it
 * every write still carries a key of its own (a random UUID, see `call`); the flag lets a script
 * retry a create in another process without creating it twice.
 */
export const IDEMPOTENCY_FLAGS = {
  'idempotency-key': Flags.string({
    summary: 'Idempotency-Key to send (default: a new random UUID for this run).',
    description:
      'The API answers a repeated request with the same key and the same input with its first answer (within 24 hours) instead of doing it again; the same key with other input is refused.',
    helpValue: '<key>',
  }),
};

/**
 * `--dry-run`, on every command whose operation is a write (docs/contract.md#dry-runs): the API runs it with every
 * check, rolls it back and answers what it would have done; nothing is changed and no confirmation is asked.
 */
export const DRY_RUN_FLAGS = {
  'dry-run': Flags.boolean({ summary: 'Show what the command would do, with every check the API makes, without changing anything.' }),
};

/** Flags that are never operation input. */
export const NON_INPUT_FLAGS: ReadonlySet<string> = new Set([
  'json',
  ...Object.keys(GLOBAL_FLAGS),
  ...Object.keys(CONFIRM_FLAGS),
  ...Object.keys(IDEMPOTENCY_FLAGS),
  ...Object.keys(DRY_RUN_FLAGS),
]);

/**
 * Where an arg or flag goes in the operation input, when it is not the camelCase of its name:
 * - a field name, or a dotted path into an object field (`guest.firstName`);
 * - a list of fields the command's own `input()` fills from it (a range `<from>:<to>`: ['from', 'to']);
 * - null: a CLI-only option that sends nothing.
 */
export type FieldName = string | readonly string[] | null;

/**
 * The operation input from parsed args and flags: each under its field (camelCase of its name, or
 * `fieldNames`), nested for dotted paths, with `fixedInput` on top. Undefined values are left out.
 */
export function operationInput(options: Record<string, unknown>, fieldNames: Readonly<Record<string, FieldName>> = {}, fixedInput: ApiInput = {}): ApiInput {
  const input: ApiInput = {};
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined || NON_INPUT_FLAGS.has(name)) continue;
    const field = Object.hasOwn(fieldNames, name) ? fieldNames[name] : camelCase(name);
    if (field === null || typeof field !== 'string') continue;
    const path = field.split('.');
    let target = input;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      target = (target[key] = typeof next === 'object' && next !== null ? next : {}) as ApiInput;
    }
    target[path[path.length - 1]] = value;
  }
  return { ...input, ...fixedInput };
}

/**
 * The base of every `innkeep` command.
 *
 * - A command names its catalogue operation (`static operation`) and declares its args and flags;
 *   their names are the REST fields in kebab-case, so the default `run()` sends them as they are
 *   (`fieldNames` maps the exceptions, `fixedInput` adds what the command itself fixes, such as
 *   `{ status: 'CONFIRMED' }` for `bookings confirm`). Override `input()` to shape the input, or
 *   `run()` to do more than one call.
 * - `run()` returns data. The base prints it: one JSON document with `--json`, else `humanize()`,
 *   which may look up the names behind the ids of an answer (`names`).
 * - Errors are mapped once, in `catch`: a line on stderr, the JSON error document with `--json`,
 *   exit code 1 for failures and 2 for usage errors. Commands never call process.exit; one whose
 *   answer is itself a verdict (`doctor`) says its exit code with `exitCodeFor`.
 * - A call that takes over 300 ms shows a spinner on stderr, on a terminal only.
 */
export abstract class InnkeepCommand<T extends typeof Command, R = unknown> extends Command {
  static override enableJsonFlag = true;

  /** Global flags; a command that needs fewer (login, logout) narrows them. */
  static override baseFlags: Interfaces.FlagInput = GLOBAL_FLAGS;

  /** The catalogue operation the default `run()` calls (`properties.get`). */
  static operation?: string;

  /** Arg or flag name → where it goes in the input, where that is not the camelCase of the name. */
  static fieldNames: Readonly<Record<string, FieldName>> = {};

  /** Input fields the command fixes (`bookings check-in` fixes `status: 'CHECKED_IN'`). */
  static fixedInput: ApiInput = {};

  protected flags!: CommandFlags<T>;
  protected args!: CommandArgs<T>;
  private resolved?: Connection;
  private readonly spinner = new Spinner();

  /** The names of the units, properties and rate plans the answer names by id (read on first use). */
  protected readonly names = new InventoryNames(() => this.call('units.list'));

  protected override async init(): Promise<void> {
    // First, so that even a parse failure below is painted as the command line asks.
    chooseColours({ argv: this.argv, json: this.jsonEnabled() });
    await super.init();
    const ctor = this.ctor;
    // Arguments are never read from standard input behind the user's back (oclif would try).
    const args = Object.fromEntries(Object.entries(ctor.args ?? {}).map(([name, arg]) => [name, { ...arg, ignoreStdin: true }]));
    const { args: parsedArgs, flags } = await this.parse({
      args,
      baseFlags: ctor.baseFlags,
      enableJsonFlag: ctor.enableJsonFlag,
      flags: ctor.flags,
      strict: ctor.strict,
    });
    this.flags = flags as CommandFlags<T>;
    this.args = parsedArgs as CommandArgs<T>;
  }

  /** By default: call the command's operation with `input()`. */
  async run(): Promise<R> {
    const { operation } = this.constructor as typeof InnkeepCommand;
    if (!operation) throw new Error(`Command ${this.id} names no operation: set static operation or override run()`);
    return this.call<R>(operation, this.input());
  }

  /** The operation input: args and flags (without the global ones) under their REST field names. */
  protected input(): ApiInput {
    const { fieldNames, fixedInput } = this.constructor as typeof InnkeepCommand;
    return operationInput({ ...(this.args ?? {}), ...(this.flags ?? {}) }, fieldNames, fixedInput);
  }

  /**
   * Asks before a risky write (docs/contract.md#confirmation): `--yes` answers it; on a terminal the user
   * is asked on stderr; anywhere else (a script, a pipe, --json) it is a usage error naming --yes.
   */
  protected async confirmOrThrow(question: string): Promise<void> {
    // A dry run changes nothing, so there is nothing to agree to.
    if ((this.flags as Record<string, unknown>).yes === true || this.dryRun) return;
    if (!process.stdin.isTTY || !process.stderr.isTTY || this.jsonEnabled()) {
      throw usageError(`${question} Nothing was changed.`, 'Pass --yes to confirm without a prompt.');
    }
    const prompt = createInterface({ input: process.stdin, output: process.stderr });
    try {
      const answer = await prompt.question(`${question} [y/N] `);
      if (!/^y(es)?$/i.test(answer.trim())) {
        throw new CliFailure('Not confirmed; nothing was changed.', { code: 'NOT_CONFIRMED' });
      }
    } finally {
      prompt.close();
    }
  }

  /** The human output of a result: a table or a short sentence. */
  protected humanize(result: R): string | Promise<string> {
    return renderDefault(result);
  }

  /** The exit code once the result is printed: 0, unless the answer is itself a failure. */
  protected exitCodeFor(_result: R): number {
    return EXIT_SUCCESS;
  }

  /**
   * Calls a catalogue operation with the resolved connection. Every write carries an
   * Idempotency-Key: the one given in `options`, else `--idempotency-key` for the command's own
   * operation, else a new random UUID. The client sends the same key again when it retries after a
   * network failure, so a retried create never creates twice.
   */
  protected async call<A>(operation: string, input: ApiInput = {}, options: CallOptions = {}): Promise<A> {
    const connection = await this.connection();
    const described = operationContract(operation);
    if (described.access !== 'public' && !connection.apiKey) {
      throw new CliFailure('No API key: you are not logged in.', {
        code: 'NO_CREDENTIAL',
        hint: loginHint(connection.apiUrl),
      });
    }
    const writes = described.http.some((route) => isWriteMethod(route.method));
    // A dry run records no key (the API ignores one), so none is sent.
    const dryRun = writes && this.dryRun && operation === (this.constructor as typeof InnkeepCommand).operation;
    const idempotencyKey = writes && !dryRun ? (options.idempotencyKey ?? this.idempotencyKeyFlag(operation) ?? randomUUID()) : undefined;
    try {
      const client = this.apiClient(connection);
      return await this.spinner.during(`${described.summary}…`, () => client.call<A>(operation, input, { ...options, idempotencyKey, dryRun }));
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401 && connection.keySource === 'browser login' && !error.code.startsWith('PLAN_')) {
        error.hint = 'Your browser login was revoked or has expired: run `innkeep login` again.';
      }
      throw error;
    }
  }

  /** Today in the workspace's time zone, as the API reads it. */
  protected async workspaceToday(): Promise<string> {
    const context = await this.call<WorkspaceContext>('workspace.get');
    return context.nowLocal.slice(0, 10);
  }

  /** Whether `--dry-run` was given (only write commands have it). */
  protected get dryRun(): boolean {
    return (this.flags as Record<string, unknown> | undefined)?.['dry-run'] === true;
  }

  /** `--idempotency-key`, when the command has it and calls its own operation. */
  private idempotencyKeyFlag(operation: string): string | undefined {
    if (operation !== (this.constructor as typeof InnkeepCommand).operation) return undefined;
    const key = (this.flags as Record<string, unknown> | undefined)?.['idempotency-key'];
    return typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined;
  }

  /** A client for a connection; prints a one-line notice on stderr before waiting out a 429. */
  protected apiClient(connection: Pick<Connection, 'apiUrl' | 'apiKey' | 'workspace'>, options: Pick<ApiClientOptions, 'onResponse'> = {}): ApiClient {
    const notice = (text: string) => this.spinner.notice(text);
    return new ApiClient({
      baseUrl: connection.apiUrl,
      apiKey: connection.apiKey,
      workspace: connection.workspace,
      userAgent: this.config.userAgent,
      onRateLimited: ({ waitSeconds, retry, maxRetries }) =>
        notice(`Rate limited by the API; retrying in ${formatWait(waitSeconds)} (retry ${retry} of ${maxRetries}).`),
      onIdempotentRetry: ({ reason, idempotencyKey, waitSeconds, retry, maxRetries }) =>
        notice(`${reason}\nSending it again with the same Idempotency-Key ${idempotencyKey} in ${formatWait(waitSeconds)} (retry ${retry} of ${maxRetries}).`),
      onReplayed: (idempotencyKey) =>
        notice(`The API had already done this request (Idempotency-Key ${idempotencyKey}): this is its earlier answer, nothing was done twice.`),
      ...options,
    });
  }

  /** Key: --api-key, INNKEEP_API_KEY, the stored login. Address: --api-url, INNKEEP_API_URL, the stored login, the default. */
  protected async connection(): Promise<Connection> {
    if (this.resolved) return this.resolved;
    const global = this.globalFlags();
    const stored = global.apiKey && global.apiUrl ? null : await readStoredLoginOrThrow(configPath());
    const apiKey =
      global.apiKey ?? stored?.apiKey ?? (stored?.oauth ? `Bearer ${(await this.freshBrowserLogin(stored.apiUrl, stored.oauth)).accessToken}` : undefined);
    const apiUrl = global.apiUrl ?? stored?.apiUrl ?? DEFAULT_API_URL;
    if (!isHttpUrl(apiUrl)) {
      throw new CliFailure(`The API address "${apiUrl}" is not an http(s) URL.`, {
        exitCode: global.apiUrl ? EXIT_USAGE : EXIT_FAILURE,
        code: global.apiUrl ? 'USAGE_ERROR' : 'CONFIG_INVALID',
        hint: `Use --api-url or INNKEEP_API_URL with an address such as ${DEFAULT_API_URL}.`,
      });
    }
    this.resolved = {
      apiUrl,
      apiKey,
      workspace: global.workspace,
      keySource: global.apiKey ? 'flag or environment' : stored?.oauth ? 'browser login' : stored ? 'stored login' : 'none',
    };
    return this.resolved;
  }

  /**
   * The stored browser login with an access token that is still good: refreshed (and stored again)
   * when it expires within a minute. Holding the store's lock, so that concurrent commands spend
   * the rotating refresh token once; one that finds it refreshed by another uses that.
   */
  private async freshBrowserLogin(apiUrl: string, login: OAuthLogin): Promise<OAuthLogin> {
    if (!needsRefresh(login)) return login;
    const path = configPath();
    return withStoreLock(async () => {
      const current = await readStoredLoginOrThrow(path);
      if (current?.oauth && !needsRefresh(current.oauth)) return current.oauth;
      const refreshed = await refreshLogin(current?.oauth ?? login);
      await writeStoredLogin({ apiUrl: current?.apiUrl ?? apiUrl, oauth: refreshed }, path);
      return refreshed;
    }, path);
  }

  /** The API address in use, once a call has resolved it. */
  protected get apiUrl(): string | undefined {
    return this.resolved?.apiUrl;
  }

  protected globalFlags(): { apiKey?: string; apiUrl?: string; workspace?: string } {
    const flags = (this.flags ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
    return { apiKey: text(flags['api-key']), apiUrl: text(flags['api-url']), workspace: text(flags.workspace) };
  }

  /** Prints the result: JSON is oclif's (`--json`), the human form is ours. */
  protected override async _run<Result>(): Promise<Result> {
    const result = await super._run<Result>();
    if (this.dryRun) {
      // Said before the answer, which reads as if it had happened; on stderr with --json, so the JSON stays the API's answer.
      const notice = 'Dry run: nothing was changed. This is what the API would answer:';
      if (this.jsonEnabled()) process.stderr.write(`${notice}\n`);
      else this.log(notice);
    }
    if (result !== undefined && !this.jsonEnabled()) {
      let text: string;
      try {
        text = await this.humanize(result as unknown as R);
      } catch {
        // An answer shaped otherwise than this CLI version expects (a newer API) is still shown.
        text = renderDefault(result);
      }
      if (text) this.log(text);
    }
    const exitCode = result === undefined ? EXIT_SUCCESS : this.exitCodeFor(result as unknown as R);
    if (exitCode !== EXIT_SUCCESS) this.exit(exitCode);
    return result;
  }

  /**
   * Every failure ends here: `Error: <msg> (<code>)` and a next step on stderr, the error document
   * on stdout with --json, then the exit code (1, or 2 for usage errors) for oclif to exit with.
   */
  protected override async catch(error: Interfaces.CommandError): Promise<never> {
    if (error instanceof Errors.ExitError) throw error;
    const report = reportFailure(error);
    const hint = report.hint ?? (report.exitCode === EXIT_USAGE ? this.usageHint(error) : undefined);
    const lines = [failureText({ ...report, hint }, errorColours())];
    if (this.dryRun) lines.unshift('Dry run: nothing was changed. The API would refuse it:');
    if (process.env.INNKEEP_DEBUG && error instanceof Error && error.stack) lines.push(error.stack);
    process.stderr.write(`${lines.join('\n')}\n`);
    if (this.jsonEnabled()) this.logJson({ error: report.json });
    this.exit(report.exitCode);
  }

  /** The next step after a usage error: the flag meant, when one was mistyped, and the command's help. */
  private usageHint(error: Error): string {
    const help = `See \`${this.config.bin} ${this.commandLine()} --help\`.`;
    const unknown = (error as { flags?: unknown }).flags;
    if (!Array.isArray(unknown) || typeof unknown[0] !== 'string') return help;
    const known = Object.entries({ ...this.ctor.baseFlags, ...this.ctor.flags }).flatMap(([name, flag]) => [
      `--${name}`,
      ...((flag as { allowNo?: boolean }).allowNo ? [`--no-${name}`] : []),
    ]);
    const meant = nearest(unknown[0].split('=')[0], known);
    return meant ? `Did you mean ${meant}? ${help}` : help;
  }

  /** The command as typed: `properties get`. */
  private commandLine(): string {
    return (this.id ?? '').split(':').join(this.config.topicSeparator ?? ' ');
  }
}

export function camelCase(kebab: string): string {
  return kebab.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
