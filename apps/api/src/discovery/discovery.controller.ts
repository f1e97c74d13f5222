import { ServerRuntime } from '@innkeep/server';
import { Controller, Get, Header, Inject, UseInterceptors } from '@nestjs/common';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { renderDocsPage } from '../openapi/docs-page';
import { API_BASE_PATH } from '../rest/rest-router';
import { RUNTIME } from '../runtime.token';
import { AddressQuotaInterceptor } from './address-quota.interceptor';

/** Documents that need no credential: the OpenAPI description, its docs page, the deprecation policy. */
@Controller(API_BASE_PATH.slice(1))
@UseInterceptors(AddressQuotaInterceptor)
export class DiscoveryController {
  private readonly openapi: ReturnType<typeof buildOpenApiDocument>;
  private readonly docs: string;

  constructor(@Inject(RUNTIME) runtime: ServerRuntime) {
    this.openapi = buildOpenApiDocument(runtime.service);
    this.docs = renderDocsPage(this.openapi, `${runtime.service.apiBaseUrl}/openapi.json`);
  }

  @Get('openapi.json')
  openapiDocument() {
    return this.openapi;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  docsPage() {
    return this.docs;
  }

  @Get('deprecation-policy')
  deprecationPolicy() {
    return {
      policy:
        'A breaking change ships as a new version (/public/v2); v1 keeps its contract. Additions within v1 are new optional fields, new routes and new enum values: ignore fields you do not know. A route being retired answers with `Deprecation: true` and a `Sunset` date at least 180 days ahead.',
      retiring: [],
    };
  }
}
