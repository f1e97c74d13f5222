import { InnkeepCommand, OUTPUT_FLAGS } from '../base-command';
import { configPath, deleteStoredLogin, readStoredLoginOrThrow } from '../config-store';
import { revokeLogin } from '../oauth-login';

interface LogoutAnswer {
  loggedOut: boolean;
  configPath: string;
  /** For a browser login: whether the server revoked its tokens. */
  revoked?: boolean;
}

export default class Logout extends InnkeepCommand<typeof Logout, LogoutAnswer> {
  static override summary = 'Log out: revoke a browser login at the server, and delete the stored login.';
  static override description =
    'A browser (OAuth) login is revoked first, so its tokens stop working everywhere; the stored login is deleted either way. An API key is only forgotten here: revoke keys on the API keys page of the web interface.';
  static override examples = ['<%= config.bin %> logout'];
  static override baseFlags = { ...OUTPUT_FLAGS };

  override async run(): Promise<LogoutAnswer> {
    const path = configPath();
    let revoked: boolean | undefined;
    let stored;
    try {
      stored = await readStoredLoginOrThrow(path);
    } catch {
      // A damaged store is deleted all the same.
    }
    if (stored?.oauth) {
      try {
        await revokeLogin(stored.oauth);
        revoked = true;
      } catch (error) {
        revoked = false;
        process.stderr.write(
          `Could not revoke the login at the server (${(error as Error).message}); it is deleted here. Revoke it under Applications in the web interface.\n`,
        );
      }
    }
    return { loggedOut: await deleteStoredLogin(path), configPath: path, ...(revoked === undefined ? {} : { revoked }) };
  }

  protected override humanize(answer: LogoutAnswer): string {
    if (!answer.loggedOut) return `You were not logged in (no ${answer.configPath}).`;
    return answer.revoked ? `Logged out: the login was revoked and ${answer.configPath} deleted.` : `Logged out: deleted ${answer.configPath}.`;
  }
}
