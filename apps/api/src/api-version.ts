import { packageVersion } from '@innkeep/server';

/** The API's version, from its package.json: GET /status and the OpenAPI document answer it. */
export function apiVersion(): string {
  return packageVersion(__dirname);
}
