import { Flags } from '@oclif/core';

import { ApiError, DEFAULT_API_URL } from '../api-client';
import { promptApiKeyHidden, readApiKeyFromStdin } from '../api-key-input';
import { GLOBAL_FLAGS, InnkeepCommand, OUTPUT_FLAGS } from '../base-command';
import { usageError } from '../cli-failure';
import { configPath, readStoredLoginOrThrow, writeStoredLogin } from '../config-store';
import { browserLogin, openInBrowser } from '../oauth-login';
import { webPageOf } from '../web-pages';

interface LoginAnswer {
  loggedIn: true;
  apiUrl: string;
  configPath: string;
  /** How: an API key, or OAuth in the browser. */
  method: 'api-key' | 'browser';
  /** The scopes granted, for a browser login. */
  scopes?: string[];
}

/** Where the key of an API-key login came from. */
type KeySource = 'environment' | 'standard input' | 'prompt' | 'command line';

export default class Login extends InnkeepCommand<typeof Login, LoginAnswer> {
  static override summary = 'Log in: in the browser (OAuth), or with an API key checked with the API.';
  static override description =
    "Without a key, opens the system browser on the Innkeep sign-in and consent page (OAuth 2.1 with PKCE; the answer comes back to this machine on 127.0.0.1 and a random port), then stores the tokens, which are refreshed when they expire. The login reads (pms:read); --write asks for pms:write too. With --no-browser the address is printed instead; $BROWSER names another browser. With --with-api-key, the key is read from INNKEEP_API_KEY, else from standard input when it is piped, else typed at a hidden prompt; INNKEEP_API_KEY alone logs in with it too. The key is checked with GET /is-connected and stored. Either way the login goes to $XDG_CONFIG_HOME/innkeep/config.json (default ~/.config), readable by you only. A key never belongs on the command line: other users see it in `ps`, and it stays in your shell history and npm's logs.";
  static override aliases = ['auth:login'];
  static override examples = [
    '<%= config.bin %> login',
    '<%= config.bin %> login --write',
    '<%= config.bin %> login --no-browser',
    '<%= config.bin %> login --with-api-key',
    'printf %s "$INNKEEP_KEY" | <%= config.bin %> login --with-api-key',
    '<%= config.bin %> login --with-api-key --api-url https://innkeep.example/public/v1',
  ];
  static override baseFlags = { 'api-url': GLOBAL_FLAGS['api-url'], ...OUTPUT_FLAGS };
  static override flags = {
    'with-api-key': Flags.boolean({
      summary: 'Log in with an API key: from INNKEEP_API_KEY, else piped on standard input, else typed at a hidden prompt.',
      exclusive: ['api-key'],
    }),
    // Kept for the scripts that use it: `-` reads standard input; a key itself still works, with a warning.
    'api-key': Flags.string({ summary: 'Deprecated: use --with-api-key. `-` reads the key from standard input; a key given here is visible to others.' }),
    browser: Flags.boolean({
      summary: 'Open the system browser (--no-browser prints the address to open instead).',
      default: true,
      allowNo: true,
      exclusive: ['api-key', 'with-api-key'],
    }),
    write: Flags.boolean({
      summary: 'Ask for pms:write too (changes: prices, blocks, bookings…); without it the login can only read.',
      exclusive: ['api-key', 'with-api-key', 'read-only'],
    }),
    // Kept for the scripts that use it: reading only is the default now.
    'read-only': Flags.boolean({ summary: 'Ask only for pms:read (the default).', hidden: true, exclusive: ['api-key', 'with-api-key'] }),
  };

  override async run(): Promise<LoginAnswer> {
    const path = configPath();
    const source = this.keySource();
    if (!source) return this.loginInBrowser(path);
    if (source === 'command line') {
      process.stderr.write(
        "Warning: a key on the command line is visible to other users (`ps`) and stays in your shell history and npm's logs. Revoke it if that matters, and use `innkeep login --with-api-key` next time.\n",
      );
    }
    const apiKey = await this.readKey(source);
    if (!apiKey) throw usageError(`The API key read from ${source === 'prompt' ? 'the prompt' : `the ${source}`} is empty.`);
    const apiUrl = this.globalFlags().apiUrl ?? (await storedApiUrl(path)) ?? DEFAULT_API_URL;
    // Resolve and validate the address the same way every command does, then check the key there.
    const connection = { ...(await this.connectionFor(apiUrl)), apiKey };
    try {
      await this.apiClient(connection).call('connection.check');
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401 && !error.code.startsWith('PLAN_')) {
        error.hint = `Nothing was stored. Check the key; keys are created on ${webPageOf('apiKeys', connection.apiUrl)}.`;
      }
      throw error;
    }
    await writeStoredLogin({ apiUrl: connection.apiUrl, apiKey }, path);
    return { loggedIn: true, apiUrl: connection.apiUrl, configPath: path, method: 'api-key' };
  }

  /** Where the key comes from; none: a browser login. */
  private keySource(): KeySource | undefined {
    const given = this.flags['api-key'];
    if (given !== undefined) return given === '-' ? 'standard input' : 'command line';
    const browserAsked = this.flags.write || this.flags['read-only'] || !this.flags.browser;
    if (process.env.INNKEEP_API_KEY?.trim() && (this.flags['with-api-key'] || !browserAsked)) return 'environment';
    if (!this.flags['with-api-key']) return undefined;
    return process.stdin.isTTY ? 'prompt' : 'standard input';
  }

  private async readKey(source: KeySource): Promise<string> {
    switch (source) {
      case 'environment':
        return process.env.INNKEEP_API_KEY!.trim();
      case 'standard input':
        return readApiKeyFromStdin();
      case 'prompt':
        return promptApiKeyHidden();
      case 'command line':
        return this.flags['api-key']!.trim();
    }
  }

  /** OAuth 2.1 in the browser; nothing is stored unless it completes. */
  private async loginInBrowser(path: string): Promise<LoginAnswer> {
    const { apiUrl } = await this.connectionFor(this.globalFlags().apiUrl ?? (await storedApiUrl(path)) ?? DEFAULT_API_URL);
    const login = await browserLogin({
      apiUrl,
      // Write is not granted by default: a login reads unless the person asks for more.
      scope: this.flags.write ? 'pms:read pms:write' : 'pms:read',
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
