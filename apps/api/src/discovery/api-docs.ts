import { ServiceInfo } from '@innkeep/domain';
import { OpenAPIObject } from '@nestjs/swagger';
import { generateOpenApiDocument } from '../openapi/generate-openapi-document';
import { renderDocsPage } from '../openapi/docs-page';

/** The OpenAPI document and its docs page as this deployment serves them, built once at start. */
export class ApiDocs {
  private constructor(
    readonly document: OpenAPIObject,
    readonly page: string,
  ) {}

  static async build(service: ServiceInfo, assetsPath: string): Promise<ApiDocs> {
    const document = await generateOpenApiDocument(service);
    return new ApiDocs(document, renderDocsPage(document, assetsPath));
  }
}
