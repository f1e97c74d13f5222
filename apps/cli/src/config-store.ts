import { chmod, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';

import { CliFailure } from './cli-failure';
import type { OAuthLogin } from './oauth-login';

/** What `innkeep login` stores: an API key, or the tokens of a browser (OAuth) login. */
export interface StoredLogin {
  apiUrl: string;
  apiKey?: string;
  oauth?: OAuthLogin;
}

const OAUTH_FIELDS = ['accessToken', 'refreshToken', 'expiresAt', 'tokenEndpoint', 'revocationEndpoint', 'clientId'] as const;

function isOAuthLogin(value: unknown): value is OAuthLogin {
  return typeof value === 'object' && value !== null && OAUTH_FIELDS.every((name) => typeof (value as Record<string, unknown>)[name] === 'string');
}

/**
 * `$XDG_CONFIG_HOME/innkeep/config.json`, or `~/.config/innkeep/config.json` (docs/contract.md#cli).
 * A relative XDG_CONFIG_HOME is ignored, as the XDG specification says.
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
  if (!record || typeof record.apiUrl !== 'string' || (typeof record.apiKey !== 'string' && !isOAuthLogin(record.oauth))) {
    throw new CliFailure(`The stored login at ${path} is damaged.`, {
      code: 'CONFIG_INVALID',
      hint: 'Run `innkeep logout`, then `innkeep login` again.',
    });
  }
  return typeof record.apiKey === 'string' ? { apiUrl: record.apiUrl, apiKey: record.apiKey } : { apiUrl: record.apiUrl, oauth: record.oauth };
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

const LOCK_WAIT_MS = 10_000;
const LOCK_STALE_MS = 30_000;

/**
 * Runs `work` holding a lock file beside the store, so that two commands refreshing the same
 * browser login at once do not both spend its (rotating) refresh token. A lock older than 30 s
 * is taken as left behind by a crashed run.
 */
export async function withStoreLock<T>(work: () => Promise<T>, path = configPath()): Promise<T> {
  const lock = `${path}.lock`;
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lock, 'wx', 0o600);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > LOCK_STALE_MS || Date.now() - started > LOCK_WAIT_MS) {
        await rm(lock, { force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}
