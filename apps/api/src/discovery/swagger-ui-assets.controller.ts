import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';

import { SWAGGER_UI_ASSETS } from '../openapi/docs-page';

/** Under the base path, like the page: the page refers to it relatively, so it works behind any proxy prefix. */
export const DOCS_ASSETS_PATH = 'docs/assets';

const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const asset = (name: string) => readFileSync(join(SWAGGER_UI_DIR, name));

/**
 * Swagger UI's script and styles for the docs page, from the installed swagger-ui-dist (read once,
 * cached by browsers for a day). Static files: no quota is spent on them.
 */
@Controller(DOCS_ASSETS_PATH)
@ApiExcludeController()
export class SwaggerUiAssetsController {
  private readonly script = asset(SWAGGER_UI_ASSETS.script);
  private readonly styles = asset(SWAGGER_UI_ASSETS.styles);

  @Get(SWAGGER_UI_ASSETS.script)
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  swaggerUiScript(): Buffer {
    return this.script;
  }

  @Get(SWAGGER_UI_ASSETS.styles)
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  swaggerUiStyles(): Buffer {
    return this.styles;
  }
}
