import { InnkeepCommand } from '../base-command';
import { configPath, deleteStoredLogin } from '../config-store';

interface LogoutAnswer {
  loggedOut: boolean;
  configPath: string;
}

export default class Logout extends InnkeepCommand<typeof Logout, LogoutAnswer> {
  static override summary = 'Delete the stored login.';
  static override examples = ['<%= config.bin %> logout'];
  static override baseFlags = {};

  override async run(): Promise<LogoutAnswer> {
    const path = configPath();
    return { loggedOut: await deleteStoredLogin(path), configPath: path };
  }

  protected override humanize(answer: LogoutAnswer): string {
    return answer.loggedOut ? `Logged out: deleted ${answer.configPath}.` : `You were not logged in (no ${answer.configPath}).`;
  }
}
