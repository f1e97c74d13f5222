import { Errors } from '@oclif/core';

import { ApiError, ConnectionError } from './api-client';
import { Palette } from './output/colours';
import { loginHint, webPageOf } from './web-pages';

/** Exit codes of every command: 0 success, 1 failure, 2 usage error (docs/contract.md#cli). */
export const EXIT_SUCCESS = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** A failure the CLI itself detects, with its exit code and a next step. */
export class CliFailure extends Error {
  readonly exitCode: number;
  readonly code: string;
  readonly hint?: string;

  constructor(message: string, options: { exitCode?: number; code?: string; hint?: string } = {}) {
    super(message);
    this.name = 'CliFailure';
    this.exitCode = options.exitCode ?? EXIT_FAILURE;
    this.code = options.code ?? 'FAILED';
    this.hint = options.hint;
  }
}

/** Bad flags or arguments: exit code 2. */
export function usageError(message: string, hint?: string): CliFailure {
  return new CliFailure(message, { exitCode: EXIT_USAGE, code: 'USAGE_ERROR', hint });
}

/**
 * How every failure is shown, whatever raised it: one `Error: <sentence> (<CODE>)` line and a
 * `Hint:` with the next step on stderr; with --json, the error document on stdout.
 */
export interface FailureReport {
  exitCode: number;
  /** The sentence. */
  message: string;
  /** The stable code, UPPER_SNAKE. */
  code: string;
  /** `Error: <msg> (<code>)` */
  line: string;
  hint?: string;
  /** The `error` member of the JSON document printed with --json. */
  json: Record<string, unknown>;
}

function report(exitCode: number, message: string, code: string, hint: string | undefined, json: Record<string, unknown>): FailureReport {
  return { exitCode, message, code, line: `Error: ${message} (${code})`, hint, json: { ...json, code, msg: message, exitCode, ...(hint ? { hint } : {}) } };
}

/** The lines a failure prints on stderr, the words `Error:` and `Hint:` painted when stderr has colour. */
export function failureText(failure: Pick<FailureReport, 'message' | 'code' | 'hint'>, paint: Palette): string {
  const error = `${paint.bold(paint.red('Error:'))} ${failure.message} ${paint.dim(`(${failure.code})`)}`;
  return failure.hint ? `${error}\n${paint.yellow('Hint:')} ${failure.hint}` : error;
}

/** Maps anything a command can throw to its exit code, sentence, code and next step. */
export function reportFailure(error: unknown): FailureReport {
  if (error instanceof ApiError) {
    const hint = error.hint ?? hintForApiError(error);
    return report(EXIT_FAILURE, error.message, error.code, hint, { ...error.body, statusCode: error.statusCode });
  }
  if (error instanceof ConnectionError) {
    return report(EXIT_FAILURE, error.message, error.code, error.hint, { url: error.url });
  }
  if (error instanceof CliFailure) {
    return report(error.exitCode, cleanOclifMessage(error.message), error.code, error.hint, {});
  }
  if (error instanceof Errors.CLIError || isParseError(error)) {
    // oclif's own usage errors (unknown flag, missing argument, value not among the options…).
    const exitCode = (error as Errors.CLIError).oclif?.exit ?? EXIT_USAGE;
    return report(exitCode, cleanOclifMessage((error as Error).message), exitCode === EXIT_USAGE ? 'USAGE_ERROR' : 'FAILED', undefined, {});
  }
  return report(EXIT_FAILURE, error instanceof Error ? error.message : String(error), 'FAILED', undefined, {});
}

function hintForApiError(error: ApiError): string | undefined {
  const body = error.body;
  switch (error.code) {
    case 'PLAN_NO_API_ACCESS':
      return `The workspace's plan, shown on ${webPageOf('account', error.url)}, has no API access: an OWNER or ADMIN chooses the PRO or BUSINESS plan on ${webPageOf('billing', error.url)}.`;
    case 'SUBSCRIPTION_INACTIVE':
      return `An OWNER or ADMIN of the workspace restores access on ${webPageOf('billing', error.url)}.`;
    case 'SCOPE_REQUIRED': {
      const scope = typeof body.scope === 'string' ? `the ${body.scope} scope` : 'the scope named';
      const byRole = body.role === 'VIEWER' ? '; a VIEWER needs a workspace owner to grant another role first' : '';
      return `Use a key with ${scope}: keys are created on ${webPageOf('apiKeys', error.url)}${byRole}.`;
    }
    case 'PLAN_REQUIRED': {
      const feature = typeof body.feature === 'string' ? `the ${body.feature} feature` : 'a feature';
      const plan = typeof body.plan === 'string' ? ` of the ${body.plan} plan` : ' of a higher plan';
      return `This needs ${feature}${plan}. The workspace's plan is shown on ${webPageOf('account', error.url)}; an OWNER or ADMIN changes it on ${webPageOf('billing', error.url)}.`;
    }
    case 'WORKSPACE_FORBIDDEN':
      return "Check --workspace (or INNKEEP_WORKSPACE), or leave it out to use the key's default workspace.";
    case 'SANDBOX_MISMATCH':
      return 'Use a test key (ikp_test_…, from `innkeep sandbox create`) for a sandbox, and a live key for a live workspace.';
  }
  if (error.statusCode === 401) return `Check the credential. ${loginHint(error.url)}`;
  if (error.statusCode === 403) return 'The key may not do this: ask a workspace owner, or use another key.';
  if (error.statusCode === 429 && error.retryAfterSeconds !== undefined) {
    return `The quota for this operation is used up; try again in ${formatWait(error.retryAfterSeconds)}.`;
  }
  return undefined;
}

export function formatWait(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  return `${Math.ceil(seconds / 60)} min`;
}

function isParseError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'parse' in error && 'oclif' in error;
}

/**
 * oclif's messages carry a help pointer and tabs for its own renderer, and a flag's parse failure
 * comes as `Parsing --flag \n\t<reason>`: keep one sentence, `--flag: <reason>`.
 */
function cleanOclifMessage(message: string): string {
  const text = message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^See more help with --help$/.test(line))
    .join(' ');
  return text.replace(/^Parsing (--[\w-]+)\s+/, '$1: ');
}
