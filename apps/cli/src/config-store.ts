import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { CliFailure } from './cli-failure';

/** What `innkeep login` stores. */
export interface StoredLogin {
  apiUrl: string;
  apiKey: string;
}

/**
 * `$XDG_CONFIG_HOME/innkeep/config.json`, or `~/.config/innkeep/config.json` (API-CONTRACT
 * section 8). A relative XDG_CONFIG_HOME is ignored, as the XDG specification says.
 */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.config');
  return join(base, 'innkeep', 'config.json');
}

/** The stored login, or null when there is none; throws a CliFailure when the file is damaged. */
export async function readStoredLoginOrThrow(path = configPath()): Promise<StoredLogin | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new CliFailure(`Could not read the stored login at ${path}: ${(error as Error).message}`, {
      code: 'CONFIG_UNREADABLE',
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const record = parsed as Partial<StoredLogin> | null;
  if (!record || typeof record.apiKey !== 'string' || typeof record.apiUrl !== 'string') {
    throw new CliFailure(`The stored login at ${path} is damaged.`, {
      code: 'CONFIG_INVALID',
      hint: 'Run `innkeep logout`, then `innkeep login --api-key <key>` again.',
    });
  }
  return { apiUrl: record.apiUrl, apiKey: record.apiKey };
}

/** Writes the login readable by its owner only (0600), atomically. */
export async function writeStoredLogin(login: StoredLogin, path = configPath()): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600, flag: 'w' });
    await chmod(temporary, 0o600);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Deletes the stored login; answers whether there was one. */
export async function deleteStoredLogin(path = configPath()): Promise<boolean> {
  try {
    await rm(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
