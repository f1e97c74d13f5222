import { Injectable } from '@nestjs/common';
import { OpenAPIObject } from '@nestjs/swagger';

import { renderDocsPage } from '../openapi/docs-page';
import { DOCS_ASSETS_PATH } from './swagger-ui-assets.controller';

/**
 * The OpenAPI document and its docs page as this deployment serves them. The document is read
 * from the app's own controllers, so it is published once the app exists (see createApiApp).
 */
@Injectable()
export class ApiDocs {
  private published?: { document: OpenAPIObject; page: string };

  publish(document: OpenAPIObject): void {
    this.published = { document, page: renderDocsPage(document, DOCS_ASSETS_PATH) };
  }

  get document(): OpenAPIObject {
    return this.current().document;
  }

  get page(): string {
    return this.current().page;
  }

  private current(): { document: OpenAPIObject; page: string } {
    if (!this.published) throw new Error('The OpenAPI document is published when the api app is created.');
    return this.published;
  }
}
