import { packageVersion } from '@innkeep/server';

/** The MCP server's version, from its package.json: its server info and manifest answer it. */
export function mcpVersion(): string {
  return packageVersion(__dirname);
}
