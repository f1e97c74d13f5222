import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { loadConfig, serviceInfo } from '@innkeep/server';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { OpenAPIObject } from '@nestjs/swagger';

import { ApiModule } from '../api.module';
import { apiVersion } from '../api-version';
import { buildOpenApiDocument } from './openapi-document';

/**
 * The committed document: the api app's controllers, all of them as the server mounts them, read in
 * Nest's preview mode (nothing is instantiated, so no database or runtime is needed), described at the
 * default local address.
 */
export async function committedOpenApiDocument(options: { inline?: boolean } = {}): Promise<OpenAPIObject> {
  const app = await NestFactory.create(ApiModule.withoutRuntime(), new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  try {
    return buildOpenApiDocument(app, serviceInfo(loadConfig({}), apiVersion()), options);
  } finally {
    await app.close();
  }
}

/** The api project's folder: the nearest one up with a package.json, from the sources or the build. */
function projectDir(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

/** apps/api/openapi.json, committed so that changes to the REST contract show in review. */
export const OPENAPI_FILE = join(projectDir(), 'openapi.json');

/** The committed file's text: two-space JSON with a final newline. */
export function openApiFileText(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
