import { Flags } from '@oclif/core';
import { ApiError, DEFAULT_API_URL } from '../api-client';
import { GLOBAL_FLAGS, InnkeepCommand, OUTPUT_FLAGS } from '../base-command';
import { CliFailure, usageError } from '../cli-failure';
import { configPath, readStoredLoginOrThrow, writeStoredLogin } from '../config-store';
import { browserLogin, openInBrowser } from '../oauth-login';

interface LoginAnswer {
  loggedIn: true;
  apiUrl: string;
  configPath: string;
  /** How: an API key, or OAuth in the browser. */
  method: 'api-key' | 'browser';
  /** The scopes granted, for a browser login. */
  scopes?: string[];
}

const STDIN_TIMEOUT_MS = 10_000;

export default class Login extends InnkeepCommand<typeof Login, LoginAnswer> {
  static override summary = 'Log in: in the browser (OAuth), or with an API key checked with the API.';
  static override description =
    'Without --api-key, opens the system browser on the Innkeep sign-in and consent page (OAuth 2.1 with PKCE; the answer comes back to this machine on 127.0.0.1 and a random port), then stores the tokens, which are refreshed when they expire. With --no-browser the address is printed instead; $BROWSER names another browser. With --api-key, the key is checked with GET /is-connected and stored. Either way the login goes to $XDG_CONFIG_HOME/innkeep/config.json (default ~/.config), readable by you only.';
  static override aliases = ['auth:login'];
  static override examples = [
    '<%= config.bin %> login',
    '<%= config.bin %> login --no-browser --read-only',
    '<%= config.bin %> login --api-key ikp_…',
    'printf %s "$INNKEEP_KEY" | <%= config.bin %> login --api-key -',
    '<%= config.bin %> login --api-key ikp_… --api-url https://innkeep.example/public/v1',
  ];
  static override baseFlags = { 'api-url': GLOBAL_FLAGS['api-url'], ...OUTPUT_FLAGS };
  static override flags = {
    // Deliberately no environment variable: login stores what it is given, nothing ambient.
    'api-key': Flags.string({ summary: 'The API key to store; `-` reads it from standard input.' }),
    browser: Flags.boolean({
      summary: 'Open the system browser (--no-browser prints the address to open instead).',
      default: true,
      allowNo: true,
      exclusive: ['api-key'],
    }),
    'read-only': Flags.boolean({ summary: 'Ask only for pms:read (the default asks for pms:write too).', exclusive: ['api-key'] }),
  };

  override async run(): Promise<LoginAnswer> {
    const given = this.flags['api-key'];
    const path = configPath();
    if (given === undefined) return this.loginInBrowser(path);
    const apiKey = given === '-' ? await readKeyFromStdin() : given.trim();
    if (!apiKey) throw usageError('The API key is empty.');
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
    return { loggedIn: true, apiUrl: connection.apiUrl, configPath: path, method: 'api-key' };
  }

  /** OAuth 2.1 in the browser; nothing is stored unless it completes. */
  private async loginInBrowser(path: string): Promise<LoginAnswer> {
    const { apiUrl } = await this.connectionFor(this.globalFlags().apiUrl ?? (await storedApiUrl(path)) ?? DEFAULT_API_URL);
    const login = await browserLogin({
      apiUrl,
      scope: this.flags['read-only'] ? 'pms:read' : 'pms:read pms:write',
      present: async (url) => {
        // Standard error: standard output stays for the answer (one JSON document with --json).
        if (this.flags.browser && (await openInBrowser(url))) {
          process.stderr.write(`Opening your browser to log in to ${apiUrl}. If it does not open, visit:\n${url}\n`);
        } else {
          process.stderr.write(`Open this address in a browser to log in to ${apiUrl}:\n${url}\n`);
        }
        process.stderr.write('Waiting for the browser…\n');
      },
    });
    await writeStoredLogin({ apiUrl, oauth: login }, path);
    return { loggedIn: true, apiUrl, configPath: path, method: 'browser', scopes: login.scope.split(' ').filter(Boolean) };
  }

  protected override humanize(answer: LoginAnswer): string {
    if (answer.method === 'browser') {
      return `Logged in to ${answer.apiUrl} with ${answer.scopes?.join(' and ') || 'no scope'}. The login is stored in ${answer.configPath}.`;
    }
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
