import { Flags } from '@oclif/core';
import { ApiError, DEFAULT_API_URL } from '../api-client';
import { GLOBAL_FLAGS, InnkeepCommand } from '../base-command';
import { CliFailure, usageError } from '../cli-failure';
import { configPath, readStoredLoginOrThrow, writeStoredLogin } from '../config-store';

interface LoginAnswer {
  loggedIn: true;
  apiUrl: string;
  configPath: string;
}

const STDIN_TIMEOUT_MS = 10_000;

export default class Login extends InnkeepCommand<typeof Login, LoginAnswer> {
  static override summary = 'Store an API key for the next commands, after checking it with the API.';
  static override description =
    'The key is checked with GET /is-connected, then stored with the API address in $XDG_CONFIG_HOME/innkeep/config.json (default ~/.config), readable by you only. Browser login (OAuth) comes later.';
  static override aliases = ['auth:login'];
  static override examples = [
    '<%= config.bin %> login --api-key ikp_…',
    'printf %s "$INNKEEP_KEY" | <%= config.bin %> login --api-key -',
    '<%= config.bin %> login --api-key ikp_… --api-url https://innkeep.example/public/v1',
  ];
  static override baseFlags = { 'api-url': GLOBAL_FLAGS['api-url'] };
  static override flags = {
    // Deliberately no environment variable: login stores what it is given, nothing ambient.
    'api-key': Flags.string({ summary: 'The API key to store; `-` reads it from standard input.' }),
  };

  override async run(): Promise<LoginAnswer> {
    const given = this.flags['api-key'];
    if (given === undefined) {
      throw usageError(
        'Browser login is not available yet.',
        'Run `innkeep login --api-key <key>`, or pipe the key in with `--api-key -`. Keys are created in the web interface (settings, developer section).',
      );
    }
    const apiKey = given === '-' ? await readKeyFromStdin() : given.trim();
    if (!apiKey) throw usageError('The API key is empty.');
    const path = configPath();
    const apiUrl = this.globalFlags().apiUrl ?? (await storedApiUrl(path)) ?? DEFAULT_API_URL;
    // Resolve and validate the address the same way every command does, then check the key there.
    const connection = { ...(await this.connectionFor(apiUrl)), apiKey };
    try {
      await this.apiClient(connection).call('connection.check');
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401 && !error.code.startsWith('PLAN_')) {
        error.hint = 'Nothing was stored. Check the key; keys are created in the web interface (settings, developer section).';
      }
      throw error;
    }
    await writeStoredLogin({ apiUrl: connection.apiUrl, apiKey }, path);
    return { loggedIn: true, apiUrl: connection.apiUrl, configPath: path };
  }

  protected override humanize(answer: LoginAnswer): string {
    return `Logged in to ${answer.apiUrl}. The key is stored in ${answer.configPath}.`;
  }

  private async connectionFor(apiUrl: string) {
    try {
      new URL(apiUrl);
    } catch {
      throw usageError(`The API address "${apiUrl}" is not a URL.`);
    }
    if (!/^https?:$/.test(new URL(apiUrl).protocol)) throw usageError(`The API address "${apiUrl}" is not an http(s) URL.`);
    return { apiUrl };
  }
}

/** A damaged store must not keep anyone from logging in again: it is simply replaced. */
async function storedApiUrl(path: string): Promise<string | undefined> {
  try {
    return (await readStoredLoginOrThrow(path))?.apiUrl;
  } catch {
    return undefined;
  }
}

/** The first non-empty line of standard input, which must be a pipe or a file. */
async function readKeyFromStdin(): Promise<string> {
  const stdin = process.stdin;
  if (stdin.isTTY) {
    throw usageError('`--api-key -` reads the key from standard input, which is a terminal here.', 'Pipe it in: printf %s "$KEY" | innkeep login --api-key -');
  }
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      stdin.pause();
      reject(new CliFailure('No API key arrived on standard input within 10 s.', { code: 'USAGE_ERROR', exitCode: 2 }));
    }, STDIN_TIMEOUT_MS);
    stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
    stdin.once('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    stdin.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return text.split(/\r?\n/).map((line) => line.trim()).find(Boolean) ?? '';
}
